import { lazy, type RefObject, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useCart, useCartPanel } from '../hooks/index.js';
import { Badge } from './badge.js';
import { buttonVariants } from './button.js';
import { cn } from './cn.js';
import { CartIcon } from './icons.js';
import type { RenderLink } from './link.js';
import { type LabelOverrides, useT } from './use-t.js';

// The dialog, the lines and Radix Dialog load when the panel first opens (issue budgets: the cart
// panel stays off the first paint); hovering or focusing the cart button starts the download.
const CartPanelContent = lazy(() => import('./cart-panel-content.js'));
const preloadCartPanel = () => void import('./cart-panel-content.js');

/**
 * Opened by an add-to-cart button, the panel starts on "Proceed to checkout" — the next step of
 * most who just added — so a keyboard user does not tab through every line to reach it; the
 * lines, the total and "View cart" are a Shift+Tab or a Tab away. Opened from the cart button,
 * it starts at the top as usual.
 */
function focusAfterAdding(opener: RefObject<HTMLElement | null>) {
  return (content: HTMLElement) =>
    opener.current?.closest('[data-slot="add-to-cart-button"]')
      ? content.querySelector<HTMLElement>('[data-slot="checkout-button"][data-state="ready"]')
      : null;
}

export interface CartPanelProps {
  /** Renders the links, so the shop passes its router's `Link`. @default a plain anchor */
  renderLink?: RenderLink;
  /** Where "View cart" leads. @default the cart route */
  cartHref?: string;
  /** Where "Proceed to checkout" leads. @default the checkout data route */
  checkoutHref?: string;
  /** Suggest the cart's similar products under the lines. @default true */
  showSimilarProducts?: boolean;
  /** Replaces messages of `cart.*`. */
  labels?: LabelOverrides;
}

/**
 * The cart as a side panel (Radix Dialog), opened by `useCartPanel()`: after a successful
 * add-to-cart (focus then starts on "Proceed to checkout") or from {@link CartPanelTrigger}.
 * Focus is trapped inside while it is open and returns to whatever opened it — the add-to-cart button or the cart button — when it
 * closes. Render it once near the root; it loads its contents only when first opened, and the
 * shop closes it on every route change with `useCartPanel().setOpen(false)`.
 *
 * @example
 * <CartPanel renderLink={({ href, ...props }) => <Link to={href} {...props} />} />
 */
function CartPanel(props: CartPanelProps) {
  const { open, setOpen } = useCartPanel();
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  const opener = useRef<HTMLElement | null>(null);
  // Runs before the dialog moves focus inside (its focus scope does so in a passive effect).
  useLayoutEffect(() => {
    if (open && typeof document !== 'undefined') opener.current = document.activeElement as HTMLElement | null;
  }, [open]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <CartPanelContent {...props} open={open} onOpenChange={setOpen} returnFocus={() => opener.current} initialFocus={focusAfterAdding(opener)} />
    </Suspense>
  );
}

export interface CartPanelTriggerProps {
  /** Replaces `cart.open` and `cart.itemCount`. */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * The header's cart button: the cart icon with the number of pieces, named "Open cart, 3 items in
 * your cart"; it toggles the {@link CartPanel}, which returns focus to it on close.
 *
 * @example <CartPanelTrigger />
 */
function CartPanelTrigger({ labels, className }: CartPanelTriggerProps) {
  const t = useT(labels);
  const { open, toggle } = useCartPanel();
  const { cart } = useCart();
  const count = cart?.summary.total_quantity ?? 0;
  return (
    <button
      type="button"
      data-slot="cart-panel-trigger"
      data-state={open ? 'open' : 'closed'}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={`${t('cart.open')}, ${t('cart.itemCount', { count })}`}
      onPointerEnter={preloadCartPanel}
      onFocus={preloadCartPanel}
      onClick={toggle}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative', className)}
    >
      <CartIcon className="size-6" />
      {count > 0 ? (
        <Badge variant="primary" aria-hidden="true" className="absolute -top-1 -right-1 min-w-5 justify-center rounded-full px-1.5 py-0.5 tabular-nums">
          {count > 99 ? '99+' : count}
        </Badge>
      ) : null}
    </button>
  );
}

export { CartPanel, CartPanelTrigger, preloadCartPanel };
