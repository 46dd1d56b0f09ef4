import { describe, expect, it, vi } from 'vitest';
import {
  categoriesInRoom,
  categoryBreadcrumbs,
  categoryChain,
  categorySlugChain,
  findCategoryBySlugs,
  indexCategories,
  withCategorySlugs,
} from './categories.js';

const categories = [
  { id: 1, slug: 'living-room', parent_id: null, title: 'Living room' },
  { id: 2, slug: 'sofas', parent_id: 1, title: 'Sofas' },
  { id: 3, slug: 'corner-sofas', parent_id: 2, title: 'Corner sofas' },
  { id: 4, slug: 'bedroom', parent_id: null, title: 'Bedroom' },
  { id: 5, slug: 'sofas', parent_id: 4, title: 'Sofa beds' },
];

describe('categorySlugChain', () => {
  it('builds the slug path from the root down to the category (requirements §2, §3)', () => {
    expect(categorySlugChain(categories, 3)).toEqual(['living-room', 'sofas', 'corner-sofas']);
    expect(categorySlugChain(categories, 4)).toEqual(['bedroom']);
  });

  it('works the same from an index built once', () => {
    expect(categorySlugChain(indexCategories(categories), 3)).toEqual(['living-room', 'sofas', 'corner-sofas']);
  });

  it('logs "Category Error" and returns null when a parent is missing (requirements §8)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(categorySlugChain([{ id: 8, slug: 'orphan', parent_id: 99 }], 8)).toBeNull();
    expect(error).toHaveBeenCalledWith('Category Error', expect.objectContaining({ id: 8 }));
  });

  it('logs "Category Error" and returns null on a parent cycle instead of looping (requirements §8)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cyclic = [
      { id: 1, slug: 'a', parent_id: 2 },
      { id: 2, slug: 'b', parent_id: 1 },
    ];
    expect(categorySlugChain(cyclic, 1)).toBeNull();
    expect(categorySlugChain([{ id: 3, slug: 'self', parent_id: 3 }], 3)).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls.every(([message]) => message === 'Category Error')).toBe(true);
  });

  it('logs "Category Error" for an unknown category id and never throws (requirements §8)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => categorySlugChain(categories, 404)).not.toThrow();
    expect(categorySlugChain(categories, 404)).toBeNull();
    expect(error).toHaveBeenCalledWith('Category Error', expect.objectContaining({ id: 404 }));
  });
});

describe('categoryChain and categoryBreadcrumbs', () => {
  it('give each step of the chain with the slug path of its own page', () => {
    expect(categoryChain(categories, 3)?.map((category) => category.title)).toEqual(['Living room', 'Sofas', 'Corner sofas']);
    expect(categoryBreadcrumbs(categories, 3)).toEqual([
      { category: categories[0], slugs: ['living-room'] },
      { category: categories[1], slugs: ['living-room', 'sofas'] },
      { category: categories[2], slugs: ['living-room', 'sofas', 'corner-sofas'] },
    ]);
  });

  it('give null for a broken chain', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(categoryBreadcrumbs([{ id: 1, slug: 'x', parent_id: 5 }], 1)).toBeNull();
  });
});

describe('findCategoryBySlugs', () => {
  it('resolves a category_slug route param segment by segment (requirements §2)', () => {
    expect(findCategoryBySlugs(categories, ['living-room', 'sofas', 'corner-sofas'])?.id).toBe(3);
    expect(findCategoryBySlugs(categories, ['bedroom', 'sofas'])?.id).toBe(5);
  });

  it('finds nothing for a wrong parent, a non-root start or an empty path', () => {
    expect(findCategoryBySlugs(categories, ['bedroom', 'corner-sofas'])).toBeNull();
    expect(findCategoryBySlugs(categories, ['sofas'])).toBeNull();
    expect(findCategoryBySlugs(categories, [])).toBeNull();
  });
});

describe('withCategorySlugs', () => {
  it('derives slugs for every category and leaves out the broken ones (requirements §3, §8)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const derived = withCategorySlugs([...categories, { id: 9, slug: 'lost', parent_id: 77, title: 'Lost' }]);
    expect(derived.map((category) => category.slugs.join('/'))).toEqual([
      'living-room',
      'living-room/sofas',
      'living-room/sofas/corner-sofas',
      'bedroom',
      'bedroom/sofas',
    ]);
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('categoriesInRoom', () => {
  const facets = withCategorySlugs(categories);

  it('keeps the room of the category page and every kind under it, not the other rooms', () => {
    expect(categoriesInRoom(facets, 'living-room/sofas').map((category) => category.id)).toEqual([1, 2, 3]);
    expect(categoriesInRoom(facets, 'bedroom').map((category) => category.id)).toEqual([4, 5]);
  });

  it('tells rooms apart by their own slug, not by a kind of the same name in another room', () => {
    expect(categoriesInRoom(facets, 'bedroom/sofas').map((category) => category.title)).toEqual(['Bedroom', 'Sofa beds']);
  });

  it('keeps every category when there is no category page', () => {
    expect(categoriesInRoom(facets, '')).toHaveLength(5);
  });

  it('lists nothing when the room has no matching product left', () => {
    expect(categoriesInRoom(facets, 'kitchen/chairs')).toEqual([]);
  });
});
