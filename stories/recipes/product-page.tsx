import { type Locale, type ProductDetail, useProduct, useRoutePath, useShop } from 'otthon';
import {
  AddToCartButton,
  Breadcrumbs,
  CartPanel,
  CartPanelTrigger,
  ColourSwatches,
  DeliveryEstimate,
  ProductShipping,
  ErrorScreen,
  FavouriteButton,
  LegalGuaranteeNotice,
  NextTierNudge,
  Price,
  ProductGallery,
  ProductSafety,
  QuantityField,
  type RenderLink,
  RestockDate,
  RestockNotifyForm,
  RichText,
  SimilarProducts,
  Spinner,
  StockBadge,
  TierTable,
} from 'otthon/components';
import { useState } from 'react';

/** The page's own words; every other text on it comes from the kit, in the shop's language. */
const TEXT: Record<Locale, { description: string; warrantyPage: string }> = {
  hu: { description: 'Leírás', warrantyPage: 'garancia' },
  en: { description: 'Description', warrantyPage: 'warranty' },
};

/** The buy box: price for the chosen quantity, stock and delivery, tiers, quantity and the buttons. */
function BuyBox({ product, renderLink }: { product: ProductDetail; renderLink?: RenderLink }) {
  const { locale } = useShop();
  const pathTo = useRoutePath();
  const [quantity, setQuantity] = useState(1);
  const inStock = product.quantity > 0;
  return (
    <div className="grid content-start gap-4">
      <Price product={product} quantity={quantity} size="lg" showVat />
      <StockBadge quantity={product.quantity} showCount className="self-start" />
      {inStock ? <DeliveryEstimate window={product.delivery_window} /> : <RestockDate date={product.restock_date} />}
      <ProductShipping product={product} renderLink={renderLink} />
      <TierTable product={product} quantity={quantity} />
      <NextTierNudge product={product} quantity={quantity} />
      <div className="flex flex-wrap items-end gap-3">
        <QuantityField value={quantity} onValueChange={setQuantity} max={Math.max(1, product.quantity)} disabled={!inStock} />
        <AddToCartButton product={product} quantity={quantity} className="flex-1" />
      </div>
      {inStock ? null : <RestockNotifyForm productId={product.id} />}
      <FavouriteButton product={product} variant="button" className="self-start" />
      <LegalGuaranteeNotice variant="compact" moreHref={pathTo('page_slug', { page_slug: TEXT[locale].warrantyPage })} renderLink={renderLink} />
    </div>
  );
}

/**
 * A product page: the product from `useProduct`, its gallery, the model's colours, the buy box
 * (the price for the chosen quantity, net or gross, in the shopper's currency, with the quantity
 * tiers, stock and delivery), the description, the product-safety information the law asks for,
 * similar products, and the cart panel that opens after an add. `renderLink` is your router's link.
 */
export function ProductPage({ productId, renderLink }: { productId: number; renderLink?: RenderLink }) {
  const { locale } = useShop();
  const pathTo = useRoutePath();
  // Keeps the shown product while the next colour loads, so the page does not flash a spinner.
  const { data: product, error, isLoading } = useProduct(productId, { keepPreviousData: true });
  if (error) return <ErrorScreen message={error.message} />;
  if (isLoading || !product) return <Spinner />;
  const crumbs = product.breadcrumbs.map((crumb) => ({ label: crumb.title, href: pathTo('categories-category_slug', { category_slug: crumb.slugs }) }));
  return (
    <article data-product-id={product.id} className="grid max-w-5xl gap-8">
      <header className="flex items-center justify-between gap-4">
        <Breadcrumbs items={[...crumbs, { label: product.title }]} renderLink={renderLink} />
        <CartPanelTrigger />
      </header>
      <div className="grid gap-8 md:grid-cols-2">
        {/* A new product starts at its first picture and a quantity of one. */}
        <ProductGallery key={product.id} images={product.images} title={product.title} />
        <div className="grid content-start gap-5">
          <div className="grid gap-1">
            {product.brand ? <p className="text-sm tracking-wide text-muted-foreground uppercase">{product.brand.name}</p> : null}
            <h1 className="text-3xl font-semibold">{product.title}</h1>
          </div>
          <ColourSwatches swatches={product.variants} currentId={product.id} renderLink={renderLink} />
          <BuyBox key={product.id} product={product} renderLink={renderLink} />
        </div>
      </div>
      <section aria-labelledby="product-description" className="grid gap-3">
        <h2 id="product-description" className="text-xl font-semibold">
          {TEXT[locale].description}
        </h2>
        <RichText html={product.description_html} />
      </section>
      <ProductSafety safety={product.safety} />
      <SimilarProducts products={product.similar_products} limit={3} compact renderLink={renderLink} />
      <CartPanel />
    </article>
  );
}
