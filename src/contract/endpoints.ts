import { z } from 'zod';
import {
  accountSchema,
  accountUpdateBodySchema,
  activateBodySchema,
  loginBodySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  registerBodySchema,
  userSchema,
} from './auth.js';
import {
  addCartProductBodySchema,
  cartSchema,
  couponBodySchema,
  customerBodySchema,
  methodBodySchema,
  setCartProductBodySchema,
} from './cart.js';
import {
  brandSchema,
  categoryDetailSchema,
  categorySchema,
  dataSheetSchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  restockSubscribeBodySchema,
  searchSuggestionsSchema,
  searchSuggestQuerySchema,
} from './catalog.js';
import {
  offerSchema,
  orderListItemSchema,
  orderSchema,
  paymentRestartBodySchema,
  placedOfferSchema,
  placedOrderSchema,
  placeOrderBodySchema,
} from './checkout.js';
import { MAX_ID, mediaParamsSchema, mediaQuerySchema, messageSchema, pageQuerySchema, paginated } from './common.js';
import {
  blogListQuerySchema,
  blogListSchema,
  blogPostSchema,
  botChallengeSchema,
  citySchema,
  cityQuerySchema,
  contactBodySchema,
  countrySchema,
  currencySchema,
  homeSchema,
  initSchema,
  newsletterBodySchema,
  pageSchema,
  projectContactBodySchema,
  showroomSchema,
} from './content.js';
import { withdrawableOrderSchema, withdrawalBodySchema, withdrawalLookupBodySchema, withdrawalSchema } from './withdrawal.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of the contract. Server routes, mock handlers, the OpenAPI document and docs/api.md derive from these. */
export interface Endpoint {
  method: HttpMethod;
  /** OpenAPI-style path; a `{name+}` parameter spans several segments. */
  path: string;
  summary: string;
  tag: 'app' | 'catalog' | 'content' | 'cart' | 'checkout' | 'auth' | 'account' | 'forms' | 'payment' | 'development';
  /** Spec section the call comes from, or "designed" where the spec says "not shown". */
  source: string;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * Schema of `data` in the `{ data }` envelope; `null` for 204 No Content, `'html'` for a page,
   * `'image'` for a WebP image.
   */
  response: z.ZodType | null | 'html' | 'image';
  /** Success status (default 200). */
  status?: 200 | 201 | 204 | 303;
  /** State-changing: needs `X-XSRF-TOKEN` matching the `XSRF-TOKEN` cookie, else 419. */
  csrf: boolean;
  /** `user`: 401 without a logged-in customer. */
  auth: 'guest' | 'user';
  /** Honours an `Idempotency-Key` header: a replay answers the first result. */
  idempotent?: boolean;
  /** Error statuses besides 400 (a body that is not JSON) and 419 (CSRF), which follow from `body` and `csrf`; 429 where a rate limit applies. */
  errors: number[];
  /** Also answers `POST {path}/delete` (delete helper). */
  deleteAlias?: boolean;
  /** Rules of the spec the server enforces on this call, for the docs. */
  notes?: string[];
}

const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
/** An order's or offer's unguessable hash in the path. */
const hashSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);
const orderHashParams = z.object({ order_hash: hashSchema });
const offerHashParams = z.object({ offer_hash: hashSchema });
const slugParams = z.object({ slug: z.string().min(1).max(300) });

const define = <T extends Record<string, Endpoint>>(table: T) => table;

