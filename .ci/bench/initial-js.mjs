/**
 * Benchmark 1: the JavaScript a browser loads on a first visit (gzip) of the storefront's home,
 * category, product, cart and checkout pages, next to references built in the same run with the
 * same Vite, React Router and target: a bare React 19 page (the floor), a minimal React Router 7
 * framework-mode page (the router's own floor) and Shopify's Hydrogen skeleton (the nearest real
 * shop on the same router; its product, collection and cart pages). Goals, as ratios to the
 * skeleton's product page: ≤ 1.10× on home, category and product, ≤ 1.25× on cart and checkout.
 * CI (`npm run bench:size`) gates each page's ratio to that reference at its `budget`: the figure
 * the shop has reached plus a small margin, lowered as the shop gets lighter, never above the
 * figure it replaced; the goal is shown beside it until the budget reaches it.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_DIR, kib, ratio, ROOT, row, runQuiet, skippedRow, times, workDir } from './lib/common.mjs';
import { ensureReferencesInstalled, installedVersion } from './lib/references.mjs';
import { measureFiles, messageCatalogueScripts, readRouterManifest, routeDiscoveryMode, routerPageScripts, vitePageScripts } from './lib/route-assets.mjs';

const GROUP = 'Initial JS (gzip)';
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

/**
 * The pages measured, by route name of the route table (requirements §2) and a Hungarian path of that
 * route; the slugs only have to match the pattern, the build output does not depend on data.
 */
// Budgets raised four times, each time by 0.01 or 0.02, for texts only the checkout needs that every page loads
// in the one message catalogue: on 2026-11-29 for product (180.1 KiB) and checkout (216.5 KiB), the
// payment providers' notices (0.4 KiB in the catalogue, 1 KiB on the checkout); on 2026-11-30 for
// home (172.4), category (184.3), cart (180.1) and checkout (218.4), the pick-up point picker's and
// postcode field's texts (0.55 KiB in the catalogue) and the postcode autofill on the checkout; and
// a third time on 2026-11-30 for checkout (219.1 KiB) and product (181.4 KiB), the home delivery's
// floor, assembly and slot texts (0.29 KiB in the catalogue) and its queued choice in the cart
// controller; a fourth time on 2026-11-30 for home (173.8), category (187.3), cart (181.6) and
// checkout (220.2): the after-purchase words, the withdrawal's return texts, the filter chips and
// sheet, the search's "did you mean" and the 404 sentence (the Hungarian catalogue is now 10.9 KiB
// on every page), and on the category page the filter chips and the sheet's trigger; product to
// 1.38 (183.0 KiB) the same day for its shipping line (how one piece ships, the showroom). Lowered
// the same day when the texts of the checkout, account and withdrawal screens left the catalogue
// every page loads for message parts loaded with those screens (the Hungarian core is 7.8 KiB):
// home 1.29 (171.2 KiB), category 1.39 (184.7), product 1.36 (180.4), cart 1.35 (179.5); the
// checkout loads its part besides the core and stays at 1.66 (220.3). Lowered on 2026-11-30 when the
// header's search box (and the 404 page's) and the footer's newsletter signup left the shell for
// parts loaded after the page (`app/shell/on-demand.tsx`): home 1.27 (168.0 KiB), category 1.37
// (181.5), product 1.34 (177.2), cart 1.34 (177.9), checkout 1.65 (218.8). Lowered on 2026-12-02
// when the shop's own messages of the order, account and content screens left its catalogue every
// page loads for parts loaded with those screens (the Hungarian shop core is 1.7 KiB): home 1.25
// (166.4 KiB), category 1.35 (179.9), product 1.32 (175.6), cart 1.33 (176.3), checkout 1.64 (218.2).
// Raised for the category page to 1.36 on 2026-12-02, still below the 1.37 it once replaced: its
// 24 add-to-cart buttons read their own lines (`useAddToCart`) instead of the cart, 64 B (180.1 KiB).
// Lowered on 2026-12-03 when the cookie banner, the header's menu row and the cart page's coupon
// form became parts loaded after the page (a press on them before their code arrives is kept): home
// 1.24 (165.1 KiB), category 1.35 (178.8), product 1.31 (174.3), cart 1.30 (172.1), checkout 1.63 (217.0).
export const PAGES = [
  { label: 'home', route: 'index', path: '/hu', goal: 1.1, budget: 1.24 },
  { label: 'category', route: 'categories-category_slug', path: '/hu/kategoriak/nappali', goal: 1.1, budget: 1.31 },
  { label: 'product', route: 'products-product_slug', path: '/hu/termekek/nappali/oslo-kanape-42', goal: 1.1, budget: 1.31 },
  { label: 'cart', route: 'cart', path: '/hu/kosar', goal: 1.25, budget: 1.3 },
  { label: 'checkout', route: 'cart-data', path: '/hu/kosar/adatok', goal: 1.25, budget: 1.55 },
];

