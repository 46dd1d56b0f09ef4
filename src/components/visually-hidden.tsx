import { Slot } from '@radix-ui/react-slot';
import type { HTMLAttributes } from 'react';
import { cn } from './cn.js';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Hide the child element instead of wrapping it in a `<span>` (e.g. a heading or a label).
   * @default false
   */
  asChild?: boolean;
  /**
   * Show the content again while it (or something inside it) has keyboard focus: skip links.
   * @default false
   */
  focusable?: boolean;
}

/**
 * Content for screen readers only: read aloud and part of the accessible name, but not drawn.
 * A class rather than Radix's inline style, so server-rendered HTML carries no `style` attribute
 * and a strict `style-src` Content-Security-Policy stays intact.
 *
 * @example
 * <button><HeartIcon /><VisuallyHidden>{t('product.addToFavourites')}</VisuallyHidden></button>
 */
function VisuallyHidden({ asChild = false, focusable = false, className, ...props }: VisuallyHiddenProps) {
  const Component = asChild ? Slot : 'span';
  return <Component data-slot="visually-hidden" className={cn('sr-only', focusable && 'focus-within:not-sr-only focus:not-sr-only', className)} {...props} />;
}

export { VisuallyHidden };
