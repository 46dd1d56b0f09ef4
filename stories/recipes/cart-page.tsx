import { useCart } from 'otthon';
import { CartLines, CartSummary, CheckoutButton, CouponForm, FreeShippingProgress } from 'otthon/components';

/**
 * A cart page: the lines (quantity changes are priced by the server, tiers included), a coupon,
 * the progress towards free delivery, and the summary with the way on to the checkout.
 */
export function CartPage({ checkoutHref }: { checkoutHref: string }) {
  const { cart } = useCart();
  return (
    <div className="grid max-w-4xl gap-6 md:grid-cols-[2fr_1fr]">
      <section className="grid content-start gap-4">
        <CartLines />
        <CouponForm />
      </section>
      <aside className="grid content-start gap-4">
        <FreeShippingProgress summary={cart?.summary} />
        <CartSummary>
          <CheckoutButton href={checkoutHref} />
        </CartSummary>
      </aside>
    </div>
  );
}
