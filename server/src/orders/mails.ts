/**
 * The mails about an order or a quote request: the confirmations sent when one is placed and the
 * payment confirmation. Each is written to the outbox in the caller's transaction, so it is sent
 * only if what it confirms is committed.
 */
import type { HomeDelivery, PickupPoint } from 'otthon/contract';
import { DELIVERY_PERIOD_HOURS, formatOrderNumber, localeTag } from 'otthon/core';
import type { Db } from '../db/client.js';
import type { Localized } from '../db/schema.js';
import {
  BANK_TRANSFER_DAYS,
  formatMoney,
  RETURN_DAYS,
  roundMoney,
  STOCK_RESERVATION_MINUTES,
  VAT_RATE,
  WARRANTY_YEARS,
  type CurrencyCode,
  type Locale,
} from '../domain.js';
import { t } from '../messages/index.js';
import { orderItemsOf, type OrderRow } from './queries.js';
import { renderMail, sendMail } from '../mail/send.js';
import type { DeliveryRow, PaymentRow } from '../shared/reference-queries.js';

/** A line of a mail's summary: what was ordered, how many, and its gross total. */
export interface MailItem {
  name: Localized;
  quantity: number;
  totalGross: number;
}

/** The totals a confirmation shows, in the order's currency. */
export interface MailSummary {
  cart_discount_gross: number;
  delivery_price_gross: number;
  total_amount_gross: number;
}

/** A quote request's number as the customer sees it: `AJ-000045` (orders have `formatOrderNumber`). */
export function offerNumber(id: number): string {
  return `AJ-${String(id).padStart(6, '0')}`;
}

/** A page of the shop the order came from (requirements §2 routes: /{locale}/orders/{hash}, /{locale}/checkout/offer/{hash}). */
function shopPage(returnUrl: string, path: string): string {
  return new URL(path, new URL(returnUrl).origin).href;
}

function summaryMailRows(locale: Locale, currency: CurrencyCode, items: readonly MailItem[], extra: [string, number][]): [string, string][] {
  return [
    ...items.map((item): [string, string] => [
      `${item.name[locale]} × ${t(locale, 'mail.quantity', { quantity: item.quantity })}`,
      formatMoney(item.totalGross, currency),
    ]),
    ...extra.map(([label, amount]): [string, string] => [label, formatMoney(amount, currency)]),
  ];
}

/** Who the mail goes to and in which language and currency; `resultUrl` names the shop it came from. */
export interface Recipient {
  email: string;
  name: string;
  locale: Locale;
  currency: CurrencyCode;
  resultUrl: string;
}

/**
 * The order confirmation: the lines, discount, delivery and total, how it is paid and what that
 * means for the goods now ({@link paymentStateLine}), the return and warranty terms, and a link to the order.
 */
export async function mailOrderConfirmation(
  tx: Db,
  to: Recipient,
  order: {
    id: number;
    hash: string;
    items: readonly MailItem[];
    summary: MailSummary;
    delivery: DeliveryRow;
    /** The locker or pick-up point it goes to, for a method with points. */
    pickupPoint: PickupPoint | null;
    /** The home delivery's floor, assembly and slot with their prices. */
    homeDelivery: HomeDelivery | null;
    payment: PaymentRow;
  },
): Promise<void> {
  const { locale, currency } = to;
  const { summary, pickupPoint: point, homeDelivery: home } = order;
  const charges: [string, number][] = home
    ? (
        [
          [t(locale, 'mail.order.carry_in', { floor: home.floor }), home.carry_in_gross],
          [t(locale, 'mail.order.assembly'), home.assembly_gross],
          [t(locale, 'mail.order.slot_fee'), home.slot_gross],
        ] as [string, number][]
      ).filter(([, amount]) => amount > 0)
    : [];
  const mail = renderMail({
    locale,
    name: to.name,
    paragraphs: [t(locale, 'mail.order.body')],
    rows: summaryMailRows(locale, currency, order.items, [
      ...(summary.cart_discount_gross ? [[t(locale, 'mail.order.discount'), -summary.cart_discount_gross] as [string, number]] : []),
      [`${t(locale, 'mail.order.delivery')} (${order.delivery.title[locale]})`, summary.delivery_price_gross],
      ...charges,
      [t(locale, 'mail.order.total'), summary.total_amount_gross],
    ]),
    after: [
      ...(point ? [t(locale, 'mail.order.pickup_point', { point: `${point.name}, ${point.zipcode} ${point.city}, ${point.address}` })] : []),
      ...(home ? [homeDeliveryLine(locale, home)] : []),
      `${t(locale, 'mail.order.payment')}: ${order.payment.title[locale]}`,
      paymentStateLine(locale, order.payment, formatOrderNumber(order.id)),
      t(locale, 'mail.order.terms', { days: RETURN_DAYS, years: WARRANTY_YEARS }),
    ],
    action: { label: t(locale, 'mail.order.view'), url: shopPage(to.resultUrl, `/${locale}/orders/${order.hash}`) },
  });
  await sendMail(tx, { kind: 'order', to: to.email, subject: t(locale, 'mail.order.subject', { number: formatOrderNumber(order.id) }), ...mail });
}

