import type {
  Account,
  AccountUpdateBody,
  ActivateBody,
  AddCartProductBody,
  BlogList,
  BlogListQuery,
  BlogPost,
  BotChallenge,
  Brand,
  Cart,
  Category,
  CategoryDetail,
  City,
  CityQuery,
  ContactBody,
  Country,
  CouponBody,
  Currency,
  CustomerBody,
  DataSheet,
  DeliverySlotList,
  EndpointId,
  endpoints,
  Home,
  HomeDeliveryBody,
  Init,
  LoginBody,
  MessageResponse,
  NewsletterBody,
  Offer,
  Order,
  OrderListItem,
  Page,
  Paginated,
  PasswordResetBody,
  PasswordResetRequestBody,
  PaymentRestartBody,
  PickupPointList,
  PickupPointQuery,
  PlacedOffer,
  PlacedOrder,
  PlaceOrderBody,
  Product,
  ProductDetail,
  ProductList,
  ProductListQuery,
  ProjectContactBody,
  RestockSubscribeBody,
  RegisterBody,
  SearchSuggestions,
  Showroom,
  User,
  WithdrawableOrder,
  Withdrawal,
  WithdrawalBody,
  WithdrawalCodeBody,
  WithdrawalCodeSent,
  WithdrawalLookupBody,
} from '../contract/index.js';
import type { z } from 'zod';
import type * as paths from '../contract/paths.js';
import { pathTo } from '../contract/paths.js';
import type { ApiClient, Query } from './client.js';

type Endpoints = typeof endpoints;

/** The `data` a call of the contract answers, as its endpoint's response schema describes it; nothing for 204 No Content. */
export type EndpointAnswer<Id extends EndpointId> = Endpoints[Id]['response'] extends z.ZodType ? z.output<Endpoints[Id]['response']> : undefined;

/** Names that must be endpoint ids: a name missing from the contract's table fails to compile. */
type EndpointIds<Ids extends EndpointId> = Ids;

/** The endpoints answering a GET. */
export type GetEndpointId = { [Id in EndpointId]: Endpoints[Id]['method'] extends 'GET' ? Id : never }[EndpointId];

/**
 * The calls of the contract the client never makes: pages of the simulated card gateway (the
 * browser opens them), the restock and newsletter confirmation links (opened from an e-mail), images (the browser
 * loads `Image.src`), an order's invoice (a download link) and the development mailbox.
 */
type NotCalledByTheClient = EndpointIds<
  | 'media'
  | 'restockConfirm'
  | 'restockConfirmPage'
  | 'newsletterConfirm'
  | 'newsletterConfirmPage'
  | 'paymentGateway'
  | 'paymentGatewayDecision'
  | 'simplePayNotice'
  | 'simplePayBack'
  | 'barionCallback'
  | 'barionBack'
  | 'orderInvoice'
  | 'mailbox'
  | 'mails'
>;

/** The endpoints the client calls: every other call of the contract. */
export type ClientEndpointId = Exclude<EndpointId, NotCalledByTheClient>;

/** A client function of an endpoint: it takes the client first and answers the endpoint's `data`; one of a 204 call answers nothing of use (`ping` fires and forgets). */
type CallOf<Id extends EndpointId> = (client: ApiClient, ...args: never[]) => [EndpointAnswer<Id>] extends [undefined] ? unknown : Promise<EndpointAnswer<Id>>;

const idempotency = (key: string | undefined) => (key ? { headers: { 'Idempotency-Key': key } } : {});

// One function per `/api` call. Hooks import the calls they make, so a page pays only for those;
// `createShopApi` binds them all to one client for code that wants every call at hand. Each
// address is written out and checked against the contract's (`satisfies typeof paths.<id>`): a
// path changed in `contract/paths.ts` fails the type check here, and the bundle carries no table
// of names (importing the constants cost the checkout form 0.4 kB gzipped).

// app
export const refreshCsrfCookie = (client: ApiClient) => client.refreshCsrfCookie();
export const ping = (client: ApiClient) => client.ping();
export const fetchInit = (client: ApiClient) => client.get<Init>('/api/init' satisfies typeof paths.init);
export const fetchCurrencies = (client: ApiClient) => client.get<Currency[]>('/api/currencies' satisfies typeof paths.currencies);
export const fetchCountries = (client: ApiClient) => client.get<Country[]>('/api/countries' satisfies typeof paths.countries);
export const fetchCities = (client: ApiClient, query: CityQuery = {}) => client.get<City[]>('/api/cities' satisfies typeof paths.cities, { query });
/** Parcel lockers and pick-up points nearest to a postcode or settlement (`q`), nearest first; `carrier` keeps one carrier's. */
export const fetchPickupPoints = (client: ApiClient, query: PickupPointQuery) =>
  client.get<PickupPointList>('/api/pickup-points' satisfies typeof paths.pickupPoints, { query: { ...query } });
