import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useCategories } from '../hooks/index.js';
import type { Translator } from '../i18n/translate.js';
import { cn } from './cn.js';
import { Image } from './image.js';
import { type MenuLinkOptions, MenuLink, type MenuNode, subItems } from './menu-link.js';

export interface MegaMenuPanelProps extends MenuLinkOptions {
  /** The menu item whose children are the panel's columns. */
  item: MenuNode;
  t: Translator;
  /** Whether the panel shows (it may be drawn hidden ahead of time). */
  open: boolean;
  /** Move focus to the first link (the panel was opened with the Down arrow). */
  focusFirst: boolean;
  onFocused: () => void;
}

const LINKS = 'a[href]';

/**
 * The header's mega menu panel: one column per child category with its picture, its title as a
 * link, its sub-categories and a link to all of the category's products. Within the panel the
 * Up and Down arrows move through the links, Left and Right jump between columns, Home and End
 * go to the first and last link; Tab leaves as usual and Escape (handled by the menu) closes it.
 */
function MegaMenuPanel({ item, t, open, focusFirst, onFocused, ...options }: MegaMenuPanelProps) {
  const { data: categories } = useCategories();
  const panelRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const byId = new Map((categories ?? []).map((category) => [category.id, category]));
  // With the category list, links resolve by id; until it arrives, by the menu's own paths.
  const linkOptions = categories ? { ...options, categories } : options;

  useEffect(() => {
    if (!focusFirst || !open) return;
    panelRef.current?.querySelector<HTMLElement>(LINKS)?.focus();
    onFocused();
  }, [focusFirst, open, onFocused]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = panelRef.current;
    if (!panel) return;
    const links = [...panel.querySelectorAll<HTMLElement>(LINKS)];
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    const columns = [...panel.querySelectorAll<HTMLElement>('[data-slot="menu-mega-column"]')];
    const column = columns.findIndex((element) => element.contains(links[index]!));
    const firstOf = (at: number) => columns[at]?.querySelector<HTMLElement>(LINKS);
    const target = (() => {
      switch (event.key) {
        case 'ArrowDown':
          return links[Math.min(index + 1, links.length - 1)];
        case 'ArrowUp':
          return links[Math.max(index - 1, 0)];
        case 'ArrowRight':
          return firstOf(Math.min(column + 1, columns.length - 1));
        case 'ArrowLeft':
          return firstOf(Math.max(column - 1, 0));
        case 'Home':
          return links[0];
        case 'End':
          return links.at(-1);
        default:
          return undefined;
      }
    })();
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys pressed on the panel's links bubble up to move between them
    <div ref={panelRef} data-slot="menu-mega-panel" onKeyDown={onKeyDown} className="grid grid-cols-2 gap-x-6 gap-y-6 p-6 md:grid-cols-3 lg:grid-cols-4">
      {item.children.map((column) => {
        const category = column.link.ref_id == null ? undefined : byId.get(column.link.ref_id);
        const links = subItems(column, categories);
        const headingId = `${baseId}-${column.id}`;
        return (
          <section key={column.id} data-slot="menu-mega-column" aria-labelledby={headingId} className="flex min-w-0 flex-col gap-1">
            <div className="flex items-center gap-3">
              {/* A fixed box, so the picture arriving moves nothing. */}
              <span aria-hidden="true" className="block size-14 shrink-0 overflow-hidden rounded-otthon bg-muted">
                {category?.image ? <Image image={category.image} alt="" width={56} fit="cover" className="size-full object-cover" /> : null}
              </span>
              <span id={headingId} className="min-w-0 font-semibold">
                <MenuLink item={column} t={t} layout="vertical" className="px-0 py-1 font-semibold" {...linkOptions} />
              </span>
            </div>
            {links.length > 0 ? (
              <ul className="flex flex-col" aria-label={t('menu.mega.label', { title: column.title })}>
                {links.map((link) => (
                  <li key={link.id}>
                    <MenuLink item={link} t={t} layout="vertical" className="min-h-9 py-1 text-sm" {...linkOptions} />
                  </li>
                ))}
              </ul>
            ) : null}
            <MenuLink
              item={{
                ...column,
                title: t('menu.mega.all', { title: column.title }),
              }}
              t={t}
              layout="vertical"
              className={cn('min-h-9 py-1 text-sm font-medium text-primary underline')}
              {...linkOptions}
              currentPath={undefined}
            />
          </section>
        );
      })}
    </div>
  );
}

export default MegaMenuPanel;
