import type { CurrencyCode, VatMode } from '../domain/constants.js';
import { serializeCurrencyCookie, serializeVatModeCookie } from '../domain/cookies.js';
import { isCurrencyCode } from '../domain/money.js';
import { isVatMode } from '../domain/vat.js';
import type { ShopRuntime } from './shop-context.js';

export interface PreferenceSetters {
  /** Switches the currency and keeps it in the `currency_id` cookie. */
  setCurrency(currency: CurrencyCode): void;
  /** Switches between net and gross prices and keeps the choice in the `vat_mode` cookie. */
  setVatMode(mode: VatMode): void;
}

function writeCookie(cookie: string) {
  if (typeof document !== 'undefined') document.cookie = cookie;
}

const secure = () => typeof location !== 'undefined' && location.protocol === 'https:';

/**
 * The provider's currency and VAT-mode switches, one pair per provider. They live with the hooks
 * that hand them out (`useShop`, `useCurrency`, `useVatMode`), not in the provider, so a page
 * without a switch does not load the cookie writers.
 */
export function preferencesOf(shop: ShopRuntime): PreferenceSetters {
  return shop.service('preferences', () => ({
    setCurrency(next: CurrencyCode) {
      if (!isCurrencyCode(next)) throw new TypeError(`setCurrency: unknown currency "${String(next)}".`);
      writeCookie(serializeCurrencyCookie(next, { secure: secure() }));
      shop.setCurrencyState(next);
    },
    setVatMode(next: VatMode) {
      if (!isVatMode(next)) throw new TypeError(`setVatMode: unknown VAT mode "${String(next)}"; use net or gross.`);
      writeCookie(serializeVatModeCookie(next, { secure: secure() }));
      shop.setVatModeState(next);
    },
    // The shopper's choices outlive a logout.
    reset() {},
  }));
}
