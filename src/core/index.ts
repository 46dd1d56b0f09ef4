/**
 * `otthon/core`: everything of Otthon that runs without React: the typed /api client, the domain
 * rules (money, VAT mode, price tiers, product paths, constants), the bilingual route table and
 * matcher, the message catalogues and their formatter, the cache keys of the hooks, and the named
 * types of every contract entity. It imports no React, SWR or zod, so servers, workers, scripts and
 * React Server Components use it as they are. `otthon` re-exports all of it next to the hooks.
 */
export { categoryBreadcrumbs, categoryChain, categorySlugChain, findCategoryBySlugs, indexCategories, withCategorySlugs } from '../domain/categories.js';
export {
  BANK_TRANSFER_DAYS,
  BOT_CHALLENGE_RESET_SECONDS,
  BOT_TOKEN_SECONDS,
  CRAWLER_USER_AGENT,
  CURRENCIES,
  CURRENCY_COOKIE,
  CURRENCY_DECIMALS,
  CURRENCY_SYMBOLS,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_VAT_MODE,
  DESKTOP_SCROLL_THRESHOLD,
  EU_GUARANTEE_RIGHTS_URL,
  FILTERS,
  FREE_SHIPPING_THRESHOLD_HUF,
  IMAGE_DEFAULTS,
  LINK_TYPES,
  LOCALE_COOKIE,
  LOCALE_TAGS,
  LOCALES,
  MAX_ROUTE_PRELOADS,
  MINIMUM_AMOUNT,
  OVERLAY_MAX_TRIES,
  OVERLAY_POLL_MS,
  PAYMENT_PROVIDERS,
  RELOAD_GUARD_MS,
  RETURN_DAYS,
  SHOWROOM_HOURS,
  SHOWROOM_TIME_ZONE,
  SORT_OPTIONS,
  STOCK_RESERVATION_MINUTES,
  TRACKED_CURRENCY,
  TRACKED_UNIT,
  UI_BREAKPOINTS,
  VAT_MODE_COOKIE,
  VAT_MODES,
  VAT_RATE,
  WARRANTY_YEARS,
} from '../domain/constants.js';
export {
  currencyFromCookie,
  localeFromCookie,
  readCookies,
  serializeCurrencyCookie,
  serializeLocaleCookie,
  serializeVatModeCookie,
  vatModeFromCookie,
  XSRF_COOKIE_NAME,
  xsrfTokenFromCookie,
} from '../domain/cookies.js';
export { isCrawler } from '../domain/crawler.js';
export { guaranteeYears, mandatoryGuaranteeYears } from '../domain/guarantee.js';
export { distinctRails, HOME_RAIL_SIZE, HOME_RAILS, HOME_RECENT_POSTS, type HomeRail, homeRailCandidates } from '../domain/home-rails.js';
export {
  addDays,
  addWorkingDays,
  civilDateTime,
  DELIVERY_LEAD_TIMES,
  DELIVERY_TIME_ZONE,
  deliveryWindow,
  dispatchDate,
  easterSunday,
  deliveryWindowBy,
  formatCivilDate,
  formatDeliveryWindow,
  isPublicHoliday,
  isWorkingDay,
  latestWindow,
  methodDeliveryWindow,
  methodTakes,
  MOVED_REST_DAYS,
  MOVED_WORKING_DAYS,
  ORDER_CUTOFF_HOUR,
  pendingRestockDate,
  placedOrderWindow,
  productDeliveryWindow,
  publicHolidays,
  quickestWindow,
  restockDateAt,
  workingDayOnOrAfter,
} from '../domain/delivery.js';
export { hashIdentifier } from '../domain/hashing.js';
export {
  CARRIER_LIMITS,
  carriersTaking,
  distanceKm,
  isPostcode,
  methodCarriers,
  methodRefusal,
  nearestPoints,
  parcelFits,
  PICKUP_CARRIERS,
  PICKUP_SEARCH_LIMIT,
  productParcel,
} from '../domain/pickup.js';
export type { CarrierLimit, GeoPoint, OfferingMethod, Parcel, PickupCarrier, PickupPointKind } from '../domain/pickup.js';
export {
  ASSEMBLY_KINDS,
  assemblyPriceHuf,
  BULKY_PIECE_KG,
  carryInHuf,
  DELIVERY_PERIOD_HOURS,
  DELIVERY_PERIODS,
  HOME_SERVICE_PRICES_HUF,
  homeServiceFigures,
  homeServiceHuf,
  MAX_FLOOR,
  NO_HOME_SERVICE,
  offeredSlots,
  offersHomeService,
  sameSlot,
  serviceAmount,
  SLOT_CAPACITY,
  SLOT_DAYS,
  slotDates,
  slotProblem,
} from '../domain/home-delivery.js';
export type {
  AssemblyKind,
  DeliveryPeriod,
  DeliverySlotChoice,
  HomeDeliveryChoice,
  HomeServiceFigures,
  HomeServiceHuf,
  HomeServicePiece,
  NetGrossAmount,
  OfferedSlot,
  SlotProblem,
} from '../domain/home-delivery.js';
export { isLocale, localeTag } from '../domain/locale.js';
export { deriveMenu, isExternalLink } from '../domain/menu.js';
export { convertFromHuf, formatMoney, isCurrencyCode, minimumAmount, roundMoney } from '../domain/money.js';
export { reductionPercent, REFERENCE_PRICE_DAYS, referencePrice } from '../domain/price-history.js';
export { findPriceTier, nextTier, sortTiers, tiersForCurrency, tierUnitPrice } from '../domain/price-tiers.js';
export { productIdFromSlug, productSlugPath, productSlugSegments } from '../domain/product-path.js';
export { amountToReach, freeShipping, productShipping, shipsFree } from '../domain/shipping.js';
export { cartTotals, linePrice } from '../domain/cart-totals.js';
export { isAllowedReturnUrl } from '../domain/return-url.js';
export { canRetryPayment } from '../domain/payment-retry.js';
export { canonicalTaxNumber, checkTaxNumber, isValidTaxNumber, TAX_NUMBER_COUNTY_CODES, taxNumberCheckDigit } from '../domain/tax-number.js';
export { CART_SIMILAR_LIMIT, rankCartSimilar, rankSimilar, SIMILAR_LIMIT } from '../domain/similar.js';
export { isOpenAt, openingHourRanges, openingHoursFor, openingHoursSpecification, showroomStatus, weekdayRows } from '../domain/showroom.js';
export { CARD_SWATCH_LIMIT, cardSwatches, orderVariants } from '../domain/variants.js';
export { grossFromNet, isVatMode, netFromGross, pickAmount, pickPrice } from '../domain/vat.js';
export {
  calendarDate,
  formatOrderNumber,
  formatWithdrawalNumber,
  formatWithdrawalTime,
  isWithdrawalOpen,
  mayNameOrder,
  parseOrderNumber,
  RETURN_COLLECTION_PRICE_HUF,
  returnWay,
  selectWithdrawalLines,
  withdrawableQuantities,
  WITHDRAWAL_DAYS,
  WITHDRAWAL_TIME_ZONE,
  withdrawalClosed,
  withdrawalPeriod,
  withdrawalReturn,
} from '../domain/withdrawal.js';
export { transferDeadline } from '../domain/bank-transfer.js';
export { onlineReservationEnd, reservationEnd, reservationLapsed } from '../domain/reservation.js';
export { menuItemHref, resolveMenuLink } from '../i18n/menu-links.js';
export { createMessageLoader, loadedMessages, loadMessages, MESSAGE_PARTS } from '../i18n/load-messages.js';
export { isMessageKey, messages } from '../i18n/messages.js';
export { alternatePath, buildPath, localeFromPath, matchPath, pathPrefix, routerPattern, routeTable } from '../i18n/routes.js';
export { createTranslator } from '../i18n/translate.js';
export { ApiError, isApiError } from '../api/api-error.js';
export { createApiClient, resolveApiUrl, toQueryString, unwrap } from '../api/client.js';
export { facetsInVatMode, isListingVariant, listingAnswerId, listingQuery, listingSearch, parseListingParams } from '../api/listing-query.js';
export { createShopApi } from '../api/shop-api.js';
export { serializeShopKey, shopKey } from '../api/shop-key.js';
export type { CategoryBreadcrumb, CategoryLike, CategorySource } from '../domain/categories.js';
export type { CurrencyCode, FilterName, ImageBreakpoint, LinkType, Locale, SortOption, VatMode } from '../domain/constants.js';
export type { CookieSource, PreferenceCookieOptions } from '../domain/cookies.js';
export type { CivilDate, DeliveryMethodCode, DeliveryWindow, DeliveryWindowInput, LeadTime, PromisedProduct, PromisingMethod } from '../domain/delivery.js';
export type { DerivedMenuItem, MenuItemLike, MenuLinkLike } from '../domain/menu.js';
export type { FormatMoneyOptions, HufRates } from '../domain/money.js';
export type { PriceChange, ReferencePrice, ReferencePriceOptions } from '../domain/price-history.js';
export type { NextTier, NextTierOptions, PriceTierLike, TieredProductLike } from '../domain/price-tiers.js';
export type { ProductPathLike } from '../domain/product-path.js';
export type { FreeShipping, ProductShipping, ShippingMethod } from '../domain/shipping.js';
export type {
  CartSummaryFigures,
  CartTotalsInput as CartTotalsRuleInput,
  CartTotalsResult,
  CouponOutcome,
  LinePrice,
  LinePricesLike,
  TotalsCoupon,
  TotalsDelivery,
  TotalsLine,
} from '../domain/cart-totals.js';
export type { TaxNumberProblem } from '../domain/tax-number.js';
export type { KindComplements, SimilarCandidate, SimilarOptions, SimilarSubject } from '../domain/similar.js';
export type { DayHours, IsoWeekday, ShowroomStatus, WeekdayRange, WeekdayRow, WeeklyHours } from '../domain/showroom.js';
export type { PriceLike } from '../domain/vat.js';
export type {
  ReturnWay,
  WithdrawalClosed,
  WithdrawalDates,
  WithdrawalLineProblem,
  WithdrawalPeriod,
  WithdrawalPeriodOptions,
  WithdrawalReturn,
  WithdrawalSelection,
} from '../domain/withdrawal.js';
export type { LoadMessagesOptions, MessageLoader, MessageLoaderOptions, MessagePart, MessagePieces } from '../i18n/load-messages.js';
export type { ResolvedMenuLink, ResolveMenuLinkOptions } from '../i18n/menu-links.js';
export type { CompiledCatalogue, CompiledMessage, MessageCatalogue, MessageKey } from '../i18n/messages.js';
export type { AlternateSlugs, MatchedParams, RouteDefinition, RouteMatch, RouteName, RouteParamName, RouteParams, RouteSpec } from '../i18n/routes.js';
export type { MessageOverrides, MessageValues, RichMessageValues, Translator } from '../i18n/translate.js';
export type { ApiErrorKind, FieldErrors } from '../api/api-error.js';
export type { ApiClient, ApiClientOptions, Query, QueryValue, RequestOptions } from '../api/client.js';
export type { ListingFacets, ListingFilters, ListingScope, ListingState } from '../api/listing-query.js';
export type { ShopApi } from '../api/shop-api.js';
export type { ShopKey, ShopKeyName } from '../api/shop-key.js';
export type { Alternates, ApiErrorBody, Image, MessageResponse, Paginated, PaginationMeta } from '../contract/common.js';
export type {
  Brand,
  Category,
  CategoryDetail,
  Colour,
  CurrencyPrices,
  DataSheet,
  DataSheetRow,
  Dimensions,
  Facets,
  PriceTier,
  Product,
  ProductCategory,
  ProductDetail,
  ProductLink,
  ProductList,
  ProductListQuery,
  RestockSubscribeBody,
  SearchSuggestions,
  VariantSwatch,
} from '../contract/catalog.js';
export type {
  AddCartProductBody,
  Cart,
  CartProduct,
  CartSummary,
  Coupon,
  CouponBody,
  CustomerBody,
  CustomerData,
  DeliveryData,
  DeliveryMethod,
  DeliveryMethodBody,
  DeliverySlot,
  DeliverySlotList,
  HomeDelivery,
  HomeDeliveryBody,
  InvoiceData,
  LineNotice,
  MethodBody,
  PaymentMethod,
  PaymentMethodProvider,
  SetCartProductBody,
} from '../contract/cart.js';
export type {
  Offer,
  Order,
  OrderInvoice,
  OrderItem,
  OrderListItem,
  OrderListLine,
  OrderSummary,
  Payment,
  PaymentRestartBody,
  PaymentStatus,
  PlacedOffer,
  PlacedOrder,
  PlaceOrderBody,
  Refund,
} from '../contract/checkout.js';
export type { WithdrawableItem, WithdrawableOrder, Withdrawal, WithdrawalBody, WithdrawalLine, WithdrawalLookupBody } from '../contract/withdrawal.js';
export type { OpeningHours, PickupPoint, PickupPointList, PickupPointQuery } from '../contract/pickup-points.js';
export type { Account, AccountUpdateBody, ActivateBody, LoginBody, PasswordResetBody, PasswordResetRequestBody, RegisterBody, User } from '../contract/auth.js';
export type {
  BlogList,
  BlogListQuery,
  BlogPost,
  BlogPostSummary,
  BotChallenge,
  City,
  CityQuery,
  ContactBody,
  Country,
  Currency,
  Extension,
  Home,
  Init,
  MenuItem,
  MenuItemShape,
  MenuLink,
  Menus,
  NewsletterBody,
  Page,
  ProjectContactBody,
  Seller,
  Showroom,
} from '../contract/content.js';
