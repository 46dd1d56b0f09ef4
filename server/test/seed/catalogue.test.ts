import { netFromGross } from 'otthon/core';
import { describe, expect, it } from 'vitest';
import { categoryChain, categoryPath } from '../../seed/catalogue/categories.js';
import { generateSeed, seedData } from '../../seed/index.js';
import type { SeedCategory, SeedProduct } from '../../seed/types.js';
import { ASCII_SLUG, collectStrings, collectTexts } from './support.js';

const { categories, products, brands, colours, materials } = seedData;
const byId = new Map(products.map((product) => [product.id, product]));
const categoryIds = new Set(categories.map((category) => category.id));
const isLeaf = (category: SeedCategory) => !categories.some((other) => other.parent_id === category.id);
const share = (predicate: (product: SeedProduct) => boolean) => products.filter(predicate).length / products.length;

describe('seed catalogue', () => {
  it('has at least 20 categories in two levels, every chain resolving to a root', () => {
    expect(categories.length).toBeGreaterThanOrEqual(20);
    const roots = categories.filter((category) => category.parent_id === null);
    expect(roots.length).toBeGreaterThanOrEqual(6);
    for (const category of categories) {
      const chain = categoryChain(category, categories);
      expect(chain[0]?.parent_id).toBeNull();
      expect(chain.at(-1)).toBe(category);
    }
    expect(categories.some((category) => categoryChain(category, categories).length === 2)).toBe(true);
  });

  it('gives categories unique ids, positions within their parent, and category paths of ASCII segments (requirements §2)', () => {
    expect(new Set(categories.map((category) => category.id)).size).toBe(categories.length);
    for (const locale of ['hu', 'en'] as const) {
      const paths = categories.map((category) => categoryPath(category, categories)[locale]);
      expect(new Set(paths).size).toBe(paths.length);
      for (const category of categories) expect(category.slug[locale]).toMatch(ASCII_SLUG);
    }
    const parents = new Set(categories.map((category) => category.parent_id));
    for (const parent of parents) {
      const group = categories.filter((category) => category.parent_id === parent);
      expect(group.map((category) => category.position).sort((a, b) => a - b)).toEqual(group.map((_, index) => index + 1));
    }
  });

  it('gives every category a Google product taxonomy id and path (requirements §3 merchant_identifiers.google)', () => {
    for (const category of categories) {
      expect(category.merchant_identifiers.google.id).toBeGreaterThan(0);
      expect(category.merchant_identifiers.google.path).toMatch(/^(Furniture|Home & Garden)( > .+)?$/);
    }
    expect(categories.find((category) => category.key === 'sofas')?.merchant_identifiers.google).toEqual({
      id: 460,
      path: 'Furniture > Sofas',
    });
  });

  it('has at least 300 products, each in a leaf category, with extra categories that are other leaves', () => {
    expect(products.length).toBeGreaterThanOrEqual(300);
    for (const product of products) {
      const main = categories.find((category) => category.id === product.main_category_id);
      expect(main && isLeaf(main)).toBe(true);
      for (const extra of product.extra_category_ids) {
        expect(extra).not.toBe(product.main_category_id);
        const category = categories.find((candidate) => candidate.id === extra);
        expect(category && isLeaf(category)).toBe(true);
      }
    }
    const leaves = categories.filter(isLeaf);
    for (const leaf of leaves) expect(products.some((product) => product.main_category_id === leaf.id)).toBe(true);
  });

  it('uses unique positive ids and SKUs, and references brands, colours and materials that exist', () => {
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.sku)).size).toBe(products.length);
    expect(brands.length).toBeGreaterThanOrEqual(10);
    expect(colours.length).toBeGreaterThanOrEqual(10);
    for (const colour of colours) expect(colour.hex).toMatch(/^#[0-9a-f]{6}$/);
    for (const product of products) {
      expect(product.id).toBeGreaterThan(0);
      expect(brands.some((brand) => brand.id === product.brand_id)).toBe(true);
      expect(colours.some((colour) => colour.id === product.colour_id)).toBe(true);
      expect(materials.some((material) => material.id === product.material_id)).toBe(true);
      expect(categoryIds.has(product.main_category_id)).toBe(true);
    }
  });

  it('gives products ASCII slugs from their titles, unique per language', () => {
    for (const locale of ['hu', 'en'] as const) {
      const slugs = products.map((product) => product.slug[locale]);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(ASCII_SLUG);
    }
    const sofa = products.find((product) => product.title.hu.includes('háromszemélyes kanapé'));
    expect(sofa?.title.en).toContain('three-seater sofa');
    expect(sofa?.slug.hu).toContain('haromszemelyes-kanape');
    expect(products.some((product) => product.slug.hu !== product.slug.en)).toBe(true);
  });

  it('prices products realistically: sofas 180–650k and vases 4–20k gross, costs below the net price', () => {
    const gross = (product: SeedProduct) => product.price_original_gross_huf ?? product.price_gross_huf;
    for (const product of products) {
      expect(product.cost_net_huf % 10).toBe(0);
      expect(product.cost_net_huf).toBeGreaterThan(0);
      expect(product.cost_net_huf).toBeLessThan(product.price_net_huf);
      expect(product.vat_percent).toBe(27);
    }
    const inCategory = (key: string) => products.filter((product) => product.main_category_id === categories.find((category) => category.key === key)?.id);
    for (const sofa of inCategory('sofas')) expect(gross(sofa)).toBeGreaterThanOrEqual(175_000);
    for (const sofa of inCategory('sofas')) expect(gross(sofa)).toBeLessThanOrEqual(655_000);
    for (const vase of inCategory('vases')) expect(gross(vase)).toBeGreaterThanOrEqual(4_000);
    for (const vase of inCategory('vases')) expect(gross(vase)).toBeLessThanOrEqual(20_500);
  });

  it('prices every product as a Hungarian shop does: gross forints ending in 90, sale and tier prices too, net by the one rounding rule', () => {
    const endsIn90 = (gross: number) => Number.isInteger(gross) && gross > 0 && gross % 100 === 90;
    const grossPrices = products.flatMap((product) => [
      product.price_gross_huf,
      ...(product.price_original_gross_huf === null ? [] : [product.price_original_gross_huf]),
      ...product.quantity_tiers.map((tier) => tier.price_gross_huf),
    ]);
    expect(grossPrices.filter((gross) => !endsIn90(gross))).toEqual([]);
    // Mostly the full ...990 ending of a shelf price; ...90 is for the smaller steps of tiers.
    expect(products.filter((product) => product.price_gross_huf % 1000 === 990).length / products.length).toBeGreaterThan(0.6);
    for (const product of products) {
      expect(product.price_net_huf).toBe(netFromGross(product.price_gross_huf, 'HUF'));
      expect(product.price_original_net_huf).toBe(product.price_original_gross_huf === null ? null : netFromGross(product.price_original_gross_huf, 'HUF'));
      let previous = product.price_gross_huf;
      for (const tier of product.quantity_tiers) {
        expect(tier.price_gross_huf).toBeLessThan(previous);
        previous = tier.price_gross_huf;
      }
    }
    expect(netFromGross(219_990, 'HUF')).toBe(173_220);
  });

  it('puts about 15% of products on sale with 10–40% off the original price', () => {
    expect(share((product) => product.price_original_net_huf !== null)).toBeCloseTo(0.15, 1);
    for (const product of products.filter((candidate) => candidate.price_original_net_huf !== null)) {
      const off = 1 - product.price_gross_huf / (product.price_original_gross_huf as number);
      expect(off).toBeGreaterThanOrEqual(0.08);
      expect(off).toBeLessThanOrEqual(0.42);
    }
  });

  it('has about 8% out of stock, a few with 1–3 left, and the rest between 2 and 120', () => {
    expect(share((product) => product.stock === 0)).toBeCloseTo(0.08, 1);
    expect(share((product) => product.stock >= 1 && product.stock <= 3)).toBeGreaterThanOrEqual(0.05);
    for (const product of products) {
      expect(Number.isInteger(product.stock)).toBe(true);
      expect(product.stock).toBeGreaterThanOrEqual(0);
      expect(product.stock).toBeLessThanOrEqual(120);
    }
  });

  it('gives about 30% of products 2–3 contiguous quantity tiers, the top one open-ended (requirements §5)', () => {
    expect(share((product) => product.quantity_tiers.length > 0)).toBeCloseTo(0.3, 1);
    for (const product of products.filter((candidate) => candidate.quantity_tiers.length > 0)) {
      const tiers = product.quantity_tiers;
      expect(tiers.length).toBeGreaterThanOrEqual(2);
      expect(tiers.length).toBeLessThanOrEqual(3);
      tiers.forEach((tier, index) => {
        expect(tier.quantity).toBeGreaterThanOrEqual(2);
        const next = tiers[index + 1];
        if (next) {
          expect(tier.quantity_to).toBe(next.quantity - 1);
          expect(next.discount_percent).toBeGreaterThan(tier.discount_percent);
        } else {
          expect(tier.quantity_to).toBeNull();
        }
      });
    }
  });

  it('points every similar product id at another existing product, 3 to 6 of them', () => {
    for (const product of products) {
      expect(product.similar_product_ids.length).toBeGreaterThanOrEqual(3);
      expect(product.similar_product_ids.length).toBeLessThanOrEqual(6);
      expect(new Set(product.similar_product_ids).size).toBe(product.similar_product_ids.length);
      for (const id of product.similar_product_ids) {
        expect(id).not.toBe(product.id);
        expect(byId.has(id)).toBe(true);
      }
    }
  });

  it('describes each product with dimensions, weight, its four picture views and a full data sheet with the guarantee its price gives (2 years, 3 above 250 000 Ft)', () => {
    for (const product of products) {
      expect(product.dimensions.width).toBeGreaterThan(0);
      expect(product.dimensions.depth).toBeGreaterThan(0);
      expect(product.dimensions.height).toBeGreaterThan(0);
      expect(product.weight_kg).toBeGreaterThan(0);
      expect(product.images.map((image) => image.variant)).toEqual([0, 1, 2, 3]);
      expect(product.images.map((image) => image.alt.hu)).toEqual(
        ['termékfotó', 'oldalnézet', 'anyagminta', 'méretek'].map((view) => `${product.title.hu} – ${view}`),
      );
      expect(product.images.map((image) => image.alt.en)).toEqual(
        ['product photo', 'side view', 'material close-up', 'dimensions'].map((view) => `${product.title.en} – ${view}`),
      );
      expect(product.image.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(product.attributes.map((attribute) => attribute.key)).toEqual(
        expect.arrayContaining(['material', 'dimensions', 'assembly', 'care', 'warranty', 'origin']),
      );
      const years = product.price_gross_huf > 250_000 ? 3 : 2;
      expect(product.attributes.find((attribute) => attribute.key === 'warranty')?.value).toEqual({
        hu: `${years} év`,
        en: `${years} years`,
      });
      expect(product.popularity).toBeGreaterThanOrEqual(0);
      expect(product.popularity).toBeLessThanOrEqual(100);
    }
  });

  it('spreads created_at over the two years before the reference date', () => {
    const reference = Date.parse(seedData.reference_date);
    const ages = products.map((product) => (reference - Date.parse(product.created_at)) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(731);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(600);
  });

  it('writes 2–4 sentences of short and long description in both languages, with no template left over', () => {
    const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÖŐÚÜŰ])/).length;
    for (const product of products) {
      for (const locale of ['hu', 'en'] as const) {
        expect(sentences(product.short_description[locale])).toBeGreaterThanOrEqual(2);
        expect(sentences(product.description[locale])).toBeGreaterThanOrEqual(2);
        expect(sentences(product.description[locale])).toBeLessThanOrEqual(4);
      }
      expect(product.short_description.hu).toMatch(/\d+ cm/);
      expect(product.short_description.en).toMatch(/\d+ cm/);
    }
    for (const text of collectStrings(products)) expect(text).not.toMatch(/\{[A-Za-z]+\}|undefined|NaN/);
  });
});

