/**
 * What the mails about an order or a quote request say, written once for the reference server and
 * the mock shop: the confirmation when one is placed and the card payment's confirmation. Each
 * shop hands over what it knows in the mail's language; `renderMail` makes the text and HTML.
 */
import { BANK_TRANSFER_DAYS, type CurrencyCode, type Locale, RETURN_DAYS, STOCK_RESERVATION_MINUTES, VAT_RATE, WARRANTY_YEARS } from '../domain/constants.js';
import { DELIVERY_PERIOD_HOURS } from '../domain/home-delivery.js';
import { localeTag } from '../domain/locale.js';
import { formatMoney, roundMoney } from '../domain/money.js';
import type { HomeDelivery } from './cart.js';
import type { OrderItem } from './checkout.js';
import type { MailContent } from './mail.js';
import { apiMessage } from './messages.js';
import type { PickupPoint } from './pickup-points.js';

/** A mail with its subject, before it is rendered. */
export type SubjectMail = { subject: string } & MailContent;

/** A line of a mail's summary: what was ordered (in the mail's language), how many, and its gross total. */
export interface MailItem {
  name: string;
  quantity: number;
  totalGross: number;
}

/** An order's or quote request's lines (as its view gives them, in its language) as its mails list them. */
export function mailItems(items: readonly Pick<OrderItem, 'name' | 'quantity' | 'total_gross'>[]): MailItem[] {
  return items.map((item) => ({ name: item.name, quantity: item.quantity, totalGross: item.total_gross }));
}

/** Whom a mail goes to and in which language and currency. */
export interface MailRecipient {
  name: string;
  locale: Locale;
  currency: CurrencyCode;
}

/** A quote request's number as the customer sees it: `AJ-000045` (orders have `formatOrderNumber`). */
export function offerNumber(id: number): string {
  return `AJ-${String(id).padStart(6, '0')}`;
}

/** A page of the shop the order came from (`/{locale}/orders/{hash}`, `/{locale}/checkout/offer/{hash}`), on the origin of its return address. */
export function shopPageUrl(returnUrl: string, path: string): string {
  return new URL(path, new URL(returnUrl).origin).href;
}

function summaryRows({ locale, currency }: MailRecipient, items: readonly MailItem[], extra: readonly (readonly [string, number])[]): [string, string][] {
  return [
    ...items.map((item): [string, string] => [
      `${item.name} × ${apiMessage(locale, 'mail.quantity', { quantity: item.quantity })}`,
      formatMoney(item.totalGross, currency),
    ]),
    ...extra.map(([label, amount]): [string, string] => [label, formatMoney(amount, currency)]),
  ];
}

/** What the order confirmation tells. */
export interface OrderMailInput {
  /** The order's number (`formatOrderNumber`). */
  number: string;
  items: readonly MailItem[];
  summary: { cart_discount_gross: number; delivery_price_gross: number; total_amount_gross: number };
  /** The delivery method's name. */
  delivery: string;
  /** The locker or pick-up point it goes to, for a method with points. */
  pickupPoint: PickupPoint | null;
  /** The home delivery's floor, assembly and slot with their prices. */
  homeDelivery: HomeDelivery | null;
  payment: { title: string; code: string; is_online: boolean };
  /** The order's page in the shop. */
  orderUrl: string;
}

/**
 * What the confirmation says of the payment and the goods, one sentence for the order's state when
 * it is placed: a card payment still to make (the items held for the reservation's minutes), a
 * bank transfer to make (the items set aside, dispatched once it arrives), or payment on delivery.
 */
function paymentStateLine(locale: Locale, payment: OrderMailInput['payment'], number: string): string {
  if (payment.is_online) return apiMessage(locale, 'mail.order.state.card', { minutes: STOCK_RESERVATION_MINUTES });
  if (payment.code === 'bank_transfer') return apiMessage(locale, 'mail.order.state.transfer', { days: BANK_TRANSFER_DAYS, number });
  return apiMessage(locale, 'mail.order.state.on_delivery');
}

