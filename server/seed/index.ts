/**
 * The reference shop's seed: a deterministic, bilingual (Hungarian first) furniture catalogue with
 * its content, checkout options and a demo customer, as plain data for the server to load.
 *
 * @example
 * import { generateSeed } from './seed/index.js';
 * const shop = generateSeed({ seed: 7 }); // same seed, same shop
 */
import { brands } from './catalogue/brands.js';
import { categories } from './catalogue/categories.js';
import { colours } from './catalogue/colours.js';
import { materials } from './catalogue/materials.js';
import { generatePriceHistory } from './catalogue/price-history.js';
import { firstColours, generateProducts } from './catalogue/products.js';
import { coupons, deliveryMethods, paymentMethods } from './commerce/checkout.js';
import { currencies } from './commerce/currencies.js';
import { buildCustomers } from './commerce/customers.js';
import { cities, countries } from './commerce/geography.js';
import { showroom } from './commerce/showroom.js';
import { buildBlogPosts } from './content/blog/index.js';
import { buildHome } from './content/home.js';
import { buildMenus } from './content/menus.js';
import { buildPages } from './content/pages/index.js';
import { createRandom } from './random.js';
import { isoSeconds } from './text.js';
import type { SeedData } from './types.js';

export const DEFAULT_SEED = 20_260_101;
/** "Now" for every relative date in the seed; fixed so the output never drifts with the clock. */
export const DEFAULT_REFERENCE_DATE = '2026-11-01T09:00:00Z';
/** Mixed into the seed for the colour variants' own random stream. */
const VARIANT_STREAM = 0x0c_01_0e;

export interface GenerateSeedOptions {
  /** PRNG seed; the same number always gives the same shop. @default 20260101 */
  seed?: number;
  /** ISO date that counts as "now" for created_at and published_at. @default '2026-11-01T09:00:00Z' */
  referenceDate?: string;
}

/** Deep copy, so callers may mutate what they get without touching shared module data. */
const copy = <T>(value: T): T => structuredClone(value);

export function generateSeed(options: GenerateSeedOptions = {}): SeedData {
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isInteger(seed)) throw new TypeError(`generateSeed(): seed must be an integer, got ${seed}.`);
  const referenceDateText = options.referenceDate ?? DEFAULT_REFERENCE_DATE;
  const referenceDate = new Date(referenceDateText);
  if (Number.isNaN(referenceDate.getTime())) {
    throw new TypeError(`generateSeed(): referenceDate must be an ISO date, got "${referenceDateText}".`);
  }

  const random = createRandom(seed);
  // Further colours of some models draw from a stream of their own, so the rest of the shop stays as it was.
  const products = generateProducts(random, referenceDate, createRandom(seed ^ VARIANT_STREAM));
  // The home page's picks, the blog's links and the demo customer's orders choose among models, one colour each.
  const models = firstColours(products);
  const priceHistory = generatePriceHistory(products, seed, referenceDate);
  const pages = buildPages(referenceDate);
  return copy({
    seed,
    reference_date: isoSeconds(referenceDate),
    categories,
    brands: [...brands],
    colours: [...colours],
    materials: [...materials],
    products,
    price_history: priceHistory,
    currencies,
    countries,
    cities,
    payment_methods: paymentMethods,
    delivery_methods: deliveryMethods,
    coupons,
    blog_posts: buildBlogPosts(models, categories, referenceDate),
    pages,
    menus: buildMenus(categories, pages),
    showroom,
    home: buildHome(models, categories, [...brands]),
    customers: buildCustomers(models, referenceDate),
  });
}

/** The shop with the default seed. */
export const seedData: SeedData = generateSeed();

export type * from './types.js';
