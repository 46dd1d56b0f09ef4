import * as Dialog from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import type { KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './icons.js';
import { Image, type ImageLoader, type ImageSource } from './image.js';
import { useSwipe } from './use-swipe.js';

/*
 * The gallery's enlarged view, in its own module: `ProductGallery` imports it when it first
 * opens, so Radix Dialog stays off the product page's first load.
 */

/** The enlarged view's previous/next buttons, at the sides of the picture. */
const lightboxArrowVariants = cva(
  [
    'absolute top-1/2 z-10 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full border border-border',
    'bg-background text-foreground shadow outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
  ],
  { variants: { side: { previous: 'left-2 sm:left-4', next: 'right-2 sm:right-4' } } },
);

export interface ProductGalleryLightboxProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  images: readonly ImageSource[];
  index: number;
  /** Shows the picture at this index (the gallery wraps around at the ends). */
  onMove(index: number): void;
  /** The dialog's accessible name and visible heading. */
  title: string;
  closeLabel: string;
  previousLabel: string;
  nextLabel: string;
  /** "2 / 4: side view": the dialog's description, re-read on every move. */
  position: string;
  loader?: ImageLoader | undefined;
  /** Where focus goes after closing: the control that opened it. */
  returnFocus(): HTMLElement | null | undefined;
}

/**
 * A full-screen modal view of one picture at a time: ←/→ move, Home/End jump to the first or
 * last, Escape or the close button close it, and focus returns to the opener.
 */
function ProductGalleryLightbox({
  open,
  onOpenChange,
  images,
  index,
  onMove,
  title,
  closeLabel,
  previousLabel,
  nextLabel,
  position,
  loader,
  returnFocus,
}: ProductGalleryLightboxProps) {
  const count = images.length;
  const current = images[index];
  const swipe = useSwipe({ onPrevious: () => onMove(index - 1), onNext: () => onMove(index + 1) });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined || count < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onMove(target);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-slot="product-gallery-lightbox-overlay" className="fixed inset-0 z-50 bg-background" />
        <Dialog.Content
          data-slot="product-gallery-lightbox"
          data-index={index}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            const target = returnFocus();
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed inset-0 z-50 flex flex-col bg-background text-foreground outline-none"
        >
          <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-2">
            <Dialog.Title data-slot="product-gallery-lightbox-title" className="min-w-0 truncate text-base font-semibold">
              {title}
            </Dialog.Title>
            <Dialog.Close
              data-slot="product-gallery-lightbox-close"
              aria-label={closeLabel}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-otthon outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div
            data-slot="product-gallery-lightbox-stage"
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center p-2 select-none sm:px-20"
            onPointerDown={swipe.onPointerDown}
            onPointerUp={swipe.onPointerUp}
            onPointerCancel={swipe.onPointerCancel}
          >
            {current ? <Image key={current.src} image={current} sizes="100vw" fit="contain" loading="eager" loader={loader} draggable={false} /> : null}
            {count > 1 ? (
              <>
                <button
                  type="button"
                  data-slot="product-gallery-lightbox-previous"
                  aria-label={previousLabel}
                  onClick={() => onMove(index - 1)}
                  className={lightboxArrowVariants({ side: 'previous' })}
                >
                  <ChevronLeftIcon className="size-6" />
                </button>
                <button
                  type="button"
                  data-slot="product-gallery-lightbox-next"
                  aria-label={nextLabel}
                  onClick={() => onMove(index + 1)}
                  className={lightboxArrowVariants({ side: 'next' })}
                >
                  <ChevronRightIcon className="size-6" />
                </button>
              </>
            ) : null}
          </div>
          <Dialog.Description
            data-slot="product-gallery-lightbox-position"
            aria-live="polite"
            aria-atomic="true"
            className="px-4 py-3 text-center text-sm text-muted-foreground"
          >
            {position}
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export { lightboxArrowVariants, ProductGalleryLightbox };
export default ProductGalleryLightbox;
