/**
 * The package's shared business rules and constants (spec §5, §9), imported in this one place so
 * the server computes prices, tiers and limits exactly as the client shows them.
 */
export {
  BOT_CHALLENGE_RESET_SECONDS,
  CURRENCIES,
  CURRENCY_DECIMALS,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  DEFAULT_PAGE_SIZE,
  FREE_SHIPPING_THRESHOLD_HUF,
  IMAGE_DEFAULTS,
  LOCALES,
  RETURN_DAYS,
  SHOWROOM_HOURS,
  STOCK_RESERVATION_MINUTES,
  VAT_RATE,
  WARRANTY_YEARS,
  type CurrencyCode,
  type Locale,
  formatMoney,
  isCurrencyCode,
  roundMoney,
  findPriceTier,
  amountToReach,
  freeShipping,
  shipsFree,
} from 'otthon/core';
