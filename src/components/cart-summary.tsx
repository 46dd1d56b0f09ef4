import { cva } from 'class-variance-authority';
import { type ReactNode, useId } from 'react';
import type { CartSummary as CartSummaryData } from '../contract/index.js';
import { netFromGross, pickAmount } from '../domain/vat.js';
import { useCart, useMoney, useVatMode } from '../hooks/index.js';
import { cn } from './cn.js';
import { CheckIcon } from './icons.js';
import { PayableTotal } from './payable-total.js';
import { Spinner } from './spinner.js';
import { type LabelOverrides, useT } from './use-t.js';

const freeShippingProgressVariants = cva('h-2 rounded-full transition-[width]', {
  variants: { state: { reached: 'bg-success', remaining: 'bg-primary' } },
  defaultVariants: { state: 'remaining' },
});

export interface FreeShippingProgressProps {
  /** The server's figures (`cart.summary`); without a cart only the threshold is told. */
  summary: Pick<CartSummaryData, 'free_shipping_threshold_gross' | 'free_shipping_remaining_gross' | 'total_quantity'> | undefined;
  labels?: LabelOverrides;
  className?: string;
}

/**
 * How far the cart is from free shipping (from 159,900 Ft gross), from the server's
 * `free_shipping_remaining_gross`: "X more for free shipping" with a progress bar, or "reached".
 * The rule counts gross amounts; the threshold and the gap are shown in the shopper's VAT mode and
 * labelled with it, so they add up with the totals shown beside them (net ones derived from the
 * gross at the VAT rate).
 *
 * @example <FreeShippingProgress summary={cart?.summary} />
 */
