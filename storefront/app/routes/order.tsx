import { buildPath, useOrder, useShop } from 'otthon';
import { buttonVariants, HomeDeliverySummary, OrderInvoices, PickupPointSummary } from 'otthon/components';
import { data, useLoaderData } from 'react-router';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import { personalHeaders, personalMeta } from '../lib/personal-screen.js';
import type { ScreenData } from '../lib/screen-data.js';
import { apiCookieHeaders, orNotFound, shopRequest } from '../lib/shop-data.server.js';
import { useShopT } from '../lib/use-shop-t.js';
import { OrderDocument, OrderRefunds, OrderStatusBadge, OrderTotals, PaymentStatusBadge, useShopDate } from '../parts/order-parts.js';
import { ShopLink } from '../shell/shop-link.js';

/** The order by its hash (404 for an unknown one) and the countries its addresses name. */
export async function loader({ request, params, context }: ShopLoaderArgs) {
  const { key } = shopRequest(request);
  const orderHash = params.order_hash ?? '';
  const [order, countries] = await Promise.all([orNotFound(context.shop.order(orderHash), request, context), context.shop.countries()]);
  return data({ orderHash, fallback: { [key('order', orderHash)]: order, [key('countries')]: countries } } satisfies ScreenData & Record<string, unknown>, {
    headers: apiCookieHeaders(context),
  });
}

export const meta = personalMeta('orders-order_hash');
export const headers = personalHeaders;

/**
 * An order by its hash (the link of the order e-mail and of the account's orders): its status and
 * payment, the products, every figure, delivery and payment, the addresses and the comment. An
 * unpaid card payment leads to its result page, where it can be paid again.
 */
export default function OrderScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const date = useShopDate();
  const { orderHash } = useLoaderData<typeof loader>();
  const { data: order } = useOrder(orderHash, { keepPreviousData: true });
  if (!order) return null;
  const unpaid = order.payment.can_retry && (order.payment.status === 'failed' || order.payment.status === 'cancelled');

  return (
    <OrderDocument
      screen="order"
      title={t('routes.orders-order_hash.title')}
      facts={[
        [
          t('orderPage.number'),
          <span key="number" className="font-semibold tabular-nums">
            {order.order_number}
          </span>,
        ],
        [
          t('orderPage.placedAt'),
          <time key="placedAt" dateTime={order.created_at}>
            {date(order.created_at, true)}
          </time>,
        ],
        [t('orderPage.status'), <OrderStatusBadge key="status" status={order.status} />],
        [t('orderPage.paymentStatus'), <PaymentStatusBadge key="paymentStatus" status={order.payment.status} method={order.payment.method.code} />],
      ]}
      note={
        <>
          {order.status !== 'cancelled' ? (
            <p>
              <ShopLink
                to={`${buildPath('withdrawal', locale)}?order=${order.order_number}`}
                data-slot="withdrawal-link"
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                {t('withdrawal.orderLink')}
              </ShopLink>
            </p>
          ) : null}
          {unpaid ? (
            <p className="flex flex-wrap items-center gap-3 rounded-otthon border border-warning bg-surface px-4 py-3 text-sm">
              <span>{t('orderPage.unpaid')}</span>
              <ShopLink
                to={buildPath('checkout-result-order_hash', locale, { order_hash: order.order_hash })}
                className={buttonVariants({ variant: 'primary', size: 'sm' })}
              >
                {t('checkout.result.payAgain')}
              </ShopLink>
            </p>
          ) : null}
        </>
      }
      itemsTitle={t('orderPage.items')}
      items={order.items}
      currency={order.currency}
      summaryTitle={t('cart.summary.title')}
      summary={
        <>
          <OrderTotals summary={order.summary} currency={order.currency} coupon={order.coupon} delivery={order.delivery} />
          <dl className="flex flex-col gap-1.5 border-t border-border pt-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{t('checkout.delivery.title')}</dt>
              <dd className="text-right">{order.delivery.title}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{t('checkout.payment.title')}</dt>
              <dd className="text-right">{order.payment.method.title}</dd>
            </div>
          </dl>
          {order.delivery.pickup_point ? <PickupPointSummary point={order.delivery.pickup_point} className="border-t border-border pt-3" /> : null}
          {order.delivery.home_delivery ? (
            <HomeDeliverySummary homeDelivery={order.delivery.home_delivery} currency={order.currency} className="border-t border-border pt-3" />
          ) : null}
          <OrderInvoices invoices={order.invoices} className="border-t border-border pt-3" />
          <OrderRefunds refunds={order.refunds} />
        </>
      }
      customer={order.customer_data}
      comment={order.comment}
      commentTitle={t('checkout.comment')}
    />
  );
}