/** The Hydrogen skeleton's pages measured, by route id of its flat routes. */
export const HYDROGEN_PAGES = [
  { label: 'product', route: 'routes/products.$handle', path: '/products/oslo-sofa' },
  { label: 'collection', route: 'routes/collections.$handle', path: '/collections/living-room' },
  { label: 'cart', route: 'routes/cart', path: '/cart' },
];
const HYDROGEN_TEMPLATE = '@shopify/create-hydrogen';

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

/**
 * Builds Hydrogen's skeleton as `@shopify/create-hydrogen` ships it (its `starter` template, the
 * skeleton of the matching Hydrogen release) in a scratch copy: the template's app, routes and
 * React Router preset unchanged, the Vite configuration of `fixtures/hydrogen-skeleton` (the
 * storefront's target, no Oxygen dev plugin), `@shopify/hydrogen` from the benchmark's folder and
 * Vite, React and React Router from the repository. Returns each page's first-load scripts.
 */
export async function measureHydrogenSkeleton(log = () => {}) {
  await ensureReferencesInstalled(log);
  const dir = join(workDir(), 'hydrogen-skeleton');
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(BENCH_DIR, 'node_modules', ...HYDROGEN_TEMPLATE.split('/'), 'dist', 'assets', 'hydrogen', 'starter'), dir, {
    recursive: true,
  });
  cpSync(join(BENCH_DIR, 'fixtures', 'hydrogen-skeleton', 'vite.config.ts'), join(dir, 'vite.config.ts'));
  await runQuiet(bin('react-router'), ['build'], { cwd: dir });
  // Hydrogen's preset builds into dist/.
  const clientDir = join(dir, 'dist', 'client');
  const manifest = readRouterManifest(clientDir);
  const discovery = routeDiscoveryMode(join(dir, 'dist', 'server', 'index.js'));
  const pages = HYDROGEN_PAGES.map((page) => {
    const { routeIds, files } = routerPageScripts(manifest, page.path, { discovery });
    if (routeIds.at(-1) !== page.route) throw new Error(`hydrogen-skeleton: ${page.path} matched ${routeIds.join(' > ') || 'nothing'}`);
    return { ...page, routeIds, ...measureFiles(clientDir, files) };
  });
  const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  return { pages, version, hydrogen: installedVersion('@shopify/hydrogen'), template: installedVersion(HYDROGEN_TEMPLATE) };
}

/** Builds the storefront (`npm run build -w storefront`, into `STOREFRONT_BUILD_DIR` when set); the reason when it fails. */
export async function buildStorefront() {
  try {
    await runQuiet('npm', ['run', 'build', '-w', 'storefront'], { cwd: ROOT });
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: String(error.message).split('\n').slice(0, 12).join('\n') };
  }
}

/**
 * The on-demand message parts a page's screen loads with the cores before hydrating (and its
 * server preloads): the storefront's table of parts by route name (`app/message-parts.json`), each
 * part's chunk found in the client's Vite manifest by its source, the package's
 * `src/i18n/messages/<locale>.<part>.json` or the shop's `app/i18n/<locale>.<part>.json`.
 */
