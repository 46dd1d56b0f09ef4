import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import type { Product } from '../contract/index.js';
import { productSlugSegments } from '../domain/product-path.js';
import { useRoutePath } from '../hooks/index.js';
import { AddToCartButton } from './add-to-cart-button.js';
import { cn } from './cn.js';
import { ColourSwatches } from './colour-swatches.js';
import { FavouriteButton } from './favourite-button.js';
import { Image } from './image.js';
import { type RenderLink, renderAnchor } from './link.js';
import { Price } from './price.js';
import { StockBadge } from './stock-badge.js';
import { type LabelOverrides, useT } from './use-t.js';

const productCardVariants = cva(
  [
    'group relative flex h-full min-w-0 rounded-otthon border border-border bg-surface text-foreground transition-shadow',
    'hover:shadow-md has-[[data-slot=product-card-link]:focus-visible]:ring-2 has-[[data-slot=product-card-link]:focus-visible]:ring-ring has-[[data-slot=product-card-link]:focus-visible]:ring-offset-2',
  ],
  {
    variants: {
      variant: {
        default: 'flex-col overflow-hidden',
        compact: 'flex-row items-start gap-3 p-3',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** `sizes` of the card image in the default grid (2, 3, then 4 columns at the UI breakpoints). */
const PRODUCT_CARD_SIZES = '(min-width: 1280px) 25vw, (min-width: 960px) 33vw, 50vw';

export interface ProductCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'>, VariantProps<typeof productCardVariants> {
  product: Product;
  /** The product page; defaults to the `products-product_slug` route of the shop's language (product path). */
  href?: string;
  /** Renders the title link, e.g. with the router's `Link`. @default a plain anchor */
  renderLink?: RenderLink;
  /** The title's element; pick the level that follows the page's headings. @default 'h3' */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  /** @default true */
  showAddToCart?: boolean;
  /** @default true */
  showFavourite?: boolean;
  /** `loading="eager"` and high fetch priority for the first cards of a page (largest paint). @default false */
  priority?: boolean;
  /** Replaces messages of the card's parts (`product.*`). */
  labels?: LabelOverrides;
}

/**
 * A product in a listing: image, title linking to the product page (the whole card is the link's
 * target area), brand, price in the shopper's currency and VAT mode, stock state, and the
 * favourite and add-to-cart buttons, each reachable by keyboard on its own. A failed add is said
 * under its button until the next try.
 *
 * @example
 * <ProductCard product={product} renderLink={({ href, ...props }) => <Link to={href} {...props} />} />
 */
function ProductCard({
  product,
  href,
  renderLink = renderAnchor,
  titleAs: Title = 'h3',
  showAddToCart = true,
  showFavourite = true,
  priority = false,
  variant,
  labels,
  className,
  ...props
}: ProductCardProps) {
  const t = useT(labels);
  const pathTo = useRoutePath();
  const link = href ?? pathTo('products-product_slug', { product_slug: productSlugSegments(product) });
  const compact = variant === 'compact';
  const media = (
    <div
      data-slot="product-card-media"
      className={cn('relative shrink-0 overflow-hidden bg-muted', compact ? 'size-20 rounded-[calc(var(--otthon-radius)/2)]' : 'aspect-[4/3] w-full')}
    >
      {product.image ? (
        // The title says what the image shows; the image itself adds nothing for a screen reader.
        <Image
          image={product.image}
          alt=""
          sizes={compact ? '80px' : PRODUCT_CARD_SIZES}
          fit="cover"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      ) : (
        <span role="img" aria-label={t('product.imageMissing')} className="flex h-full items-center justify-center text-sm text-muted-foreground" />
      )}
      {/* A thumb-sized target on phones (44 px), where two cards share a row. */}
      {showFavourite && !compact ? (
        <FavouriteButton product={product} labels={labels} className="absolute top-1.5 right-1.5 z-10 size-11 sm:top-2 sm:right-2 sm:size-10" />
      ) : null}
    </div>
  );
  return (
    <article
      data-slot="product-card"
      data-variant={variant ?? 'default'}
      data-stock={product.quantity > 0 ? 'in-stock' : 'out-of-stock'}
      className={cn(productCardVariants({ variant }), className)}
      {...props}
    >
      {media}
      <div className={cn('flex min-w-0 flex-1 flex-col', compact ? 'gap-2' : 'gap-1.5 p-2.5 sm:gap-2 sm:p-4')}>
        {product.brand && !compact ? (
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase wrap-anywhere">{product.brand.name}</p>
        ) : null}
        {/* Long names stop after three lines (two on wider cards); the link still reads the whole name. */}
        <Title className={cn('leading-snug font-medium wrap-anywhere', compact ? 'text-base' : 'line-clamp-3 text-sm sm:line-clamp-2 sm:text-base')}>
          {renderLink({
            href: link,
            'data-slot': 'product-card-link',
            // Stretched over the card, so the whole card opens the product; the buttons sit above it.
            className: 'outline-none after:absolute after:inset-0 after:content-[""] hover:underline',
            children: product.title,
          } as Parameters<RenderLink>[0])}
        </Title>
        {!compact ? (
          // Above the stretched title link, so a dot opens that colour's page rather than this card's.
          <ColourSwatches
            variant="compact"
            swatches={product.swatches}
            total={product.variant_count}
            currentId={product.id}
            renderLink={renderLink}
            labels={labels}
            className="relative z-10"
          />
        ) : null}
        <Price product={product} size="sm" reference="compact" labels={labels} />
        <StockBadge quantity={product.quantity} labels={labels} />
        {showAddToCart && !compact ? (
          // Wrapping, so that a failed add's message takes its own row under the button.
          <div className="relative z-10 mt-auto flex flex-wrap items-center gap-2 pt-1 sm:pt-2">
            {/* On a phone's half-width card: a 44 px tall target whose words may take two lines. */}
            <AddToCartButton
              product={product}
              size="sm"
              labels={labels}
              className="min-h-11 flex-1 px-2 leading-tight whitespace-normal sm:min-h-8 sm:px-3 sm:whitespace-nowrap"
            />
          </div>
        ) : null}
        {compact && (showAddToCart || showFavourite) ? (
          // A suggestion in the cart panel goes into the cart from where it is shown.
          <div className="relative z-10 flex flex-wrap items-center gap-2">
            {showAddToCart ? <AddToCartButton product={product} size="sm" labels={labels} /> : null}
            {showFavourite ? <FavouriteButton product={product} labels={labels} /> : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

export { PRODUCT_CARD_SIZES, ProductCard, productCardVariants };
