import { useEffect, useState } from 'react';
import { useCart } from '../hooks/index.js';
import { announce } from './announcer.js';
import { Button, type ButtonProps } from './button.js';
import { CartIcon } from './icons.js';
import { Spinner } from './spinner.js';
import { type LabelOverrides, useT } from './use-t.js';

export interface AddToCartButtonProps extends Omit<ButtonProps, 'children' | 'onClick' | 'busy' | 'asChild'> {
  /** The product to add; `quantity` is its stock (none left disables the button). */
  product: { id: number; title: string; quantity: number };
  /**
   * How many pieces to add.
   * @default 1
   */
  quantity?: number;
  /** Called once the server has taken the pieces. */
  onAdded?(): void;
  /** Replaces messages: `product.addToCart`, `product.addToCartNamed`, `product.addingToCart`, `product.stock.outOfStock`, `announcements.cart.*`. */
  labels?: LabelOverrides;
}

/**
 * Adds the product to the cart. It stays busy (focusable, `aria-busy`, presses ignored) while the
 * request is on its way; on success the cart is re-fetched and the cart panel opens (spec §4,
 * through `useCart().add`), and the change is announced; a failure is announced at once.
 * Out of stock, it is disabled and says so.
 *
 * @example
 * <AddToCartButton product={product} quantity={quantity} size="lg" />
 */
function AddToCartButton({ product, quantity = 1, onAdded, labels, disabled, ...props }: AddToCartButtonProps) {
  const t = useT(labels);
  const { add, lineStatus } = useCart();
  const [phase, setPhase] = useState<'idle' | 'sending' | 'sent'>('idle');
  const status = lineStatus(product.id);
  const soldOut = product.quantity <= 0;

  // The line's status is read after the answer has re-rendered the cart, not from the click's closure.
  useEffect(() => {
    if (phase !== 'sent') return;
    setPhase('idle');
    if (status === 'error') {
      announce(t('announcements.cart.updateFailed'), 'assertive');
    } else {
      announce(t('announcements.cart.added', { title: product.title }));
      onAdded?.();
    }
  }, [phase, status, product.title, onAdded, t]);

  const sending = phase === 'sending';
  return (
    <Button
      data-slot="add-to-cart-button"
      data-state={soldOut ? 'sold-out' : sending ? 'sending' : status === 'error' ? 'error' : 'idle'}
      busy={sending}
      disabled={soldOut || disabled}
      aria-label={soldOut || sending ? undefined : t('product.addToCartNamed', { title: product.title })}
      onClick={async () => {
        setPhase('sending');
        await add(product.id, quantity);
        setPhase('sent');
      }}
      {...props}
    >
      {sending ? <Spinner size="sm" decorative /> : <CartIcon />}
      {soldOut ? t('product.stock.outOfStock') : sending ? t('product.addingToCart') : t('product.addToCart')}
    </Button>
  );
}

export { AddToCartButton };
