import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import type { Colour, ProductLink } from '../contract/index.js';
import { productSlugSegments } from '../domain/product-path.js';
import { useRoutePath } from '../hooks/index.js';
import { cn } from './cn.js';
import { type RenderLink, renderAnchor } from './link.js';
import { type LabelOverrides, useT } from './use-t.js';

/** One colour of a model: a product's `swatches` entry or one of a product page's `variants`. */
export interface ColourSwatchItem {
  id: number;
  colour: Colour | null;
  link: ProductLink;
  /** Pieces in stock; `0` marks the swatch out of stock. Unknown (a card's swatches) marks nothing. */
  quantity?: number;
}

const colourSwatchesVariants = cva('flex flex-wrap items-center', {
  variants: {
    variant: {
      default: 'gap-2',
      compact: 'gap-1.5',
    },
  },
  defaultVariants: { variant: 'default' },
});

const swatchVariants = cva(
  [
    'relative block shrink-0 rounded-full border border-border outline-none',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
    'data-[state=current]:ring-2 data-[state=current]:ring-foreground data-[state=current]:ring-offset-2 data-[state=current]:ring-offset-surface',
  ],
  {
    variants: {
      variant: {
        default: 'size-9 hover:ring-2 hover:ring-muted-foreground hover:ring-offset-2',
        compact: 'size-4 data-[state=current]:ring-1 data-[state=current]:ring-offset-1',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface ColourSwatchesProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>, VariantProps<typeof colourSwatchesVariants> {
  /** The model's colours in the model's order (`product.swatches` on a card, `product.variants` on its page). */
  swatches: readonly ColourSwatchItem[];
  /** The product shown: its swatch is marked `aria-current="page"`. */
  currentId: number;
  /** How many colours the model has (`variant_count`); more than `swatches` shows "+N". @default swatches.length */
  total?: number;
  /** A swatch's product page; defaults to the `products-product_slug` route of the shop's language. */
  hrefOf?: (swatch: ColourSwatchItem) => string;
  /** Renders each swatch link, e.g. with the router's `Link`. @default a plain anchor */
  renderLink?: RenderLink;
  /** Replaces messages (`product.colours.*`). */
  labels?: LabelOverrides;
}

/**
 * The colours or fabrics a model comes in, each a link to that colour's own product page (its own
 * pictures, price and stock). The shown product is marked current, a colour out of stock is
 * struck through and says so in its name. Nothing renders for a product sold in one colour.
 *
 * `variant="compact"` is the dots of a product card: there the swatches are a pointer shortcut
 * only (out of the Tab order and hidden from screen readers, which hear "Available in 3 colours"
 * instead), so a grid of cards keeps one Tab stop per product; the product page lists them fully.
 *
 * @example
 * <ColourSwatches swatches={product.variants} currentId={product.id} renderLink={({ href, ...props }) => <Link to={href} {...props} />} />
 */
function ColourSwatches({ swatches, currentId, total, hrefOf, renderLink = renderAnchor, variant, labels, className, ...props }: ColourSwatchesProps) {
  const t = useT(labels);
  const pathTo = useRoutePath();
  const shown = swatches.filter((swatch): swatch is ColourSwatchItem & { colour: Colour } => swatch.colour !== null);
  if (shown.length < 2) return null;
  const compact = variant === 'compact';
  const count = Math.max(total ?? shown.length, shown.length);
  const more = count - shown.length;
  const href = hrefOf ?? ((swatch: ColourSwatchItem) => pathTo('products-product_slug', { product_slug: productSlugSegments(swatch) }));
  return (
    <div data-slot="colour-swatches" data-variant={variant ?? 'default'} className={cn(colourSwatchesVariants({ variant }), className)} {...props}>
      <ul data-slot="colour-swatches-list" className="contents" {...(compact ? { 'aria-hidden': true } : { 'aria-label': t('product.colours.label') })}>
        {shown.map((swatch) => {
          const current = swatch.id === currentId;
          const soldOut = swatch.quantity === 0;
          const name = t(soldOut ? 'product.colours.swatchOutOfStock' : 'product.colours.swatch', { colour: swatch.colour.name });
          return (
            <li key={swatch.id} className="flex">
              {renderLink({
                href: href(swatch),
                'data-slot': 'colour-swatch',
                'data-state': current ? 'current' : 'other',
                'data-stock': swatch.quantity === undefined ? undefined : soldOut ? 'out-of-stock' : 'in-stock',
                'aria-current': current ? 'page' : undefined,
                'aria-label': compact ? undefined : name,
                title: name,
                tabIndex: compact ? -1 : undefined,
                className: cn(swatchVariants({ variant }), 'overflow-hidden'),
                style: { backgroundColor: swatch.colour.hex },
                children: soldOut ? (
                  // A diagonal stroke, as shops mark a colour that cannot be bought now.
                  <span aria-hidden="true" className="absolute top-1/2 left-1/2 h-0.5 w-[140%] -translate-x-1/2 -translate-y-1/2 -rotate-45 bg-foreground/70" />
                ) : null,
              } as Parameters<RenderLink>[0])}
            </li>
          );
        })}
      </ul>
      {more > 0 ? (
        <span data-slot="colour-swatches-more" aria-hidden="true" className="text-xs text-muted-foreground">
          {t('product.colours.more', { count: more })}
        </span>
      ) : null}
      {compact ? <span className="sr-only">{t('product.colours.available', { count })}</span> : null}
    </div>
  );
}

export { ColourSwatches, colourSwatchesVariants, swatchVariants as colourSwatchVariants };
