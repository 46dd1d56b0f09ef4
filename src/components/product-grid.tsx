import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import type { Product } from '../contract/index.js';
import { Button } from './button.js';
import { cn } from './cn.js';
import { WarningIcon } from './icons.js';
import type { RenderLink } from './link.js';
import { ProductCard, type ProductCardProps } from './product-card.js';
import { type LabelOverrides, useT } from './use-t.js';

const productGridVariants = cva('grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-4', {
  variants: {
    columns: {
      // Two cards a row from the smallest phones (a shopper compares products side by side, as in
      // the big furniture shops' apps), then 3 and 4 at the spec's UI breakpoints (md 960, lg 1280).
      4: 'md:grid-cols-3 lg:grid-cols-4',
      3: 'md:grid-cols-3',
      2: '',
    },
  },
  defaultVariants: { columns: 4 },
});

export interface ProductGridProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>, VariantProps<typeof productGridVariants> {
  /** The products to show; `undefined` while the first page loads. */
  products: readonly Product[] | undefined;
  /** Shows the skeleton while there are no products yet. @default false */
  isLoading?: boolean;
  /** A failed load: the grid says so and offers `onRetry`. */
  error?: unknown;
  onRetry?(): void;
  /** How many placeholder cards the skeleton shows. @default 8 */
  skeletonCount?: number;
  /** Shown when there are no products. @default t('products.empty') */
  empty?: ReactNode;
  renderLink?: RenderLink;
  /** Props for every card (title level, buttons shown…). */
  cardProps?: Omit<ProductCardProps, 'product' | 'renderLink' | 'labels'>;
  /** The first cards load their images eagerly (largest paint of a listing page). @default 0 */
  priorityCount?: number;
  /** Replaces messages: `products.loading`, `products.empty`, `products.error`, `common.retry`, and the cards'. */
  labels?: LabelOverrides;
}

function ProductCardSkeleton() {
  return (
    <div data-slot="product-card-skeleton" className="flex flex-col overflow-hidden rounded-otthon border border-border bg-surface">
      <div className="aspect-[4/3] animate-pulse bg-muted" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
        <div className="h-5 w-1/4 animate-pulse rounded bg-muted" />
        <div className="mt-2 h-8 animate-pulse rounded-otthon bg-muted" />
      </div>
    </div>
  );
}

/**
 * A responsive grid of {@link ProductCard}s with its loading skeleton, empty state and error
 * state (with a retry). Feed it from `useProducts()`; a listing is a list, so screen readers
 * announce how many products it holds.
 *
 * @example
 * const { data, error, isLoading, mutate } = useProducts(query);
 * <ProductGrid products={data?.items} isLoading={isLoading} error={error} onRetry={() => mutate()} />
 */
function ProductGrid({
  products,
  isLoading = false,
  error,
  onRetry,
  skeletonCount = 8,
  empty,
  renderLink,
  cardProps,
  priorityCount = 0,
  columns,
  labels,
  className,
  ...props
}: ProductGridProps) {
  const t = useT(labels);
  if (error && !products?.length) {
    return (
      <div
        data-slot="product-grid"
        data-state="error"
        className={cn('flex flex-col items-start gap-3 rounded-otthon border border-danger bg-surface p-6', className)}
        {...props}
      >
        <p role="alert" className="flex items-center gap-2 font-medium text-danger">
          <WarningIcon />
          {t('products.error')}
        </p>
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (!products) {
    return (
      <div data-slot="product-grid" data-state={isLoading ? 'loading' : 'idle'} aria-busy={isLoading || undefined} className={className} {...props}>
        {isLoading ? (
          <>
            <p role="status" className="sr-only">
              {t('products.loading')}
            </p>
            <div aria-hidden="true" className={productGridVariants({ columns })}>
              {Array.from({ length: skeletonCount }, (_, index) => (
                <ProductCardSkeleton key={index} />
              ))}
            </div>
          </>
        ) : null}
      </div>
    );
  }
  if (products.length === 0) {
    return (
      <div
        data-slot="product-grid"
        data-state="empty"
        className={cn('rounded-otthon border border-dashed border-border bg-surface p-8 text-center text-muted-foreground', className)}
        {...props}
      >
        {empty ?? <p>{t('products.empty')}</p>}
      </div>
    );
  }
  return (
    <div data-slot="product-grid" data-state="ready" className={className} {...props}>
      <ul role="list" className={productGridVariants({ columns })}>
        {products.map((product, index) => (
          <li key={product.id} className="min-w-0">
            <ProductCard product={product} renderLink={renderLink} labels={labels} priority={index < priorityCount} {...cardProps} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export { ProductCardSkeleton, ProductGrid, productGridVariants };
