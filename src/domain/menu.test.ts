import { describe, expect, it } from 'vitest';
import { deriveMenu, isExternalLink } from './menu.js';

const menu = [
  {
    id: 1,
    title: 'Living room',
    link: { type: 'category' as const, slug: 'living-room', ref_id: 1 },
    children: [
      {
        id: 2,
        title: 'Sofas',
        link: { type: 'category' as const, slug: 'sofas', ref_id: 2 },
        children: [{ id: 3, title: 'Corner sofas', link: { type: 'category' as const, slug: 'corner-sofas', ref_id: 3 }, children: [] }],
      },
    ],
  },
  {
    id: 4,
    title: 'Inspiration',
    link: { type: 'content' as const, slug: 'inspiration', ref_id: 10 },
    children: [
      { id: 5, title: 'Sale', link: { type: 'category' as const, slug: 'sale', ref_id: 9 }, children: [] },
      { id: 6, title: 'Instagram', link: { type: 'static' as const, slug: 'https://instagram.com/otthon', ref_id: null }, children: [] },
    ],
  },
];

describe('isExternalLink', () => {
  it('treats a static link starting with http as external (requirements §2)', () => {
    expect(isExternalLink({ type: 'static', slug: 'https://example.com' })).toBe(true);
    expect(isExternalLink({ type: 'static', slug: 'http://example.com/a' })).toBe(true);
    expect(isExternalLink({ type: 'static', slug: 'HTTPS://EXAMPLE.COM' })).toBe(true);
  });

  it('treats mail, phone and protocol-relative addresses as external too', () => {
    expect(isExternalLink({ type: 'static', slug: 'mailto:info@example.com' })).toBe(true);
    expect(isExternalLink({ type: 'static', slug: 'tel:+3612345678' })).toBe(true);
    expect(isExternalLink({ type: 'static', slug: '//cdn.example.com/catalogue.pdf' })).toBe(true);
  });

  it('keeps site paths, and content or category links, internal (requirements §2)', () => {
    expect(isExternalLink({ type: 'static', slug: '/hu/kapcsolat' })).toBe(false);
    expect(isExternalLink({ type: 'static', slug: 'httpdocs' })).toBe(false);
    expect(isExternalLink({ type: 'content', slug: 'https-explained' })).toBe(false);
    expect(isExternalLink({ type: 'category', slug: 'http://x' })).toBe(false);
    expect(isExternalLink({ type: 'static', slug: null })).toBe(false);
  });
});

describe('deriveMenu', () => {
  const derived = deriveMenu(menu);
  const corner = derived[0]!.children[0]!.children[0]!;

  it('derives slug, slugs and parents for every item (requirements §3)', () => {
    expect(derived[0]).toMatchObject({ slug: 'living-room', slugs: ['living-room'], parents: [] });
    expect(corner).toMatchObject({ slug: 'corner-sofas', slugs: ['living-room', 'sofas', 'corner-sofas'], parents: ['living-room', 'sofas'] });
  });

  it('starts a new category path under a content item', () => {
    expect(derived[1]!.children[0]).toMatchObject({ slug: 'sale', slugs: ['sale'], parents: ['inspiration'] });
  });

  it('reads a category link that names its whole path as one segment per category', () => {
    const [sofas] = deriveMenu([{ title: 'Sofas', link: { type: 'category' as const, slug: 'living-room/sofas', ref_id: 2 }, children: [] }]);
    expect(sofas).toMatchObject({ slug: 'living-room/sofas', slugs: ['living-room', 'sofas'] });
  });

  it('keeps the other fields of the items', () => {
    expect(corner.id).toBe(3);
    expect(corner.title).toBe('Corner sofas');
    expect(corner.link).toEqual({ type: 'category', slug: 'corner-sofas', ref_id: 3 });
  });

  it('gives an empty path to an item without a slug and survives JSON round trips', () => {
    const [item] = deriveMenu([{ title: 'Heading', link: { type: 'static' as const, slug: null, ref_id: null } }]);
    expect(item).toMatchObject({ slug: '', slugs: [], parents: [], children: [] });
    expect(JSON.parse(JSON.stringify(derived))).toEqual(derived);
  });
});
