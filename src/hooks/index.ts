export { createDataLayerSink } from './analytics.js';
export { ShopProvider } from './shop-provider.js';
export { useAccount } from './use-account.js';
export { useAccountOrders } from './use-account-orders.js';
export { useAnalytics } from './use-analytics.js';
export { useAuth } from './use-auth.js';
export { BOT_CHALLENGE_LOAD_ERROR, createLocalBotChallengeProvider, useBotChallenge } from './use-bot-challenge.js';
export { useBlogPost } from './use-blog-post.js';
export { useBlogPosts } from './use-blog-posts.js';
export { useBrands } from './use-brands.js';
export { useAddToCart, useCart } from './use-cart.js';
export { useCartPanel } from './use-cart-panel.js';
export { useCategories } from './use-categories.js';
export { useCategory } from './use-category.js';
export { useCheckout } from './use-checkout.js';
export { checkoutResultState, useCheckoutResult } from './use-checkout-result.js';
export { useCities } from './use-cities.js';
export { useCountries } from './use-countries.js';
export { useCurrencies } from './use-currencies.js';
export { useCurrency } from './use-currency.js';
export { useDataSheet } from './use-data-sheet.js';
export { useDeliverySlots } from './use-delivery-slots.js';
export { useFavourites } from './use-favourites.js';
export { useHome } from './use-home.js';
export { useInit } from './use-init.js';
export { useMoney } from './use-money.js';
export { useOffer } from './use-offer.js';
export { useOrder } from './use-order.js';
export { usePage } from './use-page.js';
export { usePickupPoints } from './use-pickup-points.js';
export { usePostcodeLookup } from './use-postcode-lookup.js';
export { usePriceTier } from './use-price-tier.js';
export { useProduct } from './use-product.js';
export { useProducts } from './use-products.js';
export { useSearchSuggestions } from './use-search-suggestions.js';
export { useRoutePath } from './use-route-path.js';
export { useShop } from './use-shop.js';
export { useShowroom } from './use-showroom.js';
export { useSubmit } from './use-submit.js';
export { useVatMode } from './use-vat-mode.js';
export { useWithdrawableOrders } from './use-withdrawable-orders.js';
export type {
  AnalyticsConsent,
  AnalyticsEcommerce,
  AnalyticsEvent,
  AnalyticsEventName,
  AnalyticsItem,
  AnalyticsSink,
  AnalyticsUserData,
  TrackedProduct,
  TrackEvent,
} from './analytics.js';
export type { HomeDeliveryEdit, MethodChoice } from './cart-controller.js';
export type { ActionResult } from './results.js';
export type { ReturnUrlBuilder, RouteLinks, ShopContextValue } from './shop-context.js';
export type { ShopProviderProps } from './shop-provider.js';
export type { Analytics } from './use-analytics.js';
export type { AuthState, RegisterInput } from './use-auth.js';
export type { BotChallengeProvider, BotChallengeState, BotChallengeStatus } from './use-bot-challenge.js';
export type { AddToCartState, CartNotice, CartState, CouponResult, CustomerResult, LineStatus } from './use-cart.js';
export type { CartPanel } from './use-cart-panel.js';
export type { CheckoutState, CheckoutStatus, PlaceOfferResult, PlaceOrderInput, PlaceOrderResult } from './use-checkout.js';
export type { CheckoutResult, CheckoutResultOptions, CheckoutResultState, PayAgainResult } from './use-checkout-result.js';
export type { CurrencyState } from './use-currency.js';
export type { DeliverySlotsQuery } from './use-delivery-slots.js';
export type { FavouritesState } from './use-favourites.js';
export type { Money } from './use-money.js';
export type { PickupPointsInput, PickupPointsOptions, PickupPointsQuery } from './use-pickup-points.js';
export type { PostcodeLookup, PostcodeLookupStatus } from './use-postcode-lookup.js';
export type { PriceTierRow, PriceTierState, TieredProduct } from './use-price-tier.js';
export type { SearchSuggestionsOptions, SearchSuggestionsQuery } from './use-search-suggestions.js';
export type { ShopQuery, ShopQueryOptions } from './use-shop-query.js';
export type { SubmitResult, SubmitState, SubmitStatus } from './use-submit.js';
export type { VatModeState } from './use-vat-mode.js';
