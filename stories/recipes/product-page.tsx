import { useProduct } from 'otthon';
import {
  AddToCartButton,
  CartPanel,
  CartPanelTrigger,
  ErrorScreen,
  FavouriteButton,
  Price,
  SimilarProducts,
  Spinner,
  StockBadge,
  TierTable,
} from 'otthon/components';

/**
 * A product page: the product from `useProduct`, its price (net or gross, in the shopper's
 * currency), the quantity tiers, stock, the buy buttons, and the cart panel that opens after an add.
 */
export function ProductPage({ productId }: { productId: number }) {
  const { data: product, error, isLoading } = useProduct(productId);
  if (error) return <ErrorScreen message={error.message} />;
  if (isLoading || !product) return <Spinner />;
  return (
    <article className="grid max-w-3xl gap-6 md:grid-cols-[1fr_1fr]">
      <header className="flex items-center justify-between md:col-span-2">
        <h1 className="text-2xl font-semibold">{product.title}</h1>
        <CartPanelTrigger />
      </header>
      <div className="grid content-start gap-4">
        <Price product={product} size="lg" showVat />
        <StockBadge quantity={product.quantity} showCount />
        <TierTable product={product} />
      </div>
      <div className="grid content-start gap-3">
        <AddToCartButton product={product} />
        <FavouriteButton product={product} />
      </div>
      <div className="md:col-span-2">
        <SimilarProducts products={product.similar_products} limit={3} compact />
      </div>
      <CartPanel />
    </article>
  );
}
