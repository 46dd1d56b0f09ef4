import { serializeShopKey, shopKey } from 'otthon/core';
import { notFound } from 'next/navigation';
import { CURRENCY, LOCALE, serverApi } from '../../api-server';
import { ServerData } from '../../providers';
import { ProductView } from '../../views';

export const dynamic = 'force-dynamic';

export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) notFound();
  const product = await serverApi().product(id);
  return (
    <ServerData fallback={{ [serializeShopKey(shopKey('product', LOCALE, CURRENCY, id))]: product }}>
      <ProductView id={id} />
    </ServerData>
  );
}
