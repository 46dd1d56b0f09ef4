import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productIdFromSlug, productSlugPath, productSlugSegments } from './product-path.js';

const sofa = { id: 42, link: { slug: 'oslo-sofa', main_category_id: 7, category_slugs: ['living-room', 'sofas'] } };

describe('productSlugSegments and productSlugPath', () => {
  it('join the category slug path and the product slug with a dash and the id (requirements §2)', () => {
    expect(productSlugSegments(sofa)).toEqual(['living-room', 'sofas', 'oslo-sofa-42']);
    expect(productSlugPath(sofa)).toBe('living-room/sofas/oslo-sofa-42');
  });

  it('use only the product slug and id without a main category (requirements §2)', () => {
    const loose = { id: 9, link: { slug: 'lamp', main_category_id: null, category_slugs: ['ignored'] } };
    expect(productSlugPath(loose)).toBe('lamp-9');
  });

  it('take category slugs resolved elsewhere over the link ones', () => {
    expect(productSlugPath(sofa, ['nappali', 'kanapek'])).toBe('nappali/kanapek/oslo-sofa-42');
  });

  it('build the other language path from alternate slugs that carry no main_category_id', () => {
    expect(productSlugPath({ id: 42, link: { slug: 'oslo-kanape', category_slugs: ['nappali'] } })).toBe('nappali/oslo-kanape-42');
  });

  it('still carry the id when the product slug is empty', () => {
    expect(productSlugPath({ id: 5, link: { slug: '', main_category_id: null } })).toBe('5');
    expect(productIdFromSlug('5')).toBe(5);
  });
});

describe('productIdFromSlug', () => {
  it('reads the id after the last dash of the final segment (requirements §2)', () => {
    expect(productIdFromSlug('living-room/sofas/oslo-sofa-42')).toBe(42);
    expect(productIdFromSlug(['living-room', 'oslo-2000-sofa-7'])).toBe(7);
    expect(productIdFromSlug('/oslo-sofa-42/')).toBe(42);
  });

  it('returns null when the text after the last dash is not a positive integer', () => {
    expect(productIdFromSlug('oslo-sofa')).toBeNull();
    expect(productIdFromSlug('oslo-sofa-0')).toBeNull();
    expect(productIdFromSlug('oslo-sofa-042')).toBeNull();
    expect(productIdFromSlug('oslo-sofa-4.2')).toBeNull();
    expect(productIdFromSlug('oslo-sofa-')).toBeNull();
    expect(productIdFromSlug('oslo-sofa-99999999999999999999')).toBeNull();
    expect(productIdFromSlug('')).toBeNull();
    expect(productIdFromSlug([])).toBeNull();
  });

  it('recovers every id from the path built for it (requirements §2 round trip)', () => {
    const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.option(slug, { nil: '' }),
        fc.option(fc.integer({ min: 1 }), { nil: null }),
        fc.array(slug, { maxLength: 4 }),
        (id, ownSlug, mainCategoryId, categorySlugs) => {
          const product = { id, link: { slug: ownSlug, main_category_id: mainCategoryId, category_slugs: categorySlugs } };
          expect(productIdFromSlug(productSlugPath(product))).toBe(id);
          expect(productIdFromSlug(productSlugSegments(product))).toBe(id);
        },
      ),
    );
  });
});
