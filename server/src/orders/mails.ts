/**
 * The mails about an order or a quote request: the confirmations sent when one is placed and the
 * payment confirmation. What they say is the contract's (`orderConfirmationMail`,
 * `offerConfirmationMail`, `paymentConfirmationMail` of `otthon/contract`, the mock shop's too);
 * each is written to the outbox in the caller's transaction, so it is sent only if what it
 * confirms is committed.
 */
import {
  type HomeDelivery,
  type MailItem as ContractMailItem,
  offerConfirmationMail,
  offerNumber,
  orderConfirmationMail,
  type OrderMailInput,
  paymentConfirmationMail,
  type PickupPoint,
  renderMail,
  shopPageUrl,
  type SubjectMail,
} from 'otthon/contract';
import { formatOrderNumber } from 'otthon/core';
import type { Db } from '../db/client.js';
import type { Localized } from '../db/schema.js';
import type { CurrencyCode, Locale } from '../domain.js';
import { orderItemsOf, type OrderRow } from './queries.js';
import { sendMail } from '../mail/send.js';
import type { DeliveryRow, PaymentRow } from '../shared/reference-queries.js';

/** A line of a mail's summary as stored: what was ordered in each language, how many, and its gross total. */
export interface MailItem {
  name: Localized;
  quantity: number;
  totalGross: number;
}

/** The totals a confirmation shows, in the order's currency. */
type MailSummary = OrderMailInput['summary'];

/** Who the mail goes to and in which language and currency; `resultUrl` names the shop it came from. */
export interface Recipient {
  email: string;
  name: string;
  locale: Locale;
  currency: CurrencyCode;
  resultUrl: string;
}

const inLanguage = (items: readonly MailItem[], locale: Locale): ContractMailItem[] =>
  items.map((item) => ({ name: item.name[locale], quantity: item.quantity, totalGross: item.totalGross }));

/** Renders a mail into the outbox of the caller's transaction. */
const send = (tx: Db, kind: string, to: string, { subject, ...content }: SubjectMail) => sendMail(tx, { kind, to, subject, ...renderMail(content) });

/** The order confirmation (`orderConfirmationMail`). */
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
  const { locale } = to;
  const mail = orderConfirmationMail(to, {
    number: formatOrderNumber(order.id),
    items: inLanguage(order.items, locale),
    summary: order.summary,
    delivery: order.delivery.title[locale],
    pickupPoint: order.pickupPoint,
    homeDelivery: order.homeDelivery,
    payment: { title: order.payment.title[locale], code: order.payment.code, is_online: order.payment.isOnline },
    orderUrl: shopPageUrl(to.resultUrl, `/${locale}/orders/${order.hash}`),
  });
  await send(tx, 'order', to.email, mail);
}

/** The quote request's confirmation (`offerConfirmationMail`). */
export async function mailOfferConfirmation(
  tx: Db,
  to: Recipient,
  offer: { id: number; hash: string; items: readonly MailItem[]; summary: MailSummary; validUntil: Date },
): Promise<void> {
  const mail = offerConfirmationMail(to, {
    number: offerNumber(offer.id),
    items: inLanguage(offer.items, to.locale),
    totalGross: offer.summary.total_amount_gross,
    validUntil: offer.validUntil,
    offerUrl: shopPageUrl(to.resultUrl, `/${to.locale}/checkout/offer/${offer.hash}`),
  });
  await send(tx, 'offer', to.email, mail);
}

/**
 * The payment confirmation (`paymentConfirmationMail`), in the order's language. Called in the
 * transaction that records the approval, which happens once per order, so a repeated gateway
 * callback or return sends nothing more.
 */
export async function sendPaymentConfirmation(tx: Db, order: OrderRow, transactionId: string): Promise<void> {
  const email = order.customerData.email;
  if (!email) return;
  const locale = order.locale as Locale;
  const mail = paymentConfirmationMail(
    { name: order.customerData.invoice_data?.name ?? email, locale, currency: order.currency as CurrencyCode },
    {
      number: formatOrderNumber(order.id),
      items: inLanguage(await orderItemsOf(tx, order.id), locale),
      deliveryGross: order.deliveryGross,
      totalNet: order.totalNet,
      totalGross: order.totalGross,
      transactionId,
      orderUrl: shopPageUrl(order.transactionResultUrl, `/${locale}/orders/${order.hash}`),
    },
  );
  await send(tx, 'payment', email, mail);
}
