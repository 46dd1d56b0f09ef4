/**
 * The texts the mock API answers with, in the `Locale` of the request (the contract: "Messages
 * follow Locale"). The contract's own messages are quoted word for word in English. The
 * Hungarian texts address the shopper formally ("Ön"), as the package's messages do. A text the
 * reference server answers too is the contract's own (`API_MESSAGES`), so it is worded once.
 */
import type { Locale } from '../domain/constants.js';
import { API_MESSAGES, fillPlaceholders } from '../contract/messages.js';

const MESSAGES = {
  notFound: API_MESSAGES['request.not_found'],
  csrfMismatch: API_MESSAGES['request.csrf_mismatch'],
  unauthenticated: API_MESSAGES['request.unauthenticated'],
  tooManyRequests: { en: 'Too Many Attempts.', hu: 'Túl sok kérés.' },
  forbidden: { en: 'This action is unauthorized.', hu: 'Ehhez nincs jogosultsága.' },
  conflict: { en: 'The request conflicts with the current state.', hu: 'A kérés ütközik a jelenlegi állapottal.' },
  invalidData: { en: 'The given data was invalid.', hu: 'A megadott adatok érvénytelenek.' },
  badRequest: { en: 'Bad request.', hu: 'Hibás kérés.' },
  providerPageTitle: { en: '{provider} (test payment page)', hu: '{provider} (teszt fizetőoldal)' },
  providerPageLead: {
    en: 'The test shop plays {provider}’s payment page here: no card is charged. Choose how the payment ends; the buttons carry {provider}’s own names for the outcomes.',
    hu: 'A tesztbolt itt a {provider} fizetőoldalát játssza: kártyaterhelés nem történik. Válassza ki a fizetés kimenetelét; a gombokon a {provider} saját elnevezései állnak.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** A message in `locale` with its `{placeholders}` filled in. */
export function message(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(MESSAGES[key][locale], values);
}
