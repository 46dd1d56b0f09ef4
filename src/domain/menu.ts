import type { LinkType } from './constants.js';

/** A menu link: `content` → CMS page, `category` → category, `static` → path or address. */
export interface MenuLinkLike {
  type: LinkType;
  slug: string | null;
  ref_id?: number | null;
}

/** A menu item (title, link, children). */
export interface MenuItemLike {
  title: string;
  link: MenuLinkLike;
  children?: readonly MenuItemLike[] | null;
}

/**
 * A menu item with the derived fields: `slug` (the link's), `slugs` (the path its page
 * is reached by) and `parents` (the slugs of its ancestors, root first, for marking the active
 * trail). Plain data, so it survives JSON serialization between server and browser.
 */
export type DerivedMenuItem<Item extends MenuItemLike = MenuItemLike> = Omit<Item, 'children'> & {
  slug: string;
  slugs: string[];
  parents: string[];
  children: Array<DerivedMenuItem<Item>>;
};

/**
 * Whether a link leaves the site: a static link starting with http; protocol-relative,
 * `mailto:` and `tel:` addresses are treated the same, since no route can show them.
 */
export function isExternalLink(link: MenuLinkLike): boolean {
  return link.type === 'static' && /^(https?:|\/\/|mailto:|tel:)/i.test(link.slug?.trim() ?? '');
}

function derive<Item extends MenuItemLike>(item: Item, parents: string[], categoryTrail: string[]): DerivedMenuItem<Item> {
  const slug = item.link.slug?.trim() ?? '';
  // A category link may name its whole path ('living-room/sofas'): one segment each, or the page's
  // address would carry an encoded slash and answer with a redirect.
  const own = slug === '' ? [] : item.link.type === 'category' ? slug.split('/').filter(Boolean) : [slug];
  // A category nested in categories is reached by the whole category path (category_slug);
  // a category under a content or static item starts a new path.
  const slugs = item.link.type === 'category' ? [...categoryTrail, ...own] : own;
  const childTrail = item.link.type === 'category' ? slugs : [];
  const childParents = [...parents, ...own];
  const children = (item.children ?? []).map((child) => derive(child as Item, childParents, childTrail));
  return { ...item, slug, slugs, parents, children };
}

/** Adds the derived `slug`, `slugs` and `parents` to every item of a menu tree. */
export function deriveMenu<Item extends MenuItemLike>(items: readonly Item[]): Array<DerivedMenuItem<Item>> {
  return items.map((item) => derive(item, [], []));
}