/**
 * What the confirmation says of the payment and the goods, one sentence for the order's state when
 * it is placed: a card payment still to make (the items held for the reservation's minutes, the
 * payment confirmed by its own mail), a bank transfer to make (the items set aside, dispatched once
 * it arrives), or payment on delivery (the items set aside). The paid state has its own mail
 * (`sendPaymentConfirmation`), a quote request its own (`mailOfferConfirmation`).
 */
function paymentStateLine(locale: Locale, payment: Pick<PaymentRow, 'code' | 'isOnline'>, number: string): string {
  if (payment.isOnline) return t(locale, 'mail.order.state.card', { minutes: STOCK_RESERVATION_MINUTES });
  if (payment.code === 'bank_transfer') return t(locale, 'mail.order.state.transfer', { days: BANK_TRANSFER_DAYS, number });
  return t(locale, 'mail.order.state.on_delivery');
}

/** The home delivery as the confirmation states it: the floor and lift, assembly, and the booked slot or a call to agree one. */
function homeDeliveryLine(locale: Locale, home: HomeDelivery): string {
  const floor =
    home.floor === 0
      ? t(locale, 'mail.order.ground_floor')
      : t(locale, home.has_lift ? 'mail.order.floor_lift' : 'mail.order.floor_stairs', { floor: home.floor });
  const slot = home.slot
    ? t(locale, 'mail.order.slot', {
        date: new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${home.slot.date}T00:00:00Z`)),
        from: DELIVERY_PERIOD_HOURS[home.slot.period].from,
        to: DELIVERY_PERIOD_HOURS[home.slot.period].to,
      })
    : t(locale, 'mail.order.slot_call');
  return [floor, home.assembly ? t(locale, 'mail.order.assembled') : null, slot].filter(Boolean).join(' ');
}

/** The quote request's confirmation: the lines, the total, how long the prices hold, a link to the offer. */
export async function mailOfferConfirmation(
  tx: Db,
  to: Recipient,
  offer: { id: number; hash: string; items: readonly MailItem[]; summary: MailSummary; validUntil: Date },
): Promise<void> {
  const { locale, currency } = to;
  const mail = renderMail({
    locale,
    name: to.name,
    paragraphs: [t(locale, 'mail.offer.body')],
    rows: summaryMailRows(locale, currency, offer.items, [[t(locale, 'mail.order.total'), offer.summary.total_amount_gross]]),
    after: [t(locale, 'mail.offer.valid', { date: offer.validUntil.toISOString().slice(0, 10) })],
    action: { label: t(locale, 'mail.offer.view'), url: shopPage(to.resultUrl, `/${locale}/checkout/offer/${offer.hash}`) },
  });
  await sendMail(tx, { kind: 'offer', to: to.email, subject: t(locale, 'mail.offer.subject', { number: offerNumber(offer.id) }), ...mail });
}

/**
 * The payment confirmation: once a card payment is approved, the customer gets an e-mail in the
 * order's language with what was paid for, the amount (gross, in the order's currency, with its
 * net and VAT parts) and the transaction. Called in the transaction that records the approval,
 * which happens once per order, so a repeated gateway callback or return sends nothing more.
 */
export async function sendPaymentConfirmation(tx: Db, order: OrderRow, transactionId: string): Promise<void> {
  const email = order.customerData.email;
  if (!email) return;
  const locale = order.locale as Locale;
  const currency = order.currency as CurrencyCode;
  const items = await orderItemsOf(tx, order.id);
  const number = formatOrderNumber(order.id);
  const mail = renderMail({
    locale,
    name: order.customerData.invoice_data?.name ?? email,
    paragraphs: [t(locale, 'mail.payment.body', { number })],
    rows: [
      ...summaryMailRows(locale, currency, items, [
        ...(order.deliveryGross > 0 ? [[t(locale, 'mail.payment.delivery'), order.deliveryGross] as [string, number]] : []),
        [t(locale, 'mail.payment.net'), order.totalNet],
        [t(locale, 'mail.payment.vat', { rate: Math.round(VAT_RATE * 100) }), roundMoney(order.totalGross - order.totalNet, currency)],
      ]),
      [t(locale, 'mail.payment.total'), formatMoney(order.totalGross, currency)],
      [t(locale, 'mail.payment.transaction'), transactionId],
    ],
    after: [t(locale, 'mail.payment.next')],
    action: { label: t(locale, 'mail.order.view'), url: shopPage(order.transactionResultUrl, `/${locale}/orders/${order.hash}`) },
  });
  await sendMail(tx, { kind: 'payment', to: email, subject: t(locale, 'mail.payment.subject', { number }), ...mail });
}
