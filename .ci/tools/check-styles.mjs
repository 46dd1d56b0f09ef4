// `otthon/styles.css` (dist) in a real browser, the three ways a shop loads it: before a Tailwind 4
// app's stylesheet, after it, and on a page without Tailwind. Each page renders the same components
// (server-rendered from dist) and the check reads their computed styles: the reset of the app must
// not outrank a component's classes, the app's utilities must win over a component's defaults, and
// without Tailwind the components keep their font, borders and button colours.
// Needs `npm run build` first. `node .ci/tools/check-styles.mjs [screenshot-dir]` also saves a PNG per page.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile } from '@tailwindcss/node';
import { chromium } from 'playwright-core';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const shots = process.argv[2];
const { Badge, Button, TextField } = await import(pathToFileURL(join(root, 'dist/components.js')).href);
const otthonCss = readFileSync(join(root, 'dist/styles.css'), 'utf8');

// The app's own stylesheet, as Tailwind 4 builds it: preflight in `base`, its utilities (one of
// them set on a component below) in `utilities`.
const appCandidates = ['pl-10', 'p-6', 'text-2xl', 'font-bold'];
const app = await compile('@import "tailwindcss";', { base: root, onDependency() {} });
const appCss = app.build(appCandidates);

const markup = renderToStaticMarkup(
  h(
    'main',
    { className: 'p-6' },
    h('h1', { className: 'text-2xl font-bold' }, 'otthon/styles.css'),
    h(
      'div',
      { style: { display: 'flex', gap: '12px', margin: '16px 0', alignItems: 'center' } },
      h(Button, { id: 'primary' }, 'Primary'),
      h(Button, { id: 'outline', variant: 'outline' }, 'Outline'),
      h(Button, { id: 'ghost', variant: 'ghost' }, 'Ghost'),
      h(Button, { id: 'wide', className: 'pl-10' }, 'pl-10 from the app'),
      h(Badge, { id: 'badge' }, 'Badge'),
    ),
    h('div', { style: { maxWidth: '320px' } }, h(TextField, { id: 'email', name: 'email', label: 'Email', defaultValue: 'anna@example.hu' })),
  ),
);

const pages = {
  'otthon-before-tailwind': [otthonCss, appCss],
  'otthon-after-tailwind': [appCss, otthonCss],
  'no-tailwind': [otthonCss],
};
// Otthon's font without Tailwind, the app's font (preflight's `font: inherit`) with it: never the browser's serif.
const sansSerif = (family) => !/Times/.test(family) && /sans-serif|system-ui/.test(family);
const dir = mkdtempSync(join(tmpdir(), 'otthon-styles-'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const failures = [];
try {
  const page = await browser.newPage({ viewport: { width: 900, height: 360 } });
  for (const [name, sheets] of Object.entries(pages)) {
    const links = sheets.map((css, index) => {
      writeFileSync(join(dir, `${name}-${index}.css`), css);
      return `<link rel="stylesheet" href="${name}-${index}.css">`;
    });
    writeFileSync(
      join(dir, `${name}.html`),
      `<!doctype html><html lang="en"><head><meta charset="utf-8">${links.join('')}</head><body>${markup}</body></html>`,
    );
    await page.goto(pathToFileURL(join(dir, `${name}.html`)).href);
    const seen = await page.evaluate(() => {
      const style = (selector) => getComputedStyle(document.querySelector(selector));
      const input = document.querySelector('input[name="email"]');
      return {
        primaryBackground: style('#primary').backgroundColor,
        primaryColor: style('#primary').color,
        primaryPaddingRight: style('#primary').paddingRight,
        primaryBorder: style('#primary').borderTopStyle === 'none' || style('#primary').borderTopWidth === '0px',
        primaryFont: style('#primary').fontFamily,
        outlineBorder: `${style('#outline').borderTopWidth} ${style('#outline').borderTopStyle}`,
        ghostBackground: style('#ghost').backgroundColor,
        widePaddingLeft: style('#wide').paddingLeft,
        inputBorder: `${getComputedStyle(input).borderTopWidth} ${getComputedStyle(input).borderTopStyle}`,
        inputRadius: getComputedStyle(input).borderTopLeftRadius,
        inputFont: getComputedStyle(input).fontFamily,
      };
    });
    const expect = (what, actual, ok) => {
      if (!ok) failures.push(`${name}: ${what} is ${JSON.stringify(actual)}`);
    };
    expect('the primary button background', seen.primaryBackground, seen.primaryBackground === 'rgb(47, 93, 80)');
    expect('the primary button text colour', seen.primaryColor, seen.primaryColor === 'rgb(255, 255, 255)');
    expect('the primary button right padding', seen.primaryPaddingRight, seen.primaryPaddingRight === '16px');
    expect('the primary button border (none expected)', seen.primaryBorder, seen.primaryBorder);
    expect('the button font', seen.primaryFont, sansSerif(seen.primaryFont));
    expect('the outline button border', seen.outlineBorder, seen.outlineBorder === '1px solid');
    expect('the ghost button background', seen.ghostBackground, seen.ghostBackground === 'rgba(0, 0, 0, 0)');
    expect('the input border', seen.inputBorder, seen.inputBorder === '1px solid');
    expect('the input radius', seen.inputRadius, seen.inputRadius === '8px');
    expect('the input font', seen.inputFont, sansSerif(seen.inputFont));
    if (name !== 'no-tailwind') expect("the app's pl-10 on a button", seen.widePaddingLeft, seen.widePaddingLeft === '40px');
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
    }
    console.log(`${failures.some((failure) => failure.startsWith(`${name}:`)) ? 'FAIL' : 'ok  '} ${name}`);
  }
} finally {
  await browser.close();
}
if (failures.length) {
  console.log(failures.map((failure) => `FAIL ${failure}`).join('\n'));
  process.exit(1);
}
