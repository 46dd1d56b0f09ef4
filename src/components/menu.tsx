import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { MenuItem } from '../contract/index.js';
import { deriveMenu } from '../domain/menu.js';
import { useShop } from '../hooks/index.js';
import type { Translator } from '../i18n/translate.js';
import { cn } from './cn.js';
import { ChevronDownIcon } from './icons.js';
import { containsPath, type MenuLinkOptions, MenuLink, type MenuNode } from './menu-link.js';
import { type LabelOverrides, useT } from './use-t.js';

// The mega menu's columns (pictures, sub-categories) are drawn only once a shopper reaches for
// the menu, and their code and the category list load then: the first paint carries the row of links.
const MegaMenuPanel = lazy(() => import('./mega-menu-panel.js'));
const preloadMegaMenu = () => void import('./mega-menu-panel.js');

/** Whether an item's children are categories: the header shows them as a mega menu. */
function isCategoryGroup(item: MenuNode): boolean {
  return item.children.some((child) => child.link.type === 'category' && child.link.ref_id != null);
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

export { HeaderMenu, MenuList };
