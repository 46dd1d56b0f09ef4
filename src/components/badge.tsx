import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from './cn.js';

/** Visual variants of {@link Badge}; every pair keeps at least 4.5:1 contrast (WCAG 1.4.3). */
const badgeVariants = cva(
  'inline-flex w-fit max-w-full shrink-0 items-center gap-1 rounded-otthon font-semibold leading-tight wrap-anywhere [&>svg]:size-3.5',
  {
    variants: {
      variant: {
        neutral: 'bg-muted text-foreground',
        primary: 'bg-primary text-primary-foreground',
        sale: 'bg-sale text-sale-foreground',
        success: 'border border-success bg-surface text-success',
        warning: 'border border-warning bg-surface text-warning',
        danger: 'bg-danger text-danger-foreground',
        outline: 'border border-border bg-surface text-foreground',
      },
      size: {
        sm: 'px-2 py-1 text-xs',
        md: 'px-2.5 py-1.5 text-sm',
      },
    },
    defaultVariants: { variant: 'neutral', size: 'sm' },
  },
);

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {
  /** Render the child element (e.g. a link) with the badge's styling. @default false */
  asChild?: boolean;
}

/**
 * A short status label: sale percentage, stock state, "new". Text only carries the meaning; the
 * colour repeats it.
 *
 * @example
 * <Badge variant="sale">−20%</Badge>
 */
function Badge({ variant, size, asChild = false, className, ...props }: BadgeProps) {
  const Component = asChild ? Slot : 'span';
  return <Component data-slot="badge" data-variant={variant ?? 'neutral'} className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}

export { Badge, badgeVariants };
