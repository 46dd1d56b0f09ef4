/**
 * The texts the mock API answers with, in the `Locale` of the request (the contract: "Messages
 * follow Locale"). The contract's own messages are quoted word for word in English. The
 * Hungarian texts address the shopper formally ("Ön"), as the package's messages do. A text the
 * reference server answers too is the contract's own (`API_MESSAGES`), so it is worded once.
 */
import type { Locale } from '../domain/constants.js';
import { API_MESSAGES } from '../contract/messages.js';

const MESSAGES = {
  categoryNotFound: { en: 'The category was not found.', hu: 'A kategória nem található.' },
  pageNotFound: { en: 'The page was not found.', hu: 'Az oldal nem található.' },
  postNotFound: { en: 'The article was not found.', hu: 'A cikk nem található.' },
  offerNotFound: { en: 'The quote request was not found.', hu: 'Az ajánlatkérés nem található.' },
  notFound: API_MESSAGES['request.not_found'],
  couponMinimumMissing: API_MESSAGES['coupon.minimum_missing'],
  paymentUnknown: API_MESSAGES['cart.payment_unknown'],
  paymentNotAllowed: API_MESSAGES['cart.payment_not_allowed'],
  csrfMismatch: API_MESSAGES['request.csrf_mismatch'],
  unauthenticated: API_MESSAGES['request.unauthenticated'],
  contactSent: {
    en: 'Thank you for your message. We will reply within one working day.',
    hu: 'Köszönjük üzenetét, egy munkanapon belül válaszolunk.',
  },
  projectContactSent: {
    en: 'Thank you. Our interior designer will contact you soon.',
    hu: 'Köszönjük! Belsőépítészünk hamarosan felveszi Önnel a kapcsolatot.',
  },
  newsletterSubscribed: { en: 'Thank you for subscribing to our newsletter.', hu: 'Köszönjük, hogy feliratkozott hírlevelünkre.' },
  restockSubscribed: {
    en: 'Thank you! We have sent you a confirmation e-mail: open its link to switch the notice on.',
    hu: 'Köszönjük! Elküldtük a megerősítő e-mailt: a benne lévő hivatkozással kapcsolhatja be az értesítést.',
  },
  restockConsent: { en: 'Please agree to be notified by e-mail.', hu: 'Kérjük, járuljon hozzá, hogy e-mailben értesítsük.' },
  restockProductUrl: { en: "The product address must be a page of this shop's own site.", hu: 'A termék címe csak ennek a webáruháznak egy oldala lehet.' },
  restockInStock: { en: 'This product is in stock now; you can order it straight away.', hu: 'Ez a termék most is raktáron van, azonnal megrendelheti.' },
  restockConfirmSubject: { en: 'Confirm your restock notice', hu: 'Erősítse meg az értesítést' },
  restockConfirmed: { en: 'Notice switched on', hu: 'Értesítés bekapcsolva' },
  restockLinkInvalid: {
    en: 'This confirmation link is invalid or can no longer be used.',
    hu: 'Ez a megerősítő hivatkozás érvénytelen vagy már nem használható.',
  },
  botCheckFailed: { en: 'The bot check failed. Please try again.', hu: 'A robotellenőrzés nem sikerült. Kérjük, próbálja újra.' },
  malformedBody: { en: 'The request body could not be read.', hu: 'A kérés törzse nem olvasható.' },
  serverError: { en: 'Server Error', hu: 'Szerverhiba' },
  tooManyRequests: { en: 'Too Many Attempts.', hu: 'Túl sok kérés.' },
  forbidden: { en: 'This action is unauthorized.', hu: 'Ehhez nincs jogosultsága.' },
  conflict: { en: 'The request conflicts with the current state.', hu: 'A kérés ütközik a jelenlegi állapottal.' },
  invalidData: { en: 'The given data was invalid.', hu: 'A megadott adatok érvénytelenek.' },
  badRequest: { en: 'Bad request.', hu: 'Hibás kérés.' },
  mailOrderSubject: { en: 'Your order {hash} has been received', hu: 'Megkaptuk rendelését ({hash})' },
  mailOrderText: { en: 'Thank you for your order. You can follow it here: {link}', hu: 'Köszönjük rendelését! Itt követheti: {link}' },
  mailOfferSubject: { en: 'Your quote request has been received', hu: 'Megkaptuk ajánlatkérését' },
  mailOfferText: { en: 'We will send you our quote soon. Reference: {hash}', hu: 'Hamarosan elküldjük az ajánlatunkat. Azonosító: {hash}' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** A message in `locale` with its `{placeholders}` filled in. */
export function message(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
