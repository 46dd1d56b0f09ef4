/**
 * The size budgets CI enforces, as rows of the benchmark table: every `size-limit` check of
 * package.json (the hard gate, run exactly as CI runs it) and the proof that the modules the first
 * paint never needs (the Select popup's Radix part, DOMPurify) stay out of every check's initial
 * load (`.ci/tools/import-cost.mjs`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { measureImport, ON_DEMAND_ONLY, sizeLimitChecks } from '../tools/import-cost.mjs';
import { kib, ROOT, row, runCapture } from './lib/common.mjs';

const GROUP = 'Size budgets (size-limit, CI gate)';

/** @param {{ log?: (line: string) => void }} options */
export async function run({ log = () => {} } = {}) {
  if (!existsSync(join(ROOT, 'dist', 'index.js'))) throw new Error('size-budgets: dist/ is missing; run `npm run build` first.');
  log('size-limit --json');
  const { code, stdout, stderr } = await runCapture(join(ROOT, 'node_modules', '.bin', 'size-limit'), ['--json'], { cwd: ROOT });
  let results;
  try {
    results = JSON.parse(stdout.slice(stdout.indexOf('[')));
  } catch {
    throw new Error(`size-limit printed no results (exit ${code}):\n${(stdout + stderr).slice(-2000)}`);
  }
  const byName = new Map(sizeLimitChecks().map((check) => [check.name, check]));
  const rows = [];
  const eager = [];
  log('measuring every check again with every import() left on demand, whatever its name');
  for (const result of results) {
    const check = byName.get(result.name);
    const measured = check ? await measureImport({ names: check.names, from: check.from, external: check.external }) : null;
    for (const hit of measured?.eagerOnDemand ?? []) eager.push(`${result.name}: ${hit.name} (${hit.modules.join(', ')})`);
    // size-limit leaves on-demand modules out by their names in `ignore`; a name that also hides
    // a static import would let an eager module through, so the structural figure must fit too.
    const structuralFits = measured === null || measured.initial.gzip <= result.sizeLimit;
    const pass = result.passed && structuralFits;
    rows.push(
      row({
        group: GROUP,
        metric: result.name,
        figure: kib(result.size, 2),
        reference: measured ? `esbuild initial ${kib(measured.initial.gzip, 2)}` : '',
        goal: `≤ ${kib(result.sizeLimit, 2)}`,
        pass,
        gate: true,
        note: pass
          ? undefined
          : `${result.name}: ${kib(Math.max(result.size, measured?.initial.gzip ?? 0) - result.sizeLimit, 2)} over its budget; largest modules (minified) ${(
              measured?.modules ?? []
            )
              .slice(0, 5)
              .map((m) => `${m.input} ${m.bytes} B`)
              .join(', ')}`,
      }),
    );
  }
  rows.push(
    row({
      group: GROUP,
      metric: `${ON_DEMAND_ONLY.map((m) => m.name).join(', ')} only on demand`,
      figure: eager.length === 0 ? 'on demand' : `${eager.length} eager`,
      goal: 'never in an initial load',
      pass: eager.length === 0,
      gate: true,
      note: eager.length === 0 ? undefined : `loaded eagerly: ${eager.join('; ')}`,
    }),
  );
  return rows;
}
