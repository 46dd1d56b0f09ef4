import { useId } from 'react';
import type { Product } from '../contract/index.js';
import { useCart } from '../hooks/index.js';
import { cn } from './cn.js';
import type { RenderLink } from './link.js';
import { ProductCard } from './product-card.js';
import { ProductGrid, type ProductGridProps } from './product-grid.js';
import { type LabelOverrides, useT } from './use-t.js';

export interface SimilarProductsProps {
  /** The products to suggest. @default the cart's `similar_products` */
  products?: readonly Product[];
  /** At most this many are shown. @default 4 */
  limit?: number;
  /** The heading level of "You might also like". @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** @default 4 */
  columns?: ProductGridProps['columns'];
  /** Cards without images and buttons side by side, for the cart panel. @default false */
  compact?: boolean;
  renderLink?: RenderLink;
  labels?: LabelOverrides;
  className?: string;
}

/**
 * Products that go with the cart (`similar_products`) as product cards under their own
 * heading; nothing at all when there are none.
 *
 * @example <SimilarProducts renderLink={renderLink} />
 */
function SimilarProducts({ products: given, limit = 4, headingLevel = 2, columns = 4, compact = false, renderLink, labels, className }: SimilarProductsProps) {
  const t = useT(labels);
  const { cart } = useCart();
  const id = useId();
  const products = (given ?? cart?.similar_products ?? []).slice(0, limit);
  if (products.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const titleAs = headingLevel < 4 ? (`h${headingLevel + 1}` as 'h3' | 'h4') : 'p';
  return (
    <section data-slot="similar-products" aria-labelledby={`${id}-title`} className={cn('flex flex-col gap-4', className)}>
      <Heading id={`${id}-title`} className="text-lg font-semibold wrap-anywhere">
        {t('cart.similarProducts')}
      </Heading>
      {compact ? (
        <ul role="list" className="flex flex-col gap-3">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} variant="compact" titleAs={titleAs} renderLink={renderLink} labels={labels} />
            </li>
          ))}
        </ul>
      ) : (
        <ProductGrid products={products} columns={columns} renderLink={renderLink} labels={labels} cardProps={{ titleAs }} />
      )}
    </section>
  );
}

export { SimilarProducts };
