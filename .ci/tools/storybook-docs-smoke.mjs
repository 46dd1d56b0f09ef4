#!/usr/bin/env node
// Docs smoke check of a served Storybook (`node .ci/tools/storybook-docs-smoke.mjs http://127.0.0.1:6007`):
// a handful of component docs pages plus every MDX page (`--all`: every docs page, ≈ 75 s) are
// opened in Chromium and must render
// - no raw JSDoc: no "@example", "{@link", "@default" left in the text;
// - no section numbers of the specification ("spec §") in story names or descriptions;
// and a few pages must show what their JSDoc promises: a highlighted, copyable example, a
// `{@link}` as a link to another docs page, an `@default` in the Default column.
// .ci/test-storybook.sh runs it against the static build before the test-runner.
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const base = (args.find((arg) => !arg.startsWith('--')) ?? 'http://127.0.0.1:6007').replace(/\/$/, '');
const checkAll = args.includes('--all');
// A tag, not an address: `anna@example.hu` in a story's text is not an `@example`.
const RAW_JSDOC = /(?<![\w.+-])@(?:example|default)\b|\{@link|spec §/;

/** Component pages checked besides EXPECTATIONS' (tags in props, in mid-line comments, in defaults). */
const HANDFUL = ['cart-cartlines--docs', 'cart-cartsummary--docs', 'forms-registrationform--docs', 'prices-price--docs', 'browse-mobilenav--docs'];

/** Pages whose rendered docs must contain these (selector → what it must hold). */
const EXPECTATIONS = {
  // `@example` as a highlighted code block with a copy button.
  'cart-cartpanel--docs': [
    { what: 'a highlighted example', selector: '.docblock-source pre .token', min: 1 },
    { what: 'a copy button on the example', selector: '.docblock-source button', min: 1 },
  ],
  // `{@link ProductCard}` in the description as a link to ProductCard's page.
  'product-productgrid--docs': [{ what: 'a link to the ProductCard page', selector: 'a[href*="/docs/product-productcard--docs"]', min: 1 }],
  // `/** … @default false */` in the Default column, not in the description.
  'checkout-checkoutform--docs': [
    { what: 'the default "order" in the props table', text: /"?'?order'?"?/, selector: '.docblock-argstable tbody td:nth-child(3)', min: 1 },
  ],
};

/** Shows docs page `id` in the preview already loaded in `page`, resolving once it has rendered. */
async function showDocs(page, id) {
  await page.evaluate(
    (id) =>
      new Promise((resolve, reject) => {
        const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) return reject(new Error('the preview has no channel'));
        const timer = setTimeout(() => reject(new Error(`docs page ${id} did not render within 20 s`)), 20_000);
        const rendered = (renderedId) => {
          if (renderedId !== id) return;
          clearTimeout(timer);
          channel.off('docsRendered', rendered);
          resolve();
        };
        channel.on('docsRendered', rendered);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
      }),
    id,
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const started = Date.now();
const failures = [];
try {
  const index = await (await fetch(`${base}/index.json`)).json();
  const docs = Object.values(index.entries)
    .filter((entry) => entry.type === 'docs')
    .filter((entry) => checkAll || entry.id in EXPECTATIONS || HANDFUL.includes(entry.id) || entry.tags?.some((tag) => tag.endsWith('-mdx')))
    .map((entry) => entry.id);
  for (const id of Object.keys(EXPECTATIONS)) if (!docs.includes(id)) failures.push(`${id}: no such docs page in index.json`);

  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const queue = [...docs];
  const worker = async () => {
    const page = await context.newPage();
    let loaded = false;
    for (let id = queue.shift(); id; id = queue.shift()) {
      try {
        // The preview is loaded once per worker; later pages are shown as Storybook's own sidebar
        // shows them (a `setCurrentStory` on the preview's channel), which spares loading and
        // compiling the whole preview again for every page. Each waits for its own `docsRendered`.
        if (loaded) await showDocs(page, id);
        else {
          await page.goto(`${base}/iframe.html?viewMode=docs&id=${id}`, { waitUntil: 'load' });
          loaded = true;
        }
        await page.waitForSelector('#storybook-docs .sbdocs-content', { timeout: 20_000 });
        // The props tables and examples render after the first paint; wait for the text to settle.
        let previous = '';
        for (let round = 0; round < 20; round += 1) {
          const text = await page.locator('#storybook-docs').innerText();
          if (text === previous && text.length > 0) break;
          previous = text;
          await page.waitForTimeout(250);
        }
        const raw = RAW_JSDOC.exec(previous);
        if (raw) {
          const at = previous.indexOf(raw[0]);
          failures.push(`${id}: raw "${raw[0]}" in the page: …${previous.slice(Math.max(0, at - 60), at + 60).replace(/\s+/g, ' ')}…`);
        }
        for (const expectation of EXPECTATIONS[id] ?? []) {
          // The example's highlighting loads its own code after the text has settled: on a busy
          // machine that once came later than the settling rounds, so each expectation is waited for.
          const cells = page.locator(`#storybook-docs ${expectation.selector}`);
          const deadline = Date.now() + 20_000;
          let matching = [];
          for (;;) {
            const texts = await cells.allInnerTexts();
            matching = expectation.text ? texts.filter((text) => expectation.text.test(text)) : texts;
            if (matching.length >= expectation.min || Date.now() > deadline) break;
            await page.waitForTimeout(250);
          }
          if (matching.length < expectation.min) failures.push(`${id}: expected ${expectation.what} (${expectation.selector}), found ${matching.length}`);
        }
      } catch (error) {
        failures.push(`${id}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        // The next page starts from a fresh load rather than from a preview in an unknown state.
        loaded = false;
      }
    }
    await page.close();
  };
  await Promise.all([worker(), worker()]);
  console.log(`docs smoke: ${docs.length} docs pages checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await browser.close();
}
if (failures.length) {
  console.error(`docs smoke: ${failures.length} problem(s)\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('docs smoke: no raw JSDoc tags, examples highlighted, links and defaults in place');
