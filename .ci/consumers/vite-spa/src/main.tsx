import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadMessages, ShopProvider, useProduct, useProducts } from 'otthon';
import { AddToCartButton, CartPanel, CartPanelTrigger, CheckoutForm, CheckoutResult, Image, ProductCard } from 'otthon/components';
import type { Locale } from 'otthon/core';
import './app.css';

const API_ORIGIN: string = import.meta.env.VITE_API_ORIGIN ?? '';
const locale: Locale = 'en';

function ProductList() {
  const { data, error, isLoading } = useProducts({ page: 1 });
  return (
    <section data-screen="list" className="p-4">
      <h1 className="mb-4 text-2xl font-semibold">Products</h1>
      {error ? <p role="alert">The products could not be loaded.</p> : null}
      {isLoading ? <p>Loading…</p> : null}
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {data?.items.map((product, index) => (
          <ProductCard key={product.id} product={product} href={`/product/${product.id}`} priority={index < 2} />
        ))}
      </div>
    </section>
  );
}

function ProductPage({ id }: { id: number }) {
  const { data: product } = useProduct(id);
  if (!product) return <p>Loading…</p>;
  return (
    <section data-screen="product" className="grid gap-4 p-4">
      <h1 className="text-2xl font-semibold">{product.title}</h1>
      {product.image ? <Image image={product.image} width={320} /> : null}
      <AddToCartButton product={product} />
    </section>
  );
}

function Screen() {
  const path = location.pathname;
  const product = /^\/product\/(\d+)$/.exec(path);
  if (product?.[1]) return <ProductPage id={Number(product[1])} />;
  if (path === '/checkout') {
    // The app's own step after placing (analytics, say), then the kit's default: the card payment page.
    return (
      <CheckoutForm
        onComplete={(outcome, proceed) => {
          document.body.dataset.placed = outcome.kind;
          proceed();
        }}
      />
    );
  }
  if (path === '/result') return <CheckoutResult orderHash={new URLSearchParams(location.search).get('order_hash')} />;
  return <ProductList />;
}

await loadMessages(locale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ShopProvider
      locale={locale}
      apiOrigin={API_ORIGIN}
      paymentResultUrl={() => '/result'}
      routes={(name, _locale, params) => (name === 'orders-order_hash' ? `/order/${params.order_hash}` : undefined)}
    >
      <header className="flex items-center justify-between border-b p-4 text-primary md:border-b-2">
        <a href="/">Otthon in Vite</a>
        <CartPanelTrigger />
      </header>
      <main>
        <Screen />
      </main>
      <CartPanel checkoutHref="/checkout" cartHref="/checkout" />
    </ShopProvider>
  </StrictMode>,
);
