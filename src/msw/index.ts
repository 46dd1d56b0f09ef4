/**
 * `otthon/msw`: msw 2 handlers for every call of the `/api` contract, answered by an in-memory
 * shop that follows the reference server's rules (stock clamping, coupons need an e-mail, payment
 * limited by delivery, idempotent orders, 419 without the XSRF header when asked), plus fixture
 * factories of every contract object. For Storybook, the storefront's tests and your own.
 *
 * @example
 * import { setupServer } from 'msw/node';
 * import { allHandlers } from 'otthon/msw';
 *
 * const server = setupServer(...allHandlers());
 * server.listen();
 *
 * @example
 * // A shop in a given state, one endpoint failing, and the reference server's CSRF check:
 * import { allHandlers, createMockShop, mockError } from 'otthon/msw';
 *
 * const shop = createMockShop({ cart: [{ product_id: 17, quantity: 4 }], loggedIn: true });
 * const server = setupServer(...allHandlers(shop, { csrf: true }));
 * server.use(mockError('addCoupon', 422));
 */
export { priceCartLine, summarizeCart } from './cart-math.js';
export { defaultCatalogue } from './fixtures/catalogue.js';
export { fixtures } from './fixtures/index.js';
export { resetFixtureIds } from './fixtures/ids.js';
export { longHungarian } from './fixtures/long-hungarian.js';
export { allHandlers, createHandlers, mockError, mockLoading } from './handlers.js';
export { MOCK_SELLER } from './fixtures/render.js';
export { MOCK_RATES, productPrices } from './prices.js';
export { createMockShop, DEMO_CUSTOMER, DEMO_OFFER_HASH, DEMO_ORDER_HASHES } from './shop.js';
export type { CartTotals, CartTotalsInput, CouponRule } from './cart-math.js';
export type {
  CatalogueAccount,
  CatalogueBlogPost,
  CatalogueBrand,
  CatalogueCategory,
  CatalogueColour,
  CatalogueCountry,
  CatalogueCoupon,
  CatalogueDeliveryMethod,
  CatalogueHome,
  CatalogueMedia,
  CatalogueMenuItem,
  CatalogueMenus,
  CataloguePage,
  CataloguePaymentMethod,
  CatalogueProduct,
  Localized,
  MockCatalogue,
} from './fixtures/catalogue-types.js';
export type { FixtureView } from './fixtures/factories.js';
export type { Fixtures } from './fixtures/index.js';
export type { MockView } from './fixtures/render.js';
export type { HandlerGroup, MockHandlerOptions } from './handlers.js';
export type { PriceSpec, ProductPriceFields, TierSpec } from './prices.js';
export type { MockAccount, MockCall, MockMail, MockOperations, MockShop, MockShopOptions, MockShopState, MockSubmission } from './shop.js';
export type { MockWithdrawal } from './withdrawals.js';