/** The home delivery as the confirmation states it: the floor and lift, assembly, and the booked slot or a call to agree one. */
function homeDeliveryLine(locale: Locale, home: HomeDelivery): string {
  const floor =
    home.floor === 0
      ? apiMessage(locale, 'mail.order.ground_floor')
      : apiMessage(locale, home.has_lift ? 'mail.order.floor_lift' : 'mail.order.floor_stairs', { floor: home.floor });
  const slot = home.slot
    ? apiMessage(locale, 'mail.order.slot', {
        date: new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${home.slot.date}T00:00:00Z`)),
        from: DELIVERY_PERIOD_HOURS[home.slot.period].from,
        to: DELIVERY_PERIOD_HOURS[home.slot.period].to,
      })
    : apiMessage(locale, 'mail.order.slot_call');
  return [floor, home.assembly ? apiMessage(locale, 'mail.order.assembled') : null, slot].filter(Boolean).join(' ');
}

/**
 * The order confirmation: the lines, discount, delivery and its services, the total, how it is
 * paid and what that means for the goods now, the return and warranty terms, and a link to the order.
 */
export function orderConfirmationMail(to: MailRecipient, order: OrderMailInput): SubjectMail {
  const { locale } = to;
  const { summary, pickupPoint: point, homeDelivery: home } = order;
  const say = (key: Parameters<typeof apiMessage>[1], values?: Record<string, string | number>) => apiMessage(locale, key, values);
  const charges: [string, number][] = home
    ? (
        [
          [say('mail.order.carry_in', { floor: home.floor }), home.carry_in_gross],
          [say('mail.order.assembly'), home.assembly_gross],
          [say('mail.order.slot_fee'), home.slot_gross],
        ] satisfies [string, number][]
      ).filter(([, amount]) => amount > 0)
    : [];
  return {
    subject: say('mail.order.subject', { number: order.number }),
    locale,
    name: to.name,
    paragraphs: [say('mail.order.body')],
    rows: summaryRows(to, order.items, [
      ...(summary.cart_discount_gross ? [[say('mail.order.discount'), -summary.cart_discount_gross] as const] : []),
      [`${say('mail.order.delivery')} (${order.delivery})`, summary.delivery_price_gross],
      ...charges,
      [say('mail.order.total'), summary.total_amount_gross],
    ]),
    after: [
      ...(point ? [say('mail.order.pickup_point', { point: `${point.name}, ${point.zipcode} ${point.city}, ${point.address}` })] : []),
      ...(home ? [homeDeliveryLine(locale, home)] : []),
      `${say('mail.order.payment')}: ${order.payment.title}`,
      paymentStateLine(locale, order.payment, order.number),
      say('mail.order.terms', { days: RETURN_DAYS, years: WARRANTY_YEARS }),
    ],
    action: { label: say('mail.order.view'), url: order.orderUrl },
  };
}

/** The quote request's confirmation: the lines, the total, how long the prices hold, a link to the request. */
export function offerConfirmationMail(
  to: MailRecipient,
  offer: { number: string; items: readonly MailItem[]; totalGross: number; validUntil: Date; offerUrl: string },
): SubjectMail {
  const { locale } = to;
  return {
    subject: apiMessage(locale, 'mail.offer.subject', { number: offer.number }),
    locale,
    name: to.name,
    paragraphs: [apiMessage(locale, 'mail.offer.body')],
    rows: summaryRows(to, offer.items, [[apiMessage(locale, 'mail.order.total'), offer.totalGross]]),
    after: [apiMessage(locale, 'mail.offer.valid', { date: offer.validUntil.toISOString().slice(0, 10) })],
    action: { label: apiMessage(locale, 'mail.offer.view'), url: offer.offerUrl },
  };
}

/**
 * The card payment's confirmation, once it is approved: what was paid for, the amount (gross, in
 * the order's currency, with its net and VAT parts), the transaction, and a link to the order.
 */
export function paymentConfirmationMail(
  to: MailRecipient,
  order: { number: string; items: readonly MailItem[]; deliveryGross: number; totalNet: number; totalGross: number; transactionId: string; orderUrl: string },
): SubjectMail {
  const { locale, currency } = to;
  const say = (key: Parameters<typeof apiMessage>[1], values?: Record<string, string | number>) => apiMessage(locale, key, values);
  return {
    subject: say('mail.payment.subject', { number: order.number }),
    locale,
    name: to.name,
    paragraphs: [say('mail.payment.body', { number: order.number })],
    rows: [
      ...summaryRows(to, order.items, [
        ...(order.deliveryGross > 0 ? [[say('mail.payment.delivery'), order.deliveryGross] as const] : []),
        [say('mail.payment.net'), order.totalNet],
        [say('mail.payment.vat', { rate: Math.round(VAT_RATE * 100) }), roundMoney(order.totalGross - order.totalNet, currency)],
      ]),
      [say('mail.payment.total'), formatMoney(order.totalGross, currency)],
      [say('mail.payment.transaction'), order.transactionId],
    ],
    after: [say('mail.payment.next')],
    action: { label: say('mail.order.view'), url: order.orderUrl },
  };
}
