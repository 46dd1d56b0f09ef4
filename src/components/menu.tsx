import { cva, type VariantProps } from 'class-variance-authority';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CategoryLike, CategorySource } from '../domain/categories.js';
import type { Locale } from '../domain/constants.js';
import type { Category, MenuItem } from '../contract/index.js';
import { deriveMenu, type DerivedMenuItem } from '../domain/menu.js';
import { useShop } from '../hooks/index.js';
import { resolveMenuLink } from '../i18n/menu-links.js';
import { buildPath, type RouteName } from '../i18n/routes.js';
import type { Translator } from '../i18n/translate.js';
import { cn } from './cn.js';
import { ChevronDownIcon, ExternalLinkIcon } from './icons.js';
import { renderAnchor, type RenderLink } from './link.js';
import { type LabelOverrides, useT } from './use-t.js';

type MenuNode = DerivedMenuItem<MenuItem>;

// The mega menu's columns (pictures, sub-categories) are drawn only once a shopper reaches for
// the menu, and their code and the category list load then: the first paint carries the row of links.
const MegaMenuPanel = lazy(() => import('./mega-menu-panel.js'));
const preloadMegaMenu = () => void import('./mega-menu-panel.js');

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

/** Whether an item's children are categories: the header shows them as a mega menu. */
function isCategoryGroup(item: MenuNode): boolean {
  return item.children.some((child) => child.link.type === 'category' && child.link.ref_id != null);
}

function containsPath(item: MenuNode, locale: Locale, options: MenuLinkOptions): boolean {
  return item.children.some(
    (child) => pathState(hrefOf(child, locale, options.categories)?.href, options.currentPath) !== undefined || containsPath(child, locale, options),
  );
}

interface MenuListProps extends MenuLinkOptions {
  items: readonly MenuNode[];
  /** The item whose submenu starts open. */
  defaultOpenId?: number | undefined;
  layout: 'horizontal' | 'vertical';
  t: Translator;
  depth?: number;
  className?: string;
}

/**
 * A menu level as a list. An item with children is a link plus a disclosure button (WAI-ARIA
 * disclosure navigation pattern, not an ARIA menu: links stay links and Tab moves through them).
 * Escape closes the open submenu and returns focus to its button.
 */
