import { cva, type VariantProps } from 'class-variance-authority';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { CartProduct } from '../contract/index.js';
import { productSlugSegments } from '../domain/product-path.js';
import { pickAmount } from '../domain/vat.js';
import { type LineStatus, useCart, useMoney, useRoutePath, useVatMode } from '../hooks/index.js';
import { announce } from './announcer.js';
import { Button, buttonVariants } from './button.js';
import { cn } from './cn.js';
import { DeliveryEstimate } from './delivery-promise.js';
import { CartIcon, CloseIcon, WarningIcon } from './icons.js';
import { Image } from './image.js';
import { renderAnchor, type RenderLink } from './link.js';
import { NextTierNudge, PriceDisplay } from './price.js';
import { QuantityField } from './quantity-field.js';
import { Spinner } from './spinner.js';
import { type LabelOverrides, useT } from './use-t.js';

/** Text put into an ICU message as it is (a product title with `{` or `'` in it). */
function icuLiteral(text: string): string {
  return text.replace(/'/g, "''").replace(/[{}#]/g, "'$&'");
}

/** Layouts of a cart line: the cart page's row, or the narrower cart panel's. */
const cartLineVariants = cva('relative grid gap-x-4 gap-y-2 py-4', {
  variants: {
    layout: {
      page: 'grid-cols-[5rem_minmax(0,1fr)] sm:grid-cols-[6rem_minmax(0,1fr)_auto]',
      panel: 'grid-cols-[4rem_minmax(0,1fr)]',
    },
  },
  defaultVariants: { layout: 'page' },
});

export interface CartLineProps extends VariantProps<typeof cartLineVariants> {
  line: CartProduct;
  /** The line's change state from `useCart().lineStatus(id)`; shown as `data-state`. @default 'idle' */
  status?: LineStatus;
  /** A new quantity (committed: a stepper press, Enter or leaving the field). */
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** Where the title links. @default the product's page */
  href?: string;
  /** Renders the title link, so the shop passes its router's `Link`. @default a plain anchor */
  renderLink?: RenderLink;
  /** Called when the title link is followed (the cart panel closes itself with it). */
  onNavigate?: () => void;
  labels?: LabelOverrides;
}

/**
 * One cart line: image, title linking to the product, the unit price of its quantity tier (with
 * the price it is below struck through: for a sale labelled as the lowest price of the last 30
 * days), the quantity with steppers up to the stock, the line
 * total labelled with the VAT mode (bruttó / nettó), remove, and the next-tier nudge. The line's change state is `data-state`
 * (`idle | pending | error`); a notice of the server (quantity clamped to the stock, out of
 * stock, price changed) is shown under it.
 *
 * @example
 * <CartLine line={line} status={lineStatus(line.id)} onQuantityChange={(q) => setQuantity(line.id, q)} onRemove={() => remove(line.id)} />
 */
function CartLine({ line, status = 'idle', onQuantityChange, onRemove, href, renderLink = renderAnchor, onNavigate, layout, labels }: CartLineProps) {
  const t = useT(labels);
  const pathTo = useRoutePath();
  const { format } = useMoney();
  const { vatMode } = useVatMode();
  const id = useId();
  const { product } = line;
  const unit = pickAmount(line, 'price', vatMode);
  const original = line[`price_original_${vatMode}`];
  // The struck price is the reduction's reference price (the lowest of the last 30 days) only when
  // the product itself is on sale; a quantity tier alone strikes through the list price.
  const reduced = product[`price_original_${vatMode}`] != null;
  const link = href ?? pathTo('products-product_slug', { product_slug: productSlugSegments(product) });
  const notice = line.notice;
  const noticeText = notice?.code === 'quantity_clamped' ? t('announcements.cart.quantityClamped', { count: notice.available }) : notice?.message;
  const panel = layout === 'panel';

  return (
    <li
      data-slot="cart-line"
      data-state={status}
      data-product-id={line.id}
      aria-busy={status === 'pending' || undefined}
      aria-labelledby={`${id}-title`}
      className={cartLineVariants({ layout })}
    >
      <div className={cn('row-span-2 overflow-hidden rounded-[calc(var(--otthon-radius)/2)] bg-muted', panel ? 'size-16' : 'size-20 sm:size-24')}>
        {product.image ? <Image image={product.image} alt="" width={panel ? 64 : 96} fit="cover" /> : null}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <p id={`${id}-title`} className="font-medium leading-snug wrap-anywhere">
          {renderLink({
            href: link,
            'data-slot': 'cart-line-link',
            className: 'rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring',
            onClick: onNavigate,
            children: product.title,
          })}
        </p>
        <PriceDisplay
          size="sm"
          current={format(unit)}
          original={original !== null && original > unit ? format(original) : null}
          reference={reduced ? 'compact' : false}
          vatMode={vatMode}
          suffix={<span className="text-xs text-muted-foreground">/ {t('common.unit')}</span>}
          labels={labels}
        />
        <NextTierNudge product={product} quantity={line.quantity} labels={labels} className="text-xs" />
        <DeliveryEstimate window={line.delivery_window} labels={labels} className="text-xs text-muted-foreground" />
      </div>
      <div
        className={cn(
          'col-start-2 flex flex-wrap items-end justify-between gap-3',
          !panel && 'sm:col-start-3 sm:row-span-2 sm:row-start-1 sm:flex-col sm:items-end',
        )}
      >
        <QuantityField
          size="sm"
          hideLabel
          label={t('cart.line.quantity', { title: product.title })}
          value={line.quantity}
          min={1}
          max={Math.max(product.quantity, line.quantity)}
          onValueChange={(quantity) => {
            if (quantity !== line.quantity) onQuantityChange(quantity);
          }}
          labels={{
            ...labels,
            // The translated text becomes a message of its own: keep the title's braces literal.
            'product.increaseQuantity': icuLiteral(t('cart.line.increase', { title: product.title })),
            'product.decreaseQuantity': icuLiteral(t('cart.line.decrease', { title: product.title })),
          }}
        />
        <div className="flex items-center gap-2">
          {/* The VAT label sits under the total, so a narrow line gives its width to the product's name. */}
          <div className="flex flex-col items-end leading-tight">
            <p data-slot="cart-line-total" className="inline-flex items-center gap-1.5 font-semibold tabular-nums">
              {/* The total waits for the server's price; the line says so with aria-busy. */}
              {status === 'pending' ? <Spinner size="sm" decorative className="text-muted-foreground" /> : null}
              <span className="sr-only">{t('cart.line.total')}: </span>
              {format(pickAmount(line, 'total', vatMode))}
            </p>
            {/* Labelled like the unit price: a net total must not read as the amount to pay. */}
            <span data-slot="cart-line-total-vat" className="text-xs text-muted-foreground">
              {t(`vat.suffix.${vatMode}`)}
            </span>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            data-slot="cart-line-remove"
            aria-label={t('cart.line.remove', { title: product.title })}
            onClick={onRemove}
            className="size-8"
          >
            <CloseIcon className="size-4" />
          </Button>
        </div>
      </div>
      {noticeText || status === 'error' ? (
        <p data-slot="cart-line-notice" className={cn('col-span-full flex items-start gap-1.5 text-sm', status === 'error' ? 'text-danger' : 'text-warning')}>
          <WarningIcon className="mt-0.5 size-4" />
          {status === 'error' ? t('announcements.cart.updateFailed') : noticeText}
        </p>
      ) : null}
    </li>
  );
}

export interface CartEmptyProps {
  /** Where "Continue shopping" leads. @default the home page */
  continueHref?: string;
  renderLink?: RenderLink;
  onNavigate?: () => void;
  /** The heading level of "Your cart is empty". @default 2 */
  headingLevel?: 2 | 3;
  labels?: LabelOverrides;
  className?: string;
}

/** The empty cart: what it means and a way back to the products. */
function CartEmpty({ continueHref, renderLink = renderAnchor, onNavigate, headingLevel = 2, labels, className }: CartEmptyProps) {
  const t = useT(labels);
  const pathTo = useRoutePath();
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-slot="cart-empty" className={cn('flex flex-col items-center gap-3 py-10 text-center', className)}>
      <CartIcon className="size-10 text-muted-foreground" />
      <Heading className="text-lg font-semibold wrap-anywhere">{t('cart.empty.title')}</Heading>
      <p className="text-muted-foreground">{t('cart.empty.text')}</p>
      {renderLink({
        href: continueHref ?? pathTo('index'),
        'data-slot': 'cart-empty-continue',
        className: buttonVariants({ variant: 'outline' }),
        onClick: onNavigate,
        children: t('cart.continueShopping'),
      })}
    </div>
  );
}

