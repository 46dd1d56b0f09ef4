import { cva, type VariantProps } from 'class-variance-authority';
import { type ButtonHTMLAttributes, useEffect, useRef } from 'react';
import { useFavourites } from '../hooks/index.js';
import { announce } from './announcer.js';
import { cn } from './cn.js';
import { HeartIcon } from './icons.js';
import { type LabelOverrides, useT } from './use-t.js';

const favouriteButtonVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 rounded-full font-medium text-foreground transition-colors select-none',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
    'aria-pressed:text-sale data-[busy]:cursor-progress [&_svg]:transition-transform aria-pressed:[&_svg]:fill-current',
  ],
  {
    variants: {
      variant: {
        // 40×40 px: comfortably above the 24 px minimum target, on top of product images.
        icon: 'size-10 border border-border bg-surface/90 shadow-sm hover:bg-surface',
        button: 'min-h-10 rounded-otthon border border-input bg-surface px-4 hover:bg-muted',
      },
    },
    defaultVariants: { variant: 'icon' },
  },
);

export interface FavouriteButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'onClick'>,
    VariantProps<typeof favouriteButtonVariants> {
  product: { id: number; title: string };
  /** Replaces messages: `product.favourite`, `product.favouriteLabel`, `announcements.favourites.*`. */
  labels?: LabelOverrides;
}

/**
 * Adds the product to the favourites or removes it (a favourite is removed, anything
 * else added, then the list reloads). A toggle button (`aria-pressed`) named after the product;
 * the change shows at once, is announced, and rolls back (announced too) if the server fails.
 * Guests keep favourites in their session.
 *
 * @example
 * <FavouriteButton product={product} className="absolute top-2 right-2" />
 */
function FavouriteButton({ product, variant, labels, className, ...props }: FavouriteButtonProps) {
  const t = useT(labels);
  const { isFavourite, toggle, pendingIds, lastError } = useFavourites();
  const pressed = isFavourite(product.id);
  const busy = pendingIds.includes(product.id);
  // Only the button that sent the toggle reports its failure (a grid holds many of them).
  const sent = useRef(false);

  useEffect(() => {
    if (busy || !sent.current) return;
    sent.current = false;
    if (lastError) announce(t('announcements.favourites.failed'), 'assertive');
  }, [busy, lastError, t]);

  return (
    <button
      type="button"
      data-slot="favourite-button"
      data-state={pressed ? 'on' : 'off'}
      data-busy={busy ? '' : undefined}
      aria-pressed={pressed}
      // The visible "Favourite" of the button variant starts the name (WCAG 2.5.3 label in name).
      aria-label={t('product.favouriteLabel', { title: product.title })}
      className={cn(favouriteButtonVariants({ variant }), className)}
      onClick={() => {
        sent.current = true;
        announce(t(pressed ? 'announcements.favourites.removed' : 'announcements.favourites.added', { title: product.title }));
        void toggle(product.id);
      }}
      {...props}
    >
      <HeartIcon />
      {variant === 'button' ? <span>{t('product.favourite')}</span> : null}
    </button>
  );
}

export { FavouriteButton, favouriteButtonVariants };