function FreeShippingProgress({ summary, labels, className }: FreeShippingProgressProps) {
  const t = useT(labels);
  const { currency, format } = useMoney();
  const { vatMode } = useVatMode();
  const id = useId();
  if (!summary) return null;
  const threshold = summary.free_shipping_threshold_gross;
  const shown = (gross: number) => t(`vat.amount.${vatMode}`, { amount: format(vatMode === 'gross' ? gross : netFromGross(gross, currency)) });
  if (summary.total_quantity === 0) {
    return (
      <p data-slot="free-shipping" data-state="empty" className={cn('text-sm text-muted-foreground', className)}>
        {t('cart.freeShipping.threshold', { amount: shown(threshold) })}
      </p>
    );
  }
  const remaining = summary.free_shipping_remaining_gross;
  const reached = remaining <= 0;
  const percent = threshold > 0 ? Math.min(100, Math.max(0, Math.round(((threshold - remaining) / threshold) * 100))) : 100;
  const text = reached ? t('cart.freeShipping.reached') : t('cart.freeShipping.remaining', { amount: shown(remaining) });
  return (
    <div data-slot="free-shipping" data-state={reached ? 'reached' : 'remaining'} className={cn('flex flex-col gap-2', className)}>
      <p id={`${id}-text`} className={cn('flex items-center gap-1.5 text-sm', reached ? 'font-medium text-success' : 'text-foreground')}>
        {reached ? <CheckIcon className="size-4" /> : null}
        {text}
      </p>
      <div
        role="progressbar"
        aria-labelledby={`${id}-text`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        {/* Width through the DOM, not a style attribute: server HTML stays valid under a strict style-src. */}
        <div
          ref={(element) => element?.style.setProperty('width', `${percent}%`)}
          className={freeShippingProgressVariants({ state: reached ? 'reached' : 'remaining' })}
        />
      </div>
    </div>
  );
}

function Row({ label, value, tone, slot }: { label: ReactNode; value: ReactNode; tone?: 'discount'; slot: string }) {
  return (
    <div data-slot={slot} className="flex items-baseline justify-between gap-4">
      <dt className="min-w-0 break-words text-muted-foreground">{label}</dt>
      <dd className={cn('shrink-0 text-right tabular-nums', tone === 'discount' && 'text-success')}>{value}</dd>
    </div>
  );
}

export interface CartSummaryProps {
  /** The figures to show. @default the cart's (`useCart().cart.summary`) */
  summary?: CartSummaryData;
  /** Whether a delivery method is chosen; before that the delivery row says it is chosen at checkout. @default the cart's */
  hasDeliveryMethod?: boolean;
  /** Show the free-shipping progress. @default true */
  showFreeShipping?: boolean;
  /** Show the net and VAT parts under the gross total to pay. @default true */
  showVatBreakdown?: boolean;
  /** The heading level of "Order summary"; `null` leaves the heading out. @default 2 */
  headingLevel?: 2 | 3 | 4 | null;
  /** Content under the figures, e.g. the checkout button. */
  children?: ReactNode;
  /** Replaces messages of `cart.summary.*` and `cart.freeShipping.*`. */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * Every figure of the server's cart summary a shopper needs: the items total with the
 * number of pieces, the coupon discount, delivery (free, or chosen at checkout) and the home
 * delivery's carry-in, assembly and time slot (when they cost anything) in the
 * shopper's VAT mode and labelled with it; the gross total to pay as the most prominent figure,
 * with its net and VAT parts beneath ({@link PayableTotal}); what the shopper saves (sale and
 * quantity prices, coupons), and the free-shipping progress. Nothing is added up here: every
 * amount is the server's.
 *
 * @example
 * <CartSummary><CheckoutButton /></CartSummary>
 */
function CartSummary({
  summary: given,
  hasDeliveryMethod,
  showFreeShipping = true,
  showVatBreakdown = true,
  headingLevel = 2,
  children,
  labels,
  className,
}: CartSummaryProps) {
  const t = useT(labels);
  const { cart, isLoading, error } = useCart();
  const id = useId();
  const summary = given ?? cart?.summary;
  const deliveryChosen = hasDeliveryMethod ?? Boolean(cart?.delivery_method);
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;

  const heading = Heading ? (
    <Heading id={`${id}-title`} className="text-lg font-semibold wrap-anywhere">
      {t('cart.summary.title')}
    </Heading>
  ) : null;

  // One element for every state, so `children` (the checkout button) keep their place and focus
  // when the cart arrives.
  return (
    <section
      data-slot="cart-summary"
      data-state={summary ? 'ready' : error ? 'error' : 'loading'}
      aria-labelledby={Heading ? `${id}-title` : undefined}
      aria-label={Heading ? undefined : t('cart.summary.title')}
      className={cn('flex flex-col gap-4 rounded-otthon border border-border bg-surface p-4', className)}
    >
      {heading}
      {summary ? (
        <Figures summary={summary} deliveryChosen={deliveryChosen} showFreeShipping={showFreeShipping} showVatBreakdown={showVatBreakdown} labels={labels} />
      ) : error && !isLoading ? (
        <p role="alert" className="text-sm text-danger">
          {t('announcements.cart.updateFailed')}
        </p>
      ) : (
        <Spinner label={t('cart.updating')} />
      )}
      {children}
    </section>
  );
}

interface FiguresProps {
  summary: CartSummaryData;
  deliveryChosen: boolean;
  showFreeShipping: boolean;
  showVatBreakdown: boolean;
  labels: LabelOverrides | undefined;
}

function Figures({ summary, deliveryChosen, showFreeShipping, showVatBreakdown, labels }: FiguresProps) {
  const t = useT(labels);
  const { format } = useMoney();
  const { vatMode } = useVatMode();
  const amount = (
    base: 'total_items_amount' | 'cart_discount' | 'delivery_price' | 'home_service' | 'total_amount' | 'total_discount_amount' | 'total_saving',
  ) => pickAmount(summary, base, vatMode);
  const couponDiscount = amount('cart_discount');
  const delivery = amount('delivery_price');
  const totalDiscount = amount('total_discount_amount');
  const saving = amount('total_saving');
  // Each amount row says which mode its figure is in; the total to pay is gross whatever the mode.
  const mode = <span className="text-xs whitespace-nowrap">{t(`vat.suffix.${vatMode}`)}</span>;

  return (
    <>
      <dl className="flex flex-col gap-2 text-sm">
        <Row
          slot="cart-summary-items"
          label={
            <>
              {t('cart.summary.items')} <span className="whitespace-nowrap">({t('cart.summary.quantity', { count: summary.total_quantity })})</span> {mode}
            </>
          }
          value={format(amount('total_items_amount'))}
        />
        {couponDiscount > 0 ? (
          <Row
            slot="cart-summary-coupon"
            label={
              <>
                {t('cart.summary.couponDiscount')} {mode}
              </>
            }
            value={`−${format(couponDiscount)}`}
            tone="discount"
          />
        ) : null}
        <Row
          slot="cart-summary-delivery"
          label={
            deliveryChosen && delivery > 0 ? (
              <>
                {t('cart.summary.delivery')} {mode}
              </>
            ) : (
              t('cart.summary.delivery')
            )
          }
          value={!deliveryChosen ? t('cart.summary.deliveryLater') : delivery === 0 ? t('cart.summary.deliveryFree') : format(delivery)}
        />
        {/* Older answers (a stored cart, a consumer's own fixtures) may lack the home service. */}
        {(summary.home_service_gross ?? 0) > 0 ? (
          <Row
            slot="cart-summary-home-service"
            label={
              <>
                {t('checkout.home.title')} {mode}
              </>
            }
            value={format(amount('home_service'))}
          />
        ) : null}
      </dl>
      <PayableTotal net={summary.total_amount_net} gross={summary.total_amount_gross} showBreakdown={showVatBreakdown} labels={labels} />
      {totalDiscount > 0 ? (
        <div data-slot="cart-summary-saving" className="rounded-otthon bg-accent px-3 py-2 text-sm text-accent-foreground">
          <p className="font-medium">{t('cart.line.saving', { amount: t(`vat.amount.${vatMode}`, { amount: format(totalDiscount) }) })}</p>
          {saving > 0 && couponDiscount > 0 ? (
            <p className="text-xs">{t('cart.summary.savingDetail', { products: format(saving), coupons: format(couponDiscount) })}</p>
          ) : null}
        </div>
      ) : null}
      {showFreeShipping ? <FreeShippingProgress summary={summary} labels={labels} /> : null}
    </>
  );
}

export { CartSummary, FreeShippingProgress, freeShippingProgressVariants };
