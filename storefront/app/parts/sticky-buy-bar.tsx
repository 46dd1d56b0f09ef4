import { AddToCartButton, Price } from 'otthon/components';
import { type RefObject, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ApiAnswer } from '../lib/api-types.js';
import { useShopT } from '../lib/use-shop-t.js';
import { useCookieChoice } from '../shell/cookie-choice.js';

type ProductDetail = ApiAnswer<'product'>;

/**
 * Whether the element has scrolled away above the top of the screen (not merely below it, not yet
 * reached), and whether the site footer is in view.
 */
function useScrolledPast(target: RefObject<HTMLElement | null>) {
  const [past, setPast] = useState(false);
  const [footerInView, setFooterInView] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // The screen stretched far downwards: the element counts as "seen" in view or anywhere below, so
    // a fling (or a jump to an anchor) from below it to past it still reports the change.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(!entry.isIntersecting);
      },
      { rootMargin: '0px 0px 1000000px 0px' },
    );
    observer.observe(element);
    const footer = document.querySelector('[data-slot="site-footer"]');
    const footerObserver = new IntersectionObserver(([entry]) => setFooterInView(Boolean(entry?.isIntersecting)));
    if (footer) footerObserver.observe(footer);
    return () => {
      observer.disconnect();
      footerObserver.disconnect();
    };
  }, [target]);
  return past && !footerInView;
}

export interface StickyBuyBarProps {
  product: ProductDetail;
  /** The buy box's quantity: the bar adds the same pieces as the buy box's own button. */
  quantity: number;
  /** The buy box's add button row: the bar shows once it has scrolled away above the screen. */
  watch: RefObject<HTMLElement | null>;
}

/**
 * A phone's add-to-cart bar, fixed to the bottom of the screen once the buy box has scrolled away:
 * the product's name, its price for the chosen quantity and the same add button. It stays away
 * while the cookie banner asks (it would cover the banner's buttons) and while the footer is in
 * view (it would cover the footer's last lines); wider screens keep the buy box beside the
 * pictures and need no bar. Being fixed and drawn only after hydration, it moves nothing.
 */
export function StickyBuyBar({ product, quantity, watch }: StickyBuyBarProps) {
  const t = useShopT();
  const { choice } = useCookieChoice();
  const scrolledPast = useScrolledPast(watch);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const shown = scrolledPast && choice !== null;

  // A field focused under the bar is scrolled clear of it (WCAG 2.2 2.4.11), as for the cookie banner.
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    const bar = document.querySelector<HTMLElement>('[data-slot="sticky-buy-bar"]');
    const before = root.style.scrollPaddingBottom;
    if (bar && bar.offsetHeight > 0) root.style.scrollPaddingBottom = `${bar.offsetHeight + 16}px`;
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, [shown]);

  if (!mounted) return null;
  return createPortal(
    <section
      data-slot="sticky-buy-bar"
      data-state={shown ? 'open' : 'closed'}
      aria-label={t('product.stickyBar.label')}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 px-4 py-2 shadow-[0_-4px_24px_rgb(0_0_0/0.08)] backdrop-blur transition-[transform,visibility] duration-200 data-[state=closed]:invisible data-[state=closed]:translate-y-full motion-reduce:transition-none md:hidden"
    >
      <div className="mx-auto flex max-w-screen-xl flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="truncate text-sm font-medium">{product.title}</p>
          <Price product={product} quantity={quantity} size="sm" reference="compact" />
        </div>
        <AddToCartButton product={product} quantity={quantity} className="min-h-11 shrink-0" />
      </div>
    </section>,
    document.body,
  );
}
