// The built SPA in Chromium: the shopper's journey with the API on another host of the same site,
// and Tailwind 4 utilities next to otthon/styles.css.
import { journey, launch } from './journey.mjs';

const appOrigin = process.env.APP_ORIGIN ?? 'http://shop.otthon.test:3670';
const apiOrigin = process.env.API_ORIGIN ?? 'http://api.shop.otthon.test:3671';

const browser = await launch();
try {
  const page = await (await browser.newContext()).newPage();
  await journey(page, { start: `${appOrigin}/`, apiOrigin, appOrigin });
  await page.goto(`${appOrigin}/`, { waitUntil: 'networkidle' });
  const styles = await page.evaluate(() => {
    const section = document.querySelector('[data-screen="list"]');
    const button = document.querySelector('[data-slot="add-to-cart-button"]');
    return {
      padding: section ? getComputedStyle(section).paddingTop : null,
      buttonBackground: button ? getComputedStyle(button).backgroundColor : null,
    };
  });
  if (styles.padding !== '16px') throw new Error(`Tailwind: p-4 gave padding ${styles.padding}`);
  if (!styles.buttonBackground || styles.buttonBackground === 'rgba(0, 0, 0, 0)')
    throw new Error('otthon/styles.css: the add-to-cart button has no background');
  console.log(`  ok  Tailwind 4 utilities (p-4 = ${styles.padding}) and otthon/styles.css (button ${styles.buttonBackground})`);
} finally {
  await browser.close();
}
