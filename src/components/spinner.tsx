import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from './cn.js';
import { useT } from './use-t.js';

/** Sizes of {@link Spinner}. */
const spinnerVariants = cva('inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent', {
  variants: {
    size: {
      sm: 'size-4 border-2',
      md: 'size-6 border-2',
      lg: 'size-10 border-[3px]',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>, VariantProps<typeof spinnerVariants> {
  /**
   * What is loading, read by screen readers. Defaults to the catalogue's "Loading…".
   * @default t('common.loading')
   */
  label?: string;
  /**
   * Draw only: use inside a control that already says it is busy (`aria-busy`, a "Sending…" text),
   * so the state is not announced twice.
   * @default false
   */
  decorative?: boolean;
}

/**
 * A loading indicator. On its own it is a polite `status` with a label; inside a busy button set
 * `decorative`. Reduced motion stops the turning (styles.css); the ring still reads as "in progress".
 *
 * @example
 * {isLoading ? <Spinner label={t('cart.updating')} /> : <CartLines />}
 */
function Spinner({ size, label, decorative = false, className, ...props }: SpinnerProps) {
  const t = useT();
  if (decorative) {
    return <span data-slot="spinner" aria-hidden="true" className={cn(spinnerVariants({ size }), className)} {...props} />;
  }
  return (
    <span data-slot="spinner" role="status" className={cn('inline-flex items-center', className)} {...props}>
      <span aria-hidden="true" className={spinnerVariants({ size })} />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

export { Spinner, spinnerVariants };
