/**
 * Records a run in docs/benchmarks.md: the generated block between the markers is replaced, the
 * hand-written text around it (method, analysis) stays.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './common.mjs';
import { describeMachine, footnotes, markdownTable } from './table.mjs';

const START = '<!-- bench:results:start (written by `npm run bench -- --write`; edit outside the markers) -->';
const END = '<!-- bench:results:end -->';

function block(rows, facts) {
  const { missed, notRun } = footnotes(rows);
  return [
    START,
    `Measured ${facts.date.toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${facts.command}\` on ${describeMachine(facts.machine)}.`,
    '',
    markdownTable(rows),
    '',
    `**Goals missed**${missed.length === 0 ? ': none.' : ':'}`,
    ...missed.map((m) => `- ${m}`),
    '',
    `**Not measured**${notRun.length === 0 ? ': none.' : ':'}`,
    ...notRun.map((m) => `- ${m}`),
    END,
  ].join('\n');
}

export function writeRecord(rows, facts, file = join(ROOT, 'docs', 'benchmarks.md')) {
  const generated = block(rows, facts);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const startAt = current.indexOf('<!-- bench:results:start');
  const endAt = current.indexOf(END);
  const next =
    startAt !== -1 && endAt > startAt ? `${current.slice(0, startAt)}${generated}${current.slice(endAt + END.length)}` : `# Benchmarks\n\n${generated}\n`;
  writeFileSync(file, next);
  return file;
}
