/**
 * `otthon`: everything of `otthon/core` (the /api client, domain rules, routes, messages, cache keys
 * and contract types) and the SWR hooks with `<ShopProvider>`. Components live in
 * `otthon/components`. Code that must not load React (servers, React Server Components, workers)
 * imports `otthon/core` instead.
 */
// The whole core, by definition of this entry: one list (in core/index.ts) cannot drift from a copy.
export * from './core/index.js';
export { BOT_CHALLENGE_LOAD_ERROR, checkoutResultState, createDataLayerSink, createLocalBotChallengeProvider, ShopProvider, useAccount, useAccountOrders, useAnalytics, useAuth, useBlogPost, useBlogPosts, useBotChallenge, useBrands, useCart, useCartPanel, useCategories, useCategory, useCheckout, useCheckoutResult, useCities, useCountries, useCurrencies, useCurrency, useDataSheet, useFavourites, useHome, useInit, useMoney, useOffer, useOrder, usePage, usePriceTier, useProduct, useProducts, useSearchSuggestions, useShop, useShowroom, useSubmit, useVatMode, useWithdrawableOrders } from './hooks/index.js';
export type { ActionResult, Analytics, AnalyticsConsent, AnalyticsEcommerce, AnalyticsEvent, AnalyticsEventName, AnalyticsItem, AnalyticsSink, AnalyticsUserData, AuthState, BotChallengeProvider, BotChallengeState, BotChallengeStatus, CartNotice, CartPanel, CartState, CheckoutResult, CheckoutResultOptions, CheckoutResultState, CheckoutState, CheckoutStatus, CouponResult, CurrencyState, CustomerResult, FavouritesState, LineStatus, Money, PayAgainResult, PlaceOfferResult, PlaceOrderInput, PlaceOrderResult, PriceTierRow, PriceTierState, RegisterInput, ReturnUrlBuilder, SearchSuggestionsOptions, ShopContextValue, ShopProviderProps, ShopQuery, ShopQueryOptions, SubmitResult, SubmitState, SubmitStatus, TieredProduct, TrackedProduct, TrackEvent, VatModeState } from './hooks/index.js';
