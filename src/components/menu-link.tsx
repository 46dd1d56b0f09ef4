import { cva, type VariantProps } from 'class-variance-authority';
import type { CategoryLike, CategorySource } from '../domain/categories.js';
import type { Locale } from '../domain/constants.js';
import type { Category, MenuItem } from '../contract/index.js';
import type { DerivedMenuItem } from '../domain/menu.js';
import { useShop } from '../hooks/index.js';
import { resolveMenuLink } from '../i18n/menu-links.js';
import { buildPath, type RouteName } from '../i18n/routes.js';
import type { Translator } from '../i18n/translate.js';
import { cn } from './cn.js';
import { ExternalLinkIcon } from './icons.js';
import { renderAnchor, type RenderLink } from './link.js';

/**
 * What every menu (header, footer, drawer, mega menu) builds on: one item's link, where it leads,
 * and whether it is the current page.
 */
type MenuNode = DerivedMenuItem<MenuItem>;

/** Props every menu shares: how links are built and rendered, and which page is current. */
export interface MenuLinkOptions {
  /** Renders internal links, so the shop passes its router's `Link`. External links are always plain anchors. @default a plain anchor */
  renderLink?: RenderLink;
  /** The current path; its link gets `aria-current="page"` and the items above it `data-state="active"`. */
  currentPath?: string;
  /** Categories to build category links from their `ref_id` (else the menu's own slug path is used). */
  categories?: CategorySource<CategoryLike>;
  /** Called after any link of the menu is followed (a drawer closes itself with it). */
  onNavigate?: () => void;
}

const menuLinkVariants = cva(
  [
    'inline-flex min-h-10 min-w-0 items-center gap-1.5 rounded-otthon px-2 text-foreground underline-offset-4 wrap-anywhere',
    'outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring',
    'aria-[current=page]:font-semibold data-[state=active]:font-semibold',
  ],
  {
    variants: {
      layout: {
        horizontal: 'text-sm font-medium',
        vertical: 'w-full py-2 text-base',
        footer: 'min-h-8 px-0 text-sm text-muted-foreground hover:text-foreground',
      },
    },
    defaultVariants: { layout: 'horizontal' },
  },
);

function hrefOf(item: MenuNode, locale: Locale, categories: MenuLinkOptions['categories']) {
  const resolved = resolveMenuLink(item, locale, categories ? { categories } : {});
  if (!resolved) return null;
  if (resolved.kind === 'external') return { external: true as const, href: resolved.href };
  const build = buildPath as (name: RouteName, locale: Locale, params: object) => string;
  return { external: false as const, href: `${build(resolved.routeName, resolved.locale, resolved.params)}${resolved.suffix}` };
}

function stripQuery(path: string) {
  const cut = path.search(/[?#]/);
  return (cut === -1 ? path : path.slice(0, cut)).replace(/\/+$/, '') || '/';
}

function pathState(href: string | undefined, currentPath: string | undefined): 'page' | 'active' | undefined {
  if (!href || !currentPath) return undefined;
  const own = stripQuery(href);
  const current = stripQuery(currentPath);
  if (own === current) return 'page';
  return current.startsWith(`${own}/`) ? 'active' : undefined;
}

interface MenuLinkProps extends MenuLinkOptions, VariantProps<typeof menuLinkVariants> {
  item: MenuNode;
  t: Translator;
  className?: string;
}

/**
 * One menu item's link (link types): content and category links and internal static
 * paths go through `renderLink`; a static link starting with http opens in a new tab with
 * `rel="noopener"` and says so to screen readers; a link that names nothing is plain text.
 */
function MenuLink({ item, t, layout, renderLink = renderAnchor, currentPath, categories, onNavigate, className }: MenuLinkProps) {
  const { locale } = useShop();
  const target = hrefOf(item, locale, categories);
  const classes = cn(menuLinkVariants({ layout }), className);
  if (!target) {
    return (
      <span data-slot="menu-text" className={cn(classes, 'no-underline hover:no-underline')}>
        {item.title}
      </span>
    );
  }
  if (target.external) {
    return (
      <a data-slot="menu-link" data-external="" href={target.href} target="_blank" rel="noopener" className={classes} onClick={onNavigate}>
        {item.title} <ExternalLinkIcon className="size-4" />
        <span className="sr-only">{t('common.externalLink')}</span>
      </a>
    );
  }
  const state = pathState(target.href, currentPath);
  return renderLink({
    href: target.href,
    'data-slot': 'menu-link',
    'data-state': state === 'active' ? 'active' : undefined,
    'aria-current': state === 'page' ? 'page' : undefined,
    className: classes,
    onClick: onNavigate,
    children: item.title,
  });
}

/** What a category list must give the menus: the slug chain plus a title and, for the mega menu, a picture. */
export interface MenuCategory extends CategoryLike {
  title: string;
  image?: Category['image'];
}

/**
 * The items under a menu item: its own children, or — for a category link without any — the
 * category's sub-categories from `categories`, as category links, so a menu that names only the
 * rooms still leads to every sub-category.
 */
function subItems(item: MenuNode, categories: readonly MenuCategory[] | undefined): MenuNode[] {
  if (item.children.length > 0 || item.link.type !== 'category' || item.link.ref_id == null || !categories) return item.children;
  const parentId = item.link.ref_id;
  return categories
    .filter((category) => category.parent_id === parentId)
    .map((category) => ({
      // Negative ids keep generated items apart from the menu's own.
      id: -category.id,
      title: category.title,
      link: { type: 'category' as const, slug: category.slug, ref_id: category.id },
      children: [],
      slug: category.slug,
      slugs: [...item.slugs, category.slug],
      parents: [...item.parents, item.slug],
    }));
}

function containsPath(item: MenuNode, locale: Locale, options: MenuLinkOptions): boolean {
  return item.children.some(
    (child) => pathState(hrefOf(child, locale, options.categories)?.href, options.currentPath) !== undefined || containsPath(child, locale, options),
  );
}

export { containsPath, hrefOf, MenuLink, menuLinkVariants, type MenuNode, subItems };
