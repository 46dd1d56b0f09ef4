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
  Home,
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
  PlacedOffer,
  PlacedOrder,
  PlaceOrderBody,
  Product,
  ProductDetail,
  ProductList,
  ProductListQuery,
  ProjectContactBody,
  RegisterBody,
  SearchSuggestions,
  Showroom,
  User,
} from '../contract/index.js';
import type { ApiClient, Query } from './client.js';

/** Encodes each segment of a slug that may span several segments. */
const segments = (slug: string) => slug.split('/').filter(Boolean).map(encodeURIComponent).join('/');
const idempotency = (key: string | undefined) => (key ? { headers: { 'Idempotency-Key': key } } : {});

/**
 * Every call of the `/api` contract as a typed method, named after its id in the contract's
 * endpoint table (docs/api.md). Answers are already unwrapped.
 */
export function createShopApi(client: ApiClient) {
  return {
    // app
    csrfCookie: () => client.refreshCsrfCookie(),
    ping: () => client.ping(),
    init: () => client.get<Init>('/api/init'),
    currencies: () => client.get<Currency[]>('/api/currencies'),
    countries: () => client.get<Country[]>('/api/countries'),
    cities: (query: CityQuery = {}) => client.get<City[]>('/api/cities', { query }),
    botChallenge: () => client.post<BotChallenge>('/api/bot-challenge'),
    // catalog
    home: () => client.get<Home>('/api/home'),
    categories: () => client.get<Category[]>('/api/categories'),
    resolveCategory: (slugs: readonly string[]) => client.get<CategoryDetail>('/api/categories/resolve', { query: { path: slugs.join('/') } }),
    brands: () => client.get<Brand[]>('/api/brands'),
    products: (query: ProductListQuery = {}) => client.get<ProductList>('/api/products', { query: query as Query }),
    suggest: (q: string) => client.get<SearchSuggestions>('/api/search/suggest', { query: { q } }),
    product: (id: number) => client.get<ProductDetail>(`/api/products/${id}`),
    dataSheet: (id: number) => client.get<DataSheet>(`/api/products/${id}/data-sheet`),
    // content
    blogPosts: (query: BlogListQuery = {}) => client.get<BlogList>('/api/blog', { query: query as Query }),
    blogPost: (slug: string) => client.get<BlogPost>(`/api/blog/${segments(slug)}`),
    page: (slug: string) => client.get<Page>(`/api/pages/${segments(slug)}`),
    showroom: () => client.get<Showroom>('/api/showroom'),
    // favourites
    favourites: () => client.get<Product[]>('/api/favourites'),
    addFavourite: (id: number) => client.post<Product[]>(`/api/favourites/${id}`),
    removeFavourite: (id: number) => client.delete<Product[]>(`/api/favourites/${id}`),
    // cart
    cart: () => client.get<Cart>('/api/cart'),
    addCartProduct: (body: AddCartProductBody) => client.post<Cart>('/api/cart/product', body),
    setCartProduct: (id: number, quantity: number) => client.put<Cart>(`/api/cart/product/${id}`, { product_id: id, quantity }),
    updateCustomer: (body: CustomerBody) => client.put<Cart>('/api/cart/customer', body),
    addCoupon: (body: CouponBody) => client.post<Cart>('/api/cart/coupon', body),
    removeCoupon: (code: string) => client.delete<Cart>(`/api/cart/coupon/${encodeURIComponent(code)}`),
    setPaymentMethod: (id: number) => client.put<Cart>('/api/cart/method/payment', { id }),
    setDeliveryMethod: (id: number) => client.put<Cart>('/api/cart/method/delivery', { id }),
    // checkout
    placeOrder: (body: PlaceOrderBody, idempotencyKey?: string) =>
      client.post<PlacedOrder>('/api/cart/order', body, idempotency(idempotencyKey)),
    placeOffer: (body: PlaceOrderBody, idempotencyKey?: string) =>
      client.post<PlacedOffer>('/api/cart/offer', body, idempotency(idempotencyKey)),
    order: (orderHash: string) => client.get<Order>(`/api/orders/${encodeURIComponent(orderHash)}`),
    restartPayment: (orderHash: string, body: PaymentRestartBody) =>
      client.post<PlacedOrder>(`/api/orders/payment_restart/${encodeURIComponent(orderHash)}`, body),
    offer: (offerHash: string) => client.get<Offer>(`/api/offers/${encodeURIComponent(offerHash)}`),
    // auth
    user: () => client.get<User | null>('/api/auth/user'),
    login: async (body: LoginBody) => {
      // Sanctum: the CSRF cookie precedes login (spec §7).
      await client.refreshCsrfCookie();
      return client.post<User>('/api/auth/login', body);
    },
    logout: () => client.get<MessageResponse>('/api/auth/logout'),
    register: (body: RegisterBody) => client.post<MessageResponse>('/api/auth/register', body),
    activate: (body: ActivateBody) => client.post<MessageResponse>('/api/auth/activate', body),
    requestPasswordReset: (body: PasswordResetRequestBody) => client.post<MessageResponse>('/api/auth/password/reset', body),
    resetPassword: (token: string, body: PasswordResetBody) =>
      client.post<MessageResponse>(`/api/auth/password/reset/${encodeURIComponent(token)}`, body),
    // account
    account: () => client.get<Account>('/api/account'),
    updateAccount: (body: AccountUpdateBody) => client.put<User>('/api/account', body),
    accountOrders: (page = 1) => client.get<Paginated<OrderListItem>>('/api/account/orders', { query: { page } }),
    // forms
    contact: (body: ContactBody) => client.post<MessageResponse>('/api/contact', body),
    projectContact: (body: ProjectContactBody) => client.post<MessageResponse>('/api/contact/project', body),
    newsletter: (body: NewsletterBody) => client.post<MessageResponse>('/api/newsletter', body),
  };
}

export type ShopApi = ReturnType<typeof createShopApi>;
