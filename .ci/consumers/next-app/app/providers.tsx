'use client';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ShopProvider } from 'otthon';
import { CartPanel, CartPanelTrigger, MessagesProvider } from 'otthon/components';
import { messages } from 'otthon/core';

const API_ORIGIN = process.env.NEXT_PUBLIC_API_ORIGIN ?? '';

/** The shop around every page: the API on the same site, the payment result page in this app. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MessagesProvider messages={messages}>
      <ShopProvider
        locale="en"
        apiOrigin={API_ORIGIN}
        paymentResultUrl={() => '/result'}
        routes={(name, _locale, params) => (name === 'orders-order_hash' ? `/order/${params.order_hash}` : undefined)}
      >
        <header style={{ display: 'flex', justifyContent: 'space-between', padding: 16 }}>
          <a href="/">Otthon in Next.js</a>
          <CartPanelTrigger />
        </header>
        <main>{children}</main>
        <CartPanel checkoutHref="/checkout" cartHref="/checkout" />
      </ShopProvider>
    </MessagesProvider>
  );
}

/** Data a server component loaded, for the hooks below to start from (by serialized shop key). */
export function ServerData({ fallback, children }: { fallback: Record<string, unknown>; children: ReactNode }) {
  return <SWRConfig value={{ fallback }}>{children}</SWRConfig>;
}
