import { useCart, useCartPanel } from 'otthon';
import { Button, useT } from 'otthon/components';
import { Readout } from './readout.js';

/** The cart panel's state: toggled by hand, and opened by a successful add. */
export function CartPanelExample({ productId }: { productId: number }) {
  const t = useT();
  const { open, toggle } = useCartPanel();
  const { add } = useCart();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" aria-expanded={open} onClick={toggle}>
          {t(open ? 'cart.close' : 'cart.open')}
        </Button>
        <Button onClick={() => void add(productId)}>{t('product.addToCart')}</Button>
      </div>
      <Readout values={{ open }} />
    </div>
  );
}