export interface CartLinesProps extends Pick<CartLineProps, 'layout' | 'renderLink' | 'onNavigate'> {
  /** What an empty cart shows. @default {@link CartEmpty} */
  empty?: ReactNode;
  labels?: LabelOverrides;
  className?: string;
}

/**
 * The cart's lines from `useCart()`: quantity edits go through `setQuantity` (rapid presses are
 * coalesced, the latest wins), each line shows its pending or failed change, and changes are
 * announced in the live region — a quantity the server clamped to the stock included (field
 * notes). Loading, failure and the empty cart are covered.
 *
 * @example <CartLines renderLink={renderLink} />
 */
function CartLines({ layout, renderLink, onNavigate, empty, labels, className }: CartLinesProps) {
  const t = useT(labels);
  const { cart, data: serverCart, isLoading, error, mutate, lineStatus, setQuantity, remove, notices, lastError } = useCart();
  const listRef = useRef<HTMLUListElement>(null);
  // The quantity each line was last set to, said once the server's cart has it.
  const wanted = useRef(new Map<number, { quantity: number; title: string }>());

  // Say what the server changed on its own, once per notice (quantities clamp to stock).
  const said = useRef(new Set<string>());
  useEffect(() => {
    for (const notice of notices) {
      const key = `${notice.productId}:${notice.code}:${notice.available}`;
      if (said.current.has(key)) continue;
      said.current.add(key);
      announce(notice.code === 'quantity_clamped' ? t('announcements.cart.quantityClamped', { count: notice.available }) : notice.message);
    }
  }, [notices, t]);
  useEffect(() => {
    if (lastError) announce(t('announcements.cart.updateFailed'), 'assertive');
  }, [lastError, t]);
  useEffect(() => {
    for (const [id, intent] of wanted.current) {
      const status = lineStatus(id);
      if (status === 'pending') continue;
      wanted.current.delete(id);
      // A failure is said by lastError, a clamped quantity by its notice.
      if (status === 'error') continue;
      const line = serverCart?.products.find((item) => item.id === id);
      if (!line && intent.quantity === 0) announce(t('announcements.cart.removed', { title: intent.title }));
      else if (line?.quantity === intent.quantity) announce(t('announcements.cart.quantityChanged', { title: intent.title, count: intent.quantity }));
    }
  });

  if (!cart) {
    return error && !isLoading ? (
      <div data-slot="cart-lines" data-state="error" className={cn('flex flex-col items-start gap-3', className)}>
        <p role="alert" className="flex items-center gap-2 text-danger">
          <WarningIcon />
          {t('announcements.cart.updateFailed')}
        </p>
        <Button variant="outline" onClick={() => void mutate()}>
          {t('common.retry')}
        </Button>
      </div>
    ) : (
      <div data-slot="cart-lines" data-state="loading" className={cn('flex justify-center py-8', className)}>
        <Spinner label={t('cart.updating')} />
      </div>
    );
  }
  if (cart.products.length === 0) {
    return <>{empty ?? <CartEmpty renderLink={renderLink} onNavigate={onNavigate} labels={labels} className={className} />}</>;
  }

  const changeQuantity = (line: CartProduct, quantity: number) => {
    wanted.current.set(line.id, { quantity, title: line.product.title });
    void setQuantity(line.id, quantity);
  };
  const removeLine = (line: CartProduct) => {
    wanted.current.set(line.id, { quantity: 0, title: line.product.title });
    // The line and its button go away: keep the keyboard in the list.
    listRef.current?.focus();
    void remove(line.id);
  };

  return (
    <ul
      ref={listRef}
      tabIndex={-1}
      data-slot="cart-lines"
      data-state="ready"
      aria-label={t('cart.itemCount', { count: cart.summary.total_quantity })}
      className={cn('flex flex-col divide-y divide-border outline-none', className)}
    >
      {cart.products.map((line) => (
        <CartLine
          key={line.id}
          line={line}
          layout={layout}
          status={lineStatus(line.id)}
          onQuantityChange={(quantity) => changeQuantity(line, quantity)}
          onRemove={() => removeLine(line)}
          renderLink={renderLink}
          onNavigate={onNavigate}
          labels={labels}
        />
      ))}
    </ul>
  );
}

