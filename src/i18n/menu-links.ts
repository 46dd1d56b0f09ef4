import { categorySlugChain, type CategoryLike, type CategorySource } from '../domain/categories.js';
import type { Locale } from '../domain/constants.js';
import { isExternalLink, type MenuItemLike } from '../domain/menu.js';
import { buildPath, matchPath, routeTable, type RouteName } from './routes.js';

/** Where a menu item leads: a route of the shop, or an address outside it. */
export type ResolvedMenuLink =
  | {
      kind: 'internal';
      routeName: RouteName;
      locale: Locale;
      params: Record<string, string | string[]>;
      /** Query and hash of a static link (`?sort=price_asc#list`), or `''`. */
      suffix: string;
    }
  | { kind: 'external'; href: string };

export interface ResolveMenuLinkOptions {
  /** Categories to build a category link's slug path from its `ref_id` (preferred over the menu's own path). */
  categories?: CategorySource<CategoryLike>;
}

const parameterless = new Set<string>(routeTable.filter((route) => !route.paths.en.includes('{')).map((route) => route.name));

function segments(slug: string): string[] {
  return slug.split('/').filter((part) => part !== '');
}

function resolveStatic(slug: string, locale: Locale): ResolvedMenuLink | null {
  if (parameterless.has(slug)) return { kind: 'internal', routeName: slug as RouteName, locale, params: {}, suffix: '' };
  const cut = slug.search(/[?#]/);
  const path = cut === -1 ? slug : slug.slice(0, cut);
  const suffix = cut === -1 ? '' : slug.slice(cut);
  const parts = segments(path);
  // A static path without a language prefix belongs to the menu's language.
  const localized = parts[0] === 'en' || parts[0] === 'hu' ? parts : [locale, ...parts];
  const match = matchPath(`/${localized.join('/')}`);
  return match ? { kind: 'internal', routeName: match.name, locale: match.locale, params: match.params, suffix } : null;
}

/**
 * Resolves a menu item (link types): `content` → the CMS page route `page_slug`;
 * `category` → `categories-category_slug` with the category's slug path (from `categories` by
 * `ref_id`, else the item's derived `slugs`, else its slug); `static` → an external address when
 * it starts with http, otherwise the route its path (or route name) names. `null` for a link that
 * names nothing, so the menu can show it as plain text.
 */
export function resolveMenuLink(
  item: MenuItemLike & { slugs?: readonly string[] },
  locale: Locale,
  options: ResolveMenuLinkOptions = {},
): ResolvedMenuLink | null {
  const { link } = item;
  const slug = link.slug?.trim() ?? '';
  if (isExternalLink(link)) return { kind: 'external', href: slug };
  switch (link.type) {
    case 'content': {
      const page = segments(slug);
      return page.length ? { kind: 'internal', routeName: 'page_slug', locale, params: { page_slug: page }, suffix: '' } : null;
    }
    case 'category': {
      const fromCategories = options.categories && link.ref_id != null ? categorySlugChain(options.categories, link.ref_id) : null;
      const path = fromCategories ?? (item.slugs?.length ? item.slugs.flatMap(segments) : segments(slug));
      return path.length ? { kind: 'internal', routeName: 'categories-category_slug', locale, params: { category_slug: path }, suffix: '' } : null;
    }
    case 'static':
      // An empty static link is a heading (e.g. a footer column title), not a link home.
      return slug ? resolveStatic(slug, locale) : null;
    default:
      return null;
  }
}

/** The `href` of a menu item (see {@link resolveMenuLink}); `null` when it names nothing. */
export function menuItemHref(item: MenuItemLike & { slugs?: readonly string[] }, locale: Locale, options: ResolveMenuLinkOptions = {}): string | null {
  const resolved = resolveMenuLink(item, locale, options);
  if (!resolved) return null;
  if (resolved.kind === 'external') return resolved.href;
  const build = buildPath as (name: RouteName, locale: Locale, params: object) => string;
  return `${build(resolved.routeName, resolved.locale, resolved.params)}${resolved.suffix}`;
}
