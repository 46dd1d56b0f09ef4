import { describe, expect, it } from 'vitest';
import { mediaName, mediaParamsSchema, pageMeta, paginationMetaSchema, productMediaName } from './common.js';

describe('pageMeta', () => {
  it('numbers the items of a middle page from 1 across pages', () => {
    expect(pageMeta(2, 10, 25, 10)).toEqual({ current_page: 2, per_page: 10, total: 25, last_page: 3, from: 11, to: 20 });
  });

  it('ends the last page at the last item', () => {
    expect(pageMeta(3, 10, 25, 5)).toMatchObject({ from: 21, to: 25, last_page: 3 });
  });

  it('answers an empty page past the end, and one page for an empty list, as valid meta', () => {
    const past = pageMeta(9, 10, 25, 0);
    expect(past).toMatchObject({ from: null, to: null, last_page: 3 });
    expect(pageMeta(1, 10, 0, 0)).toMatchObject({ last_page: 1, from: null, to: null });
    expect(paginationMetaSchema.safeParse(past).success).toBe(true);
  });
});

describe('picture names', () => {
  it('name a scene by what it shows, its colour in lower-case hex digits and the view', () => {
    expect(mediaName('living-room', '#7A5C3E', 1)).toBe('living-room-7a5c3e-1');
    expect(mediaName('sofa', '0f766e', 0)).toBe('sofa-0f766e-0');
  });

  it('name a product’s own picture by its id and view', () => {
    expect(productMediaName(12, 2)).toBe('p12-2');
  });

  it('are files the media address accepts', () => {
    for (const name of [mediaName('sofa', '#0F766E', 0), productMediaName(2_147_483_647, 2)])
      expect(mediaParamsSchema.safeParse({ file: `${name}.webp` }).success).toBe(true);
  });
});