describe('seed determinism', () => {
  it('generates the same shop for the same seed', () => {
    expect(generateSeed({ seed: 42 })).toEqual(generateSeed({ seed: 42 }));
    expect(generateSeed()).toEqual(seedData);
  });

  it('generates a different catalogue for a different seed, with the same hand-written content', () => {
    const other = generateSeed({ seed: 43 });
    expect(other.products.map((product) => product.title.hu)).not.toEqual(seedData.products.map((product) => product.title.hu));
    expect(other.pages).toEqual(seedData.pages);
    expect(other.products.length).toBe(seedData.products.length);
  });

  it('hands out independent copies, so one caller cannot change another’s data', () => {
    const first = generateSeed();
    (first.categories[0] as SeedCategory).title.hu = 'Módosítva';
    expect(generateSeed().categories[0]?.title.hu).not.toBe('Módosítva');
  });

  it('rejects a seed that is not an integer with a message naming the fix', () => {
    expect(() => generateSeed({ seed: 1.5 })).toThrow(/seed must be an integer/);
    expect(() => generateSeed({ referenceDate: 'tomorrow' })).toThrow(/referenceDate must be an ISO date/);
  });
});

describe('seed texts', () => {
  const texts = collectTexts(seedData);

  it('has a non-empty Hungarian and English version of every text', () => {
    expect(texts.length).toBeGreaterThan(1000);
    for (const { path, text } of texts) {
      expect(text.hu.trim(), path).not.toBe('');
      expect(text.en.trim(), path).not.toBe('');
    }
  });

  it('writes Hungarian with ő and ű, never their look-alikes õ, û, ô (requirements §1)', () => {
    const hungarian = texts.map(({ text }) => text.hu).join(' ');
    expect(hungarian).toMatch(/ő/);
    expect(hungarian).toMatch(/ű/);
    expect(hungarian).not.toMatch(/[õûôÕÛÔ]/);
  });
});
