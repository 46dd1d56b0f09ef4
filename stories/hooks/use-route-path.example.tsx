import { type RouteLinks, ShopProvider, useRoutePath, useShop } from 'otthon';
import { useT } from 'otthon/components';
import { Readout } from './readout.js';

/** Two of the kit's links, to the cart and to an order, with the addresses `useRoutePath()` gives them. */
function Links({ orderHash }: { orderHash: string }) {
  const t = useT();
  const pathTo = useRoutePath();
  const cart = pathTo('cart');
  const order = pathTo('orders-order_hash', { order_hash: orderHash });
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex gap-4">
        <li>
          <a className="underline" href={cart}>
            {t('routes.cart.title')}
          </a>
        </li>
        <li>
          <a className="underline" href={order}>
            {t('checkout.result.viewOrder')}
          </a>
        </li>
      </ul>
      <Readout values={{ "pathTo('cart')": cart, "pathTo('orders-order_hash', { order_hash })": order }} />
    </div>
  );
}

/** An app that keeps its order pages elsewhere: `/{locale}/my-orders/{hash}`; every other page is the package's. */
const appRoutes: RouteLinks = (name, locale, params) => (name === 'orders-order_hash' ? `/${locale}/my-orders/${params.order_hash}` : undefined);

/** The same links under the package's route table, and under a provider that places the order page itself. */
export function RoutePathExample({ orderHash }: { orderHash: string }) {
  const { locale } = useShop();
  return (
    <div className="flex flex-col gap-6">
      <section data-testid="package-routes">
        <Links orderHash={orderHash} />
      </section>
      <section data-testid="app-routes">
        <ShopProvider locale={locale} routes={appRoutes}>
          <Links orderHash={orderHash} />
        </ShopProvider>
      </section>
    </div>
  );
}
