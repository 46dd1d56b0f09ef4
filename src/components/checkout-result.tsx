import { type ReactNode, useId, useState } from 'react';
import type { Order, PaymentMethod } from '../contract/index.js';
import type { Locale } from '../domain/constants.js';
import { formatDeliveryWindow } from '../domain/delivery.js';
import { pickAmount, pickPrice } from '../domain/vat.js';
import { useCart, useCheckoutResult, useMoney, useRoutePath, useShop, useVatMode } from '../hooks/index.js';
import { Button } from './button.js';
import { cn } from './cn.js';
import { FormMessage, translateMessage, useAnnounceSuccess } from './form.js';
import { CheckIcon, WarningIcon } from './icons.js';
import { renderAnchor, type RenderLink } from './link.js';
import { OrderInvoices } from './order-invoices.js';
import { HomeDeliverySummary, slotText } from './home-delivery-details.js';
import { PickupPointSummary } from './pickup-point-details.js';
import { PayableTotal } from './payable-total.js';
import { RadioGroup, RadioGroupItem } from './radio-group.js';
import { Spinner } from './spinner.js';
import { type LabelOverrides, useT } from './use-t.js';

export interface CheckoutResultProps {
  /** The order's hash from the result route; the page trusts the server's order, never the query string. */
  orderHash: string | null | undefined;
  /** The heading level of the result's title (it is usually the page's heading). @default 1 */
  headingLevel?: 1 | 2 | 3;
  /** Where "View order" leads. @default the order view route */
  orderHref?: string;
  /** The order's number as the result page shows it. @default the answer's `order_number` (`OT-000042`), as the e-mails and the payment page show it */
  formatOrderNumber?: (order: Order) => string;
  /** Renders the links, so the shop passes its router's `Link`. @default a plain anchor */
  renderLink?: RenderLink;
  /** Sends the shopper to the card gateway after "Pay Again". @default a full page load */
  onRedirect?: (url: string) => void;
  /** Content under a successful order, e.g. "Continue shopping". */
  children?: ReactNode;
  /** Replaces messages of `checkout.result.*`. */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * What the success page says of the payment, one sentence for the order's state: the card payment
 * went through, the total is paid on delivery, or a bank transfer is awaited.
 */
function paymentWords(t: ReturnType<typeof useT>, order: Order): string {
  if (order.payment.status === 'paid') return t(order.payment.method.is_online ? 'checkout.result.paid.card' : 'checkout.result.paid.other');
  if (order.payment.method.code === 'bank_transfer') return t('checkout.result.awaiting.transfer');
  return t('checkout.result.awaiting.onDelivery');
}

/** Where the order goes, as one line: the delivery address, for a method that brings it to the door. */
function deliveryAddress(order: Order): string | null {
  const data = order.customer_data;
  const address = data.is_delivery_same_as_invoice || !data.delivery_data ? data.invoice_data : data.delivery_data;
  if (!address?.address) return null;
  return [address.name, `${address.zipcode ?? ''} ${address.city ?? ''}`.trim(), address.address].filter(Boolean).join(', ');
}

/**
 * The facts of a successful order (requirements §4, 10.4): the payment's transaction id, the
 * delivery promise made when it was placed, and where it goes (a pick-up point shows its own summary).
 */
function facts(t: ReturnType<typeof useT>, order: Order, locale: Locale): Array<[string, string, string]> {
  const address = order.delivery.code === 'home_delivery' ? deliveryAddress(order) : null;
  const slot = order.delivery.home_delivery?.slot;
  return [
    ...(order.payment.status === 'paid' && order.payment.transaction_id
      ? [['checkout-result-transaction', t('checkout.result.transactionId'), order.payment.transaction_id] as [string, string, string]]
      : []),
    [
      'checkout-result-delivery-window',
      t(order.delivery.code === 'showroom_pickup' ? 'checkout.result.pickupExpected' : 'checkout.result.deliveryExpected'),
      // A booked home-delivery slot is the promise itself: its day and hours, not the method's window.
      `${slot ? slotText(slot, t, locale) : formatDeliveryWindow(order.delivery.delivery_window, locale)} (${order.delivery.title})`,
    ],
    ...(address ? [['checkout-result-address', t('checkout.result.deliveryAddress'), address] as [string, string, string]] : []),
  ];
}

/** The payment methods "Pay Again" may use: those the order's delivery method allows. */
function retryMethods(order: Order, methods: readonly PaymentMethod[] | undefined, deliveries: ReturnType<typeof useCart>['cart']): PaymentMethod[] {
  const allowed = deliveries?.delivery_methods.find((method) => method.id === order.delivery.id)?.payment_ids;
  const list = (methods ?? []).filter((method) => !allowed || allowed.includes(method.id));
  return list.some((method) => method.id === order.payment.method.id) ? list : [order.payment.method, ...list];
}

/**
 * The checkout result page from the server's order: in progress while the payment
 * is pending (asked again for a while), success with what happened to the payment (the card's
 * transaction id, or how it is still to be paid), the delivery promise and address and the
 * order's summary, or the error with the
 * spec's titles "Unsuccessful Purchase" / "Failed Transaction", the gateway's Response Code,
 * Response Message and Authorization Code, "Pay Again" (with a payment method choice) and
 * "Refresh Page". The state is on `data-state`.
 *
 * @example
 * <CheckoutResult orderHash={params.order_hash} renderLink={renderLink} />
 */
function CheckoutResult({
  orderHash,
  headingLevel = 1,
  orderHref,
  formatOrderNumber = (order) => order.order_number,
  renderLink = renderAnchor,
  onRedirect,
  children,
  labels,
  className,
}: CheckoutResultProps) {
  const t = useT(labels);
  const pathTo = useRoutePath();
  const { format } = useMoney();
  const { vatMode } = useVatMode();
  const { locale } = useShop();
  const { cart } = useCart();
  const result = useCheckoutResult(orderHash);
  const { order, state } = result;
  const id = useId();
  const [method, setMethod] = useState<string>('');
  const [payError, setPayError] = useState<string>();
  const [refreshing, setRefreshing] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${Math.min(headingLevel + 1, 6)}` as 'h2' | 'h3' | 'h4';
  useAnnounceSuccess(state === 'success' ? t('checkout.result.success.title') : null);

  const refresh = async () => {
    setRefreshing(true);
    setPayError(undefined);
    try {
      await result.refresh();
    } finally {
      setRefreshing(false);
    }
  };
  const refreshButton = (
    <Button type="button" variant="outline" busy={refreshing} data-slot="checkout-result-refresh" onClick={() => void refresh()}>
      {t('checkout.result.refreshPage')}
    </Button>
  );

  if (state === 'in-progress') {
    return (
      <section
        data-slot="checkout-result"
        data-state="in-progress"
        aria-labelledby={`${id}-title`}
        aria-busy="true"
        className={cn('flex flex-col items-start gap-4', className)}
      >
        <Heading id={`${id}-title`} className="flex items-center gap-3 text-2xl font-semibold">
          <Spinner size="md" decorative />
          {t('checkout.result.pending.title')}
        </Heading>
        <p className="text-muted-foreground">{t('checkout.result.pending.text')}</p>
        {refreshButton}
      </section>
    );
  }

  if (state === 'error' || !order) {
    const payment = order?.payment;
    const choices = order ? retryMethods(order, cart?.payment_methods, cart) : [];
    const chosen = method || (order ? String(order.payment.method.id) : '');
    const details: Array<[string, string | null | undefined]> = [
      [t('checkout.result.responseCode'), payment?.response_code],
      [t('checkout.result.responseMessage'), payment?.response_message],
      [t('checkout.result.authorizationCode'), payment?.authorization_code],
    ];
    const payAgain = async () => {
      setPayError(undefined);
      const outcome = await result.payAgain(Number(chosen));
      if (!outcome.ok) {
        setPayError(translateMessage(t, outcome.message ?? 'errors.generic'));
        return;
      }
      if (outcome.redirectUrl) (onRedirect ?? ((url: string) => window.location.assign(url)))(outcome.redirectUrl);
    };
    return (
      <section data-slot="checkout-result" data-state="error" aria-labelledby={`${id}-title`} className={cn('flex flex-col gap-6', className)}>
        <div className="flex flex-col gap-1">
          <Heading id={`${id}-title`} className="flex items-center gap-3 text-2xl font-semibold text-danger wrap-anywhere">
            <WarningIcon className="size-7" />
            {t('checkout.result.failed.title')}
          </Heading>
          <Sub className="text-lg font-medium wrap-anywhere">{t('checkout.result.failed.transaction')}</Sub>
        </div>
        {order ? (
          <dl
            data-slot="checkout-result-details"
            className="grid max-w-xl grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-6 gap-y-2 rounded-otthon border border-border bg-surface p-4 text-sm"
          >
            {details.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium wrap-anywhere">{label}</dt>
                <dd className="tabular-nums wrap-anywhere">{value || '—'}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-muted-foreground">{t('errors.generic')}</p>
        )}
        {payError ? <FormMessage tone="error">{payError}</FormMessage> : null}
        {order && payment?.can_retry ? (
          <div data-slot="checkout-result-pay-again" className="flex max-w-xl flex-col gap-4">
            {choices.length > 1 ? (
              <RadioGroup label={t('checkout.payment.title')} value={chosen} onValueChange={setMethod}>
                {choices.map((choice) => (
                  <RadioGroupItem key={choice.id} variant="card" value={String(choice.id)} label={choice.title} description={choice.description || undefined} />
                ))}
              </RadioGroup>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Button type="button" busy={result.isPayingAgain} data-slot="checkout-result-pay-again-button" onClick={() => void payAgain()}>
                {t('checkout.result.payAgain')}
              </Button>
              {refreshButton}
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-3">{refreshButton}</div>
        )}
      </section>
    );
  }

  const currency = order.currency;
  const summary = order.summary;
  return (
    <section data-slot="checkout-result" data-state="success" aria-labelledby={`${id}-title`} className={cn('flex flex-col gap-6', className)}>
      <div className="flex flex-col gap-2">
        <Heading id={`${id}-title`} className="flex items-center gap-3 text-2xl font-semibold text-success wrap-anywhere">
          <CheckIcon className="size-7" />
          {t('checkout.result.success.title')}
        </Heading>
        <p>{t('checkout.result.success.text')}</p>
        <p className="font-medium">{t('checkout.result.orderNumber', { orderNumber: formatOrderNumber(order) })}</p>
        <p data-slot="checkout-result-payment" data-state={order.payment.status} data-method={order.payment.method.code} className="wrap-anywhere">
          {paymentWords(t, order)}
        </p>
        {order.payment.status === 'paid' && order.payment.response_message ? (
          // What the card payment's provider said, with its transaction id (a provider's checklist asks for it).
          <p data-slot="checkout-result-payment-message" className="text-sm text-muted-foreground wrap-anywhere">
            {t('checkout.result.responseMessage')}: {order.payment.response_message}
          </p>
        ) : null}
      </div>
      <dl
        data-slot="checkout-result-facts"
        className="grid max-w-2xl grid-cols-1 gap-x-6 gap-y-1 rounded-otthon border border-border bg-surface p-4 text-sm sm:grid-cols-[minmax(0,auto)_minmax(0,1fr)]"
      >
        {facts(t, order, locale).map(([slot, label, value]) => (
          <div key={slot} data-slot={slot} className="contents">
            <dt className="font-medium wrap-anywhere">{label}</dt>
            <dd className="mb-2 wrap-anywhere tabular-nums sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <OrderInvoices invoices={order.invoices} headingLevel={Math.min(headingLevel + 1, 4) as 2 | 3 | 4} labels={labels} />
      <section
        data-slot="checkout-result-summary"
        aria-labelledby={`${id}-summary`}
        className="flex max-w-2xl flex-col gap-3 rounded-otthon border border-border bg-surface p-4"
      >
        <Sub id={`${id}-summary`} className="text-lg font-semibold wrap-anywhere">
          {t('cart.summary.title')}
        </Sub>
        <ul data-slot="checkout-result-items" className="flex flex-col divide-y divide-border text-sm">
          {order.items.map((item) => (
            <li key={item.id} data-slot="checkout-result-item" className="flex items-baseline justify-between gap-4 py-2">
              <span className="min-w-0 break-words">
                {item.name} <span className="text-muted-foreground">× {t('common.pieces', { count: item.quantity })}</span>
              </span>
              <span className="shrink-0 tabular-nums">{format(pickAmount(item, 'total', vatMode), currency)}</span>
            </li>
          ))}
        </ul>
        <dl className="flex flex-col gap-1 border-t border-border pt-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">
              {t('cart.summary.items')} <span className="text-xs whitespace-nowrap">{t(`vat.suffix.${vatMode}`)}</span>
            </dt>
            <dd className="tabular-nums">{format(pickAmount(summary, 'total_items_amount', vatMode), currency)}</dd>
          </div>
          {order.coupon ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">
                {t('cart.summary.couponDiscount')} ({order.coupon.code})
              </dt>
              <dd className="tabular-nums text-success">−{format(pickAmount(order.coupon, 'discount', vatMode), currency)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">
              {t('cart.summary.delivery')} ({order.delivery.title})
            </dt>
            <dd className="tabular-nums">
              {pickPrice(order.delivery, vatMode) === 0 ? t('cart.summary.deliveryFree') : format(pickPrice(order.delivery, vatMode), currency)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('checkout.payment.title')}</dt>
            <dd className="text-right">{order.payment.method.title}</dd>
          </div>
        </dl>
        <PayableTotal net={summary.total_amount_net} gross={summary.total_amount_gross} currency={currency} labels={labels} />
        {order.delivery.pickup_point ? (
          <PickupPointSummary point={order.delivery.pickup_point} showHours={false} labels={labels} className="border-t border-border pt-3" />
        ) : null}
        {order.delivery.home_delivery ? (
          <HomeDeliverySummary homeDelivery={order.delivery.home_delivery} currency={currency} labels={labels} className="border-t border-border pt-3" />
        ) : null}
      </section>
      <div className="flex flex-wrap gap-3">
        {renderLink({
          href: orderHref ?? pathTo('orders-order_hash', { order_hash: order.order_hash }),
          'data-slot': 'checkout-result-view-order',
          className:
            'inline-flex min-h-10 items-center rounded-otthon border border-input bg-surface px-4 font-medium text-foreground hover:bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
          children: t('checkout.result.viewOrder'),
        })}
        {children}
      </div>
    </section>
  );
}

export { CheckoutResult };