function messagePartScripts(clientDir, locale, route) {
  const parts = JSON.parse(readFileSync(join(ROOT, 'storefront', 'app', 'message-parts.json'), 'utf8'))[route] ?? [];
  if (parts.length === 0) return [];
  const chunks = Object.values(JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')));
  return parts.map((part) => {
    const sources = [`src/i18n/messages/${locale}.${part}.json`, `app/i18n/${locale}.${part}.json`];
    const chunk = chunks.find((candidate) => sources.some((source) => (candidate.src ?? '').endsWith(source)));
    if (!chunk) throw new Error(`initial-js: no chunk of the "${part}" messages (${locale}) in ${clientDir}/.vite/manifest.json`);
    return chunk.file;
  });
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
    const locale = page.path.split('/')[1];
    const catalogues = [...messageCatalogueScripts(snapshot.clientDir, locale), ...messagePartScripts(snapshot.clientDir, locale, page.route)];
    return { ...page, routeIds, ...measureFiles(snapshot.clientDir, [...files, ...catalogues]) };
  });
  return { pages };
}

const ofHydrogen = (page, reference) =>
  `≤ ${page.goal.toFixed(2)}× Hydrogen product${reference ? ` (${kib(page.goal * reference.gzip)})` : ''}` +
  (page.budget > page.goal ? `; CI ≤ ${page.budget.toFixed(2)}×` : '');

/** @param {{ snapshot: { dir: string, clientDir: string } | { reason: string }, log?: (line: string) => void }} options */
export async function run({ snapshot, log = () => {} }) {
  log('building the bare React 19 page');
  const floor = await measureBareReact();
  log('building the minimal React Router page');
  const router = await measureRouterMinimal();
  log('building the Hydrogen skeleton');
  let hydrogen;
  try {
    hydrogen = await measureHydrogenSkeleton(log);
  } catch (error) {
    hydrogen = { reason: `Hydrogen skeleton did not build: ${String(error.message).split('\n')[0]}` };
  }
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
  const reference = hydrogen.pages?.find((page) => page.label === 'product');
  if (hydrogen.reason) rows.push(skippedRow(GROUP, 'Hydrogen skeleton', '', hydrogen.reason));
  for (const page of hydrogen.pages ?? []) {
    rows.push(
      row({
        group: GROUP,
        metric: `Hydrogen skeleton ${hydrogen.version} (@shopify/hydrogen ${hydrogen.hydrogen}) ${page.label} (${page.path})`,
        figure: kib(page.gzip),
        reference: `floor ${kib(floor.gzip)} · router ${kib(router.gzip)}`,
        ratio: `${times(ratio(page.gzip, floor.gzip))} · ${times(ratio(page.gzip, router.gzip))}`,
        detail: page.files,
      }),
    );
  }

  const storefront = measureStorefront(snapshot);
  for (const page of storefront.pages ?? PAGES.map((p) => ({ ...p, reason: storefront.reason }))) {
    const goal = ofHydrogen(page, reference);
    const metric = `storefront ${page.label} (${page.path})`;
    if (page.reason) {
      rows.push({ ...skippedRow(GROUP, metric, goal, page.reason), gate: true });
      continue;
    }
    const toReference = reference ? ratio(page.gzip, reference.gzip) : null;
    // Without the reference the ratio cannot be judged; the row then says so instead of passing.
    const pass = toReference === null ? null : toReference <= page.goal;
    const withinBudget = toReference === null ? null : toReference <= page.budget;
    const references = [reference ? `Hydrogen product ${kib(reference.gzip)}` : null, `floor ${kib(floor.gzip)}`, `router ${kib(router.gzip)}`];
    const ratios = [reference ? times(toReference) : null, times(ratio(page.gzip, floor.gzip)), times(ratio(page.gzip, router.gzip))];
    rows.push(
      row({
        group: GROUP,
        metric,
        figure: kib(page.gzip),
        reference: references.filter(Boolean).join(' · '),
        ratio: ratios.filter(Boolean).join(' · '),
        goal,
        pass,
        gate: true,
        gatePass: withinBudget,
        crashed: reference ? undefined : true,
        note:
          pass === false
            ? `${page.label}: ${kib(page.gzip - page.goal * reference.gzip)} over ${page.goal}× Hydrogen product${
                withinBudget ? '' : ` and over its CI budget ${page.budget}×`
              }; largest files ${page.files
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
