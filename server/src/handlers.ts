import type { Handlers } from './http/router.js';
import { account, accountOrders, activate, currentUser, login, logout, register, requestPasswordReset, resetPassword, updateAccount } from './services/auth.js';
import { issueBotToken } from './services/bot-challenge.js';
import { loadCartState } from './services/cart.js';
import { pickupPointSearch } from './services/pickup-points.js';
import {
  addCoupon,
  addCartProduct,
  deliverySlots,
  removeCoupon,
  setDeliveryMethod,
  setHomeDelivery,
  setPaymentMethod,
  setCartProduct,
  updateCustomer,
} from './services/cart-actions.js';
import {
  allBrands,
  allCategories,
  blogList,
  blogPost,
  cityList,
  cmsPage,
  countryList,
  currencyList,
  home,
  init,
  resolveCategory,
  showroom,
} from './services/content.js';
import { addFavourite, listFavourites, removeFavourite } from './services/favourites.js';
import { confirmNewsletter, sendContact, showNewsletterConfirmation, subscribe } from './services/forms.js';
import { listProducts } from './services/listing.js';
import { settled } from './services/deferred.js';
import { mailboxPage, mails } from './services/mailbox.js';
import { mediaImage } from './services/media-image.js';
import { offerView, orderView, restartPayment } from './services/orders.js';
import { decide, gatewayPage } from './services/payment.js';
import { invoicePage } from './services/invoices.js';
import { barionBack, barionCallback, simplePayBack, simplePayNotice } from './services/provider-payments.js';
import { placeFromCart } from './services/place-order.js';
import { dataSheet, productDetail, suggest } from './services/products.js';
import { confirmRestock, showRestockConfirmation, subscribeRestock } from './services/restock.js';
import { lookupWithdrawal, sendWithdrawalCode, submitWithdrawal, withdrawableOrders } from './services/withdrawals.js';

/** Every call of the contract's endpoint table, by its id. */
export const handlers: Handlers = {
  // — app —
  csrfCookie: async (ctx) => {
    await ctx.sendCsrfCookie();
  },
  ping: async () => undefined,
  init: (ctx) => init(ctx),
  currencies: (ctx) => currencyList(ctx),
  countries: (ctx) => countryList(ctx),
  cities: (ctx, { query }) => cityList(ctx, query),
  pickupPoints: (ctx, { query }) => pickupPointSearch(ctx, query),
  botChallenge: (ctx) => issueBotToken(ctx),

  // — catalog —
  home: (ctx) => home(ctx),
  categories: (ctx) => allCategories(ctx),
  resolveCategory: (ctx, { query }) => resolveCategory(ctx, query.path),
  brands: (ctx) => allBrands(ctx),
  products: (ctx, { query }) => listProducts(ctx, query),
  suggest: (ctx, { query }) => suggest(ctx, query.q),
  product: (ctx, { params }) => productDetail(ctx, params.id),
  dataSheet: (ctx, { params }) => dataSheet(ctx, params.id),
  restockSubscribe: (ctx, { params, body }) => subscribeRestock(ctx, params.id, body),
  restockConfirmPage: (ctx, { params }) => showRestockConfirmation(ctx, params.token),
  restockConfirm: (ctx, { params }) => confirmRestock(ctx, params.token),
  media: (ctx, { params, query }) => mediaImage(ctx, params.file, query),

  // — content —
  blogPosts: (ctx, { query }) => blogList(ctx, query),
  blogPost: (ctx, { params }) => blogPost(ctx, params.slug),
  page: (ctx, { params }) => cmsPage(ctx, params.slug),
  showroom: (ctx) => showroom(ctx),

  // — favourites —
  favourites: (ctx) => listFavourites(ctx),
  addFavourite: (ctx, { params }) => addFavourite(ctx, params.id),
  removeFavourite: (ctx, { params }) => removeFavourite(ctx, params.id),

  // — cart —
  cart: async (ctx) => (await loadCartState(ctx)).view,
  addCartProduct: (ctx, { body }) => addCartProduct(ctx, body.product_id, body.quantity),
  setCartProduct: (ctx, { params, body }) => setCartProduct(ctx, params.id, body),
  updateCustomer: (ctx, { body }) => updateCustomer(ctx, body),
  addCoupon: (ctx, { body }) => addCoupon(ctx, body.code, body.email),
  removeCoupon: (ctx, { params }) => removeCoupon(ctx, params.code),
  setPaymentMethod: (ctx, { body }) => setPaymentMethod(ctx, body.id),
  setDeliveryMethod: (ctx, { body }) => setDeliveryMethod(ctx, body.id, body.pickup_point_id),
  setHomeDelivery: (ctx, { body }) => setHomeDelivery(ctx, body),
  deliverySlots: (ctx) => deliverySlots(ctx),

  // — checkout —
  placeOrder: (ctx, { body }) => placeFromCart(ctx, body, 'order') as Promise<{ order_hash: string; redirect_url: string | null }>,
  placeOffer: (ctx, { body }) => placeFromCart(ctx, body, 'offer') as Promise<{ offer_hash: string }>,
  order: (ctx, { params }) => orderView(ctx, params.order_hash),
  restartPayment: (ctx, { params, body }) => restartPayment(ctx, params.order_hash, body),
  offer: (ctx, { params }) => offerView(ctx, params.offer_hash),
  sendWithdrawalCode: (ctx, { body }) => sendWithdrawalCode(ctx, body),
  lookupWithdrawal: (ctx, { body }) => lookupWithdrawal(ctx, body),
  submitWithdrawal: (ctx, { body }) => submitWithdrawal(ctx, body),

  // — payment —
  paymentGateway: (ctx, { params }) => gatewayPage(ctx, params.attempt),
  orderInvoice: (ctx, { params }) => invoicePage(ctx, params.order_hash, params.invoice_id),
  paymentGatewayDecision: (ctx, { params, body }) => decide(ctx, params.attempt, body.decision),
  simplePayNotice: (ctx) => simplePayNotice(ctx),
  simplePayBack: (ctx, { query }) => simplePayBack(ctx, query),
  barionCallback: (ctx) => barionCallback(ctx),
  barionBack: (ctx, { query }) => barionBack(ctx, query),

  // — auth —
  user: (ctx) => currentUser(ctx),
  login: (ctx, { body }) => login(ctx, body),
  logout: (ctx) => logout(ctx),
  register: (ctx, { body }) => register(ctx, body),
  activate: (ctx, { body }) => activate(ctx, body.token),
  requestPasswordReset: (ctx, { body }) => requestPasswordReset(ctx, body),
  resetPassword: (ctx, { params, body }) => resetPassword(ctx, params.token, body.password),

  // — account —
  account: (ctx) => account(ctx),
  updateAccount: (ctx, { body }) => updateAccount(ctx, body),
  accountOrders: (ctx, { query }) => accountOrders(ctx, query),
  withdrawableOrders: (ctx) => withdrawableOrders(ctx),

  // — forms —
  contact: (ctx, { body }) => sendContact(ctx, 'contact', body),
  projectContact: (ctx, { body }) => sendContact(ctx, 'project', body),
  newsletter: (ctx, { body }) => subscribe(ctx, body),
  newsletterConfirmPage: (ctx, { params }) => showNewsletterConfirmation(ctx, params.token),
  newsletterConfirm: (ctx, { params }) => confirmNewsletter(ctx, params.token),

  // — development —
  // The outbox as it is once the mails requests left to send after their answers are written.
  mailbox: async (ctx) => (await settled(), mailboxPage(ctx)),
  mails: async (ctx, { query }) => (await settled(), mails(ctx, query.to)),
};
