/** The one results table, as text for the terminal and as Markdown for docs/benchmarks.md. */

export function resultOf(row) {
  if (row.skipped) return 'not run';
  if (row.pass === true) return 'pass';
  if (row.pass === false) return 'MISS';
  return 'info';
}

const COLUMNS = [
  ['Metric', (r) => r.metric],
  ['Figure', (r) => r.figure],
  ['Reference', (r) => r.reference],
  ['Ratio', (r) => r.ratio],
  ['Goal', (r) => r.goal],
  ['Result', resultOf],
];

function groups(rows) {
  const byGroup = new Map();
  for (const r of rows) byGroup.set(r.group, [...(byGroup.get(r.group) ?? []), r]);
  return byGroup;
}

export function describeMachine(m) {
  return `${m.cores} cores (${m.cpu}), ${m.ramGiB} GiB RAM, Node ${m.node}, ${m.chromium}, load average ${m.load.toFixed(2)} at the start`;
}

/** Lines under the table: each miss with what holds it back, each figure that could not be measured. */
export function footnotes(rows) {
  const missed = rows.filter((r) => r.pass === false).map((r) => `${r.group} — ${r.note ?? `${r.metric}: ${r.figure} (goal ${r.goal})`}`);
  const notRun = rows.filter((r) => r.skipped).map((r) => `${r.group} — ${r.metric}: ${r.skipped}`);
  return { missed, notRun };
}

export function formatTable(rows, facts) {
  const widths = COLUMNS.map(([title, get]) => Math.max(title.length, ...rows.map((r) => String(get(r) ?? '').length)));
  const line = (cells) =>
    cells
      .map((cell, i) => String(cell ?? '').padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  const out = [
    '',
    `${facts.command} — ${facts.date.toISOString()} — ${describeMachine(facts.machine)}`,
    '',
    line(COLUMNS.map(([title]) => title)),
    line(widths.map((w) => '-'.repeat(w))),
  ];
  for (const [group, list] of groups(rows)) {
    out.push(`[${group}]`);
    for (const r of list) out.push(line(COLUMNS.map(([, get]) => get(r))));
  }
  const { missed, notRun } = footnotes(rows);
  if (missed.length > 0) out.push('', 'Missed goals:', ...missed.map((m) => `  - ${m}`));
  if (notRun.length > 0) out.push('', 'Not measured:', ...notRun.map((m) => `  - ${m}`));
  return out.join('\n');
}

const cell = (text) => String(text ?? '').replace(/\|/g, '\\|');

export function markdownTable(rows) {
  const out = [`| ${COLUMNS.map(([title]) => title).join(' | ')} |`, `|${COLUMNS.map(() => '---').join('|')}|`];
  for (const [group, list] of groups(rows)) {
    out.push(`| **${cell(group)}** |${' |'.repeat(COLUMNS.length - 1)}`);
    for (const r of list) out.push(`| ${COLUMNS.map(([, get]) => cell(get(r))).join(' | ')} |`);
  }
  return out.join('\n');
}
