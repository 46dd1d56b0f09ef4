/**
 * `otthon`: the /api client, domain rules (money, VAT mode, price tiers, product paths, constants),
 * the bilingual route table and messages, and the SWR hooks. Components live in `otthon/components`.
 */
export { categoryBreadcrumbs, categoryChain, categorySlugChain, findCategoryBySlugs, indexCategories, withCategorySlugs } from './domain/categories.js';
export { BOT_CHALLENGE_RESET_SECONDS, CRAWLER_USER_AGENT, CURRENCIES, CURRENCY_COOKIE, CURRENCY_DECIMALS, CURRENCY_SYMBOLS, DEFAULT_CURRENCY, DEFAULT_LOCALE, DEFAULT_PAGE_SIZE, DEFAULT_VAT_MODE, DESKTOP_SCROLL_THRESHOLD, FILTERS, FREE_SHIPPING_THRESHOLD_HUF, IMAGE_DEFAULTS, LINK_TYPES, LOCALE_COOKIE, LOCALE_TAGS, LOCALES, MAX_ROUTE_PRELOADS, MINIMUM_AMOUNT, OVERLAY_MAX_TRIES, OVERLAY_POLL_MS, RELOAD_GUARD_MS, RETURN_DAYS, SHOWROOM_HOURS, SHOWROOM_TIME_ZONE, SORT_OPTIONS, STOCK_RESERVATION_MINUTES, TRACKED_CURRENCY, TRACKED_UNIT, UI_BREAKPOINTS, VAT_MODE_COOKIE, VAT_MODES, VAT_RATE, WARRANTY_YEARS } from './domain/constants.js';
export { currencyFromCookie, localeFromCookie, readCookies, serializeCurrencyCookie, serializeLocaleCookie, serializeVatModeCookie, vatModeFromCookie, XSRF_COOKIE_NAME, xsrfTokenFromCookie } from './domain/cookies.js';
export { isCrawler } from './domain/crawler.js';
export { hashIdentifier } from './domain/hashing.js';
export { isLocale, localeTag } from './domain/locale.js';
export { deriveMenu, isExternalLink } from './domain/menu.js';
export { convertFromHuf, formatMoney, isCurrencyCode, minimumAmount, roundMoney } from './domain/money.js';
export { findPriceTier, nextTier, sortTiers, tiersForCurrency, tierUnitPrice } from './domain/price-tiers.js';
export { productIdFromSlug, productSlugPath, productSlugSegments } from './domain/product-path.js';
export { isOpenAt, openingHourRanges, openingHoursFor, openingHoursSpecification, showroomStatus, weekdayRows } from './domain/showroom.js';
export { grossFromNet, isVatMode, netFromGross, pickAmount, pickPrice } from './domain/vat.js';
export { menuItemHref, resolveMenuLink } from './i18n/menu-links.js';
export { loadedMessages, loadMessages } from './i18n/load-messages.js';
export { isMessageKey, messages } from './i18n/messages.js';
export { alternatePath, buildPath, localeFromPath, matchPath, pathPrefix, routerPattern, routeTable } from './i18n/routes.js';
export { createTranslator } from './i18n/translate.js';
export { ApiError, isApiError } from './api/api-error.js';
export { createApiClient, toQueryString, unwrap } from './api/client.js';
export { createShopApi } from './api/shop-api.js';
export { BOT_CHALLENGE_LOAD_ERROR, checkoutResultState, createDataLayerSink, createLocalBotChallengeProvider, serializeShopKey, shopKey, ShopProvider, useAccount, useAccountOrders, useAnalytics, useAuth, useBlogPost, useBlogPosts, useBotChallenge, useBrands, useCart, useCartPanel, useCategories, useCategory, useCheckout, useCheckoutResult, useCities, useCountries, useCurrencies, useCurrency, useDataSheet, useFavourites, useHome, useInit, useMoney, useOffer, useOrder, usePage, usePriceTier, useProduct, useProducts, useSearchSuggestions, useShop, useShowroom, useSubmit, useVatMode } from './hooks/index.js';
export type { CategoryBreadcrumb, CategoryLike, CategorySource } from './domain/categories.js';
export type { CurrencyCode, FilterName, ImageBreakpoint, LinkType, Locale, SortOption, VatMode } from './domain/constants.js';
export type { CookieSource, PreferenceCookieOptions } from './domain/cookies.js';
export type { DerivedMenuItem, MenuItemLike, MenuLinkLike } from './domain/menu.js';
export type { FormatMoneyOptions, HufRates } from './domain/money.js';
export type { NextTier, NextTierOptions, PriceTierLike, TieredProductLike } from './domain/price-tiers.js';
export type { ProductPathLike } from './domain/product-path.js';
export type { DayHours, IsoWeekday, ShowroomStatus, WeekdayRange, WeekdayRow, WeeklyHours } from './domain/showroom.js';
export type { PriceLike } from './domain/vat.js';
export type { ResolvedMenuLink, ResolveMenuLinkOptions } from './i18n/menu-links.js';
export type { CompiledCatalogue, CompiledMessage, MessageCatalogue, MessageKey } from './i18n/messages.js';
export type { AlternateSlugs, MatchedParams, RouteDefinition, RouteMatch, RouteName, RouteParamName, RouteParams, RouteSpec } from './i18n/routes.js';
export type { MessageOverrides, MessageValues, RichMessageValues, Translator } from './i18n/translate.js';
export type { ApiErrorKind, FieldErrors } from './api/api-error.js';
export type { ApiClient, ApiClientOptions, Query, QueryValue, RequestOptions } from './api/client.js';
export type { ShopApi } from './api/shop-api.js';
export type { ActionResult, Analytics, AnalyticsConsent, AnalyticsEcommerce, AnalyticsEvent, AnalyticsEventName, AnalyticsItem, AnalyticsSink, AnalyticsUserData, AuthState, BotChallengeProvider, BotChallengeState, BotChallengeStatus, CartNotice, CartPanel, CartState, CheckoutResult, CheckoutResultOptions, CheckoutResultState, CheckoutState, CheckoutStatus, CouponResult, CurrencyState, CustomerResult, FavouritesState, LineStatus, Money, PayAgainResult, PlaceOfferResult, PlaceOrderInput, PlaceOrderResult, PriceTierRow, PriceTierState, RegisterInput, SearchSuggestionsOptions, ShopContextValue, ShopKey, ShopKeyName, ShopProviderProps, ShopQuery, ShopQueryOptions, SubmitResult, SubmitState, SubmitStatus, TieredProduct, TrackedProduct, TrackEvent, VatModeState } from './hooks/index.js';
