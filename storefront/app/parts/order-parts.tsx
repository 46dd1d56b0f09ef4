import { buildPath, type CurrencyCode, pickAmount, pickPrice, productSlugSegments, useCountries, useMoney, useShop, useVatMode } from 'otthon';
import { formatShopDate } from '../lib/shop-date.js';
import { Badge, buttonVariants, cn, Image, PayableTotal } from 'otthon/components';
import type { ReactNode } from 'react';
import type { CustomerData, Order, OrderItem, OrderListItem } from '../lib/api-types.js';
import { useShopT } from '../lib/use-shop-t.js';
import { ShopLink } from '../shell/shop-link.js';

/** A date (and time) in the page's language, in the shop's time zone so server and browser agree. */
export function useShopDate(): (iso: string, withTime?: boolean) => string {
  const { locale } = useShop();
  return (iso, withTime = false) => formatShopDate(iso, locale, withTime);
}

const ORDER_TONE = { new: 'outline', processing: 'primary', completed: 'success', cancelled: 'danger' } as const;
const PAYMENT_TONE = { not_required: 'outline', pending: 'warning', paid: 'success', failed: 'danger', cancelled: 'danger' } as const;

/** The order's own status (new, processing, completed, cancelled) as a badge. */
export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  const t = useShopT();
  return (
    <Badge data-slot="order-status" data-state={status} variant={ORDER_TONE[status]} size="md">
      {t(`orderStatus.${status}`)}
    </Badge>
  );
}

/**
 * The payment's status (pending, paid, failed, cancelled) as a badge. An order paid offline says
 * its own way: on delivery, or awaiting the bank transfer — never both.
 */
export function PaymentStatusBadge({ status, method }: { status: OrderListItem['payment_status']; method: OrderListItem['payment_method']['code'] }) {
  const t = useShopT();
  return (
    <Badge data-slot="payment-status" data-state={status} data-method={method} variant={PAYMENT_TONE[status]} size="md">
      {status === 'not_required' ? t(method === 'bank_transfer' ? 'paymentStatus.awaitingTransfer' : 'paymentStatus.onDelivery') : t(`paymentStatus.${status}`)}
    </Badge>
  );
}

