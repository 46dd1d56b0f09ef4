import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colours } from '../seed/catalogue/colours.js';
import { materials as seedMaterials } from '../seed/catalogue/materials.js';
import { generateProducts, MATERIAL_COLOURS } from '../seed/catalogue/products.js';
import { DEFAULT_REFERENCE_DATE, DEFAULT_SEED, seedData } from '../seed/index.js';
import { createRandom } from '../seed/random.js';
import type { SeedProduct } from '../seed/types.js';
import { products } from '../src/db/schema.js';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectContract } from './support/client.js';

const models = new Map<string, SeedProduct[]>();
for (const product of seedData.products) {
  if (product.variant_group) models.set(product.variant_group, [...(models.get(product.variant_group) ?? []), product]);
}

describe('seed colour variants', () => {
  it('adds further colours after the catalogue without changing a product that was there', () => {
    const without = generateProducts(createRandom(DEFAULT_SEED), new Date(DEFAULT_REFERENCE_DATE));
    const head = seedData.products.slice(0, without.length);
    // The similar products see the added colours too, so they may differ.
    const strip = ({ variant_group: _group, created_at: _created, similar_product_ids: _similar, ...rest }: SeedProduct) => rest;
    // created_at is moved by the price history for two sale products, as before the variants.
    expect(head.map(strip)).toEqual(without.map(strip));
    expect(seedData.products.slice(without.length).every((product) => product.variant_group !== null)).toBe(true);
  });

  it('sells 15–25 models in 2–4 colours, each colour one its material comes in, with its own SKU, address and stock', () => {
    expect(models.size).toBeGreaterThanOrEqual(15);
    expect(models.size).toBeLessThanOrEqual(25);
    const materialKey = new Map<number, string>(seedMaterials.map((material) => [material.id, material.key]));
    const colourKey = new Map<number, string>(colours.map((colour) => [colour.id, colour.key]));
    for (const members of models.values()) {
      expect(members.length).toBeGreaterThanOrEqual(2);
      expect(members.length).toBeLessThanOrEqual(4);
      const [first] = members as [SeedProduct];
      for (const member of members) {
        expect([member.series, member.main_category_id, member.material_id]).toEqual([first.series, first.main_category_id, first.material_id]);
        const material = materialKey.get(member.material_id) as keyof typeof MATERIAL_COLOURS;
        expect(MATERIAL_COLOURS[material] as readonly string[]).toContain(colourKey.get(member.colour_id));
        // The same price or a little more than the model's first colour before any sale.
        const reference = first.price_original_gross_huf ?? first.price_gross_huf;
        if (member !== first) expect(member.price_gross_huf / reference).toBeLessThanOrEqual(1.15);
      }
      expect(new Set(members.map((member) => member.colour_id)).size).toBe(members.length);
    }
    for (const key of ['sku', 'id'] as const) expect(new Set(seedData.products.map((product) => product[key])).size).toBe(seedData.products.length);
    for (const locale of ['hu', 'en'] as const) {
      expect(new Set(seedData.products.map((product) => product.slug[locale])).size).toBe(seedData.products.length);
    }
    const variantsSold = [...models.values()].flat();
    expect(variantsSold.some((product) => product.stock === 0)).toBe(true);
  });
});

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

const largest = () => [...models.values()].sort((a, b) => b.length - a.length || a[0]!.id - b[0]!.id)[0]!;

describe('colour variants over the API', () => {
  it('lists every colour of the model on the product page, itself included, each with its own price, stock, picture and link', async () => {
    const members = largest();
    const [first, second] = members as [SeedProduct, SeedProduct];
    await api.db.update(products).set({ stock: 0 }).where(eq(products.id, second.id));
    try {
      const detail = expectContract('product', await new Client(api, { locale: 'en' }).get(`/api/products/${first.id}`));
      expect(detail.variants.map((variant: { id: number }) => variant.id)).toEqual(members.map((member) => member.id));
      const byId = new Map(detail.variants.map((variant: any) => [variant.id, variant]));
      for (const member of members) {
        const variant: any = byId.get(member.id);
        expect(variant.price_gross).toBe(member.price_gross_huf);
        expect(variant.colour.id).toBe(member.colour_id);
        expect(variant.link.slug).toBe(member.slug.en);
        expect(variant.variant_count).toBe(members.length);
      }
      // Stock is read for each colour as it is now.
      expect((byId.get(second.id) as any).quantity).toBe(0);
      expect(new Set(detail.variants.map((variant: any) => variant.image.src)).size).toBe(members.length);
      expect(detail.similar_products.map((p: { id: number }) => p.id)).not.toContain(second.id);
    } finally {
      await api.db.update(products).set({ stock: second.stock }).where(eq(products.id, second.id));
    }
  });

  it('gives a product sold in one colour no variants and no swatches', async () => {
    const lone = seedData.products.find((product) => product.variant_group === null)!;
    const detail = expectContract('product', await new Client(api).get(`/api/products/${lone.id}`));
    expect([detail.variants, detail.swatches, detail.variant_count]).toEqual([[], [], 1]);
  });

  it('keeps each colour its own card in listings, with the model’s colour count and swatches; a colour filter finds that colour', async () => {
    const members = largest();
    const last = members.at(-1)!;
    const colour = colours.find((c) => c.id === last.colour_id)!;
    const list = expectContract('products', await new Client(api).get(`/api/products?q=${encodeURIComponent(last.series)}&colour=${colour.key}&per_page=96`));
    const card = list.items.find((item: { id: number }) => item.id === last.id);
    expect(card).toBeDefined();
    expect(list.items.every((item: any) => item.colour.slug === colour.key)).toBe(true);
    expect(card.variant_count).toBe(members.length);
    expect(card.swatches.map((swatch: { id: number }) => swatch.id)).toEqual(members.slice(0, 4).map((member) => member.id));
    expect(card.swatches.find((swatch: any) => swatch.id === last.id).colour.hex).toBe(colour.hex);
    // Every colour counts as a product of its category.
    const [{ n }] = (await api.db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.variantGroup, last.variant_group!))) as [
      { n: number },
    ];
    expect(n).toBe(members.length);
  });
});