export const requestBotChallenge = (client: ApiClient) => client.post<BotChallenge>('/api/bot-challenge' satisfies typeof paths.botChallenge);
// catalog
export const fetchHome = (client: ApiClient) => client.get<Home>('/api/home' satisfies typeof paths.home);
export const fetchCategories = (client: ApiClient) => client.get<Category[]>('/api/categories' satisfies typeof paths.categories);
export const resolveCategory = (client: ApiClient, slugs: readonly string[]) =>
  client.get<CategoryDetail>('/api/categories/resolve' satisfies typeof paths.resolveCategory, { query: { path: slugs.join('/') } });
export const fetchBrands = (client: ApiClient) => client.get<Brand[]>('/api/brands' satisfies typeof paths.brands);
export const fetchProducts = (client: ApiClient, query: ProductListQuery = {}) =>
  client.get<ProductList>('/api/products' satisfies typeof paths.products, { query: query as Query });
/** Products and categories for text being typed; `signal` lets a newer keystroke cancel this request. */
export const fetchSuggestions = (client: ApiClient, q: string, signal?: AbortSignal) =>
  client.get<SearchSuggestions>('/api/search/suggest' satisfies typeof paths.suggest, { query: { q }, signal });
export const fetchProduct = (client: ApiClient, id: number) => client.get<ProductDetail>(pathTo('/api/products/{id}' satisfies typeof paths.product, { id }));
export const fetchDataSheet = (client: ApiClient, id: number) =>
  client.get<DataSheet>(pathTo('/api/products/{id}/data-sheet' satisfies typeof paths.dataSheet, { id }));
// content
export const fetchBlogPosts = (client: ApiClient, query: BlogListQuery = {}) =>
  client.get<BlogList>('/api/blog' satisfies typeof paths.blogPosts, { query: query as Query });
export const fetchBlogPost = (client: ApiClient, slug: string) => client.get<BlogPost>(pathTo('/api/blog/{slug+}' satisfies typeof paths.blogPost, { slug }));
export const fetchPage = (client: ApiClient, slug: string) => client.get<Page>(pathTo('/api/pages/{slug+}' satisfies typeof paths.page, { slug }));
export const fetchShowroom = (client: ApiClient) => client.get<Showroom>('/api/showroom' satisfies typeof paths.showroom);
// favourites
export const fetchFavourites = (client: ApiClient) => client.get<Product[]>('/api/favourites' satisfies typeof paths.favourites);
export const addFavourite = (client: ApiClient, id: number) =>
  client.post<Product[]>(pathTo('/api/favourites/{id}' satisfies typeof paths.addFavourite, { id }));
export const removeFavourite = (client: ApiClient, id: number) =>
  client.delete<Product[]>(pathTo('/api/favourites/{id}' satisfies typeof paths.removeFavourite, { id }));
// cart
export const fetchCart = (client: ApiClient) => client.get<Cart>('/api/cart' satisfies typeof paths.cart);
export const addCartProduct = (client: ApiClient, body: AddCartProductBody) =>
  client.post<Cart>('/api/cart/product' satisfies typeof paths.addCartProduct, body);
export const setCartProduct = (client: ApiClient, id: number, quantity: number) =>
  client.put<Cart>(pathTo('/api/cart/product/{id}' satisfies typeof paths.setCartProduct, { id }), { product_id: id, quantity });
export const updateCustomer = (client: ApiClient, body: CustomerBody) => client.put<Cart>('/api/cart/customer' satisfies typeof paths.updateCustomer, body);
export const addCoupon = (client: ApiClient, body: CouponBody) => client.post<Cart>('/api/cart/coupon' satisfies typeof paths.addCoupon, body);
export const removeCoupon = (client: ApiClient, code: string) =>
  client.delete<Cart>(pathTo('/api/cart/coupon/{code}' satisfies typeof paths.removeCoupon, { code }));
export const setPaymentMethod = (client: ApiClient, id: number) => client.put<Cart>('/api/cart/method/payment' satisfies typeof paths.setPaymentMethod, { id });
/**
 * Chooses the delivery method and, for one that `needs_pickup_point`, the locker or pick-up point.
 * Without `pickupPointId` the server keeps the point already chosen for the same method; `null`
 * clears it.
 */