/** A titled box of the order page. */
export function OrderSection({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn('flex min-w-0 flex-col gap-3 rounded-otthon border border-border bg-surface p-4 md:p-5', className)}>
      <h2 id={id} className="text-lg font-semibold wrap-anywhere">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The refunds of the order's accepted withdrawals, under its figures: each with its amount, how it
 * comes back and whether it has gone (`data-state` pending or refunded).
 */
export function OrderRefunds({ refunds }: { refunds: Order['refunds'] }) {
  const t = useShopT();
  const date = useShopDate();
  const { format } = useMoney();
  if (!refunds.length) return null;
  return (
    <div className="flex flex-col gap-1.5 border-t border-border pt-3 text-sm">
      <h3 id="order-refunds" className="font-medium">
        {t('orderPage.refunds')}
      </h3>
      <ul data-slot="order-refunds" aria-labelledby="order-refunds" className="flex flex-col gap-1.5">
        {refunds.map((refund) => (
          <li
            key={refund.created_at + refund.amount}
            data-slot="order-refund"
            data-state={refund.status}
            className={cn('wrap-anywhere', refund.status === 'refunded' ? 'text-success' : 'text-foreground')}
          >
            {t(`orderPage.refund.${refund.method}.${refund.status}`, {
              amount: format(refund.amount, refund.currency),
              date: refund.refunded_at ? date(refund.refunded_at) : '',
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The ordered (or quoted) products: image, name linking to the product, quantity, unit price and line total. */
export function OrderItems({ items, currency }: { items: readonly OrderItem[]; currency: CurrencyCode }) {
  const t = useShopT();
  const { locale } = useShop();
  const { format } = useMoney();
  const { vatMode } = useVatMode();
  return (
    <ul data-slot="order-items" className="flex flex-col divide-y divide-border">
      {items.map((item) => (
        <li key={item.id} data-slot="order-item" className="grid grid-cols-[3.5rem_minmax(0,1fr)_auto] items-start gap-x-4 gap-y-1 py-3">
          <div className="size-14 overflow-hidden rounded-[calc(var(--otthon-radius)/2)] bg-muted">
            {item.product?.image ? <Image image={item.product.image} alt="" width={56} fit="cover" /> : null}
          </div>
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="font-medium wrap-anywhere">
              {item.product ? (
                <ShopLink
                  to={buildPath('products-product_slug', locale, { product_slug: productSlugSegments(item.product) })}
                  className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {item.name}
                </ShopLink>
              ) : (
                item.name
              )}
            </p>
            <p className="text-xs text-muted-foreground">{t('orderPage.sku', { sku: item.sku })}</p>
            <p className="text-sm text-muted-foreground tabular-nums">
              {t('common.pieces', { count: item.quantity })} × {format(pickAmount(item, 'price', vatMode), currency)}{' '}
              <span className="text-xs">{t(`vat.suffix.${vatMode}`)}</span>
            </p>
          </div>
          <p className="text-right font-semibold tabular-nums">
            <span className="sr-only">{t('cart.line.total')}: </span>
            {format(pickAmount(item, 'total', vatMode), currency)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Row({ label, value, tone }: { label: ReactNode; value: ReactNode; tone?: 'discount' }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="min-w-0 break-words text-muted-foreground">{label}</dt>
      <dd className={cn('shrink-0 text-right tabular-nums', tone === 'discount' && 'text-success')}>{value}</dd>
    </div>
  );
}

export interface OrderTotalsProps {
  summary: Order['summary'];
  currency: CurrencyCode;
  coupon?: Order['coupon'];
  delivery?: Order['delivery'];
}

/**
 * The order's figures as the server computed them: items, coupon and delivery in the shopper's VAT
 * mode and labelled with it, then the gross total to pay as the leading figure with its net and
 * VAT parts beneath.
 */
export function OrderTotals({ summary, currency, coupon, delivery }: OrderTotalsProps) {
  const t = useShopT();
  const { format } = useMoney();
  const { vatMode } = useVatMode();
  const money = (amount: number) => format(amount, currency);
  const mode = <span className="text-xs whitespace-nowrap">{t(`vat.suffix.${vatMode}`)}</span>;
  const deliveryPrice = delivery ? pickPrice(delivery, vatMode) : 0;
  return (
    <div data-slot="order-totals" className="flex flex-col gap-2 text-sm">
      <dl className="flex flex-col gap-1.5">
        <Row
          label={
            <>
              {t('cart.summary.items')} ({t('cart.summary.quantity', { count: summary.total_quantity })}) {mode}
            </>
          }
          value={money(pickAmount(summary, 'total_items_amount', vatMode))}
        />
        {coupon ? (
          <Row
            label={
              <>
                {t('cart.summary.couponDiscount')} ({coupon.code}) {mode}
              </>
            }
            value={`−${money(pickAmount(coupon, 'discount', vatMode))}`}
            tone="discount"
          />
        ) : null}
        {delivery ? (
          <Row
            label={
              <>
                {t('cart.summary.delivery')} ({delivery.title}) {deliveryPrice === 0 ? null : mode}
              </>
            }
            value={deliveryPrice === 0 ? t('cart.summary.deliveryFree') : money(deliveryPrice)}
          />
        ) : null}
      </dl>
      <PayableTotal net={summary.total_amount_net} gross={summary.total_amount_gross} currency={currency} />
    </div>
  );
}

type Address = NonNullable<CustomerData['delivery_data']> &
  Partial<Pick<NonNullable<CustomerData['invoice_data']>, 'is_company' | 'company_name' | 'tax_number'>>;

function AddressLines({ address }: { address: Address }) {
  const t = useShopT();
  const { data: countries } = useCountries();
  const country = countries?.find((entry) => entry.id === address.country_id)?.name;
  const place = [address.zipcode, address.city].filter(Boolean).join(' ');
  return (
    <address className="flex flex-col gap-0.5 text-sm not-italic wrap-anywhere">
      {address.is_company && address.company_name ? <span className="font-medium">{address.company_name}</span> : null}
      {address.name ? <span className={address.is_company ? undefined : 'font-medium'}>{address.name}</span> : null}
      {address.is_company && address.tax_number ? <span>{t('orderPage.taxNumber', { taxNumber: address.tax_number })}</span> : null}
      {address.address ? <span>{address.address}</span> : null}
      {place ? <span>{place}</span> : null}
      {country ? <span>{country}</span> : null}
    </address>
  );
}

/** Contact, billing and shipping details of an order or a quote request. */
export function CustomerDetails({ customer }: { customer: CustomerData }) {
  const t = useShopT();
  const invoice = customer.invoice_data;
  const delivery = customer.is_delivery_same_as_invoice ? null : customer.delivery_data;
  return (
    <div data-slot="customer-details" className="grid gap-5 sm:grid-cols-3">
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold">{t('checkout.contact.title')}</h3>
        <p className="flex flex-col gap-0.5 text-sm wrap-anywhere">
          {customer.email ? <span>{String(customer.email)}</span> : null}
          {customer.phone ? <span>{String(customer.phone)}</span> : null}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold">{t('checkout.billing.title')}</h3>
        {invoice ? <AddressLines address={invoice} /> : <p className="text-sm text-muted-foreground">—</p>}
      </div>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold">{t('checkout.shipping.title')}</h3>
        {delivery ? <AddressLines address={delivery} /> : <p className="text-sm">{t('orderPage.sameAsBilling')}</p>}
      </div>
    </div>
  );
}

export interface OrderDocumentProps {
  /** The screen's name on `data-screen` and the prefix of its section ids. */
  screen: 'order' | 'offer';
  title: string;
  /** Label and value pairs under the title (number, dates, statuses). */
  facts: ReadonlyArray<readonly [label: string, value: ReactNode]>;
  /** A sentence (or action) under the facts. */
  note?: ReactNode;
  itemsTitle: string;
  items: readonly OrderItem[];
  currency: CurrencyCode;
  summaryTitle: string;
  /** The figures (and anything below them) of the summary box. */
  summary: ReactNode;
  customer: CustomerData;
  comment: unknown;
  commentTitle: string;
}

/** The page of an order or a quote request: its facts, products, figures, customer and comment. */
export function OrderDocument({
  screen,
  title,
  facts,
  note,
  itemsTitle,
  items,
  currency,
  summaryTitle,
  summary,
  customer,
  comment,
  commentTitle,
}: OrderDocumentProps) {
  const t = useShopT();
  const { locale } = useShop();
  return (
    <article data-screen={screen} className="flex flex-col gap-6 pb-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{title}</h1>
        <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="flex items-center gap-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {note}
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <OrderSection id={`${screen}-items`} title={itemsTitle}>
          <OrderItems items={items} currency={currency} />
        </OrderSection>
        <OrderSection id={`${screen}-summary`} title={summaryTitle}>
          {summary}
        </OrderSection>
      </div>

      <OrderSection id={`${screen}-customer`} title={t('orderPage.customer')}>
        <CustomerDetails customer={customer} />
      </OrderSection>

      {comment ? (
        <OrderSection id={`${screen}-comment`} title={commentTitle}>
          <p className="text-sm whitespace-pre-line wrap-anywhere">{String(comment)}</p>
        </OrderSection>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <ShopLink to={buildPath('index', locale)} className={buttonVariants({ variant: 'outline' })}>
          {t('cart.continueShopping')}
        </ShopLink>
      </div>
    </article>
  );
}
