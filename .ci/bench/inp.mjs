/**
 * Interaction to Next Paint of two interactions in Debian's Chromium with the CPU slowed 4×
 * (DevTools' `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile setting): adding a product
 * to the cart on its page, and ticking the category page's "in stock" filter. Each run is a fresh
 * page; the interaction's latency is the longest Event Timing entry (`PerformanceObserver` of type
 * `event`, `durationThreshold: 16`, the smallest allowed) with its interaction id — pointerdown,
 * pointerup and click of one tap share it — i.e. input delay + handlers + the next frame's paint.
 * Median of `BENCH_INP_RUNS` runs (default 5). Goal ≤ 100 ms.
 */
import { launchBrowser, settle } from './lib/browser.mjs';
import { median, row, skippedRow } from './lib/common.mjs';
import { screenBuilt } from './lib/shop-pages.mjs';

export const GROUP = 'INP (Chromium, 4× CPU throttling, Event Timing)';
const RUNS = Number(process.env.BENCH_INP_RUNS ?? 5);
const GOAL_MS = 100;
const CPU_SLOWDOWN = 4;

/** Installed before any script of the page: every event entry of 16 ms or more, kept on `window`. */
function observeEvents() {
  window.__eventTimings = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__eventTimings.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId ?? 0 });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** One fresh page, CPU slowed, hydrated and quiet; then `act` once; the interaction's latency in ms. */
async function measureOnce(browser, url, act) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'hu-HU' });
  try {
    // A visitor who has answered the cookie banner, so it covers nothing.
    await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent('{"analytics":false,"marketing":false}'), url }]);
    await context.addInitScript(observeEvents);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
    await settle(page, 1500);
    await page.evaluate(() => (window.__eventTimings = []));
    await act(page);
    // Event entries are reported after the next paint; give the slowed page time to deliver them.
    await page.waitForTimeout(1500);
    const entries = await page.evaluate(() => window.__eventTimings);
    const interactions = entries.filter((entry) => entry.interactionId > 0);
    // Below the 16 ms threshold nothing is reported: the interaction took less than that.
    return interactions.length === 0 ? 0 : Math.max(...interactions.map((entry) => entry.duration));
  } finally {
    await context.close();
  }
}

const INTERACTIONS = [
  {
    metric: 'add to cart (product page)',
    page: 'product',
    act: async (page) => {
      const button = page.locator('main [data-slot="add-to-cart-button"]').first();
      await button.scrollIntoViewIfNeeded();
      await button.click();
    },
  },
  {
    metric: 'filter change: in stock (category page)',
    page: 'category',
    act: async (page) => {
      const box = page.locator('[data-slot="filter-panel-stock"]').getByRole('checkbox').first();
      await box.scrollIntoViewIfNeeded();
      await box.click();
    },
  },
];

/** @param {{ shop: { url: string }, snapshot: { clientDir: string }, pages: Record<string, any>, log?: (line: string) => void }} context */
export async function run({ shop, pages, snapshot, log = () => {} }) {
  const goal = `≤ ${GOAL_MS} ms`;
  const browser = await launchBrowser();
  const rows = [];
  try {
    for (const interaction of INTERACTIONS) {
      const target = pages[interaction.page];
      if (!screenBuilt(snapshot.clientDir, target.route, target.path)) {
        rows.push(skippedRow(GROUP, interaction.metric, goal, `${interaction.page} page not built yet`));
        continue;
      }
      const runs = [];
      for (let i = 1; i <= RUNS; i += 1) {
        log(`INP ${interaction.metric} ${i}/${RUNS}`);
        runs.push(await measureOnce(browser, `${shop.url}${target.path}`, interaction.act));
      }
      const value = median(runs);
      rows.push(
        row({
          group: GROUP,
          metric: interaction.metric,
          figure: `${Math.round(value)} ms`,
          reference: `runs ${runs.map((ms) => Math.round(ms)).join(', ')} ms`,
          goal,
          pass: value <= GOAL_MS,
          note:
            value <= GOAL_MS
              ? undefined
              : `${interaction.metric}: median ${Math.round(value)} ms of ${RUNS} runs (${runs.map((ms) => Math.round(ms)).join(', ')} ms)`,
        }),
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}
