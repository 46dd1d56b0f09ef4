import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Announcer, announce } from './announcer.js';
import { Button, buttonVariants } from './button.js';
import { cn } from './cn.js';
import { useControllableState } from './use-controllable-state.js';
import { type LabelOverrides, useT } from './use-t.js';

// Radix Dialog is only needed once the sheet opens; it stays off the listing's first paint.
const Drawer = lazy(() => import('./drawer.js'));
const preloadDrawer = () => {
  void import('./drawer.js');
};

/**
 * How long the result count has to stay the same before the sheet says it: one announcement per
 * pause in the shopper's choosing, not one per tick or typed digit.
 */
const ANNOUNCE_PAUSE_MS = 800;

export interface FilterSheetProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * How many products the current filters give (`useProducts(query).data.meta.total`); the show
   * button says it and the sheet announces it politely once it settles. `undefined` while the
   * first answer loads (the button keeps the last count it had).
   */
  count: number | undefined;
  /** Where the show button moves focus as it closes the sheet: the results (count) it leads to. Escape and × return to the trigger. */
  results?: () => HTMLElement | null | undefined;
  /** The filters (a `<FilterPanel showTitle={false} />`). */
  children: ReactNode;
  /** Replaces messages (`products.filters.open`, `products.filters.title`, `products.filters.close`, `products.filters.apply`, `announcements.products.results`). */
  labels?: LabelOverrides;
  /** Classes of the trigger button. */
  className?: string;
}

/**
 * A listing's filters on a phone: a button that opens them in a bottom sheet (a modal dialog
 * titled "Filters": focus trapped, Escape and the overlay close it), with a sticky
 * "Show N products" button under them. N follows the current answer live and is announced
 * politely once it stops changing; the button closes the sheet and moves focus to `results`.
 * The sheet is loaded on demand.
 *
 * @example
 * <FilterSheet count={data?.meta.total} results={() => countRef.current} className="md:hidden">
 *   <FilterPanel showTitle={false} value={filters} onValueChange={setFilters} facets={data?.facets} />
 * </FilterSheet>
 */
function FilterSheet({ open, defaultOpen = false, onOpenChange, count, results, children, labels, className }: FilterSheetProps) {
  const t = useT(labels);
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onValueChange: onOpenChange });
  const [loaded, setLoaded] = useState(isOpen);
  if (isOpen && !loaded) setLoaded(true);
  const trigger = useRef<HTMLButtonElement>(null);
  // Set by the show button, so closing leads to the results instead of back to the trigger.
  const toResults = useRef(false);
  // The last known count, so the button does not go blank while the next answer loads.
  const lastCount = useRef(count);
  if (count !== undefined) lastCount.current = count;
  const shownCount = count ?? lastCount.current;

  // The count the shopper has heard (or seen on the button as the sheet opened).
  const spoken = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!isOpen) {
      spoken.current = undefined;
      return;
    }
    if (count === undefined) return;
    if (spoken.current === undefined) {
      spoken.current = count;
      return;
    }
    if (count === spoken.current) return;
    const timer = setTimeout(() => {
      spoken.current = count;
      announce(t('announcements.products.results', { count }));
    }, ANNOUNCE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [isOpen, count, t]);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        data-slot="filter-sheet-trigger"
        data-state={isOpen ? 'open' : 'closed'}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        className={cn(buttonVariants({ variant: 'outline', size: 'md' }), 'min-h-11 w-full gap-2 font-medium', className)}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
        onClick={() => setOpen(!isOpen)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {t('products.filters.open')}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <Drawer
            slot="filter-sheet"
            side="bottom"
            open={isOpen}
            onOpenChange={setOpen}
            title={t('products.filters.title')}
            closeLabel={t('products.filters.close')}
            returnFocus={() => {
              const target = toResults.current ? results?.() : null;
              toResults.current = false;
              return target ?? trigger.current;
            }}
            footer={
              <>
                {/* The page's own live regions are hidden behind the modal; this one is inside it. */}
                <Announcer />
                <Button
                  type="button"
                  data-slot="filter-sheet-show"
                  className="min-h-11 w-full"
                  onClick={() => {
                    toResults.current = true;
                    setOpen(false);
                  }}
                >
                  {shownCount === undefined ? t('products.filters.title') : t('products.filters.apply', { count: shownCount })}
                </Button>
              </>
            }
          >
            {children}
          </Drawer>
        </Suspense>
      ) : null}
    </>
  );
}

export { FilterSheet };
