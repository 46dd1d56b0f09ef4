import { asc, eq, sql } from 'drizzle-orm';
import { netFromGross, referencePrice } from 'otthon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceHistory, products } from '../src/db/schema.js';
import { refreshReferencePrices } from '../src/catalog/price-history.js';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectContract } from './support/client.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

const DAY = 86_400_000;

async function historyOf(productId: number) {
  const rows = await api.db
    .select({ from: priceHistory.validFrom, price: priceHistory.priceGrossHuf })
    .from(priceHistory)
    .where(eq(priceHistory.productId, productId))
    .orderBy(asc(priceHistory.validFrom));
  return rows.map((row) => ({ from: row.from, price: row.price }));
}

type Listed = { id: number; price_gross: number; price_original_gross: number | null; price_original_net: number | null; discount_percent: number | null };
const list = async (query: string) =>
  expectContract<{ items: Listed[]; meta: { total: number } }>('products', await new Client(api).get(`/api/products?${query}`));

describe('price history and the reference price of reductions', () => {
  it("keeps every product's price history in the database, ending at its current price", async () => {
    const rows = await api.db.execute(
      sql`select p.id, p.price_gross_huf as current,
            (select h.price_gross_huf from price_history h where h.product_id = p.id order by h.valid_from desc limit 1) as latest,
            (select count(*)::int from price_history h where h.product_id = p.id) as changes
          from products p`,
    );
    const products = (rows as unknown as { rows: { id: number; current: number; latest: number; changes: number }[] }).rows;
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.changes, `product ${product.id}`).toBeGreaterThanOrEqual(1);
      expect(product.latest, `product ${product.id}`).toBe(product.current);
    }
  });

  it('stores as reference price exactly what the shared rule derives from that history', async () => {
    const all = await api.db
      .select({ id: products.id, gross: products.priceGrossHuf, originalGross: products.priceOriginalGrossHuf, originalNet: products.priceOriginalNetHuf })
      .from(products);
    let onSale = 0;
    for (const product of all) {
      const reference = referencePrice(await historyOf(product.id));
      expect(product.originalGross, `product ${product.id}`).toBe(reference?.price ?? null);
      expect(product.originalNet).toBe(reference ? netFromGross(reference.price, 'HUF') : null);
      if (reference) {
        onSale += 1;
        expect(product.gross).toBeLessThan(reference.price);
      }
    }
    expect(onSale).toBeGreaterThan(0);
  });

  it('answers the reference price as price_original_* and lists as sale items exactly the products below it', async () => {
    const counted = await api.db.execute(sql`select count(*)::int as n from products where price_original_gross_huf is not null`);
    const n = (counted as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const sale = await list('sale=1&per_page=96');
    expect(sale.meta.total).toBe(n);
    for (const item of sale.items) {
      const reference = referencePrice(await historyOf(item.id));
      expect(reference).not.toBeNull();
      expect(item.price_original_gross).toBe(reference!.price);
      expect(item.price_gross).toBeLessThan(item.price_original_gross!);
      expect(item.discount_percent).toBe(Math.round((1 - item.price_gross / item.price_original_gross!) * 100));
    }
    const all = await list('per_page=96');
    for (const item of all.items.filter((candidate) => candidate.price_original_gross === null)) expect(item.discount_percent).toBeNull();
  });

  it('takes a new reduction into the reference at the lowest price of the 30 days before it, and drops a fake one', async () => {
    const [stable] = await api.db
      .execute(
        sql`select p.id, p.price_gross_huf as gross from products p
          where p.price_original_gross_huf is null and (select count(*) from price_history h where h.product_id = p.id) = 1
          order by p.id limit 1`,
      )
      .then((result) => (result as unknown as { rows: { id: number; gross: number }[] }).rows);
    expect(stable, 'the seed lacks a product with a stable price').toBeDefined();
    const { id, gross } = stable!;
    const now = Date.now();
    // A short promotion 20 days ago at 90 %, back to the old price, then today 95 %: 90 % applied
    // within the 30 days, so 95 % is no reduction.
    const promo = Math.round((gross * 0.9) / 100) * 100 - 10;
    const today = Math.round((gross * 0.95) / 100) * 100 - 10;
    await api.db.insert(priceHistory).values([
      { productId: id, validFrom: new Date(now - 20 * DAY), priceGrossHuf: promo },
      { productId: id, validFrom: new Date(now - 15 * DAY), priceGrossHuf: gross },
      { productId: id, validFrom: new Date(now - 60_000), priceGrossHuf: today },
    ]);
    await api.db
      .update(products)
      .set({ priceGrossHuf: today, priceNetHuf: netFromGross(today, 'HUF') })
      .where(eq(products.id, id));
    await refreshReferencePrices(api.db);
    const [fake] = await api.db.select({ original: products.priceOriginalGrossHuf }).from(products).where(eq(products.id, id));
    expect(fake!.original).toBeNull();

    // Lowered again below the promotion: now a reduction, referenced to the promotion's price.
    const lower = Math.round((gross * 0.8) / 100) * 100 - 10;
    await api.db.insert(priceHistory).values({ productId: id, validFrom: new Date(now - 30_000), priceGrossHuf: lower });
    await api.db
      .update(products)
      .set({ priceGrossHuf: lower, priceNetHuf: netFromGross(lower, 'HUF') })
      .where(eq(products.id, id));
    await refreshReferencePrices(api.db);
    const product = (await list('sale=1&per_page=96')).items.find((item) => item.id === id)!;
    expect(product, 'the reduced product is listed as a sale item').toBeDefined();
    expect(product.price_gross).toBe(lower);
    expect(product.price_original_gross).toBe(promo);
    expect(product.price_original_net).toBe(netFromGross(promo, 'HUF'));
  });
});
