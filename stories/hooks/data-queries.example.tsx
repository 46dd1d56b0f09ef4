import { useAccount, useCities, useProduct } from 'otthon';
import type { ReactNode } from 'react';
import { Readout } from './readout.js';

/** One query's answer under the call that made it. */
function Query({ call, children }: { call: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">
        <code>{call}</code>
      </h3>
      {children}
    </section>
  );
}

/** A product that loads, and a query with nothing to load yet (`null` arguments). */
export function LoadedExample({ productId }: { productId: number }) {
  const product = useProduct(productId);
  const cities = useCities(null);
  return (
    <div className="flex flex-wrap gap-6">
      <Query call={`useProduct(${productId})`}>
        <Readout values={{ isLoading: product.isLoading, 'data?.title': product.data?.title, 'error?.status': product.error?.status }} />
      </Query>
      <Query call="useCities(null)">
        <Readout values={{ isLoading: cities.isLoading, data: cities.data, 'error?.status': cities.error?.status }} />
      </Query>
    </div>
  );
}

/** Two failures as state: a product that does not exist, and a visitor's account. */
export function FailuresExample({ missingId }: { missingId: number }) {
  const missing = useProduct(missingId);
  const account = useAccount();
  return (
    <div className="flex flex-wrap gap-6">
      <Query call={`useProduct(${missingId})`}>
        <Readout values={{ isLoading: missing.isLoading, data: missing.data, 'error?.status': missing.error?.status }} />
      </Query>
      <Query call="useAccount()">
        <Readout values={{ isLoading: account.isLoading, data: account.data, 'error?.status': account.error?.status }} />
      </Query>
    </div>
  );
}
