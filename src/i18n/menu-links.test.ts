import { describe, expect, it, vi } from 'vitest';
import { deriveMenu } from '../domain/menu.js';
import { menuItemHref, resolveMenuLink } from './menu-links.js';

const item = (type: 'content' | 'category' | 'static', slug: string | null, ref_id: number | null = null) => ({
  title: 'Item',
  link: { type, slug, ref_id },
});

const categories = [
  { id: 1, slug: 'nappali', parent_id: null },
  { id: 2, slug: 'kanapek', parent_id: 1 },
];

describe('resolveMenuLink', () => {
  it('sends a content link to its CMS page through the catch-all route (requirements §2)', () => {
    expect(resolveMenuLink(item('content', 'rolunk'), 'hu')).toEqual({
      kind: 'internal',
      routeName: 'page_slug',
      locale: 'hu',
      params: { page_slug: ['rolunk'] },
      suffix: '',
    });
  });

  it('sends a category link to its category page with the slug path from the categories (requirements §2)', () => {
    expect(resolveMenuLink(item('category', 'kanapek', 2), 'hu', { categories })).toMatchObject({
      routeName: 'categories-category_slug',
      params: { category_slug: ['nappali', 'kanapek'] },
    });
  });

  it('uses the derived menu path of a category when no category list is given (requirements §3 slugs)', () => {
    const [parent] = deriveMenu([{ ...item('category', 'living-room', 1), children: [item('category', 'sofas', 2)] }]);
    expect(menuItemHref(parent!.children[0]!, 'en')).toBe('/en/categories/living-room/sofas');
  });

  it('links a top-level category item whose link names its whole path to the final address, without an encoded slash', () => {
    // The reference shop's header: "Kanapék" → category 'nappali/kanapek', outside the category tree.
    const [sofas] = deriveMenu([item('category', 'nappali/kanapek', 2)]);
    expect(menuItemHref(sofas!, 'hu')).toBe('/hu/kategoriak/nappali/kanapek');
    expect(menuItemHref({ ...item('category', 'nappali/kanapek', 2), slugs: ['nappali/kanapek'] }, 'hu')).toBe('/hu/kategoriak/nappali/kanapek');
  });

  it('falls back to the menu path when the category chain is broken, after logging it (requirements §8)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(menuItemHref({ ...item('category', 'sofas', 99), slugs: ['living-room', 'sofas'] }, 'en', { categories })).toBe('/en/categories/living-room/sofas');
    expect(error).toHaveBeenCalledWith('Category Error', expect.anything());
  });

  it('treats a static link starting with http as external (requirements §2)', () => {
    expect(resolveMenuLink(item('static', 'https://facebook.com/otthon'), 'hu')).toEqual({ kind: 'external', href: 'https://facebook.com/otthon' });
  });

  it('resolves static site paths with or without a language prefix, keeping query and hash', () => {
    expect(menuItemHref(item('static', '/hu/kapcsolat'), 'hu')).toBe('/hu/kapcsolat');
    expect(resolveMenuLink(item('static', 'kapcsolat'), 'hu')).toMatchObject({ routeName: 'contact', locale: 'hu' });
    expect(resolveMenuLink(item('static', '/en/blog'), 'hu')).toMatchObject({ routeName: 'blog', locale: 'en' });
    expect(menuItemHref(item('static', '/termekek?sort=price_asc#list'), 'hu')).toBe('/hu/termekek?sort=price_asc#list');
    expect(menuItemHref(item('static', '/'), 'en')).toBe('/en');
  });

  it('gives no link for a static item without a slug, so it can render as a heading', () => {
    expect(resolveMenuLink(item('static', null), 'hu')).toBeNull();
    expect(menuItemHref(item('static', '  '), 'en')).toBeNull();
  });

  it('accepts a route name as a static link', () => {
    expect(menuItemHref(item('static', 'favourites'), 'hu')).toBe('/hu/kedvencek');
    expect(menuItemHref(item('static', 'showroom'), 'en')).toBe('/en/showroom');
  });

  it('gives null for links that name nothing', () => {
    expect(resolveMenuLink(item('content', null), 'hu')).toBeNull();
    expect(resolveMenuLink(item('category', '  '), 'hu')).toBeNull();
    expect(menuItemHref(item('content', ''), 'en')).toBeNull();
  });
});