export const setDeliveryMethod = (client: ApiClient, id: number, pickupPointId?: string | null) =>
  client.put<Cart>(
    '/api/cart/method/delivery' satisfies typeof paths.setDeliveryMethod,
    pickupPointId === undefined ? { id } : { id, pickup_point_id: pickupPointId },
  );
/** Chooses the home delivery's floor and lift, assembly and time slot, for a chosen method with `home_service`. */
export const setHomeDelivery = (client: ApiClient, body: HomeDeliveryBody) =>
  client.put<Cart>('/api/cart/home-delivery' satisfies typeof paths.setHomeDelivery, body);
/** The home delivery's time slots for the cart, by date and period; a full one has nothing `remaining`. */
export const fetchDeliverySlots = (client: ApiClient) => client.get<DeliverySlotList>('/api/cart/delivery-slots' satisfies typeof paths.deliverySlots);
// checkout
/** The gateway's `redirect_url` as the browser must open it: on the API's origin, not the page's. */
const gatewayOnApi =
  (client: ApiClient) =>
  (placed: PlacedOrder): PlacedOrder =>
    placed.redirect_url ? { ...placed, redirect_url: client.url(placed.redirect_url) } : placed;
export const placeOrder = (client: ApiClient, body: PlaceOrderBody, idempotencyKey?: string) =>
  client.post<PlacedOrder>('/api/cart/order' satisfies typeof paths.placeOrder, body, idempotency(idempotencyKey)).then(gatewayOnApi(client));
export const placeOffer = (client: ApiClient, body: PlaceOrderBody, idempotencyKey?: string) =>
  client.post<PlacedOffer>('/api/cart/offer' satisfies typeof paths.placeOffer, body, idempotency(idempotencyKey));
export const fetchOrder = (client: ApiClient, orderHash: string) =>
  client.get<Order>(pathTo('/api/orders/{order_hash}' satisfies typeof paths.order, { order_hash: orderHash }));
export const restartPayment = (client: ApiClient, orderHash: string, body: PaymentRestartBody) =>
  client
    .post<PlacedOrder>(pathTo('/api/orders/payment_restart/{order_hash}' satisfies typeof paths.restartPayment, { order_hash: orderHash }), body)
    .then(gatewayOnApi(client));
export const fetchOffer = (client: ApiClient, offerHash: string) =>
  client.get<Offer>(pathTo('/api/offers/{offer_hash}' satisfies typeof paths.offer, { offer_hash: offerHash }));
// withdrawal
export const sendWithdrawalCode = (client: ApiClient, body: WithdrawalCodeBody) =>
  client.post<WithdrawalCodeSent>('/api/withdrawals/code' satisfies typeof paths.sendWithdrawalCode, body);
export const lookupWithdrawal = (client: ApiClient, body: WithdrawalLookupBody) =>
  client.post<WithdrawableOrder>('/api/withdrawals/lookup' satisfies typeof paths.lookupWithdrawal, body);
export const submitWithdrawal = (client: ApiClient, body: WithdrawalBody, idempotencyKey?: string) =>
  client.post<Withdrawal>('/api/withdrawals' satisfies typeof paths.submitWithdrawal, body, idempotency(idempotencyKey));
export const fetchWithdrawableOrders = (client: ApiClient) =>
  client.get<WithdrawableOrder[]>('/api/account/withdrawals' satisfies typeof paths.withdrawableOrders);
// auth
export const fetchUser = (client: ApiClient) => client.get<User | null>('/api/auth/user' satisfies typeof paths.user);
export const login = async (client: ApiClient, body: LoginBody) => {
  // Sanctum: the CSRF cookie precedes login.
  await client.refreshCsrfCookie();
  return client.post<User>('/api/auth/login' satisfies typeof paths.login, body);
};
export const logout = (client: ApiClient) => client.get<MessageResponse>('/api/auth/logout' satisfies typeof paths.logout);
export const register = (client: ApiClient, body: RegisterBody) => client.post<MessageResponse>('/api/auth/register' satisfies typeof paths.register, body);
export const activate = (client: ApiClient, body: ActivateBody) => client.post<MessageResponse>('/api/auth/activate' satisfies typeof paths.activate, body);
export const requestPasswordReset = (client: ApiClient, body: PasswordResetRequestBody) =>
  client.post<MessageResponse>('/api/auth/password/reset' satisfies typeof paths.requestPasswordReset, body);
