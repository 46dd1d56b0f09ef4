import { useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '../domain/constants.js';
import { useCategories, useShop } from '../hooks/index.js';
import type { Translator } from '../i18n/translate.js';
import { cn } from './cn.js';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.js';
import { containsPath, type MenuLinkOptions, MenuLink, type MenuNode, subItems } from './menu-link.js';

export interface DrillDownMenuProps extends MenuLinkOptions {
  /** The menu's top level. */
  items: readonly MenuNode[];
  t: Translator;
}

const rowClass =
  'flex min-h-12 w-full items-center justify-between gap-2 rounded-otthon px-2 text-left text-base text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The drawer's menu as levels: the top items first; an item with sub-items is a button that
 * shows its level — a Back button, the level's heading, a link to all of it and its sub-items.
 * Focus moves to the new level's heading (so a screen reader announces where it is) and, on
 * Back, to the button that opened the level. Category items without sub-items in the menu get
 * the category's sub-categories.
 */
/** The levels down to the current page's item, so the drawer opens where the shopper is. */
function currentTrail(items: readonly MenuNode[], locale: Locale, options: MenuLinkOptions): MenuNode[] {
  const trail: MenuNode[] = [];
  let level = items;
  for (;;) {
    const next = level.find((item) => item.children.length > 0 && containsPath(item, locale, options));
    if (!next) return trail;
    trail.push(next);
    level = next.children;
  }
}

function DrillDownMenu({ items, t, ...options }: DrillDownMenuProps) {
  const { locale } = useShop();
  const { data: categories } = useCategories();
  // `null` until the shopper moves: the levels follow the current page (and a menu that arrives late).
  const [chosen, setTrail] = useState<readonly MenuNode[] | null>(null);
  const trail = chosen ?? currentTrail(items, locale, options);
  // Where focus goes after the level changes: the new heading, or the button that opened the level left.
  const focusTarget = useRef<'heading' | number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const linkOptions = categories ? { ...options, categories } : options;
  const level = trail.at(-1);
  const entries = level ? subItems(level, categories) : items;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of level, the moment focus has to move
  useEffect(() => {
    const target = focusTarget.current;
    if (target === null) return;
    focusTarget.current = null;
    const root = rootRef.current;
    if (!root) return;
    const element =
      target === 'heading'
        ? root.querySelector<HTMLElement>('[data-slot="mobile-nav-level-title"]')
        : root.querySelector<HTMLElement>(`[data-drill="${target}"]`);
    element?.focus();
  }, [trail]);

  const open = (item: MenuNode) => {
    focusTarget.current = 'heading';
    setTrail([...trail, item]);
  };
  const back = () => {
    if (!level) return;
    focusTarget.current = level.id;
    setTrail(trail.slice(0, -1));
  };

  return (
    <div ref={rootRef} data-slot="mobile-nav-menu" data-depth={trail.length}>
      {level ? (
        <div className="mb-2 flex flex-col gap-1 border-b border-border pb-2">
          <button type="button" data-slot="mobile-nav-back" onClick={back} className={cn(rowClass, 'justify-start text-sm font-medium')}>
            <ChevronLeftIcon className="size-4" />
            {t('common.back')}
          </button>
          <h3 id={headingId} tabIndex={-1} data-slot="mobile-nav-level-title" className="px-2 pt-1 text-lg font-semibold outline-none">
            {level.title}
          </h3>
        </div>
      ) : null}
      <ul aria-labelledby={level ? headingId : undefined} className="flex flex-col">
        {level ? (
          <li>
            <MenuLink
              item={{ ...level, title: t('menu.mega.all', { title: level.title }) }}
              t={t}
              layout="vertical"
              className="font-medium text-primary underline"
              {...linkOptions}
              currentPath={undefined}
            />
          </li>
        ) : null}
        {entries.map((item) => {
          const drillable = subItems(item, categories).length > 0 || item.children.length > 0;
          return (
            <li key={item.id}>
              {drillable ? (
                <button
                  type="button"
                  data-slot="mobile-nav-drill"
                  data-drill={item.id}
                  aria-label={t('menu.submenu.toggle', { title: item.title })}
                  onClick={() => open(item)}
                  className={rowClass}
                >
                  <span className="min-w-0 break-words">{item.title}</span>
                  <ChevronRightIcon className="size-4 shrink-0" />
                </button>
              ) : (
                <MenuLink item={item} t={t} layout="vertical" {...linkOptions} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export default DrillDownMenu;
