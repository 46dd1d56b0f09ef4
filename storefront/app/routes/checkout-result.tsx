import { buildPath, checkoutResultState, useAuth, useOrder, useShop } from 'otthon';
import { buttonVariants, CheckoutResult } from 'otthon/components';
import { data, useLoaderData } from 'react-router';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import { personalHeaders, personalMeta } from '../lib/personal-screen.js';
import type { ScreenData } from '../lib/screen-data.js';
import { apiCookieHeaders, orNotFound, shopRequest } from '../lib/shop-data.server.js';
import { useShopT } from '../lib/use-shop-t.js';
import { CheckoutSteps } from '../parts/checkout-steps.js';
import { OrderItems, OrderSection, OrderTotals } from '../parts/order-parts.js';
import { renderShopLink, ShopLink } from '../shell/shop-link.js';

/**
 * The order of the result page: the route's `order_hash`, or the one the payment gateway sends
 * the shopper back with (`?order_hash=…`). Only the hash is read from the address; whether the
 * payment succeeded is the server's order, never a query parameter (field notes).
 */
export async function loader({ request, params, context }: ShopLoaderArgs) {
  const { key, url } = shopRequest(request);
  const orderHash = params.order_hash ?? url.searchParams.get('order_hash') ?? null;
  if (!orderHash) return data({ orderHash: null, fallback: {} } satisfies ScreenData & Record<string, unknown>, { headers: apiCookieHeaders(context) });
  const order = await orNotFound(context.shop.order(orderHash), request, context);
  return data({ orderHash, fallback: { [key('order', orderHash)]: order } } satisfies ScreenData & Record<string, unknown>, {
    headers: apiCookieHeaders(context),
  });
}

export const meta = personalMeta('checkout-result');
export const headers = personalHeaders;

const outlineLink = buttonVariants({ variant: 'outline' });

/**
 * What is being paid for while the payment is pending or failed — the order's number, products
 * and total — beside "Pay Again" (a successful result shows its own summary).
 */
function UnpaidOrder({ orderHash }: { orderHash: string }) {
  const t = useShopT();
  // The same cache entry the result polls: no request of its own.
  const { data: order } = useOrder(orderHash);
  if (!order || checkoutResultState(order, false) === 'success') return null;
  return (
    <OrderSection id="result-order" title={t('resultPage.yourOrder', { number: order.order_number })}>
      <OrderItems items={order.items} currency={order.currency} />
      <OrderTotals summary={order.summary} currency={order.currency} coupon={order.coupon} delivery={order.delivery} />
    </OrderSection>
  );
}

/**
 * The checkout result (requirements §4, §8): in progress while the payment is pending, the order's
 * summary on success, or "Unsuccessful Purchase" / "Failed Transaction" with the gateway's
 * codes, "Pay Again" and "Refresh Page" — always from the server's order, so a refresh or a
 * new tab shows the same. A purchase is reported to analytics once per order, with consent.
 */
export default function CheckoutResultScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const { isLoggedIn } = useAuth();
  const { orderHash } = useLoaderData<typeof loader>();

  return (
    <div data-screen="checkout-result" className="flex flex-col gap-8 pb-8">
      <CheckoutSteps current="result" />
      <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{t('routes.checkout-result.title')}</h1>
      {orderHash ? (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
          <CheckoutResult orderHash={orderHash} headingLevel={2} renderLink={renderShopLink}>
            {isLoggedIn ? (
              <ShopLink to={buildPath('account-orders', locale)} className={outlineLink}>
                {t('routes.account-orders.title')}
              </ShopLink>
            ) : null}
            <ShopLink to={buildPath('index', locale)} className={buttonVariants({ variant: 'primary' })}>
              {t('cart.continueShopping')}
            </ShopLink>
          </CheckoutResult>
          <UnpaidOrder orderHash={orderHash} />
        </div>
      ) : (
        <section className="flex max-w-2xl flex-col items-start gap-4">
          <p>{t('resultPage.noOrder')}</p>
          <div className="flex flex-wrap gap-3">
            <ShopLink to={buildPath(isLoggedIn ? 'account-orders' : 'cart', locale)} className={outlineLink}>
              {t(isLoggedIn ? 'routes.account-orders.title' : 'routes.cart.title')}
            </ShopLink>
            <ShopLink to={buildPath('index', locale)} className={buttonVariants({ variant: 'primary' })}>
              {t('cart.continueShopping')}
            </ShopLink>
          </div>
        </section>
      )}
    </div>
  );
}