export const resetPassword = (client: ApiClient, token: string, body: PasswordResetBody) =>
  client.post<MessageResponse>(pathTo('/api/auth/password/reset/{token}' satisfies typeof paths.resetPassword, { token }), body);
// account
export const fetchAccount = (client: ApiClient) => client.get<Account>('/api/account' satisfies typeof paths.account);
export const updateAccount = (client: ApiClient, body: AccountUpdateBody) => client.put<User>('/api/account' satisfies typeof paths.updateAccount, body);
export const fetchAccountOrders = (client: ApiClient, page = 1) =>
  client.get<Paginated<OrderListItem>>('/api/account/orders' satisfies typeof paths.accountOrders, { query: { page } });
// forms
export const sendContact = (client: ApiClient, body: ContactBody) => client.post<MessageResponse>('/api/contact' satisfies typeof paths.contact, body);
export const sendProjectContact = (client: ApiClient, body: ProjectContactBody) =>
  client.post<MessageResponse>('/api/contact/project' satisfies typeof paths.projectContact, body);
export const subscribeNewsletter = (client: ApiClient, body: NewsletterBody) =>
  client.post<MessageResponse>('/api/newsletter' satisfies typeof paths.newsletter, body);
export const subscribeRestock = (client: ApiClient, productId: number, body: RestockSubscribeBody) =>
  client.post<MessageResponse>(pathTo('/api/products/{id}/restock-notifications' satisfies typeof paths.restockSubscribe, { id: productId }), body);

/**
 * The client function of each endpoint, under the endpoint's id in the contract's table
 * (docs/api.md): the id is the one name of a call. The type holds the table and this map together:
 * an endpoint added or renamed in the contract, a key that is no endpoint's id, or a function that
 * answers another endpoint's data fails to compile.
 */
const calls = {
  // app
  csrfCookie: refreshCsrfCookie,
  ping,
  init: fetchInit,
  currencies: fetchCurrencies,
  countries: fetchCountries,
  cities: fetchCities,
  pickupPoints: fetchPickupPoints,
  botChallenge: requestBotChallenge,
  // catalog
  home: fetchHome,
  categories: fetchCategories,
  resolveCategory,
  brands: fetchBrands,
  products: fetchProducts,
  suggest: fetchSuggestions,
  product: fetchProduct,
  dataSheet: fetchDataSheet,
  // content
  blogPosts: fetchBlogPosts,
  blogPost: fetchBlogPost,
  page: fetchPage,
  showroom: fetchShowroom,
  // favourites
  favourites: fetchFavourites,
  addFavourite,
  removeFavourite,
  // cart
  cart: fetchCart,
  addCartProduct,
  setCartProduct,
  updateCustomer,
  addCoupon,
  removeCoupon,
  setPaymentMethod,
  setDeliveryMethod,
  setHomeDelivery,
  deliverySlots: fetchDeliverySlots,
  // checkout
  placeOrder,
  placeOffer,
  order: fetchOrder,
  restartPayment,
  offer: fetchOffer,
  sendWithdrawalCode,
  lookupWithdrawal,
  submitWithdrawal,
  // auth
  user: fetchUser,
  login,
  logout,
  register,
  activate,
  requestPasswordReset,
  resetPassword,
  // account
  account: fetchAccount,
  updateAccount,
  accountOrders: fetchAccountOrders,
  withdrawableOrders: fetchWithdrawableOrders,
  // forms
  contact: sendContact,
  projectContact: sendProjectContact,
  newsletter: subscribeNewsletter,
  restockSubscribe: subscribeRestock,
} satisfies { [Id in ClientEndpointId]: CallOf<Id> };

type Calls = typeof calls;

/** Every call of the `/api` contract as a typed method bound to one client. Answers are already unwrapped. */
export type ShopApi = {
  [Name in keyof Calls]: Calls[Name] extends (client: ApiClient, ...args: infer Args) => infer Answer ? (...args: Args) => Answer : never;
};

/**
 * Every call of the `/api` contract as a typed method, named after its id in the contract's
 * endpoint table (docs/api.md). Answers are already unwrapped.
 */
export function createShopApi(client: ApiClient): ShopApi {
  const api: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(calls) as [string, (client: ApiClient, ...args: never[]) => unknown][]) {
    api[name] = (...args: never[]) => call(client, ...args);
  }
  return api as ShopApi;
}
