import { useCart } from 'otthon';
import { Button, useT } from 'otthon/components';
import { Readout } from './readout.js';

/** Adds one piece of a product and removes its line, showing what `useCart()` answers meanwhile. */
export function CartExample({ productId, title }: { productId: number; title: string }) {
  const t = useT();
  const { cart, isLoading, isSettling, add, remove, lineStatus, lastError } = useCart();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        {/* Neither call throws: a refused change rolls back and shows in lineStatus and lastError. */}
        <Button onClick={() => void add(productId)}>{t('product.addToCart')}</Button>
        <Button variant="outline" onClick={() => void remove(productId)}>
          {t('cart.line.remove', { title })}
        </Button>
      </div>
      <Readout
        values={{
          isLoading,
          isSettling,
          'cart.summary.total_quantity': cart?.summary.total_quantity,
          [`lineStatus(${productId})`]: lineStatus(productId),
          'lastError?.status': lastError?.status,
        }}
      />
    </div>
  );
}
