import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SHOWROOM_HOURS } from '../domain/constants.js';
import { referenceGross } from './prices.js';
import { accountSchema, userSchema } from '../contract/auth.js';
import {
  cartProductSchema,
  cartSchema,
  couponSchema,
  customerDataSchema,
  deliveryMethodSchema,
  homeDeliverySchema,
  paymentMethodSchema,
} from '../contract/cart.js';
import {
  brandSchema,
  categoryDetailSchema,
  categorySchema,
  colourSchema,
  dataSheetSchema,
  productDetailSchema,
  productListSchema,
  productSchema,
  searchSuggestionsSchema,
} from '../contract/catalog.js';
import { offerSchema, orderListItemSchema, orderSchema } from '../contract/checkout.js';
import {
  blogListSchema,
  blogPostSchema,
  blogPostSummarySchema,
  citySchema,
  countrySchema,
  currencySchema,
  homeSchema,
  initSchema,
  menusSchema,
  pageSchema,
  showroomSchema,
  type MenuItem,
} from '../contract/content.js';
import { summarizeCart } from './cart-math.js';
import { defaultCatalogue } from './fixtures/catalogue.js';
import { resetFixtureIds } from './fixtures/ids.js';
import { fixtures } from './fixtures/index.js';

beforeEach(() => {
  resetFixtureIds();
});

const views = [{}, { locale: 'en', currency: 'EUR' }, { locale: 'hu', currency: 'USD' }] as const;

/** Every factory with the schema its output must satisfy. */
const factories: Array<[string, z.ZodType, (view: (typeof views)[number]) => unknown]> = [
  ['product', productSchema, (view) => fixtures.product({}, view)],
  ['productOnSale', productSchema, (view) => fixtures.productOnSale({}, view)],
  ['productOutOfStock', productSchema, (view) => fixtures.productOutOfStock({}, view)],
  ['productWithTiers', productSchema, (view) => fixtures.productWithTiers({}, view)],
  ['longProduct', productSchema, (view) => fixtures.longProduct({}, view)],
  ['productDetail', productDetailSchema, (view) => fixtures.productDetail({}, view)],
  ['productList', productListSchema, (view) => fixtures.productList({}, view)],
  ['searchSuggestions', searchSuggestionsSchema, (view) => fixtures.searchSuggestions({}, view)],
  ['dataSheet', dataSheetSchema, (view) => fixtures.dataSheet({}, view)],
  ['category', categorySchema, (view) => fixtures.category({}, view)],
  ['categoryDetail', categoryDetailSchema, (view) => fixtures.categoryDetail({}, view)],
  ['brand', brandSchema, () => fixtures.brand()],
  ['colour', colourSchema, (view) => fixtures.colour({}, view)],
  ['cartProduct', cartProductSchema, (view) => fixtures.cartProduct({ quantity: 5 }, view)],
  ['cart', cartSchema, (view) => fixtures.cart({ coupons: [fixtures.coupon({}, view)], delivery_method: 2 }, view)],
  ['emptyCart', cartSchema, (view) => fixtures.emptyCart({}, view)],
  ['homeDelivery', homeDeliverySchema, (view) => fixtures.homeDelivery({}, undefined, view)],
  ['coupon', couponSchema, (view) => fixtures.coupon({}, view)],
  ['deliveryMethods', z.array(deliveryMethodSchema).length(3), (view) => fixtures.deliveryMethods(view)],
  ['paymentMethods', z.array(paymentMethodSchema).length(3), (view) => fixtures.paymentMethods(view)],
  ['deliveryMethod', deliveryMethodSchema, (view) => fixtures.deliveryMethod({}, view)],
  ['paymentMethod', paymentMethodSchema, (view) => fixtures.paymentMethod({}, view)],
  ['customerData', customerDataSchema, () => fixtures.customerData()],
  ['emptyCustomerData', customerDataSchema, () => fixtures.emptyCustomerData()],
  ['longCustomerData', customerDataSchema, () => fixtures.longCustomerData()],
  ['order', orderSchema, (view) => fixtures.order({}, view)],
  ['orderPaid', orderSchema, (view) => fixtures.orderPaid({}, view)],
  ['orderFailed', orderSchema, (view) => fixtures.orderFailed({}, view)],
  ['orderPending', orderSchema, (view) => fixtures.orderPending({}, view)],
  ['orderListItem', orderListItemSchema, (view) => fixtures.orderListItem({}, view)],
  ['offer', offerSchema, (view) => fixtures.offer({}, view)],
  ['user', userSchema, () => fixtures.user()],
  ['account', accountSchema, () => fixtures.account()],
  ['menus', menusSchema, (view) => fixtures.menus(view)],
  ['init', initSchema, (view) => fixtures.init({}, view)],
  ['home', homeSchema, (view) => fixtures.home({}, view)],
  ['blogPostSummary', blogPostSummarySchema, (view) => fixtures.blogPostSummary({}, view)],
  ['blogPost', blogPostSchema, (view) => fixtures.blogPost({}, view)],
  ['blogList', blogListSchema, (view) => fixtures.blogList({}, view)],
  ['page', pageSchema, (view) => fixtures.page({}, view)],
  ['showroom', showroomSchema, (view) => fixtures.showroom({}, view)],
  ['currencies', z.array(currencySchema).length(3), (view) => fixtures.currencies(view)],
  ['countries', z.array(countrySchema).min(1), (view) => fixtures.countries(view)],
  ['cities', z.array(citySchema).min(3_000), () => fixtures.cities()],
];