export interface CheckoutButtonProps {
  /** Where checkout starts. @default the checkout data route */
  href?: string;
  renderLink?: RenderLink;
  onNavigate?: () => void;
  labels?: LabelOverrides;
  className?: string;
}

/**
 * "Proceed to checkout" as a link styled as the primary button. While the cart settles it is
 * disabled and says the cart is updating (field notes: checkout waits for the cart); with an
 * empty cart it is not offered.
 *
 * @example <CheckoutButton renderLink={renderLink} />
 */
function CheckoutButton({ href, renderLink = renderAnchor, onNavigate, labels, className }: CheckoutButtonProps) {
  const t = useT(labels);
  const pathTo = useRoutePath();
  const { cart, isSettling } = useCart();
  const classes = cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'w-full', className);
  if (!cart || cart.products.length === 0) return null;
  if (isSettling) {
    return (
      // biome-ignore lint/a11y/useFocusableInteractive: a disabled link (no href) while the cart settles, announced as such and out of the tab order like a disabled button
      <span data-slot="checkout-button" data-state="settling" role="link" aria-disabled="true" className={cn(classes, 'cursor-progress opacity-80')}>
        <Spinner size="sm" decorative />
        {t('cart.updating')}
      </span>
    );
  }
  return renderLink({
    href: href ?? pathTo('cart-data'),
    'data-slot': 'checkout-button',
    'data-state': 'ready',
    className: classes,
    onClick: onNavigate,
    children: t('cart.checkout'),
  });
}

export { CartEmpty, CartLine, CartLines, cartLineVariants, CheckoutButton, icuLiteral };
