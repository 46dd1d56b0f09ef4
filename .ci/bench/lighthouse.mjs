/**
 * Benchmark 3: Lighthouse 12.8 mobile (default simulated throttling) on home, category, product
 * and cart (with two lines) of the production shop, in Debian's Chromium, `BENCH_LIGHTHOUSE_RUNS`
 * runs per page (default 5), medians. Goals: performance ≥ 98, LCP ≤ 1.8 s, TBT ≤ 50 ms,
 * CLS ≤ 0.01; accessibility, best practices and SEO 100. Reports are kept in
 * `.ci/bench/.work/lighthouse/`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSession } from './lib/api-session.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, median, ROOT, row, runCapture, skippedRow, workDir } from './lib/common.mjs';
import { screenBuilt } from './lib/shop-pages.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
export const GROUP = `Lighthouse mobile (median of ${RUNS})`;
const GOALS = { performance: 98, lcpMs: 1800, tbtMs: 50, cls: 0.01 };
const PAGES = ['home', 'category', 'product', 'cart'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function lighthouseOnce(url, outputPath, extraHeaders) {
  const args = [
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    ...(extraHeaders ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : []),
  ];
  // A loaded machine can make Chromium miss Lighthouse's launch or load timeouts; one retry, then
  // the failure is reported with Lighthouse's own last words.
  let outcome;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    outcome = await runCapture(join(ROOT, 'node_modules', '.bin', 'lighthouse'), args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    });
    if (outcome.code === 0) break;
  }
  if (outcome.code !== 0) {
    const said = `${outcome.stdout}\n${outcome.stderr}`.trim().split('\n').filter(Boolean).slice(-2).join(' / ');
    throw new Error(`Lighthouse exited with ${outcome.code}: ${said}`);
  }
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = (id) => (report.categories[id]?.score ?? NaN) * 100;
  const failing = [];
  for (const id of CATEGORIES.slice(1)) {
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${id}: ${ref.id}`);
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    scriptBytes: report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
    bootupMs: report.audits['bootup-time']?.numericValue ?? NaN,
    failing,
  };
}

function pageRows(label, runs) {
  const m = (key) => median(runs.map((r) => r[key]));
  const perf = m('performance');
  const lcp = m('lcp');
  const tbt = m('tbt');
  const cls = m('cls');
  const quality = [m('accessibility'), m('bestPractices'), m('seo')];
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  const qualityPass = quality.every((score) => score === 100);
  return [
    row({
      group: GROUP,
      metric: `${label}: performance`,
      figure: String(Math.round(perf)),
      goal: `≥ ${GOALS.performance}`,
      pass: perf >= GOALS.performance,
      note:
        perf >= GOALS.performance
          ? undefined
          : `${label}: performance ${Math.round(perf)} (LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)}; ` +
            `${Math.round(m('scriptBytes') / 1024)} KiB of scripts transferred, ${Math.round(m('bootupMs'))} ms of script work ` +
            `under throttling; reports in .ci/bench/.work/lighthouse/)`,
    }),
    row({
      group: GROUP,
      metric: `${label}: LCP`,
      figure: `${(lcp / 1000).toFixed(2)} s`,
      goal: `≤ ${GOALS.lcpMs / 1000} s`,
      pass: lcp <= GOALS.lcpMs,
    }),
    row({ group: GROUP, metric: `${label}: TBT`, figure: `${Math.round(tbt)} ms`, goal: `≤ ${GOALS.tbtMs} ms`, pass: tbt <= GOALS.tbtMs }),
    row({ group: GROUP, metric: `${label}: CLS`, figure: cls.toFixed(3), goal: `≤ ${GOALS.cls}`, pass: cls <= GOALS.cls }),
    row({
      group: GROUP,
      metric: `${label}: accessibility · best practices · SEO`,
      figure: quality.map((score) => Math.round(score)).join(' · '),
      goal: '100 · 100 · 100',
      pass: qualityPass,
      note: qualityPass ? undefined : `${label}: failing audits ${failing.join(', ')}`,
    }),
  ];
}

/** @param {{ shop: { url: string }, snapshot: { clientDir: string }, pages: Record<string, any>, log?: (line: string) => void }} context */
export async function run({ shop, pages, snapshot, log = () => {} }) {
  const rows = [];
  const dir = workDir('lighthouse');
  for (const name of PAGES) {
    const page = pages[name];
    if (!screenBuilt(snapshot.clientDir, page.route, page.path)) {
      rows.push(skippedRow(GROUP, `${name}: performance · LCP · TBT · CLS · a11y · BP · SEO`, 'see goals', `${name} page not built yet`));
      continue;
    }
    let headers;
    if (name === 'cart') {
      const session = createSession(shop.url);
      await session.send('POST', '/api/cart/product', { product_id: pages.product.product.id, quantity: 1 });
      await session.send('POST', '/api/cart/product', { product_id: pages.otherProduct.product.id, quantity: 2 });
      headers = { Cookie: session.cookie() };
    }
    const runs = [];
    try {
      for (let i = 1; i <= RUNS; i += 1) {
        log(`lighthouse ${name} ${i}/${RUNS}`);
        runs.push(await lighthouseOnce(`${shop.url}${page.path}`, join(dir, `${name}-${i}.json`), headers));
      }
      rows.push(...pageRows(name, runs));
    } catch (error) {
      // A page that is built but cannot be measured fails the run, unlike a page not built yet.
      rows.push({
        ...skippedRow(GROUP, `${name}: performance · LCP · TBT · CLS · a11y · BP · SEO`, 'see goals', `Lighthouse failed: ${error.message}`),
        crashed: true,
      });
    }
  }
  return rows;
}