describe('fixtures', () => {
  it('has a test for every factory', () => {
    const tested = new Set(factories.map(([name]) => name));
    const untested = Object.keys(fixtures).filter((name) => typeof fixtures[name as keyof typeof fixtures] === 'function' && !tested.has(name));
    expect(untested).toEqual(['productPrices']);
  });

  describe.each(views)('in %o', (view) => {
    it.each(factories)('%s satisfies its contract schema', async (_name, schema, make) => {
      for (let round = 0; round < 3; round += 1) {
        const result = schema.safeParse(await make(view));
        expect(result.success, JSON.stringify(result.error?.issues.slice(0, 3))).toBe(true);
      }
    });
  });

  it('shows no product on two of the home page’s rails, as the server does', () => {
    const home = fixtures.home();
    const ids = [home.best_products, home.discounted_products, home.newest_products, home.popular_products].flatMap((rail) =>
      rail.map((product) => product.id),
    );
    expect(home.best_products.length).toBeGreaterThan(0);
    expect(home.popular_products.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives consecutive ids that start again after resetFixtureIds()', () => {
    const first = [fixtures.product().id, fixtures.product().id, fixtures.order().order_hash];
    resetFixtureIds();
    expect([fixtures.product().id, fixtures.product().id, fixtures.order().order_hash]).toEqual(first);
    expect(first.slice(0, 2)).toEqual([1, 2]);
  });

  it('applies overrides over the defaults', () => {
    const product = fixtures.product({ title: fixtures.longHungarian.productTitle, quantity: 0 });
    expect(product).toMatchObject({ title: fixtures.longHungarian.productTitle, quantity: 0 });
    expect(fixtures.user({ firstname: 'Bence' }).firstname).toBe('Bence');
  });

  it('switches every price with the currency of the view', () => {
    const eur = fixtures.productWithTiers({}, { currency: 'EUR' });
    expect(eur.price_gross).toBe(eur.prices_by_currencies.EUR.price_gross);
    expect(eur.prices_by_currencies.HUF.price_gross).toBeGreaterThan(eur.price_gross * 300);
    expect(Object.keys(eur.prices_by_currencies)).toEqual(['HUF', 'EUR', 'USD']);
    expect(eur.prices_by_currencies.USD.qty_discounts.length).toBeGreaterThan(0);
  });

  it('computes a cart’s summary and coupon discounts with the handlers’ helper', () => {
    const lines = [fixtures.cartProduct({ product: fixtures.productWithTiers(), quantity: 8 }), fixtures.cartProduct()];
    const cart = fixtures.cart({ products: lines, coupons: [fixtures.coupon()], delivery_method: 2 });
    const expected = summarizeCart({
      lines,
      coupons: [{ code: 'OTTHON10', type: 'percent', value: 10, description: cart.coupons[0]!.description }],
      delivery: fixtures.deliveryMethod(),
      currency: 'HUF',
    });
    expect(cart.summary).toEqual(expected.summary);
    expect(cart.coupons).toEqual(expected.coupons);
    expect(cart.summary.cart_discount_gross).toBeGreaterThan(0);
  });

  it('shows the payment states of the result page (requirements §8)', () => {
    expect(fixtures.orderPaid().payment).toMatchObject({ status: 'paid', response_code: '00', authorization_code: '482913', can_retry: false });
    expect(fixtures.orderFailed().payment).toMatchObject({ status: 'failed', response_code: '05', authorization_code: null, can_retry: true });
    expect(fixtures.orderFailed({}, { locale: 'en' }).payment.response_message).toBe('Declined by the card issuer (do not honour)');
    expect(fixtures.orderPending().payment).toMatchObject({ status: 'pending', response_code: null, can_retry: true });
  });

  it("lists Hungary first among the countries, then the rest in the catalogue's order", () => {
    expect(fixtures.countries()[0]?.name).toBe('Magyarország');
    expect(
      fixtures
        .countries({ locale: 'en' })
        .map((country) => country.name)
        .slice(0, 3),
    ).toEqual(['Hungary', 'Austria', 'Slovakia']);
  });

  it('has the showroom hours of requirements §9', () => {
    const hours = fixtures.showroom().opening_hours;
    expect(hours.map((day) => [day.opens, day.closes])).toEqual(
      ([1, 2, 3, 4, 5, 6, 7] as const).map((day) => [SHOWROOM_HOURS[day]?.[0] ?? null, SHOWROOM_HOURS[day]?.[1] ?? null]),
    );
    expect(hours[6]).toEqual({ day: 7, opens: null, closes: null });
  });

  it('builds menus with content, category and static links, including an external https one (requirements §2)', () => {
    const flatten = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children)]);
    const menus = fixtures.menus();
    const links = flatten([...menus.header, ...menus.footer]).map((item) => item.link);
    expect(new Set(links.map((link) => link.type))).toEqual(new Set(['content', 'category', 'static']));
    expect(links.some((link) => link.type === 'static' && link.slug?.startsWith('https://'))).toBe(true);
    expect(menus.categories.map((item) => item.title)).toEqual(['Nappali', 'Étkező', 'Hálószoba']);
    expect(menus.categories[0]?.children.map((item) => item.link.slug)).toEqual(['kanapek', 'fotelek', 'dohanyzoasztalok']);
  });
});

