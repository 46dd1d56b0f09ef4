// The built SPA in Chromium: the shopper's journey with the API on another host of the same site,
// and Tailwind 4 utilities next to otthon/styles.css.
import { journey, launch } from './journey.mjs';

const appOrigin = process.env.APP_ORIGIN ?? 'http://shop.otthon.test:3670';
const apiOrigin = process.env.API_ORIGIN ?? 'http://api.shop.otthon.test:3671';

const browser = await launch();
try {
  const page = await (await browser.newContext()).newPage();
  await journey(page, { start: `${appOrigin}/`, apiOrigin, appOrigin });
  // 900 px wide: above Tailwind's own md (768 px), below the preset's (960 px).
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto(`${appOrigin}/`, { waitUntil: 'networkidle' });
  const styles = await page.evaluate(() => {
    const section = document.querySelector('[data-screen="list"]');
    const button = document.querySelector('[data-slot="add-to-cart-button"]');
    const header = document.querySelector('header');
    const probe = document.createElement('span');
    probe.style.color = 'var(--otthon-primary)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    return {
      padding: section ? getComputedStyle(section).paddingTop : null,
      buttonBackground: button ? getComputedStyle(button).backgroundColor : null,
      headerColour: header ? getComputedStyle(header).color : null,
      primary,
      // The preset's md is 960 px, so at 900 px md:border-b-2 does not apply yet.
      headerBorder: header ? getComputedStyle(header).borderBottomWidth : null,
    };
  });
  if (styles.headerColour !== styles.primary) throw new Error(`Tailwind preset: text-primary gave ${styles.headerColour}, not the shop's ${styles.primary}`);
  if (styles.headerBorder !== '1px')
    throw new Error(`Tailwind preset: md:border-b-2 applied at 900 px (${styles.headerBorder}): md is not the preset's 960 px`);
  if (styles.padding !== '16px') throw new Error(`Tailwind: p-4 gave padding ${styles.padding}`);
  if (!styles.buttonBackground || styles.buttonBackground === 'rgba(0, 0, 0, 0)')
    throw new Error('otthon/styles.css: the add-to-cart button has no background');
  console.log(`  ok  Tailwind 4 utilities (p-4 = ${styles.padding}) and otthon/styles.css (button ${styles.buttonBackground})`);
  console.log(`  ok  the preset through @config: text-primary = ${styles.headerColour}, md: is 960 px`);
} finally {
  await browser.close();
}
