import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn.js';

/** Visual variants of {@link Button}; exported so a shop can style its own elements the same way. */
const buttonVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 rounded-otthon font-medium whitespace-nowrap select-none',
    'transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    'data-[busy]:cursor-progress',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'bg-accent text-accent-foreground hover:bg-muted',
        outline: 'border border-input bg-surface text-foreground hover:bg-muted',
        ghost: 'bg-transparent text-foreground hover:bg-muted',
        danger: 'bg-danger text-danger-foreground hover:opacity-90',
        link: 'text-primary underline underline-offset-4 hover:no-underline',
      },
      size: {
        // Every size keeps the target at least 24×24 px (WCAG 2.2 2.5.8).
        sm: 'min-h-8 px-3 text-sm',
        md: 'min-h-10 px-4 text-base',
        lg: 'min-h-12 px-6 text-lg',
        icon: 'size-10 p-0',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  /**
   * Render the child element (e.g. the router's `Link`) with the button's styling and behaviour.
   * @default false
   */
  asChild?: boolean;
  /**
   * Shows the button as busy: it stays focusable, announces `aria-busy` and ignores presses.
   * @default false
   */
  busy?: boolean;
}

/**
 * A button with Otthon's variants. While `busy` it keeps focus (unlike `disabled`) so keyboard
 * users do not lose their place, and swallows clicks so a form is not sent twice.
 *
 * @example
 * <Button variant="primary" busy={status === 'submitting'} type="submit">{t('checkout.placeOrder')}</Button>
 */
function Button({ className, variant, size, asChild = false, busy = false, onClick, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-busy={busy ? '' : undefined}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    />
  );
}

export { Button, buttonVariants };
