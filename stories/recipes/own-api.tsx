import { ShopProvider, useCart } from 'otthon';
import { Announcer, Toaster } from 'otthon/components';
import type { ReactNode } from 'react';

/**
 * Wiring your own API: `<ShopProvider>` takes where the API lives (`apiOrigin`), a `fetch` of your
 * own (headers, tracing, an in-process server), and sees every response (`onResponse`). Every hook
 * and component below it talks to that API.
 */
export function ShopShell({ apiOrigin, onResponse, children }: { apiOrigin: string; onResponse?: (response: Response) => void; children: ReactNode }) {
  return (
    <ShopProvider
      locale="hu"
      apiOrigin={apiOrigin}
      defaultVatMode="gross"
      fetch={(input, init) => fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), 'X-Shop-Client': 'my-shop' } })}
      {...(onResponse ? { onResponse } : {})}
    >
      <Announcer />
      <Toaster />
      {children}
    </ShopProvider>
  );
}

/** What a page under the shell sees: the cart of the API it was given. */
export function CartCount() {
  const { cart, isLoading } = useCart();
  return <p data-testid="cart-count">{isLoading ? '…' : (cart?.summary.total_quantity ?? 0)}</p>;
}
