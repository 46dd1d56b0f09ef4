/**
 * The package's shared business rules and constants (requirements §5, §9), imported in this one place so
 * the server computes prices, tiers and limits exactly as the client shows them.
 */
import type { CurrencyCode } from 'otthon/core';

export {
  BOT_TOKEN_SECONDS,
  CURRENCIES,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  DEFAULT_PAGE_SIZE,
  FREE_SHIPPING_THRESHOLD_HUF,
  STOCK_RESERVATION_MINUTES,
  VAT_RATE,
  type CurrencyCode,
  type DeliveryMethodCode,
  type Locale,
  type PromisingMethod,
  formatMoney,
  guaranteeYears,
  isCurrencyCode,
  netFromGross,
  roundMoney,
  isAllowedReturnUrl,
  DELIVERY_LEAD_TIMES,
  isPostcode,
  nearestPoints,
  PICKUP_SEARCH_LIMIT,
  type GeoPoint,
  productParcel,
  type Parcel,
  productDeliveryWindow,
  restockDateAt,
  deliveryWindowBy,
  distinctRails,
  HOME_RAILS,
  HOME_RECENT_POSTS,
  homeRailCandidates,
} from 'otthon/core';

/** Forints per unit of each currency (HUF is 1), as the currencies table holds them. */
export type Rates = Record<CurrencyCode, number>;
