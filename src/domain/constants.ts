/**
 * Every business constant of the specification (plus the few route, cart and checkout rules that are numbers),
 * in one module. Pure data: no imports, so the contract, the server and the client share it.
 */

/** Site languages; `hu` is the default. */
export const LOCALES = ['hu', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'hu';
/** BCP 47 tags used for `Intl` (en is en-US, hu is hu-HU). */
export const LOCALE_TAGS: Record<Locale, string> = { hu: 'hu-HU', en: 'en-US' };
/** The locale cookie lasts 365 days; cookies default to path `/`. */
export const LOCALE_COOKIE = { name: 'locale', maxAgeDays: 365, path: '/' } as const;

/** Supported currencies; a currency's id is its ISO code. HUF is the default. */
export const CURRENCIES = ['HUF', 'EUR', 'USD'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = 'HUF';
export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = { HUF: 'Ft', EUR: '€', USD: '$' };
/** EUR and USD show 2 decimals, HUF none. */
export const CURRENCY_DECIMALS: Record<CurrencyCode, number> = { HUF: 0, EUR: 2, USD: 2 };
/** The selected currency is kept in this cookie. */
export const CURRENCY_COOKIE = { name: 'currency_id', maxAgeDays: 365, path: '/' } as const;
/** Minimum amount helper: 1000 for HUF, 10 for EUR and USD. */
export const MINIMUM_AMOUNT: Record<CurrencyCode, number> = { HUF: 1000, EUR: 10, USD: 10 };

/** Price display mode; the application state defaults to net. */
export const VAT_MODES = ['net', 'gross'] as const;
export type VatMode = (typeof VAT_MODES)[number];
export const DEFAULT_VAT_MODE: VatMode = 'net';
export const VAT_MODE_COOKIE = { name: 'vat_mode', maxAgeDays: 365, path: '/' } as const;
/** Hungarian standard VAT rate (gross = net × 1.27). */
export const VAT_RATE = 0.27;

/** Analytics always track HUF, and the unit is the piece. */
export const TRACKED_CURRENCY: CurrencyCode = 'HUF';
export const TRACKED_UNIT = 'db';

/** Free shipping from 159,900 Ft. */
export const FREE_SHIPPING_THRESHOLD_HUF = 159_900;
/** Stock is reserved for 10 minutes; returns within 14 days; 2-year warranty. */
export const STOCK_RESERVATION_MINUTES = 10;
/** Working days after the order's day a bank transfer has to arrive; until then the order keeps its items. */
export const BANK_TRANSFER_DAYS = 5;
export const RETURN_DAYS = 14;
export const WARRANTY_YEARS = 2;
/**
 * The European Commission's page on guarantee rights in each EU country, in the shopper's language:
 * where the harmonised legal-guarantee notice's QR code and link lead.
 */
export const EU_GUARANTEE_RIGHTS_URL: Readonly<Record<Locale, string>> = {
  hu: 'https://europa.eu/youreurope/citizens/consumers/shopping/guarantees-returns/index_hu.htm',
  en: 'https://europa.eu/youreurope/citizens/consumers/shopping/guarantees-returns/index_en.htm',
};

/** The outside card-payment providers the shop can hand a payment to. */
export const PAYMENT_PROVIDERS = ['simplepay', 'barion'] as const;

/** Sort options of product lists. */
export const SORT_OPTIONS = ['default', 'price_asc', 'price_desc', 'name', 'popularity'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
/** Product list filters. */
export const FILTERS = ['price', 'in_stock', 'category', 'colour'] as const;
export type FilterName = (typeof FILTERS)[number];
export const DEFAULT_PAGE_SIZE = 24;

/** Menu link types; a static link starting with http is external. */
export const LINK_TYPES = ['content', 'category', 'static'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/**
 * Showroom opening hours, ISO weekday (1 = Monday … 7 = Sunday) → [open, close], `null` when
 * closed.
 */
export const SHOWROOM_HOURS: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, readonly [string, string] | null>> = {
  1: ['09:00', '17:00'],
  2: ['09:00', '17:00'],
  3: ['10:00', '18:00'],
  4: ['10:00', '18:00'],
  5: ['10:00', '17:00'],
  6: ['10:00', '16:00'],
  7: null,
};
/** The showroom is in Hungary: its hours are Budapest wall-clock times, whatever the visitor's zone. */
export const SHOWROOM_TIME_ZONE = 'Europe/Budapest';

/** Bot-challenge token resets automatically after 295 seconds. */
export const BOT_CHALLENGE_RESET_SECONDS = 295;
/** A bot-challenge token is good for 300 seconds, once: a little longer than the widget keeps it. */
export const BOT_TOKEN_SECONDS = 300;
/** Page reload guard in session storage expires after 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;
/** At most 4 route preloads at a time. */
export const MAX_ROUTE_PRELOADS = 4;
/** Marketing overlay readiness: poll every 250 ms, up to 50 times. */
export const OVERLAY_POLL_MS = 250;
export const OVERLAY_MAX_TRIES = 50;

/** Image defaults: densities, format, quality and breakpoints. */
export const IMAGE_DEFAULTS = {
  densities: [1, 2],
  format: 'webp',
  quality: 80,
  breakpoints: { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 },
} as const;
export type ImageBreakpoint = keyof typeof IMAGE_DEFAULTS.breakpoints;

/** UI breakpoints; the Tailwind preset's screens. */
export const UI_BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
/** Desktop scroll threshold. */
export const DESKTOP_SCROLL_THRESHOLD = 960;

/** Crawler-like user agents never get the error page. */
export const CRAWLER_USER_AGENT = /bot|lighthouse|facebookexternalhit|google/i;