describe('the demo catalogue', () => {
  const { products, categories } = defaultCatalogue;

  it('has 26 products over six leaf categories, with Hungarian and English titles', () => {
    const leaves = categories.filter((category) => !categories.some((child) => child.parent_id === category.id));
    expect(products).toHaveLength(26);
    expect(leaves).toHaveLength(6);
    expect(new Set(products.map((product) => product.category_id))).toEqual(new Set(leaves.map((leaf) => leaf.id)));
    for (const product of products) expect(product.title.hu, product.sku).not.toBe(product.title.en);
    expect(new Set(products.map((product) => product.slug.hu)).size).toBe(26);
    expect(new Set(products.map((product) => product.slug.en)).size).toBe(26);
  });

  it('has products on sale, out of stock and with quantity tiers', () => {
    expect(products.filter((product) => referenceGross(product.price) !== null).length).toBeGreaterThanOrEqual(4);
    expect(products.filter((product) => product.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((product) => product.price.tiers?.length).length).toBeGreaterThanOrEqual(4);
  });

  it('has long Hungarian texts for layout stories', () => {
    expect(fixtures.longHungarian.productTitle.length).toBeGreaterThan(100);
    expect(fixtures.longHungarian.longestWord).toMatch(/^\p{L}{40,}$/u);
    expect(fixtures.longProduct().title).toBe(fixtures.longHungarian.productTitle);
  });
});

describe('mock catalogue product safety', () => {
  it('gives every mock product the safety data its use requires, as the reference seed does', async () => {
    const { products } = await import('./fixtures/catalogue-products.js');
    const { safetyUseOf } = await import('./fixtures/catalogue-safety.js');
    const { missingSafetyData } = await import('../contract/product-safety.js');
    const gaps = products.flatMap((product) =>
      missingSafetyData(product.safety, safetyUseOf(product), product.dimensions.height).map((gap) => `${product.sku}: ${gap}`),
    );
    expect(gaps).toEqual([]);
    const chairs = products.filter((product) => product.category_id === 8);
    for (const chair of chairs) expect(chair.safety.warnings.map((warning) => warning.kind)).toContain('load_limit');
  });
});

describe('mock catalogue guarantee', () => {
  it('states on each data sheet the guarantee the price gives: the shop’s 2 years, 3 above 250 000 Ft', async () => {
    const { products } = await import('./fixtures/catalogue-products.js');
    const sheets = products.map(() => fixtures.dataSheet());
    const years = new Set(sheets.map((sheet) => sheet.warranty_years));
    for (const sheet of sheets) {
      const gross = sheet.product.prices_by_currencies.HUF.price_gross;
      expect(sheet.warranty_years, sheet.product.sku).toBe(gross > 250_000 ? 3 : 2);
      const row = sheet.rows.find((candidate) => candidate.value.endsWith(' év'));
      expect(row?.value, sheet.product.sku).toBe(`${sheet.warranty_years} év`);
    }
    // The catalogue has pieces on both sides of the line.
    expect([...years].sort()).toEqual([2, 3]);
  });
});

describe('mock legal pages', () => {
  it('has the warranty page the guarantee notice links to and the accessibility statement, both in the footer', async () => {
    const { pages } = await import('./fixtures/catalogue-content.js');
    for (const [key, slug] of [
      ['warranty', { hu: 'garancia', en: 'warranty' }],
      ['accessibility', { hu: 'akadalymentesseg', en: 'accessibility' }],
    ] as const) {
      const page = pages.find((candidate) => candidate.key === key);
      expect(page?.slug, key).toEqual(slug);
      for (const locale of ['hu', 'en'] as const) {
        const footer = JSON.stringify(fixtures.menus({ locale }).footer);
        expect(footer, `${key} in the ${locale} footer`).toContain(`"slug":"${slug[locale]}"`);
      }
    }
    const statement = pages.find((candidate) => candidate.key === 'accessibility')!;
    expect(statement.paragraphs.en.join(' ')).toMatch(/EN 301 549[\s\S]*Known limits[\s\S]*Report a barrier/);
  });
});
