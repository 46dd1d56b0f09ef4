import { lazy, type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import type { MenuItem } from '../contract/index.js';
import { deriveMenu } from '../domain/menu.js';
import { buttonVariants } from './button.js';
import { cn } from './cn.js';
import type { MenuLinkOptions } from './menu-link.js';
import { useControllableState } from './use-controllable-state.js';
import { type LabelOverrides, useT } from './use-t.js';

// Radix Dialog and the drill-down menu are only needed once the drawer opens; they stay off the first paint.
const Drawer = lazy(() => import('./drawer.js'));
const DrillDownMenu = lazy(() => import('./mobile-nav-menu.js'));
const preloadDrawer = () => {
  void import('./drawer.js');
  void import('./mobile-nav-menu.js');
};

export interface MobileNavProps extends MenuLinkOptions {
  /** The menu items (`useInit().data.menu.header`). */
  items: readonly MenuItem[];
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Extra content under the menu: search, currency, VAT mode, language. */
  children?: ReactNode;
  /** Replaces messages (`common.menu`, `common.openMenu`, `common.closeMenu`, `menu.submenu.toggle`, `menu.mega.all`, `common.back`). */
  labels?: LabelOverrides;
  /** Classes of the menu button. */
  className?: string;
}

/**
 * The menu button and, when pressed, a drawer with the menu as levels to drill down into (each
 * with a Back button and a link to all of it; category items lead to their sub-categories; it
 * opens at the current page's level) and `children`. The drawer traps focus, closes on
 * Escape, on the overlay and after a link is followed, and returns focus to the button.
 *
 * @example
 * <MobileNav items={data?.menu.header ?? []} currentPath={location.pathname} renderLink={renderLink}>
 *   <CurrencySelect /> <VatModeToggle /> <LocaleSwitch />
 * </MobileNav>
 */
function MobileNav({ items, open, defaultOpen = false, onOpenChange, children, labels, className, onNavigate, ...options }: MobileNavProps) {
  const t = useT(labels);
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onValueChange: onOpenChange });
  const [loaded, setLoaded] = useState(isOpen);
  if (isOpen && !loaded) setLoaded(true);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const tree = useMemo(() => deriveMenu(items), [items]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-slot="mobile-nav-trigger"
        data-state={isOpen ? 'open' : 'closed'}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={t('common.openMenu')}
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), className)}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
        onClick={() => setOpen(!isOpen)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <Drawer
            slot="mobile-nav"
            side="left"
            size="sm"
            open={isOpen}
            onOpenChange={setOpen}
            title={t('common.menu')}
            closeLabel={t('common.closeMenu')}
            returnFocus={() => buttonRef.current}
          >
            <DrillDownMenu
              items={tree}
              t={t}
              {...options}
              onNavigate={() => {
                setOpen(false);
                onNavigate?.();
              }}
            />
            {children ? <div className={cn('mt-6 flex flex-col gap-4 border-t border-border pt-6')}>{children}</div> : null}
          </Drawer>
        </Suspense>
      ) : null}
    </>
  );
}

export { MobileNav };
