import { useCart, useCartPanel, useFavourites } from 'otthon';

/**
 * Shows what a story changed in the shop's state — whether the cart panel is open, how many pieces
 * the cart holds, which products are favourites — so play functions can assert on it.
 */
export function ShopStateProbe() {
  const { open } = useCartPanel();
  const { cart } = useCart();
  const { favourites } = useFavourites();
  return (
    <dl
      data-testid="shop-state"
      className="mt-6 grid w-fit grid-cols-[auto_auto] gap-x-4 gap-y-1 rounded-otthon border border-dashed border-border p-3 text-sm text-muted-foreground"
    >
      <dt>Kosárpanel</dt>
      <dd data-testid="cart-panel">{open ? 'nyitva' : 'zárva'}</dd>
      <dt>Kosárban</dt>
      <dd data-testid="cart-quantity">{cart ? `${cart.summary.total_quantity} db` : '…'}</dd>
      <dt>Kedvencek</dt>
      <dd data-testid="favourites">{favourites.map((product) => product.id).join(', ') || '–'}</dd>
    </dl>
  );
}
