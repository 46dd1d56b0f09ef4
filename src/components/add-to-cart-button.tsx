import { useEffect, useId, useState } from 'react';
import { useAddToCart } from '../hooks/index.js';
import { announce } from './announcer.js';
import { Button, type ButtonProps } from './button.js';
import { CartIcon, WarningIcon } from './icons.js';
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
  /**
   * Says a failed add on screen, right after the button (`data-slot="add-to-cart-error"`, which
   * describes the button), until the next try. `false` when the page says it elsewhere: the
   * button keeps `data-state="error"` and the failure is still announced.
   * @default true
   */
  showError?: boolean;
  /** Replaces messages: `product.addToCart`, `product.addToCartNamed`, `product.addingToCart`, `product.stock.outOfStock`, `announcements.cart.*` (`announcements.cart.updateFailed` is also the text shown on failure, `announcements.cart.outOfStock` when the API says no piece is left). */
  labels?: LabelOverrides;
}

/**
 * Adds the product to the cart. It stays busy (focusable, `aria-busy`, presses ignored) while the
 * request is on its way; on success the cart is re-fetched and the cart panel opens
 * (through `useAddToCart`, so a grid of buttons does not render again when the cart arrives), and
 * the change is announced. A failure is announced at once and shown
 * after the button until the next try (`data-state="error"` on the button, the message a sibling
 * of it that takes a row of its own in a wrapping flex row); the cart keeps what it had.
 * Out of stock, it is disabled and says so.
 *
 * @example
 * <div className="flex flex-wrap gap-3">
 *   <AddToCartButton product={product} quantity={quantity} size="lg" className="flex-1" />
 * </div>
 */
function AddToCartButton({ product, quantity = 1, onAdded, showError = true, labels, disabled, ...props }: AddToCartButtonProps) {
  const t = useT(labels);
  const { add, status, lastError } = useAddToCart(product.id);
  const [phase, setPhase] = useState<'idle' | 'sending' | 'sent'>('idle');
  const errorId = useId();
  const soldOut = product.quantity <= 0;
  // The API refuses an addition with 409 Conflict when no piece is left (the page showed older stock).
  const failureText = lastError?.status === 409 ? t('announcements.cart.outOfStock', { title: product.title }) : t('announcements.cart.updateFailed');

  // The line's status is read after the answer has re-rendered the cart, not from the click's closure.
  useEffect(() => {
    if (phase !== 'sent') return;
    setPhase('idle');
    if (status === 'error') {
      announce(failureText, 'assertive');
    } else {
      announce(t('announcements.cart.added', { title: product.title }));
      onAdded?.();
    }
  }, [phase, status, failureText, product.title, onAdded, t]);

  const sending = phase === 'sending';
  // The line's failure lasts until its next change, which is this button's next press too.
  const failed = status === 'error' && !sending;
  const errorShown = failed && showError;
  return (
    <>
      <Button
        data-slot="add-to-cart-button"
        data-state={soldOut ? 'sold-out' : sending ? 'sending' : failed ? 'error' : 'idle'}
        busy={sending}
        disabled={soldOut || disabled}
        aria-label={soldOut || sending ? undefined : t('product.addToCartNamed', { title: product.title })}
        // Focus comes back to the button for the next try: it then says why the last one failed.
        aria-describedby={errorShown ? errorId : undefined}
        onClick={async () => {
          setPhase('sending');
          await add(quantity);
          setPhase('sent');
        }}
        {...props}
      >
        {sending ? <Spinner size="sm" decorative /> : <CartIcon />}
        {soldOut ? t('product.stock.outOfStock') : sending ? t('product.addingToCart') : t('product.addToCart')}
      </Button>
      {errorShown ? (
        // Not a live region: the failure is announced once, assertively, when it happens.
        <p id={errorId} data-slot="add-to-cart-error" className="flex basis-full items-start gap-1.5 text-sm text-danger">
          <WarningIcon className="mt-0.5 size-4 shrink-0" />
          {failureText}
        </p>
      ) : null}
    </>
  );
}

export { AddToCartButton };