function MenuList({ items, layout, t, depth = 0, className, defaultOpenId, ...options }: MenuListProps) {
  const { locale } = useShop();
  const [openId, setOpenId] = useState<number | null>(defaultOpenId ?? null);
  // Mega panels a pointer or focus has reached for: their content starts loading before the click.
  const [primed, setPrimed] = useState<ReadonlySet<number>>(() => new Set());
  // A panel opened with the Down arrow takes focus on its first link.
  const [focusFirst, setFocusFirst] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const prime = (id: number) => {
    preloadMegaMenu();
    if (!primed.has(id)) setPrimed(new Set(primed).add(id));
  };

  // A horizontal dropdown closes when the pointer or focus goes elsewhere; a vertical (drawer) one stays open.
  useEffect(() => {
    if (layout !== 'horizontal' || openId === null) return;
    const close = (event: Event) => {
      if (listRef.current && !listRef.current.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('focusin', close);
    };
  }, [layout, openId]);

  return (
    <ul
      ref={listRef}
      data-slot="menu-list"
      data-layout={layout}
      className={cn(
        layout === 'horizontal' && depth === 0 ? 'flex flex-wrap items-center gap-1' : 'flex flex-col',
        layout === 'vertical' && depth > 0 && 'ml-3 border-l border-border pl-3',
        className,
      )}
    >
      {items.map((item) => {
        const hasChildren = item.children.length > 0;
        const isOpen = openId === item.id || (layout === 'vertical' && openId === null && containsPath(item, locale, options));
        const submenuId = `${baseId}-${item.id}`;
        const mega = layout === 'horizontal' && depth === 0 && isCategoryGroup(item);
        const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
          if (event.key === 'Escape' && isOpen) {
            event.stopPropagation();
            setOpenId(-1);
            (event.currentTarget.querySelector('[data-slot="menu-toggle"]') as HTMLElement | null)?.focus();
          }
        };
        return (
          <li
            key={item.id}
            data-slot="menu-item"
            data-state={hasChildren ? (isOpen ? 'open' : 'closed') : undefined}
            className={cn(mega ? 'static' : 'relative', layout === 'vertical' && 'flex flex-wrap items-center justify-between')}
            onKeyDown={hasChildren ? onKeyDown : undefined}
          >
            <span className={cn('inline-flex min-w-0 items-center', layout === 'vertical' && 'flex-1')}>
              <MenuLink item={item} t={t} layout={depth > 0 && layout === 'horizontal' ? 'vertical' : layout} {...options} />
            </span>
            {hasChildren ? (
              <>
                <button
                  type="button"
                  data-slot="menu-toggle"
                  aria-expanded={isOpen}
                  aria-controls={submenuId}
                  aria-label={t('menu.submenu.toggle', { title: item.title })}
                  onClick={() => setOpenId(isOpen ? -1 : item.id)}
                  onPointerEnter={mega ? () => prime(item.id) : undefined}
                  onFocus={mega ? () => prime(item.id) : undefined}
                  onKeyDown={
                    mega
                      ? (event) => {
                          // The disclosure's button opens its panel with the Down arrow and moves into it.
                          if (event.key !== 'ArrowDown') return;
                          event.preventDefault();
                          prime(item.id);
                          setOpenId(item.id);
                          setFocusFirst(true);
                        }
                      : undefined
                  }
                  className="inline-flex size-10 items-center justify-center rounded-otthon text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <ChevronDownIcon className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
                </button>
                {mega ? (
                  <div
                    id={submenuId}
                    data-slot="menu-mega"
                    data-state={isOpen ? 'open' : 'closed'}
                    hidden={!isOpen}
                    className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-var(--site-header-height,8rem))] overflow-y-auto border-y border-border bg-surface shadow-lg"
                  >
                    {isOpen || primed.has(item.id) ? (
                      <Suspense fallback={null}>
                        <MegaMenuPanel
                          item={item}
                          t={t}
                          open={isOpen}
                          focusFirst={isOpen && focusFirst}
                          onFocused={() => setFocusFirst(false)}
                          {...options}
                          onNavigate={() => {
                            setOpenId(-1);
                            options.onNavigate?.();
                          }}
                        />
                      </Suspense>
                    ) : null}
                  </div>
                ) : (
                  <div
                    id={submenuId}
                    data-slot="menu-submenu"
                    hidden={!isOpen}
                    className={cn(
                      layout === 'horizontal'
                        ? 'absolute top-full left-0 z-40 min-w-56 rounded-otthon border border-border bg-surface p-2 shadow-lg'
                        : 'w-full',
                    )}
                  >
                    <MenuList items={item.children} layout={layout} t={t} depth={depth + 1} {...options} />
                  </div>
                )}
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export interface HeaderMenuProps extends MenuLinkOptions {
  /** The header menu items (`useInit().data.menu.header`). */
  items: readonly MenuItem[];
  /** The id of the item whose submenu (or mega menu) starts open, e.g. to show it in documentation. */
  defaultOpenId?: number | undefined;
  /** Replaces messages (`menu.header.label`, `menu.submenu.toggle`, `menu.mega.all`, `menu.mega.label`, `common.externalLink`). */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * The header's navigation (menus): one row of links, each item with children opening a
 * dropdown through its own button (WAI-ARIA disclosure navigation). An item whose children are
 * categories opens a mega menu instead: a column per category with its picture, sub-categories
 * and a link to all of it, loaded when a pointer or focus first reaches for it. Content, category and static links resolve to the shop's
 * routes; external links open in a new tab.
 *
 * @example
 * const { data } = useInit();
 * <HeaderMenu items={data?.menu.header ?? []} currentPath={location.pathname}
 *   renderLink={({ href, ...props }) => <Link to={href} {...props} />} />
 */
function HeaderMenu({ items, labels, className, defaultOpenId, ...options }: HeaderMenuProps) {
  const t = useT(labels);
  const tree = useMemo(() => deriveMenu(items), [items]);
  return (
    <nav data-slot="header-menu" aria-label={t('menu.header.label')} className={cn('relative', className)}>
      <MenuList items={tree} layout="horizontal" t={t} defaultOpenId={defaultOpenId} {...options} />
    </nav>
  );
}

export interface FooterMenuProps extends MenuLinkOptions {
  /** The footer menu items (`useInit().data.menu.footer`): items with children become titled groups. */
  items: readonly MenuItem[];
  /** The heading level of the group titles. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Content after the groups, e.g. the newsletter form. */
  children?: ReactNode;
  labels?: LabelOverrides;
  className?: string;
}

/**
 * The footer's navigation: every top item with children is a group with a heading and its links;
 * top items without children are listed together. Long titles wrap.
 *
 * @example
 * <FooterMenu items={data?.menu.footer ?? []} renderLink={({ href, ...props }) => <Link to={href} {...props} />} />
 */
function FooterMenu({ items, headingLevel = 2, children, labels, className, ...options }: FooterMenuProps) {
  const t = useT(labels);
  const tree = useMemo(() => deriveMenu(items), [items]);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  const groups = tree.filter((item) => item.children.length > 0);
  const loose = tree.filter((item) => item.children.length === 0);
  return (
    <nav data-slot="footer-menu" aria-label={t('menu.footer.label')} className={cn('grid gap-6 sm:grid-cols-2 md:grid-cols-4', className)}>
      {groups.map((group) => (
        <section key={group.id} data-slot="footer-menu-group" className="min-w-0">
          <Heading id={`${baseId}-${group.id}`} className="mb-2 text-sm font-semibold break-words text-foreground">
            {group.title}
          </Heading>
          <ul aria-labelledby={`${baseId}-${group.id}`} className="flex flex-col">
            {group.children.map((child) => (
              <li key={child.id} className="break-words">
                <MenuLink item={child} t={t} layout="footer" {...options} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {loose.length > 0 ? (
        <ul data-slot="footer-menu-group" className="flex min-w-0 flex-col">
          {loose.map((item) => (
            <li key={item.id} className="break-words">
              <MenuLink item={item} t={t} layout="footer" {...options} />
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </nav>
  );
}

export { containsPath, FooterMenu, HeaderMenu, hrefOf, MenuLink, menuLinkVariants, MenuList, type MenuNode, subItems };
