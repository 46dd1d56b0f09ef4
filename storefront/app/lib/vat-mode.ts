import type { VatMode } from 'otthon';

/**
 * The VAT mode of a first-time visitor: gross. The shop sells to consumers, who must be shown gross
 * prices in forints (Hungarian consumer protection law, Fgytv. 14 §), and its texts say prices
 * include VAT. Net stays a shopper's choice (useful for companies), kept in the `vat_mode` cookie.
 */
export const SHOP_VAT_MODE: VatMode = 'gross';
