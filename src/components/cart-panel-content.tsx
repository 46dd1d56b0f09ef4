import { useCart, useRoutePath } from '../hooks/index.js';
import { buttonVariants } from './button.js';
import { CartLines, CheckoutButton } from './cart-lines.js';
import type { CartPanelProps } from './cart-panel.js';
import { FreeShippingProgress } from './cart-summary.js';
import { cn } from './cn.js';
import { Drawer } from './drawer.js';
import { PayableTotal } from './payable-total.js';
import { renderAnchor } from './link.js';
import { SimilarProducts } from './similar-products.js';
import { useT } from './use-t.js';

/*
 * The cart panel's dialog and contents, in their own module: `CartPanel` imports it when the
 * panel first opens, so Radix Dialog and the cart's lines stay off the first paint.
 */

export interface CartPanelContentProps extends CartPanelProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocus(): HTMLElement | null | undefined;
  initialFocus?(content: HTMLElement): HTMLElement | null | undefined;
}

function CartPanelContent({
  open,
  onOpenChange,
  returnFocus,
  initialFocus,
  renderLink = renderAnchor,
  cartHref,
  checkoutHref,
  showSimilarProducts = true,
  labels,
}: CartPanelContentProps) {
  const t = useT(labels);
  const pathTo = useRoutePath();
  const { cart } = useCart();
  const close = () => onOpenChange(false);
  const filled = Boolean(cart && cart.products.length > 0);

  return (
    <Drawer
      slot="cart-panel"
      side="right"
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      initialFocus={initialFocus}
      closeLabel={t('cart.close')}
      title={
        <>
          {t('routes.cart.title')}
          {cart ? (
            <span className="ml-2 text-sm font-normal text-muted-foreground">{t('cart.summary.quantity', { count: cart.summary.total_quantity })}</span>
          ) : null}
        </>
      }
      footer={
        filled && cart ? (
          <div className="flex flex-col gap-3">
            {/* The gross total to pay leads, its net and VAT parts beneath; the free-shipping gap is in the
                shopper's VAT mode, so it adds up with the total (or its net part) above it. */}
            <div data-slot="cart-panel-total">
              <PayableTotal net={cart.summary.total_amount_net} gross={cart.summary.total_amount_gross} labels={labels} className="border-t-0 pt-0" />
            </div>
            <FreeShippingProgress summary={cart.summary} labels={labels} />
            <CheckoutButton href={checkoutHref} renderLink={renderLink} onNavigate={close} labels={labels} />
            {renderLink({
              href: cartHref ?? pathTo('cart'),
              'data-slot': 'cart-panel-view-cart',
              className: cn(buttonVariants({ variant: 'outline' }), 'w-full'),
              onClick: close,
              children: t('cart.view'),
            })}
          </div>
        ) : undefined
      }
    >
      <CartLines layout="panel" renderLink={renderLink} onNavigate={close} labels={labels} />
      {filled && showSimilarProducts ? <SimilarProducts compact limit={3} headingLevel={3} renderLink={renderLink} labels={labels} className="mt-6" /> : null}
    </Drawer>
  );
}

export { CartPanelContent };
export default CartPanelContent;
