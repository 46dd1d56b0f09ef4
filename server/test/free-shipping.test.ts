/**
 * Free shipping is decided once per cart, in forints: a cart whose euro or dollar figures round
 * to the other side of the converted threshold still ships (or does not ship) free in every
 * currency, exactly as it does in forints.
 */
import { eq, sql } from 'drizzle-orm';
import type { Product } from 'otthon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.js';
import { currencies, products } from '../src/db/schema.js';
import { FREE_SHIPPING_THRESHOLD_HUF, netFromGross, roundMoney, type CurrencyCode } from '../src/domain.js';
import { priceOfGross } from 'otthon/contract';
import type { Rates } from '../src/shared/pricing.js';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectContract } from './support/client.js';
import { addToCart, fixtures } from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

interface Case {
  product: Product;
  quantity: number;
  currency: Exclude<CurrencyCode, 'HUF'>;
  /** Whether the cart reaches the threshold in forints. */
  freeInHuf: boolean;
}

/**
 * Carts of one untiered product where the rounded foreign-currency total and the forint total
 * fall on different sides of the threshold: the smallest quantity that reaches it in forints, and
 * the one below it.
 */
async function disagreements(): Promise<Case[]> {
  const reader = new Client(api);
  const rates = Object.fromEntries(
    expectContract<{ id: CurrencyCode; rate: number }[]>('currencies', await reader.get('/api/currencies')).map((c) => [c.id, c.rate]),
  );
  const found: Case[] = [];
  for (let page = 1; page <= 10 && found.length < 4; page++) {
    const list = expectContract<{ items: Product[] }>('products', await reader.get(`/api/products?per_page=96&page=${page}&sort=price_desc`));
    for (const product of list.items) {
      const huf = product.prices_by_currencies.HUF!;
      if (huf.qty_discounts.length || huf.price_gross <= 0) continue;
      const reaching = Math.ceil(FREE_SHIPPING_THRESHOLD_HUF / huf.price_gross);
      for (const quantity of [reaching, reaching - 1]) {
        if (quantity < 1 || quantity > Math.min(product.quantity, 999)) continue;
        const freeInHuf = quantity * huf.price_gross >= FREE_SHIPPING_THRESHOLD_HUF;
        for (const currency of ['EUR', 'USD'] as const) {
          const prices = product.prices_by_currencies[currency]!;
          const threshold = roundMoney(FREE_SHIPPING_THRESHOLD_HUF / rates[currency]!, currency);
          const freeThere = roundMoney(quantity * prices.price_gross, currency) >= threshold;
          if (freeThere !== freeInHuf && !found.some((c) => c.freeInHuf === freeInHuf)) found.push({ product, quantity, currency, freeInHuf });
        }
      }
    }
  }
  return found;
}

/**
 * Retail prices (…90 Ft) seldom put a cart of the seed across the converted threshold, so the test
 * prices one product itself: the first …90 price from 9 990 Ft whose smallest free quantity, or
 * the one below it, rounds to the other side in euros or dollars (priced as the server prices).
 */
async function priceOneProductAcrossTheThreshold(): Promise<void> {
  const rates = Object.fromEntries((await api.db.select().from(currencies)).map((c) => [c.code, c.rate])) as Rates;
  const crosses = (grossHuf: number) =>
    [Math.ceil(FREE_SHIPPING_THRESHOLD_HUF / grossHuf), Math.ceil(FREE_SHIPPING_THRESHOLD_HUF / grossHuf) - 1].some((quantity) =>
      (['EUR', 'USD'] as const).some((currency) => {
        const threshold = roundMoney(FREE_SHIPPING_THRESHOLD_HUF / rates[currency], currency);
        const freeThere = roundMoney(quantity * priceOfGross(grossHuf, currency, rates).price_gross, currency) >= threshold;
        return freeThere !== quantity * grossHuf >= FREE_SHIPPING_THRESHOLD_HUF;
      }),
    );
  let grossHuf = 9_990;
  while (!crosses(grossHuf)) grossHuf += 100;
  expect(grossHuf).toBeLessThan(80_000);
  const [product] = await fixtures.plain(api, 20);
  await api.db
    .update(products)
    .set({ priceGrossHuf: grossHuf, priceNetHuf: netFromGross(grossHuf, 'HUF') })
    .where(eq(products.id, product!.id));
  // Every process reuses its catalogue until the version changes.
  await api.db.execute(sql`update meta set value = to_jsonb('free-shipping-test'::text) where key = 'catalog_version'`);
}

