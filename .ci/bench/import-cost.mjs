/**
 * Benchmark 2 (issue 6): what importing the cart and the money/price-tier helpers costs, next to
 * `@shopify/hydrogen-react` bundled the same way (esbuild, minified ESM, gzip level 9, the peers
 * react/react-dom/swr external). Goal ≤ 0.5× the reference. The package is measured as published
 * (`dist/`); hydrogen-react is installed into `.ci/bench/node_modules` only, never the workspace.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { measureImport, PEERS } from '../tools/import-cost.mjs';
import { BENCH_DIR, kib, ratio, ROOT, row, times } from './lib/common.mjs';
import { ensureReferencesInstalled, wantedVersions } from './lib/references.mjs';

const GROUP = 'Import cost (gzip)';
const GOAL_RATIO = 0.5;
const HYDROGEN = '@shopify/hydrogen-react';

export const COMPARISONS = [
  {
    metric: 'ShopProvider + useCart',
    otthon: ['ShopProvider', 'useCart'],
    reference: { label: 'hydrogen-react CartProvider + useCart', names: ['CartProvider', 'useCart'] },
  },
  {
    metric: 'formatMoney + usePriceTier',
    otthon: ['formatMoney', 'usePriceTier'],
    reference: { label: 'hydrogen-react Money + useMoney', names: ['Money', 'useMoney'] },
  },
];

/** @param {{ log?: (line: string) => void }} options */
export async function run({ log = () => {} } = {}) {
  const entry = join(ROOT, 'dist', 'index.js');
  if (!existsSync(entry)) throw new Error('import-cost: dist/index.js is missing; run `npm run build` first.');
  await ensureReferencesInstalled(log);
  const version = wantedVersions()[HYDROGEN];
  const rows = [];
  for (const comparison of COMPARISONS) {
    const ours = await measureImport({ names: comparison.otthon, from: entry, external: PEERS });
    const theirs = await measureImport({
      names: comparison.reference.names,
      from: HYDROGEN,
      resolveDir: BENCH_DIR,
      external: ['react', 'react-dom'],
    });
    const value = ratio(ours.initial.gzip, theirs.initial.gzip);
    const pass = value <= GOAL_RATIO;
    const heaviest = ours.modules
      .slice(0, 4)
      .map((m) => `${m.input} ${m.bytes} B`)
      .join(', ');
    rows.push(
      row({
        group: GROUP,
        metric: comparison.metric,
        figure: kib(ours.initial.gzip, 2),
        reference: `${comparison.reference.label} ${version} ${kib(theirs.initial.gzip, 2)}`,
        ratio: times(value),
        goal: `≤ ${GOAL_RATIO}×`,
        pass,
        note: pass
          ? undefined
          : `${comparison.metric}: ${kib(ours.initial.gzip - GOAL_RATIO * theirs.initial.gzip, 2)} over ${GOAL_RATIO}×; largest modules (minified) ${heaviest}`,
      }),
    );
  }
  return rows;
}
