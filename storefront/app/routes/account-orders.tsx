import { buildPath, useAccountOrders, useMoney, useShop } from 'otthon';
import { buttonVariants, DeliverySlotSummary, Image, Pagination, PickupPointSummary } from 'otthon/components';
import { data, redirect, useLoaderData } from 'react-router';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import { orLogin } from '../lib/login-required.server.js';
import { pageParam } from '../lib/page-param.js';
import { personalHeaders, personalMeta } from '../lib/personal-screen.js';
import type { ScreenData } from '../lib/screen-data.js';
import { apiCookieHeaders, shopRequest } from '../lib/shop-data.server.js';
import { useShopT } from '../lib/use-shop-t.js';
import { AccountNav } from '../parts/account-parts.js';
import { OrderStatusBadge, PaymentStatusBadge, useShopDate } from '../parts/order-parts.js';
import { renderShopLink, ShopLink } from '../shell/shop-link.js';

/** One page of the customer's orders; a visitor goes to the login page, a page past the last to the last. */
export async function loader({ request, context }: ShopLoaderArgs) {
  const { key, url, locale } = shopRequest(request);
  const page = pageParam(url.searchParams);
  const orders = await orLogin(context.shop.accountOrders(page), request, context);
  const last = orders.meta.last_page;
  if (page > 1 && last >= 1 && page > last) {
    throw redirect(last === 1 ? buildPath('account-orders', locale) : `${buildPath('account-orders', locale)}?page=${last}`, {
      headers: apiCookieHeaders(context),
    });
  }
  return data({ page, fallback: { [key('accountOrders', page)]: orders } } satisfies ScreenData & Record<string, unknown>, {
    headers: apiCookieHeaders(context),
  });
}

export const meta = personalMeta('account-orders');
export const headers = personalHeaders;

/**
 * The customer's orders, newest first: the order number and date, its products (picture, title,
 * pieces), the gross total in the order's own currency, its payment method, order and payment
 * status, and the way to each order.
 */
export default function AccountOrdersScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const { format } = useMoney();
  const date = useShopDate();
  const { page } = useLoaderData<typeof loader>();
  const { data: orders } = useAccountOrders(page);
  const path = buildPath('account-orders', locale);

  return (
    <div data-screen="account-orders" className="flex flex-col gap-6 pb-8">
      <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{t('routes.account-orders.title')}</h1>
      <AccountNav />
      {orders && orders.items.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted-foreground">{t('account.orders.empty')}</p>
          <ShopLink to={buildPath('all-products', locale)} className={buttonVariants({ variant: 'primary' })}>
            {t('cart.continueShopping')}
          </ShopLink>
        </div>
      ) : null}
      {orders && orders.items.length > 0 ? (
        <>
          <p className="text-sm text-muted-foreground">
            {t('accountPage.ordersRange', { from: orders.meta.from ?? 0, to: orders.meta.to ?? 0, total: orders.meta.total })}
          </p>
          <ol data-slot="account-orders" className="flex flex-col gap-3">
            {orders.items.map((order) => {
              const placed = date(order.created_at, true);
              const number = order.order_number;
              return (
                <li
                  key={order.order_hash}
                  data-slot="account-order"
                  data-order-hash={order.order_hash}
                  className="grid gap-3 rounded-otthon border border-border bg-surface p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                >
                  <div className="flex min-w-0 flex-col gap-3">
                    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                      <h2 data-slot="account-order-number" className="font-semibold tabular-nums">
                        {t('accountPage.orderNumber', { number })}
                      </h2>
                      <p className="text-sm text-muted-foreground">
                        {t('orderPage.placedAt')}: <time dateTime={order.created_at}>{placed}</time>
                      </p>
                    </div>
                    <ul data-slot="account-order-items" aria-label={t('orderPage.items')} className="flex flex-col gap-2">
                      {order.items.map((item, index) => (
                        <li key={`${item.product_id}-${index}`} data-slot="account-order-item" className="flex items-center gap-3 text-sm">
                          <div className="size-12 shrink-0 overflow-hidden rounded-[calc(var(--otthon-radius)/2)] bg-muted">
                            {item.image ? <Image image={item.image} alt="" width={48} fit="cover" /> : null}
                          </div>
                          <span className="min-w-0 wrap-anywhere">{item.name}</span>
                          <span className="shrink-0 text-muted-foreground tabular-nums">× {t('common.pieces', { count: item.quantity })}</span>
                        </li>
                      ))}
                    </ul>
                    <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
                      <div className="flex items-center gap-1.5">
                        <dt className="text-muted-foreground">
                          {t('cart.summary.total')} <span className="text-xs whitespace-nowrap">{t('vat.suffix.gross')}</span>:
                        </dt>
                        <dd data-slot="account-order-total" className="font-semibold tabular-nums">
                          {format(order.total_amount_gross, order.currency)}
                        </dd>
                      </div>
                      <div className="flex items-center gap-1.5">
                        <dt className="sr-only">{t('orderPage.status')}</dt>
                        <dd>
                          <OrderStatusBadge status={order.status} />
                        </dd>
                      </div>
                      <div className="flex items-center gap-1.5">
                        <dt className="text-muted-foreground">{t('orderPage.paymentMethod')}:</dt>
                        <dd data-slot="account-order-payment-method">{order.payment_method.title}</dd>
                      </div>
                      <div className="flex items-center gap-1.5">
                        <dt className="sr-only">{t('orderPage.paymentStatus')}</dt>
                        <dd>
                          <PaymentStatusBadge status={order.payment_status} method={order.payment_method.code} />
                        </dd>
                      </div>
                    </dl>
                    {order.pickup_point ? <PickupPointSummary point={order.pickup_point} showHours={false} className="mt-2" /> : null}
                    {order.delivery_slot ? <DeliverySlotSummary slot={order.delivery_slot} className="mt-2" /> : null}
                  </div>
                  <div className="flex flex-wrap gap-2 sm:justify-end">
                    {order.payment_status === 'failed' || order.payment_status === 'cancelled' ? (
                      <ShopLink
                        to={buildPath('checkout-result-order_hash', locale, { order_hash: order.order_hash })}
                        className={buttonVariants({ variant: 'primary' })}
                      >
                        {t('checkout.result.payAgain')}
                        <span className="sr-only">: {number}</span>
                      </ShopLink>
                    ) : null}
                    {order.invoices
                      .filter((invoice) => invoice.status === 'issued' && invoice.url)
                      .map((invoice) => (
                        <a
                          key={invoice.number ?? invoice.url}
                          href={invoice.url!}
                          target="_blank"
                          rel="noopener"
                          data-slot="account-order-invoice"
                          data-kind={invoice.kind}
                          className={buttonVariants({ variant: 'outline' })}
                        >
                          {t(`order.invoices.${invoice.kind}`, { number: invoice.number ?? '' })}
                        </a>
                      ))}
                    <ShopLink to={buildPath('orders-order_hash', locale, { order_hash: order.order_hash })} className={buttonVariants({ variant: 'outline' })}>
                      {t('checkout.result.viewOrder')}
                      <span className="sr-only">: {placed}</span>
                    </ShopLink>
                  </div>
                </li>
              );
            })}
          </ol>
          <Pagination
            page={orders.meta.current_page}
            pageCount={orders.meta.last_page}
            getHref={(target) => (target === 1 ? path : `${path}?page=${target}`)}
            renderLink={renderShopLink}
          />
        </>
      ) : null}
    </div>
  );
}
