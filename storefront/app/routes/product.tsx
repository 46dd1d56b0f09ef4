import {
  buildPath,
  guaranteeYears,
  type CurrencyCode,
  type Locale,
  matchPath,
  productIdFromSlug,
  productSlugSegments,
  RETURN_DAYS,
  useAnalytics,
  useCurrency,
  useProduct,
  useShop,
} from 'otthon';
import {
  AddToCartButton,
  Breadcrumbs,
  ColourSwatches,
  DeliveryEstimate,
  FavouriteButton,
  LegalGuaranteeNotice,
  NextTierNudge,
  Price,
  ProductGallery,
  ProductSafety,
  ProductShipping,
  QuantityField,
  RestockDate,
  RestockNotifyForm,
  RichText,
  SimilarProducts,
  StockBadge,
  TierTable,
} from 'otthon/components';
import { useEffect, useRef, useState } from 'react';
import { data, type MetaFunction, redirect, useLoaderData } from 'react-router';
import type { ApiAnswer } from '../lib/api-types.js';
import { breadcrumbList, JsonLd, useShopOrigin } from '../lib/json-ld.js';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import type { ScreenData } from '../lib/screen-data.js';
import { pageMeta } from '../lib/seo.js';
import { apiCookieHeaders, notFound, orNotFound, requestedPath, shopRequest } from '../lib/shop-data.server.js';
import { useShopT } from '../lib/use-shop-t.js';
import { StickyBuyBar } from '../parts/sticky-buy-bar.js';
import { renderShopLink, ShopLink } from '../shell/shop-link.js';

type ProductDetail = ApiAnswer<'product'>;

const productPath = (locale: Locale, product: ProductDetail) => buildPath('products-product_slug', locale, { product_slug: productSlugSegments(product) });

/**
 * A product page (requirements §2): the id is the text after the last dash of the final segment. An
 * unknown id is a 404; a known id under another slug or category path (renamed, moved, or the
 * other language's) is a permanent redirect to the product's own path in this language.
 */
export async function loader({ request, context }: ShopLoaderArgs) {
  const { url, key, locale } = shopRequest(request);
  const match = matchPath(requestedPath(request));
  const id = match?.name === 'products-product_slug' ? productIdFromSlug(match.params.product_slug) : null;
  if (id === null) return notFound(request, context);
  const product = await orNotFound(context.shop.product(id), request, context);
  const own = productPath(locale, product);
  if (own !== url.pathname) throw redirect(`${own}${url.search}`, { status: 301, headers: apiCookieHeaders(context) });
  const alternate = (language: Locale) => ({ product_slug: [...product.alternates[language].category_slugs, `${product.alternates[language].slug}-${id}`] });
  return data(
    {
      id,
      title: product.title,
      description: product.short_description,
      fallback: { [key('product', id)]: product },
      alternates: { hu: alternate('hu'), en: alternate('en') },
    } satisfies ScreenData & Record<string, unknown>,
    { headers: apiCookieHeaders(context) },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: screen, matches, location }) =>
  pageMeta(matches, { pathname: location.pathname, title: screen?.title, description: screen?.description, alternates: screen?.alternates });

/** Who runs each certification scheme the catalogue names, for the JSON-LD's `issuedBy`. */
const CERTIFICATION_ISSUERS: Record<string, string> = { FSC: 'Forest Stewardship Council', 'OEKO-TEX STANDARD 100': 'OEKO-TEX Association' };

/** The warranty page, where the legal guarantee notice's link leads. */
const WARRANTY_PAGE_SLUGS: Record<Locale, string> = { hu: 'garancia', en: 'warranty' };

/**
 * Structured data of the product with its offer in the shopper's currency (gross, VAT included).
 * On sale, the reduction's reference price (the lowest of the 30 days before it) is a second price
 * specification of type StrikethroughPrice, named with its meaning as the page shows it.
 */