describe('free shipping', () => {
  it('is decided in forints, once per cart, whatever the display currency', async () => {
    await priceOneProductAcrossTheThreshold();
    const cases = await disagreements();
    expect(cases.length).toBeGreaterThan(0);
    const home = await fixtures.delivery(api, 'home_delivery');
    for (const { product, quantity, currency, freeInHuf } of cases) {
      const shopper = await new Client(api, { currency }).start();
      await addToCart(shopper, product.id, quantity);
      expectContract('setDeliveryMethod', await shopper.put('/api/cart/method/delivery', { id: home.id }));
      const label = `${quantity} × product ${product.id} in ${currency}`;
      for (const shown of ['HUF', 'EUR', 'USD'] as const) {
        shopper.currency = shown;
        const cart = expectContract('cart', await shopper.get('/api/cart'));
        expect(cart.summary.delivery_price_gross === 0, `${label}, shown in ${shown}`).toBe(freeInHuf);
        expect(cart.summary.free_shipping_remaining_gross === 0, `${label}, shown in ${shown}`).toBe(freeInHuf);
        const method = cart.delivery_methods.find((m: { id: number }) => m.id === home.id);
        expect(method.price_gross === 0, `${label}: the offered method, shown in ${shown}`).toBe(freeInHuf);
      }
    }
  });
});

describe('a product page says how one piece ships', () => {
  type Detail = {
    quantity: number;
    price_gross: number;
    shipping: { code: string; price_gross: number; free_from_gross: number | null } | null;
    in_showroom: boolean;
  };
  const page = async (id: number, currency: CurrencyCode = 'HUF') =>
    expectContract<Detail>('product', await new Client(api, { currency }).get(`/api/products/${id}`));
  const ofKind = async (key: string) => {
    const [row] = await rows<{ id: number }>(
      api.db,
      sql`select p.id from products p join categories c on c.id = p.main_category_id where c.key = ${key} and p.stock > 0 order by p.price_gross_huf, p.id limit 1`,
    );
    return row!.id;
  };

  it('sends a cushion by parcel locker at the locker’s fee, and says from what total shipping is free', async () => {
    const cushion = await page(await ofKind('cushions'));
    expect(cushion.shipping?.code).toBe('parcel_locker');
    expect(cushion.shipping?.price_gross).toBeGreaterThan(0);
    expect(cushion.shipping?.free_from_gross).toBe(FREE_SHIPPING_THRESHOLD_HUF);
    expect(cushion.in_showroom).toBe(true);
  });

  it('brings a sofa or an armchair home, free above the threshold, in euros too', async () => {
    const [dear] = await rows<{ id: number }>(
      api.db,
      sql`select p.id from products p join categories c on c.id = p.main_category_id where c.key = 'sofas' and p.price_gross_huf >= ${FREE_SHIPPING_THRESHOLD_HUF} limit 1`,
    );
    for (const currency of ['HUF', 'EUR'] as const) {
      const sofa = await page(dear!.id, currency);
      expect(sofa.shipping).toMatchObject({ code: 'home_delivery', price_gross: 0 });
    }
    // Every sofa costs more than the threshold; an armchair is as bulky and costs less.
    const cheap = await page(await ofKind('armchairs'));
    expect(cheap.shipping?.code).toBe('home_delivery');
    expect(cheap.price_gross).toBeLessThan(FREE_SHIPPING_THRESHOLD_HUF);
    expect(cheap.shipping?.price_gross).toBeGreaterThan(0);
  });

  it('is not in the showroom while out of stock', async () => {
    const id = await ofKind('vases');
    await api.db.update(products).set({ stock: 0 }).where(eq(products.id, id));
    expect((await page(id)).in_showroom).toBe(false);
    await api.db.update(products).set({ stock: 5 }).where(eq(products.id, id));
  });
});
