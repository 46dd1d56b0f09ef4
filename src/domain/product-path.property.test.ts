import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPath, matchPath } from '../i18n/routes.js';
import { LOCALES } from './constants.js';
import { productIdFromSlug, productSlugPath, productSlugSegments, type ProductPathLike } from './product-path.js';

/** Slugs as the catalogue writes them, including digits at the end (`kanape-2`) and Hungarian letters. */
const catalogueSlug = fc.stringMatching(/^[a-z0-9áéíóöőúüű]+(-[a-z0-9áéíóöőúüű]+)*$/);
/** Anything else a slug field might hold: spaces, dashes at the ends, `%`, `?`, `#`, any script. */
const oddSlug = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 16 }).filter((text) => !text.includes('/')),
  fc.string({ unit: fc.constantFrom('a', '7', 'ő', '-', '?', '#', '%', ' ', '.'), maxLength: 10 }),
);
const slug = fc.oneof(catalogueSlug, oddSlug);

const product: fc.Arbitrary<ProductPathLike> = fc.record({
  id: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  link: fc.record({
    slug: fc.oneof(slug, fc.constant('')),
    main_category_id: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
    category_slugs: fc.option(fc.array(slug, { maxLength: 4 }), { nil: null }),
  }),
});

describe('product paths as properties (requirements §2)', () => {
  it('recover the product id from the path built for it: productIdFromSlug(productSlugPath(x)) === x.id', () => {
    fc.assert(
      fc.property(product, (x) => {
        expect(productIdFromSlug(productSlugPath(x))).toBe(x.id);
        expect(productIdFromSlug(productSlugSegments(x))).toBe(x.id);
      }),
    );
  });

  it('recover the id after a trip through a product URL in both languages', () => {
    fc.assert(
      fc.property(product, fc.constantFrom(...LOCALES), (x, locale) => {
        const url = buildPath('products-product_slug', locale, { product_slug: productSlugSegments(x) });
        const match = matchPath(url);
        if (!match) throw new Error(`no route matches ${url}`);
        expect(match.name).toBe('products-product_slug');
        const segments = (match.params as { product_slug: string[] }).product_slug;
        expect(productIdFromSlug(segments)).toBe(x.id);
      }),
    );
  });

  it('end every path with the slug and id joined by a dash, after the category path unless there is no main category', () => {
    fc.assert(
      fc.property(product, (x) => {
        const segments = productSlugSegments(x);
        expect(segments.at(-1)).toBe(x.link.slug ? `${x.link.slug}-${x.id}` : String(x.id));
        const categories = x.link.main_category_id === null ? [] : (x.link.category_slugs ?? []).filter((segment) => segment !== '');
        expect(segments.slice(0, -1)).toEqual(categories);
      }),
    );
  });

  it('read an id only from a positive whole number after the last dash of the last segment', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 12 }), { maxLength: 4 }), fc.string({ maxLength: 12 }), (prefix, tail) => {
        const id = productIdFromSlug([...prefix, tail]);
        if (id === null) return;
        expect(Number.isSafeInteger(id) && id > 0).toBe(true);
        const last = [...prefix, tail].filter((segment) => segment !== '').at(-1)!;
        expect(last === String(id) || last.endsWith(`-${id}`)).toBe(true);
      }),
    );
  });
});