function productJsonLd(product: ProductDetail, currency: CurrencyCode, origin: string, path: string, referenceLabel: string) {
  const prices = product.prices_by_currencies[currency];
  const price = prices?.price_gross ?? product.price_gross;
  const reference = prices ? prices.price_original_gross : product.price_original_gross;
  const unitPrice = { '@type': 'UnitPriceSpecification', price, priceCurrency: currency, valueAddedTaxIncluded: true };
  const absolute = (target: string) => new URL(target, origin || 'http://localhost').href;
  return {
    '@type': 'Product',
    name: product.title,
    sku: product.sku,
    description: product.short_description,
    image: product.images.map((image) => absolute(image.src)),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.colour ? { color: product.colour.name } : {}),
    ...(typeof product.material === 'string' ? { material: product.material } : {}),
    ...(product.category ? { category: product.category.title } : {}),
    // Product safety where schema.org has a field: the model, the manufacturer with its addresses
    // and the certifications with their licence codes (warnings have none; the page shows them).
    model: product.safety.model,
    manufacturer: {
      '@type': 'Organization',
      name: product.safety.manufacturer.name,
      email: product.safety.manufacturer.email,
      address: product.safety.manufacturer.postal_address,
      ...(product.safety.manufacturer.url ? { url: product.safety.manufacturer.url } : {}),
    },
    ...(product.safety.certifications.length
      ? {
          hasCertification: product.safety.certifications.map((certification) => ({
            '@type': 'Certification',
            name: certification.scope,
            certificationIdentification: certification.licence_code,
            // The body that runs the scheme issues the certificate (the scheme itself is no organisation).
            issuedBy: { '@type': 'Organization', name: CERTIFICATION_ISSUERS[certification.scheme] ?? certification.scheme },
          })),
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url: absolute(path),
      price,
      priceCurrency: currency,
      availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      priceSpecification:
        reference !== null && reference > price
          ? [
              unitPrice,
              {
                '@type': 'UnitPriceSpecification',
                priceType: 'https://schema.org/StrikethroughPrice',
                name: referenceLabel,
                price: reference,
                priceCurrency: currency,
                valueAddedTaxIncluded: true,
              },
            ]
          : unitPrice,
    },
  };
}

/**
 * The buy box: price for the chosen quantity (tiers, requirements §5), stock, the expected delivery (or,
 * out of stock, the expected restock and "notify me"), quantity, add to cart and favourite.
 */
function BuyBox({ product }: { product: ProductDetail }) {
  const t = useShopT();
  const { locale } = useShop();
  const [quantity, setQuantity] = useState(1);
  const addRow = useRef<HTMLDivElement>(null);
  const inStock = product.quantity > 0;
  return (
    <div data-slot="buy-box" className="flex flex-col gap-5 rounded-otthon border border-border bg-surface p-5">
      <div className="flex flex-col gap-2">
        <Price product={product} quantity={quantity} size="lg" showVat />
        <StockBadge quantity={product.quantity} showCount className="self-start" />
        {inStock ? (
          <DeliveryEstimate window={product.delivery_window} className="font-medium" />
        ) : (
          <RestockDate date={product.restock_date} className="font-medium" />
        )}
        <ProductShipping product={product} renderLink={renderShopLink} />
      </div>
      <TierTable product={product} quantity={quantity} />
      <NextTierNudge product={product} quantity={quantity} />
      {/* Wrapping, so that a failed add's message (AddToCartButton) takes its own row under the button. */}
      <div ref={addRow} className="flex flex-wrap items-end gap-3">
        <QuantityField value={quantity} onValueChange={setQuantity} max={Math.max(1, product.quantity)} disabled={!inStock} size="lg" />
        <AddToCartButton product={product} quantity={quantity} size="lg" className="min-w-48 flex-1" />
      </div>
      {inStock ? <StickyBuyBar product={product} quantity={quantity} watch={addRow} /> : <RestockNotifyForm productId={product.id} />}
      <FavouriteButton product={product} variant="button" className="self-start" />
      <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
        <li>{t('product.returns', { days: RETURN_DAYS })}</li>
        <li>{t('product.warranty', { years: guaranteeYears(product.prices_by_currencies.HUF.price_gross) })}</li>
      </ul>
      <LegalGuaranteeNotice
        variant="compact"
        moreHref={buildPath('page_slug', locale, { page_slug: WARRANTY_PAGE_SLUGS[locale] })}
        renderLink={renderShopLink}
      />
    </div>
  );
}

