/**
 * Benchmark 1 (issue 6): the JavaScript a browser loads on a first visit (gzip) of the storefront's
 * home, category, product, cart and checkout pages, as ratios to two references built in the same
 * run with the same Vite and target: a bare React 19 page (the floor) and a minimal React Router 7
 * framework-mode page (the router's own floor). Goal: ≤ 1.75× the floor on home, category and
 * product.
 */
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_DIR, kib, ratio, ROOT, row, runQuiet, skippedRow, times, workDir } from './lib/common.mjs';
import { measureFiles, messageCatalogueScript, readRouterManifest, routeDiscoveryMode, routerPageScripts, vitePageScripts } from './lib/route-assets.mjs';

const GROUP = 'Initial JS (gzip)';
const GOAL_RATIO = 1.75;
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

/**
 * The pages measured, by route name of the route table (requirements §2) and a Hungarian path of that
 * route; the slugs only have to match the pattern, the build output does not depend on data.
 */
export const PAGES = [
  { label: 'home', route: 'index', path: '/hu', goal: true },
  { label: 'category', route: 'categories-category_slug', path: '/hu/kategoriak/nappali', goal: true },
  { label: 'product', route: 'products-product_slug', path: '/hu/termekek/nappali/oslo-kanape-42', goal: true },
  { label: 'cart', route: 'cart', path: '/hu/kosar', goal: false },
  { label: 'checkout', route: 'cart-data', path: '/hu/kosar/adatok', goal: false },
];

/** Builds the bare React 19 page and returns what its first load fetches. */
export async function measureBareReact() {
  const outDir = workDir('bare-react');
  const fixture = join(BENCH_DIR, 'fixtures', 'bare-react');
  await runQuiet(bin('vite'), ['build', fixture, '--config', join(fixture, 'vite.config.mjs'), '--outDir', outDir, '--emptyOutDir'], {
    cwd: ROOT,
  });
  return measureFiles(outDir, vitePageScripts(outDir));
}

/** Builds the minimal React Router page (a copy of the fixture, so nothing is written into it). */
export async function measureRouterMinimal() {
  const dir = join(workDir(), 'router-minimal');
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(BENCH_DIR, 'fixtures', 'router-minimal'), dir, { recursive: true });
  await runQuiet(bin('react-router'), ['build'], { cwd: dir });
  const clientDir = join(dir, 'build', 'client');
  const { files, routeIds } = routerPageScripts(readRouterManifest(clientDir), '/', {
    discovery: routeDiscoveryMode(join(dir, 'build', 'server', 'index.js')),
  });
  if (!routeIds.includes('routes/home')) throw new Error(`router-minimal: "/" matched ${routeIds.join(' > ') || 'nothing'}`);
  return measureFiles(clientDir, files);
}

/** Builds the storefront (`npm run build -w storefront`); the reason when it fails. */
export async function buildStorefront() {
  try {
    await runQuiet('npm', ['run', 'build', '-w', 'storefront'], { cwd: ROOT });
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: String(error.message).split('\n').slice(0, 12).join('\n') };
  }
}

/** What each storefront page loads first, from a snapshot of its build (storefront-snapshot.mjs). */
export function measureStorefront(snapshot) {
  if (snapshot.reason) return { reason: snapshot.reason };
  const manifest = readRouterManifest(snapshot.clientDir);
  const discovery = routeDiscoveryMode(join(snapshot.dir, 'server', 'index.js'));
  const pages = PAGES.map((page) => {
    const { routeIds, files } = routerPageScripts(manifest, page.path, { discovery });
    const leaf = routeIds.at(-1);
    // Route ids are `<route name>.<locale>` in the storefront; any other leaf means the path fell
    // through to another screen (the CMS catch-all), so the page itself is not built yet.
    if (!leaf || !(leaf === page.route || leaf.startsWith(`${page.route}.`))) {
      return { ...page, reason: `route not built yet (${page.path} renders ${leaf ?? 'no route'})` };
    }
    const catalogue = messageCatalogueScript(snapshot.clientDir, page.path.split('/')[1]);
    return { ...page, routeIds, ...measureFiles(snapshot.clientDir, catalogue ? [...files, catalogue] : files) };
  });
  return { pages };
}

/** @param {{ snapshot: { dir: string, clientDir: string } | { reason: string }, log?: (line: string) => void }} options */
export async function run({ snapshot, log = () => {} }) {
  log('building the bare React 19 page');
  const floor = await measureBareReact();
  log('building the minimal React Router page');
  const router = await measureRouterMinimal();
  const rows = [
    row({ group: GROUP, metric: 'bare React 19 page (floor)', figure: kib(floor.gzip), reference: 'reference', ratio: '1.00×' }),
    row({
      group: GROUP,
      metric: 'minimal React Router 7 page',
      figure: kib(router.gzip),
      reference: `floor ${kib(floor.gzip)}`,
      ratio: times(ratio(router.gzip, floor.gzip)),
    }),
  ];

  const storefront = measureStorefront(snapshot);
  for (const page of storefront.pages ?? PAGES.map((p) => ({ ...p, reason: storefront.reason }))) {
    const goal = page.goal ? `≤ ${GOAL_RATIO}× floor` : '';
    const metric = `storefront ${page.label} (${page.path})`;
    if (page.reason) {
      rows.push(skippedRow(GROUP, metric, goal, page.reason));
      continue;
    }
    const toFloor = ratio(page.gzip, floor.gzip);
    const pass = page.goal ? toFloor <= GOAL_RATIO : null;
    rows.push(
      row({
        group: GROUP,
        metric,
        figure: kib(page.gzip),
        reference: `floor ${kib(floor.gzip)} · router ${kib(router.gzip)}`,
        ratio: `${times(toFloor)} · ${times(ratio(page.gzip, router.gzip))}`,
        goal,
        pass,
        note:
          pass === false
            ? `${page.label}: ${kib(page.gzip - GOAL_RATIO * floor.gzip)} over; largest files ${page.files
                .slice(0, 4)
                .map((file) => `${file.file} ${kib(file.gzip)}`)
                .join(', ')}`
            : undefined,
        detail: page.files,
      }),
    );
  }
  return rows;
}
