/**
 * The shelf prices each product had over the 60 days before the reference date, derived from its
 * current and pre-sale price as the catalogue set them (so it follows whatever those are):
 *
 * - most products kept one price; about one in eight was cheaper before a price rise;
 * - a product on sale was at its pre-sale price and then reduced, 3–28 days ago;
 * - three sale products were reduced progressively, in two steps;
 * - two sale products went on sale less than 30 days after they were first offered (their
 *   `created_at` moves to that first offer), so their reference is the price of that shorter time.
 *
 * Every price is retail-round gross forints. With these histories the reference price of the
 * domain rule (`referencePrice` of `otthon/core`) is exactly the catalogue's pre-sale price.
 */
import { createRandom } from '../random.js';
import { isoSeconds } from '../text.js';
import type { SeedPriceChange, SeedProduct } from '../types.js';
import { nicePrice } from './products.js';

const DAY_MS = 86_400_000;
/** How far back the history reaches. */
export const PRICE_HISTORY_DAYS = 60;
const PROGRESSIVE = 3;
const NEWCOMERS = 2;
const RAISED_SHARE = 0.12;

/** The history's own random stream, so adding it leaves every other generated value as it was. */
const STREAM = 0x0b_1a_05;

/**
 * Price histories of `products`, oldest change first per product. Moves the `created_at` of the
 * sale products that went on sale soon after their first offer (the history starts there).
 */
export function generatePriceHistory(products: SeedProduct[], seed: number, referenceDate: Date): SeedPriceChange[] {
  const random = createRandom(seed ^ STREAM);
  const now = referenceDate.getTime();
  const at = (days: number) => now - Math.round(days * 24) * (DAY_MS / 24);
  const onSale = products.filter((product) => product.price_original_gross_huf !== null);
  const shuffled = random.shuffle(onSale.map((product) => product.id));
  const newcomers = new Set(shuffled.slice(0, NEWCOMERS));
  const progressive = new Set(shuffled.slice(NEWCOMERS, NEWCOMERS + PROGRESSIVE));

  const history: SeedPriceChange[] = [];
  for (const product of products) {
    const add = (from: number, price: number) => history.push({ product_id: product.id, valid_from: isoSeconds(new Date(from)), price_gross_huf: price });
    const current = product.price_gross_huf;
    const original = product.price_original_gross_huf;
    if (original !== null && newcomers.has(product.id)) {
      const offered = at(random.int(14, 24));
      product.created_at = isoSeconds(new Date(offered));
      add(offered, original);
      add(offered + random.int(4, 8) * DAY_MS, current);
      continue;
    }
    // Offered since the start of the history, or since it was created if that is later.
    let offered = Math.max(Date.parse(product.created_at), at(PRICE_HISTORY_DAYS));
    if (original !== null && offered > at(2)) {
      // A sale needs a price before it: a product this new was offered two days ago.
      offered = at(2);
      product.created_at = isoSeconds(new Date(offered));
    }
    const daysOffered = (now - offered) / DAY_MS;
    if (original !== null) {
      add(offered, original);
      const middle = nicePrice((original + current) / 2);
      if (progressive.has(product.id) && middle < original && middle > current && daysOffered > 8) {
        const first = Math.max(offered + DAY_MS, at(random.int(16, 26)));
        add(first, middle);
        add(Math.max(first + DAY_MS, at(random.int(3, 8))), current);
      } else {
        add(Math.max(offered + DAY_MS, at(random.int(3, Math.max(3, Math.min(28, Math.floor(daysOffered) - 1))))), current);
      }
      continue;
    }
    const earlier = nicePrice(current * random.float(0.88, 0.95));
    if (random.chance(RAISED_SHARE) && earlier < current && daysOffered > 12) {
      add(offered, earlier);
      add(Math.max(offered + DAY_MS, at(random.int(10, Math.min(50, Math.floor(daysOffered) - 1)))), current);
    } else {
      add(offered, current);
    }
  }
  return history;
}