/** Product detail (requirements §2): gallery, title, brand, price with tiers, stock, add to cart, favourite, description, data sheet, similar products. */
export default function ProductScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const { currency } = useCurrency();
  const { track } = useAnalytics();
  const origin = useShopOrigin();
  const { id } = useLoaderData<typeof loader>();
  const { data: product } = useProduct(id, { keepPreviousData: true });
  const shown = product?.id === id ? product : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one view per product page, not per currency change (a new price refetches the product)
  useEffect(() => {
    if (shown) track({ name: 'view_item', product: shown });
  }, [shown?.id]);

  if (!shown) return null;
  const path = productPath(locale, shown);
  const home = { label: t('routes.index.title'), href: buildPath('index', locale) };
  const trail = shown.breadcrumbs.map((crumb) => ({ label: crumb.title, href: buildPath('categories-category_slug', locale, { category_slug: crumb.slugs }) }));
  const dataSheet = `${buildPath('data-sheet', locale)}?product=${shown.id}`;
  const link = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

  return (
    <div data-screen="product" data-product-id={shown.id}>
      <JsonLd data={productJsonLd(shown, currency, origin, path, t('product.price.reference'))} />
      <JsonLd
        data={breadcrumbList(origin, [
          { name: home.label, path: home.href },
          ...trail.map((crumb) => ({ name: crumb.label, path: crumb.href })),
          { name: shown.title, path },
        ])}
      />
      <Breadcrumbs items={[home, ...trail, { label: shown.title }]} renderLink={renderShopLink} className="mb-6" />

      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery key={shown.id} images={shown.images.length ? shown.images : shown.image ? [shown.image] : []} title={shown.title} />
        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-col gap-2">
            {shown.brand ? (
              <p className="text-sm font-medium tracking-wide text-muted-foreground uppercase">
                <ShopLink to={`${buildPath('all-products', locale)}?brand=${encodeURIComponent(shown.brand.slug)}`} className="rounded-otthon hover:underline">
                  {shown.brand.name}
                </ShopLink>
              </p>
            ) : null}
            <h1 className="text-3xl font-semibold tracking-tight wrap-anywhere md:text-4xl">{shown.title}</h1>
            <p className="text-sm text-muted-foreground">{t('product.sku', { sku: shown.sku })}</p>
          </div>
          {shown.variants.length > 1 && shown.colour ? (
            // Each colour is its own product: a swatch opens that colour's page, with its own price and stock.
            <div data-slot="product-colours" className="flex flex-col gap-2">
              <p className="text-sm">{t('product.colours.selected', { colour: shown.colour.name })}</p>
              <ColourSwatches swatches={shown.variants} currentId={shown.id} renderLink={renderShopLink} />
            </div>
          ) : null}
          <BuyBox key={shown.id} product={shown} />
          {shown.short_description ? <p className="text-lg">{shown.short_description}</p> : null}
        </div>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="product-description">
          <h2 id="product-description" className="text-xl font-semibold md:text-2xl">
            {t('product.description')}
          </h2>
          <RichText html={shown.description_html} className="mt-4" />
        </section>
        {shown.attributes.length > 0 ? (
          <section aria-labelledby="product-specifications">
            <h2 id="product-specifications" className="text-xl font-semibold md:text-2xl">
              {t('product.specifications')}
            </h2>
            <dl className="mt-4 divide-y divide-border border-y border-border">
              {shown.attributes.map((row) => (
                <div key={row.label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 py-2 text-sm">
                  <dt className="font-medium">{row.label}</dt>
                  <dd className="wrap-anywhere">{row.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4">
              <ShopLink to={dataSheet} className={`${link} inline-flex min-h-10 items-center`}>
                {t('product.dataSheetLink')}
              </ShopLink>
            </p>
          </section>
        ) : null}
      </div>

      <ProductSafety safety={shown.safety} className="mt-12 max-w-4xl" />

      <SimilarProducts products={shown.similar_products} renderLink={renderShopLink} className="mt-14" />
    </div>
  );
}
