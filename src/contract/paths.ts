/**
 * The address of every call of the contract, named by the call's endpoint id (docs/api.md). The
 * endpoint table (`endpoints.ts`) takes each call's path from here, and so does the client, each
 * function only the addresses it calls (a bundler keeps only the constants a page uses). This
 * module imports nothing, so client code may load it without the contract's validation library.
 * A `{name}` parameter is one path segment; `{name+}` may span several (`pathTo` fills both).
 */
// app
export const csrfCookie = '/sanctum/csrf-cookie';
export const ping = '/api/ping';
export const init = '/api/init';
export const currencies = '/api/currencies';
export const countries = '/api/countries';
export const cities = '/api/cities';
export const pickupPoints = '/api/pickup-points';
export const botChallenge = '/api/bot-challenge';

// catalog
export const home = '/api/home';
export const categories = '/api/categories';
export const resolveCategory = '/api/categories/resolve';
export const brands = '/api/brands';
export const products = '/api/products';
export const suggest = '/api/search/suggest';
export const product = '/api/products/{id}';
export const restockSubscribe = '/api/products/{id}/restock-notifications';
export const restockConfirmPage = '/api/restock-notifications/confirm/{token}';
export const restockConfirm = '/api/restock-notifications/confirm/{token}';
export const dataSheet = '/api/products/{id}/data-sheet';
export const media = '/api/media/{file}';

// content
export const blogPosts = '/api/blog';
export const blogPost = '/api/blog/{slug+}';
export const page = '/api/pages/{slug+}';
export const showroom = '/api/showroom';

// favourites
export const favourites = '/api/favourites';
export const addFavourite = '/api/favourites/{id}';
export const removeFavourite = '/api/favourites/{id}';

// cart
export const cart = '/api/cart';
export const addCartProduct = '/api/cart/product';
export const setCartProduct = '/api/cart/product/{id}';
export const updateCustomer = '/api/cart/customer';
export const addCoupon = '/api/cart/coupon';
export const removeCoupon = '/api/cart/coupon/{code}';
export const setPaymentMethod = '/api/cart/method/payment';
export const setDeliveryMethod = '/api/cart/method/delivery';
export const setHomeDelivery = '/api/cart/home-delivery';
export const deliverySlots = '/api/cart/delivery-slots';

// checkout
export const placeOrder = '/api/cart/order';
export const placeOffer = '/api/cart/offer';
export const order = '/api/orders/{order_hash}';
export const orderInvoice = '/api/orders/{order_hash}/invoices/{invoice_id}';
export const restartPayment = '/api/orders/payment_restart/{order_hash}';
export const sendWithdrawalCode = '/api/withdrawals/code';
export const lookupWithdrawal = '/api/withdrawals/lookup';
export const submitWithdrawal = '/api/withdrawals';
export const offer = '/api/offers/{offer_hash}';

// payment (the simulated card gateway)
export const paymentGateway = '/api/payment/gateway/{attempt}';
export const paymentGatewayDecision = '/api/payment/gateway/{attempt}';

// payment (outside providers)
export const simplePayNotice = '/api/payments/simplepay/ipn';
export const simplePayBack = '/api/payments/simplepay/back';
export const barionCallback = '/api/payments/barion/callback';
export const barionBack = '/api/payments/barion/back';

// auth
export const user = '/api/auth/user';
export const login = '/api/auth/login';
export const logout = '/api/auth/logout';
export const register = '/api/auth/register';
export const activate = '/api/auth/activate';
export const requestPasswordReset = '/api/auth/password/reset';
export const resetPassword = '/api/auth/password/reset/{token}';

// account
export const account = '/api/account';
export const updateAccount = '/api/account';
export const accountOrders = '/api/account/orders';
export const withdrawableOrders = '/api/account/withdrawals';

// forms
export const contact = '/api/contact';
export const projectContact = '/api/contact/project';
export const newsletter = '/api/newsletter';
export const newsletterConfirmPage = '/api/newsletter/confirm/{token}';
export const newsletterConfirm = '/api/newsletter/confirm/{token}';

// development
export const mailbox = '/api/dev/mailbox';
export const mails = '/api/dev/mails';

/**
 * A call's address with its parameters filled in, each encoded as a path segment (a `{name+}`
 * parameter keeps its slashes between encoded segments, and drops empty ones).
 */
export function pathTo(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)(\+?)\}/g, (_, name: string, spans: string) => {
    const value = String(params[name] ?? '');
    return spans ? value.split('/').filter(Boolean).map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
}

/** A path segment decoded; one that does not decode is kept as sent. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The parameters of an address read by a call's path, each decoded (a `{name+}` parameter's
 * segments joined by slashes, empty ones dropped), or null when the address is not the call's.
 * The inverse of {@link pathTo}. Exact, as the reference server routes: letter case and a
 * trailing slash count.
 *
 * @example pathParamsOf('/api/blog/{slug+}', '/api/blog/2026/kanape') // { slug: '2026/kanape' }
 */
export function pathParamsOf(path: string, pathname: string): Record<string, string> | null {
  const pathParts = path.split('/');
  const parts = pathname.split('/');
  const params: Record<string, string> = {};
  for (let index = 0; index < pathParts.length; index += 1) {
    const part = pathParts[index]!;
    const param = /^\{(\w+)(\+?)\}$/.exec(part);
    if (param?.[2]) {
      // A parameter spanning segments takes every segment up to the path's own remaining ones.
      const rest = pathParts.length - index - 1;
      const value = parts
        .slice(index, parts.length - rest)
        .filter(Boolean)
        .map(decodeSegment)
        .join('/');
      if (value === '') return null;
      params[param[1]!] = value;
      const tail = pathParamsOf(pathParts.slice(index + 1).join('/'), parts.slice(parts.length - rest).join('/'));
      return tail === null ? null : { ...params, ...tail };
    }
    const segment = parts[index];
    if (segment === undefined) return null;
    if (param) {
      if (segment === '') return null;
      params[param[1]!] = decodeSegment(segment);
    } else if (segment !== part) return null;
  }
  return parts.length === pathParts.length ? params : null;
}
