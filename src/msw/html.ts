/**
 * The mock's own page beside the contract's (`api-pages.ts`): an outside card provider's test
 * payment page, which stands for the provider's site.
 */
import type { Locale } from '../domain/constants.js';
import type { PaymentMethodProvider } from '../contract/cart.js';
import { apiMessage } from '../contract/messages.js';
import { apiPageHtml, escapeHtml } from '../contract/api-pages.js';
import { PROVIDER_NAMES, PROVIDER_OUTCOMES } from './card-providers.js';
import { message } from './messages.js';

/**
 * An outside provider's test payment page: its name in the title, its own outcomes as buttons
 * posting `outcome` back to the same address (`PROVIDER_OUTCOMES`).
 */
export function providerPage(locale: Locale, provider: PaymentMethodProvider, action: string, known: boolean): string {
  const name = PROVIDER_NAMES[provider];
  const title = message(locale, 'providerPageTitle', { provider: name });
  if (!known) return apiPageHtml(locale, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(apiMessage(locale, 'payment.attempt_not_found'))}</p>`);
  const buttons = Object.keys(PROVIDER_OUTCOMES[provider])
    .map((outcome) => `<button type="submit" name="outcome" value="${escapeHtml(outcome)}">${escapeHtml(outcome)}</button>`)
    .join('');
  return apiPageHtml(
    locale,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message(locale, 'providerPageLead', { provider: name }))}</p><form method="post" action="${escapeHtml(action)}">${buttons}</form>`,
  );
}
