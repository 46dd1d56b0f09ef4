import { Badge, type BadgeProps } from './badge.js';
import { CheckIcon } from './icons.js';
import { type LabelOverrides, useT } from './use-t.js';

export type StockState = 'in-stock' | 'low-stock' | 'out-of-stock';

/** In stock, low (at most `lowStock` pieces) or out of stock. */
function stockState(quantity: number, lowStock: number): StockState {
  if (quantity <= 0) return 'out-of-stock';
  return quantity <= lowStock ? 'low-stock' : 'in-stock';
}

export interface StockBadgeProps extends Omit<BadgeProps, 'variant' | 'children' | 'asChild'> {
  /** Pieces in stock (the product's `quantity`). */
  quantity: number;
  /**
   * At or below this many pieces the badge says "Only N left".
   * @default 3
   */
  lowStock?: number;
  /** Say how many pieces are in stock ("12 in stock") instead of "In stock". @default false */
  showCount?: boolean;
  /** Replaces messages: `product.stock.*`. */
  labels?: LabelOverrides;
}

const VARIANTS = { 'in-stock': 'success', 'low-stock': 'warning', 'out-of-stock': 'neutral' } as const;

/**
 * The stock state of a product: "In stock" (or "12 in stock"), "Only 2 left", "Out of stock".
 * The state is also `data-state` for styling.
 *
 * @example
 * <StockBadge quantity={product.quantity} showCount />
 */
function StockBadge({ quantity, lowStock = 3, showCount = false, labels, ...props }: StockBadgeProps) {
  const t = useT(labels);
  const state = stockState(quantity, lowStock);
  const text =
    state === 'out-of-stock'
      ? t('product.stock.outOfStock')
      : state === 'low-stock'
        ? t('product.stock.low', { count: quantity })
        : showCount
          ? t('product.stock.count', { count: quantity })
          : t('product.stock.inStock');
  return (
    <Badge data-slot="stock-badge" data-state={state} variant={VARIANTS[state]} {...props}>
      {state === 'in-stock' ? <CheckIcon /> : null}
      {text}
    </Badge>
  );
}

export { StockBadge, stockState };
