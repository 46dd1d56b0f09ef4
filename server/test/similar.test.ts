/**
 * "Ez is érdekelheti" (issue #30): the product page and the cart suggest by kind, not by name —
 * the same kind first, then what goes with it, in stock right now, never one model twice.
 */
import { eq } from 'drizzle-orm';
import { CART_SIMILAR_LIMIT, rankSimilar, SIMILAR_LIMIT } from 'otthon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLEMENTS } from '../seed/catalogue/complements.js';
import { seedData } from '../seed/index.js';
import { products } from '../src/db/schema.js';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectContract } from './support/client.js';
import { addToCart } from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

const started = () => new Client(api).start();
const categoryId = (key: string) => seedData.categories.find((category) => category.key === key)!.id;
const modelOf = new Map(seedData.products.map((product) => [product.id, product.variant_group ?? product.id]));
const kindOf = new Map(seedData.products.map((product) => [product.id, product.main_category_id]));

const SOFAS = categoryId('sofas');
const SOFA_COMPLEMENTS = new Set(COMPLEMENTS.sofas!.map(categoryId));
/** A sofa in stock sold in several colours, so its own other colours must not be suggested. */
const sofa = seedData.products.find((product) => product.main_category_id === SOFAS && product.stock > 3 && product.variant_group !== null)!;
const chair = seedData.products.find((product) => product.main_category_id === categoryId('chairs') && product.stock > 3)!;

type Listed = { id: number; quantity: number };
const ids = (list: readonly { id: number }[]) => list.map((product) => product.id);

describe('the complements data', () => {
  it('names only leaf categories of the seed, never a kind as its own complement', () => {
    const leaves = new Set(seedData.categories.filter((category) => seedData.categories.every((other) => other.parent_id !== category.id)).map((c) => c.key));
    for (const [kind, others] of Object.entries(COMPLEMENTS)) {
      expect(leaves.has(kind), kind).toBe(true);
      for (const other of others) expect(leaves.has(other) && other !== kind, `${kind} → ${other}`).toBe(true);
    }
    expect(seedData.categories.find((category) => category.key === 'sofas')!.complement_ids).toEqual(COMPLEMENTS.sofas!.map(categoryId));
  });
});

describe("a product page's similar products", () => {
  it('suggests sofas first, then cushions, throws, coffee tables…, never one model twice, nothing out of stock', async () => {
    expect(sofa).toBeDefined();
    const detail = expectContract('product', await (await started()).get(`/api/products/${sofa.id}`));
    const similar: Listed[] = detail.similar_products;
    expect(similar.length).toBe(SIMILAR_LIMIT);
    const kinds = similar.map((product) => kindOf.get(product.id)!);
    const sofas = kinds.findIndex((kind) => kind !== SOFAS);
    expect(sofas).toBeGreaterThan(0);
    expect(kinds.slice(0, sofas).every((kind) => kind === SOFAS)).toBe(true);
    expect(kinds.slice(sofas).every((kind) => SOFA_COMPLEMENTS.has(kind))).toBe(true);
    // What goes with a sofa comes in turn: not two of one kind while another kind has one to show.
    expect(new Set(kinds.slice(sofas)).size).toBe(kinds.length - sofas);
    const models = similar.map((product) => modelOf.get(product.id));
    expect(new Set(models).size).toBe(models.length);
    expect(models).not.toContain(sofa.variant_group);
    expect(similar.every((product) => product.quantity > 0)).toBe(true);
  });

  it('answers the rule over the live stock: a suggestion sold out since seeding is no longer suggested', async () => {
    const before: Listed[] = expectContract('product', await (await started()).get(`/api/products/${sofa.id}`)).similar_products;
    const [gone] = before;
    const stock = (await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, gone!.id)))[0]!.stock;
    await api.db.update(products).set({ stock: 0 }).where(eq(products.id, gone!.id));
    try {
      const after: Listed[] = expectContract('product', await (await started()).get(`/api/products/${sofa.id}`)).similar_products;
      expect(ids(after)).not.toContain(gone!.id);
      const live = await api.db
        .select({
          id: products.id,
          kind: products.mainCategoryId,
          model: products.variantGroup,
          price: products.priceGrossHuf,
          popularity: products.popularity,
          stock: products.stock,
        })
        .from(products);
      const candidates = live.map((row) => ({
        id: row.id,
        kind: row.kind ?? 0,
        model: row.model ?? row.id,
        priceGrossHuf: row.price,
        popularity: row.popularity,
        inStock: row.stock > 0,
      }));
      const complements = new Map(seedData.categories.map((category) => [category.id, category.complement_ids]));
      const subject = candidates.find((candidate) => candidate.id === sofa.id)!;
      expect(ids(after)).toEqual(rankSimilar(subject, candidates, complements).map((candidate) => candidate.id));
    } finally {
      await api.db.update(products).set({ stock }).where(eq(products.id, gone!.id));
    }
  });
});

describe("the cart's similar products", () => {
  it('takes the sofa’s and the chair’s suggestions in turn, same kind first, none in the cart, each model once', async () => {
    const client = await started();
    await addToCart(client, sofa.id, 1);
    const cart = await addToCart(client, chair.id, 1);
    const similar: Listed[] = cart.similar_products;
    expect(similar.length).toBe(CART_SIMILAR_LIMIT);
    expect(similar.slice(0, 2).map((product) => kindOf.get(product.id))).toEqual([SOFAS, chair.main_category_id]);
    const models = similar.map((product) => modelOf.get(product.id));
    expect(new Set(models).size).toBe(models.length);
    expect(models).not.toContain(modelOf.get(sofa.id));
    expect(models).not.toContain(modelOf.get(chair.id));
    expect(similar.every((product) => product.quantity > 0)).toBe(true);
  });
});
