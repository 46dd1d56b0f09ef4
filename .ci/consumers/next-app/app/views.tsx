'use client';
import { useProduct, useProducts } from 'otthon';
import { AddToCartButton, CheckoutForm, CheckoutResult, Image, ProductCard } from 'otthon/components';
import type { ProductListQuery } from 'otthon/core';

export function ProductListView({ query }: { query: ProductListQuery }) {
  const { data } = useProducts(query);
  return (
    <section data-screen="list">
      <h1>Products</h1>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 16 }}>
        {data?.items.map((product, index) => (
          <ProductCard key={product.id} product={product} href={`/product/${product.id}`} priority={index < 2} />
        ))}
      </div>
    </section>
  );
}

export function ProductView({ id }: { id: number }) {
  const { data: product } = useProduct(id);
  if (!product) return <p>Loading…</p>;
  return (
    <section data-screen="product">
      <h1>{product.title}</h1>
      {product.image ? <Image image={product.image} width={320} /> : null}
      <AddToCartButton product={product} />
    </section>
  );
}

export function CheckoutView() {
  return <CheckoutForm />;
}

export function ResultView({ orderHash }: { orderHash: string | null }) {
  return <CheckoutResult orderHash={orderHash} />;
}
