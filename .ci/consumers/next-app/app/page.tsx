import { serializeShopKey, shopKey, type ProductListQuery } from 'otthon/core';
import { CURRENCY, LOCALE, serverApi } from './api-server';
import { ServerData } from './providers';
import { ProductListView } from './views';

export const dynamic = 'force-dynamic';

/** A server component: the list comes from the API here and reaches the hooks as SWR fallback. */
export default async function Home() {
  const query: ProductListQuery = { page: 1 };
  const list = await serverApi().products(query);
  const fallback = { [serializeShopKey(shopKey('products', LOCALE, CURRENCY, query))]: list };
  return (
    <ServerData fallback={fallback}>
      <ProductListView query={query} />
    </ServerData>
  );
}