/** Every call of the `/api` contract (completed where it says "not shown"). */
export const endpoints = define({
  // — app —
  csrfCookie: {
    method: 'GET', path: '/sanctum/csrf-cookie', tag: 'app', source: 'requirements §7',
    summary: 'Sets the readable XSRF-TOKEN cookie and the HttpOnly session cookie. Precedes login.',
    response: null, status: 204, csrf: false, auth: 'guest', errors: [],
  },
  ping: {
    method: 'GET', path: '/api/ping', tag: 'app', source: 'requirements §7',
    summary: 'Keeps the session alive; fire and forget.', response: null, status: 204, csrf: false, auth: 'guest', errors: [],
  },
  init: {
    method: 'GET', path: '/api/init', tag: 'app', source: 'requirements §3, §7',
    summary: 'Menus (header, footer, categories), product count, biggest discount and extensions. Runs once per app start.',
    response: initSchema, csrf: false, auth: 'guest', errors: [],
  },
  currencies: {
    method: 'GET', path: '/api/currencies', tag: 'app', source: 'requirements §7 (answer designed)',
    summary: 'Supported currencies with their rates (HUF per unit).', response: z.array(currencySchema), csrf: false, auth: 'guest', errors: [],
  },
  countries: {
    method: 'GET', path: '/api/countries', tag: 'app', source: 'requirements §7 (answer designed)',
    summary: 'Countries for addresses, Hungary first.', response: z.array(countrySchema), csrf: false, auth: 'guest', errors: [],
  },
  cities: {
    method: 'GET', path: '/api/cities', tag: 'app', source: 'requirements §7 (answer designed)',
    summary: 'Hungarian cities with zip codes; filter by name prefix `q` or by `zipcode`.',
    query: cityQuerySchema, response: z.array(citySchema), csrf: false, auth: 'guest', errors: [422],
  },
  botChallenge: {
    method: 'POST', path: '/api/bot-challenge', tag: 'app', source: 'designed (requirements §4 bot challenge)',
    summary: 'Issues a one-time bot-challenge token of the local, invisible provider (valid 300 s; the widget renews it every 295 s).',
    response: botChallengeSchema, csrf: true, auth: 'guest', errors: [429],
  },
  // — catalog —
  home: {
    method: 'GET', path: '/api/home', tag: 'catalog', source: 'designed (requirements §1 home contents)',
    summary: 'Categories, best products, brands, recent blog posts, discounted, newest and popular products.',
    response: homeSchema, csrf: false, auth: 'guest', errors: [],
  },
  categories: {
    method: 'GET', path: '/api/categories', tag: 'catalog', source: 'requirements §7 (answer designed)',
    summary: 'All categories, flat, ordered for display; `parent_id` builds the tree.',
    response: z.array(categorySchema), csrf: false, auth: 'guest', errors: [],
  },
  resolveCategory: {
    method: 'GET', path: '/api/categories/resolve', tag: 'catalog', source: 'designed (requirements §2 category_slug)',
    summary: 'A category by its slug path in the request language, with breadcrumbs and children.',
    query: z.object({ path: z.string().min(1).max(300) }), response: categoryDetailSchema, csrf: false, auth: 'guest', errors: [404, 422],
  },
  brands: {
    method: 'GET', path: '/api/brands', tag: 'catalog', source: 'designed (requirements §1 brands)',
    summary: 'Brands.', response: z.array(brandSchema), csrf: false, auth: 'guest', errors: [],
  },
  products: {
    method: 'GET', path: '/api/products', tag: 'catalog', source: 'designed (requirements §9 sort options and filters)',
    summary: 'Product listing, search (`q`), category listing (`category`) and sale items (`sale=1`): sort, filters, facets, pages.',
    query: productListQuerySchema, response: productListSchema, csrf: false, auth: 'guest', errors: [404, 422],
    notes: ['sort: default | price_asc | price_desc | name | popularity', 'colour and brand take comma-separated slugs'],
  },
  suggest: {
    method: 'GET', path: '/api/search/suggest', tag: 'catalog', source: 'designed',
    summary: 'Up to 5 products and 5 categories matching what the shopper types.',
    query: searchSuggestQuerySchema, response: searchSuggestionsSchema, csrf: false, auth: 'guest', errors: [422],
  },
  product: {
    method: 'GET', path: '/api/products/{id}', tag: 'catalog', source: 'designed (requirements §2 product detail)',
    summary: 'A product page: gallery, texts, tiers, stock, data-sheet rows, similar products, slugs in both languages.',
    params: idParams, response: productDetailSchema, csrf: false, auth: 'guest', errors: [404],
  },
  restockSubscribe: {
    method: 'POST', path: '/api/products/{id}/restock-notifications', tag: 'catalog', source: 'designed',
    summary: 'Asks to be e-mailed when an out-of-stock product is back: mails a confirmation link first (double opt-in); only a confirmed address gets the notice, once.',
    params: idParams, body: restockSubscribeBodySchema, response: messageSchema, status: 201, csrf: true, auth: 'guest', errors: [404, 409, 422, 429],
    notes: ['409 while the product is in stock; 422 without consent or with a product_url off the shop; subscribing an address again answers the same and mails a fresh link unless it is already confirmed'],
  },
  restockConfirm: {
    method: 'GET', path: '/api/restock-notifications/confirm/{token}', tag: 'catalog', source: 'designed',
    summary: 'The link of the confirmation mail: confirms the restock notice and answers a short page (in the language of the signup) linking back to the product.',
    params: z.object({ token: z.string().min(16).max(200) }), response: 'html', csrf: false, auth: 'guest', errors: [404],
  },
  dataSheet: {
    method: 'GET', path: '/api/products/{id}/data-sheet', tag: 'catalog', source: 'designed (requirements §1 data sheet)',
    summary: "A product's printable data sheet.", params: idParams, response: dataSheetSchema, csrf: false, auth: 'guest', errors: [404],
  },
  media: {
    method: 'GET', path: '/api/media/{file}', tag: 'catalog', source: 'requirements §9 image defaults',
    summary: 'A product or category image (`Image.src`) rendered as WebP at a breakpoint width, density and quality.',
    params: mediaParamsSchema, query: mediaQuerySchema, response: 'image', csrf: false, auth: 'guest', errors: [404, 422],
    notes: ['Rendered once per size and served with `Cache-Control: public, max-age=31536000, immutable`; an image the shop does not use is 404.'],
  },
  // — content —
  blogPosts: {
    method: 'GET', path: '/api/blog', tag: 'content', source: 'designed (requirements §2 blog list)',
    summary: 'Blog posts, newest first, optionally by tag.', query: blogListQuerySchema, response: blogListSchema, csrf: false, auth: 'guest', errors: [422],
  },
  blogPost: {
    method: 'GET', path: '/api/blog/{slug+}', tag: 'content', source: 'designed (requirements §2 blog article)',
    summary: 'A blog article by its slug, which may span several segments.', params: slugParams, response: blogPostSchema, csrf: false, auth: 'guest', errors: [404],
  },
  page: {
    method: 'GET', path: '/api/pages/{slug+}', tag: 'content', source: 'designed (requirements §2 CMS pages)',
    summary: 'A CMS page by slug: the static information pages and the catch-all route.', params: slugParams, response: pageSchema, csrf: false, auth: 'guest', errors: [404],
  },
  showroom: {
    method: 'GET', path: '/api/showroom', tag: 'content', source: 'designed (requirements §9 showroom hours)',
    summary: 'The showroom: address, opening hours and route links.', response: showroomSchema, csrf: false, auth: 'guest', errors: [],
  },
  // — favourites —
  favourites: {
    method: 'GET', path: '/api/favourites', tag: 'cart', source: 'requirements §7 (answer designed)',
    summary: "The visitor's or customer's favourite products.", response: z.array(productSchema), csrf: false, auth: 'guest', errors: [],
  },
  addFavourite: {
    method: 'POST', path: '/api/favourites/{id}', tag: 'cart', source: 'requirements §7 (answer designed)',
    summary: 'Adds a favourite; answers the new list.', params: idParams, response: z.array(productSchema), csrf: true, auth: 'guest', errors: [404],
  },
  removeFavourite: {
    method: 'DELETE', path: '/api/favourites/{id}', tag: 'cart', source: 'requirements §7 (answer designed)',
    summary: 'Removes a favourite; answers the new list.', params: idParams, response: z.array(productSchema), csrf: true, auth: 'guest', errors: [404], deleteAlias: true,
  },
  // — cart —
  cart: {
    method: 'GET', path: '/api/cart', tag: 'cart', source: 'requirements §3, §7',
    summary: 'The session\'s cart with every summary figure computed by the server.', response: cartSchema, csrf: false, auth: 'guest', errors: [],
  },
  addCartProduct: {
    method: 'POST', path: '/api/cart/product', tag: 'cart', source: 'requirements §7',
    summary: 'Adds pieces of a product. The quantity is clamped to the stock, with a notice on the line.',
    body: addCartProductBodySchema, response: cartSchema, csrf: true, auth: 'guest', errors: [404, 409, 422],
    notes: ['409 when the product is out of stock'],
  },
  setCartProduct: {
    method: 'PUT', path: '/api/cart/product/{id}', tag: 'cart', source: 'requirements §4, §7',
    summary: 'Sets the quantity of a line; 0 removes it. Clamped to the stock, with a notice on the line.',
    params: idParams, body: setCartProductBodySchema, response: cartSchema, csrf: true, auth: 'guest', errors: [404, 409, 422],
    notes: ['409 when the product is out of stock; a line already in the cart stays as it was'],
  },
  updateCustomer: {
    method: 'PUT', path: '/api/cart/customer', tag: 'cart', source: 'requirements §5, §7',
    summary: 'Customer, billing and shipping data. With "same as billing" the shipping fields are copied from billing.',
    body: customerBodySchema, response: cartSchema, csrf: true, auth: 'guest', errors: [422],
    notes: [
      'An individual may leave out company_name and tax_number; a company needs a tax number, and its company name is `name` when company_name is left out',
      'A tax number is Hungarian: 12345676-2-41 (hyphens optional; the 8th digit a check digit, weights 9 7 3 1 9 7 3 over the first seven; VAT code 1–5; region code 02–20, 22–44 or 51) or the EU VAT number HU12345676; the 422 says which part is wrong',
      'accept_privacy and accept_terms given here are kept with the cart for the order (left out: unchanged; false: withdrawn)',
    ],
  },
  addCoupon: {
    method: 'POST', path: '/api/cart/coupon', tag: 'cart', source: 'requirements §5, §7, §8',
    summary: 'Applies a coupon. Needs an e-mail: the body\'s, the checkout\'s or the logged-in customer\'s. A coupon issued to one e-mail address applies only for the logged-in customer whose account has that address.',
    body: couponBodySchema, response: cartSchema, csrf: true, auth: 'guest', errors: [422],
    notes: [
      '422 with errors.email = "To verify the code, please provide your email address during the checkout process or log in!" when no e-mail is known',
      'A coupon issued to one e-mail address (such as VIP-ANNA): an address typed in the body or at checkout proves nothing. A visitor who is not logged in gets 422 with errors.code asking to log in with the address it was issued to; a customer logged in with another address gets 422 with errors.code saying it belongs to another e-mail address',
      'Placing the order or the quote request checks this again, so logging out or into another account after applying the coupon gives 422 with errors.coupon there',
    ],
  },
  removeCoupon: {
    method: 'DELETE', path: '/api/cart/coupon/{code}', tag: 'cart', source: 'requirements §7',
    summary: 'Removes a coupon.', params: z.object({ code: z.string().min(1).max(64) }), response: cartSchema, csrf: true, auth: 'guest', errors: [404], deleteAlias: true,
  },
  setPaymentMethod: {
    method: 'PUT', path: '/api/cart/method/payment', tag: 'cart', source: 'requirements §4, §7',
    summary: 'Chooses the payment method; it must be allowed by the chosen delivery method.',
    body: methodBodySchema, response: cartSchema, csrf: true, auth: 'guest', errors: [422],
  },
  setDeliveryMethod: {
    method: 'PUT', path: '/api/cart/method/delivery', tag: 'cart', source: 'requirements §4, §7',
    summary: 'Chooses the delivery method; a payment method it does not allow is cleared.',
    body: methodBodySchema, response: cartSchema, csrf: true, auth: 'guest', errors: [422],
  },
  // — checkout —
  placeOrder: {
    method: 'POST', path: '/api/cart/order', tag: 'checkout', source: 'requirements §5, §7',
    summary: 'Places the order in one transaction and reserves the stock. Card payments answer the gateway address.',
    body: placeOrderBodySchema, response: placedOrderSchema, status: 201, csrf: true, auth: 'guest', idempotent: true, errors: [409, 422],
    notes: [
      '422 with errors.payment_method = "To complete your purchase, please choose a payment method." without a payment method',
      '422 with errors.accept_privacy / errors.accept_terms for a consent given neither in this body nor with the customer data',
      'Idempotency-Key: a replay with the same body answers the same order; a different body with the same key is 422',
      'transaction_result_url must be on this site\'s origin',
    ],
  },
  placeOffer: {
    method: 'POST', path: '/api/cart/offer', tag: 'checkout', source: 'requirements §7',
    summary: 'Sends the cart as a custom quote request.', body: placeOrderBodySchema, response: placedOfferSchema, status: 201, csrf: true, auth: 'guest', idempotent: true, errors: [409, 422],
  },
  order: {
    method: 'GET', path: '/api/orders/{order_hash}', tag: 'checkout', source: 'designed (requirements §2 order view, §8 result page)',
    summary: 'An order by its hash, with its payment status, response code and message and authorization code.',
    params: orderHashParams, response: orderSchema, csrf: false, auth: 'guest', errors: [404],
  },
  restartPayment: {
    method: 'POST', path: '/api/orders/payment_restart/{order_hash}', tag: 'checkout', source: 'requirements §4, §7',
    summary: 'Starts a new payment attempt for an existing unpaid order ("Pay Again").',
    params: orderHashParams, body: paymentRestartBodySchema, response: placedOrderSchema, csrf: true, auth: 'guest', errors: [404, 409, 422],
  },
  lookupWithdrawal: {
    method: 'POST', path: '/api/withdrawals/lookup', tag: 'checkout', source: 'designed (right of withdrawal, 45/2014 Korm. rendelet; Art. 11a of Directive 2011/83/EU)',
    summary: 'Step 1 of the withdrawal function for a visitor: the order named by its number and e-mail address, with what may still be withdrawn and the end of its 14-day period.',
    body: withdrawalLookupBodySchema, response: withdrawableOrderSchema, csrf: true, auth: 'guest', errors: [404, 409, 422, 429],
    notes: [
      '404 with the same message whether no order has this number or its e-mail address is another, so the form does not tell which orders exist',
      '409 once the withdrawal period has ended (the message names its last day), for a cancelled order, and when every piece has been withdrawn already',
      'The period is 14 days from the delivery; the shop records no delivery date yet, so it counts from the day of the order; it ends at midnight (Hungarian time) after its 14th day, or after the next working day when that day is a Saturday, a Sunday or a Hungarian public holiday',
      'At most 10 look-ups per address in 10 minutes (429)',
    ],
  },
  submitWithdrawal: {
    method: 'POST', path: '/api/withdrawals', tag: 'checkout', source: 'designed (right of withdrawal, 45/2014 Korm. rendelet; Art. 11a of Directive 2011/83/EU)',
    summary: 'Step 2 of the withdrawal function: withdraws from the whole order or from chosen items and quantities, with an optional reason. Answers the time of receipt and e-mails the acknowledgement.',
    body: withdrawalBodySchema, response: withdrawalSchema, status: 201, csrf: true, auth: 'guest', idempotent: true, errors: [404, 409, 422, 429],
    notes: [
      'The order is named by its number and its e-mail address; a logged-in customer may leave the address out for their own orders. 404 (the same as the look-up) otherwise',
      'items left out or empty: every piece not yet withdrawn; 422 on items.N.id for a line not in the order and on items.N.quantity above what may still be withdrawn',
      '409 once the period has ended, for a cancelled order, and when nothing is left to withdraw, so the same withdrawal is never recorded twice',
      'received_at is when the shop received the withdrawal; the acknowledgement e-mail to the order\'s address states it with the order and the items',
      'Idempotency-Key: a replay with the same body answers the same withdrawal; a different body with the same key is 422',
      'At most 10 withdrawals per address in 10 minutes (429)',
    ],
  },
  offer: {
    method: 'GET', path: '/api/offers/{offer_hash}', tag: 'checkout', source: 'designed (requirements §2 offer view)',
    summary: 'A quote request by its hash.', params: offerHashParams, response: offerSchema, csrf: false, auth: 'guest', errors: [404],
  },
  // — payment (the simulated card gateway) —
  paymentGateway: {
    method: 'GET', path: '/api/payment/gateway/{attempt}', tag: 'payment', source: 'designed',
    summary: 'The simulated card gateway page (hu/en) with Approve, Decline and Cancel.',
    params: z.object({ attempt: z.string().min(16).max(64) }), response: 'html', csrf: false, auth: 'guest', errors: [404],
  },
  paymentGatewayDecision: {
    method: 'POST', path: '/api/payment/gateway/{attempt}', tag: 'payment', source: 'designed',
    summary: 'Records the gateway decision and redirects (303) to the transaction_result_url with a signed result.',
    params: z.object({ attempt: z.string().min(16).max(64) }),
    body: z.object({ decision: z.enum(['approve', 'decline', 'cancel']) }),
    response: null, status: 303, csrf: false, auth: 'guest', errors: [404, 409, 422],
    notes: ['A form post from the gateway page; protected by the one-time attempt id instead of the XSRF header'],
  },
  // — auth —
  user: {
    method: 'GET', path: '/api/auth/user', tag: 'auth', source: 'designed (requirements §4 login state)',
    summary: 'The logged-in customer, or null for a visitor.', response: userSchema.nullable(), csrf: false, auth: 'guest', errors: [],
  },
  login: {
    method: 'POST', path: '/api/auth/login', tag: 'auth', source: 'requirements §7',
    summary: 'Logs in (rate-limited), regenerates the session and merges the visitor\'s cart and favourites.',
    body: loginBodySchema, response: userSchema, csrf: true, auth: 'guest', errors: [403, 422, 429],
    notes: ['422 for wrong credentials, 403 for an account not yet activated, 429 after too many attempts'],
  },
  logout: {
    method: 'GET', path: '/api/auth/logout', tag: 'auth', source: 'requirements §7',
    summary: 'Logs out and ends the session.', response: messageSchema, csrf: false, auth: 'guest', errors: [],
  },
  register: {
    method: 'POST', path: '/api/auth/register', tag: 'auth', source: 'designed (requirements §5 registration rules)',
    summary: 'Creates an account and e-mails an activation link. An address that already has an account gets the same answer.', body: registerBodySchema, response: messageSchema, status: 201, csrf: true, auth: 'guest', errors: [422, 429],
    notes: [
      'Registering an e-mail address that already has an account answers exactly like a new registration (201 with the same message), so the form does not tell who has an account here; the account is left unchanged and its owner is mailed a notice that someone tried to register the address instead of an activation link',
    ],
  },
  activate: {
    method: 'POST', path: '/api/auth/activate', tag: 'auth', source: 'designed',
    summary: 'Activates an account with the token from its e-mail.', body: activateBodySchema, response: messageSchema, csrf: true, auth: 'guest', errors: [404, 422],
  },
  requestPasswordReset: {
    method: 'POST', path: '/api/auth/password/reset', tag: 'auth', source: 'requirements §7',
    summary: 'E-mails a reset link (result_url + token). Answers the same whether or not the address is known.',
    body: passwordResetRequestBodySchema, response: messageSchema, csrf: true, auth: 'guest', errors: [422, 429],
  },
  resetPassword: {
    method: 'POST', path: '/api/auth/password/reset/{token}', tag: 'auth', source: 'requirements §7',
    summary: 'Sets a new password with a reset token.', params: z.object({ token: z.string().min(16).max(200) }),
    body: passwordResetBodySchema, response: messageSchema, csrf: true, auth: 'guest', errors: [404, 422, 429],
  },
  // — account —
  account: {
    method: 'GET', path: '/api/account', tag: 'account', source: 'designed (requirements §2 account)',
    summary: 'The customer with counts of orders, offers and favourites.', response: accountSchema, csrf: false, auth: 'user', errors: [401],
  },
  updateAccount: {
    method: 'PUT', path: '/api/account', tag: 'account', source: 'designed',
    summary: 'Updates the customer\'s name, phone and newsletter choice.', body: accountUpdateBodySchema, response: userSchema, csrf: true, auth: 'user', errors: [401, 422],
  },
  accountOrders: {
    method: 'GET', path: '/api/account/orders', tag: 'account', source: 'designed (requirements §2 account orders)',
    summary: "The customer's orders, newest first.", query: pageQuerySchema, response: paginated(orderListItemSchema), csrf: false, auth: 'user', errors: [401, 422],
  },
  withdrawableOrders: {
    method: 'GET', path: '/api/account/withdrawals', tag: 'account', source: 'designed (right of withdrawal)',
    summary: "Step 1 of the withdrawal function for a customer: their orders still within the 14-day period with something left to withdraw, newest first.",
    response: z.array(withdrawableOrderSchema), csrf: false, auth: 'user', errors: [401],
  },
  // — forms —
  contact: {
    method: 'POST', path: '/api/contact', tag: 'forms', source: 'designed (requirements §1 contact page)',
    summary: 'Sends the contact form.', body: contactBodySchema, response: messageSchema, status: 201, csrf: true, auth: 'guest', errors: [422, 429],
  },
  projectContact: {
    method: 'POST', path: '/api/contact/project', tag: 'forms', source: 'designed (requirements §1 project contact form)',
    summary: 'Sends the project contact form (name, email, phone, message).', body: projectContactBodySchema, response: messageSchema, status: 201, csrf: true, auth: 'guest', errors: [422, 429],
  },
  newsletter: {
    method: 'POST', path: '/api/newsletter', tag: 'forms', source: 'designed (requirements §5 newsletter)',
    summary: 'Subscribes a full name and e-mail to the newsletter.', body: newsletterBodySchema, response: messageSchema, status: 201, csrf: true, auth: 'guest', errors: [422, 429],
  },
  // — development —
  mailbox: {
    method: 'GET', path: '/api/dev/mailbox', tag: 'development', source: 'designed',
    summary: 'Development only: the outbox as a page, so activation, reset, order and offer mails can be followed by hand.',
    response: 'html', csrf: false, auth: 'guest', errors: [404],
  },
  mails: {
    method: 'GET', path: '/api/dev/mails', tag: 'development', source: 'designed',
    summary: 'Development only: the outbox as JSON, newest first, optionally for one recipient.',
    query: z.object({ to: z.string().max(254).optional() }),
    response: z.array(z.object({ id: z.number(), to: z.string(), subject: z.string(), text: z.string(), html: z.string(), links: z.array(z.string()), created_at: z.string() })),
    csrf: false, auth: 'guest', errors: [404],
  },
});

export type EndpointId = keyof typeof endpoints;
