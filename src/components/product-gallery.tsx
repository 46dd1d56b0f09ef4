import { cva } from 'class-variance-authority';
import { type KeyboardEvent, lazy, Suspense, useRef, useState } from 'react';
import { cn } from './cn.js';
import { ChevronLeftIcon, ChevronRightIcon, ZoomInIcon } from './icons.js';
import { Image, type ImageLoader, type ImageSource } from './image.js';
import { useControllableState } from './use-controllable-state.js';
import { useSwipe } from './use-swipe.js';
import { type LabelOverrides, useT } from './use-t.js';

// The lightbox and Radix Dialog load when it first opens (the product page's first load stays
// small); pointing at or focusing the enlarge button starts the download.
const ProductGalleryLightbox = lazy(() => import('./product-gallery-lightbox.js'));
const preloadLightbox = () => void import('./product-gallery-lightbox.js');

/** The main picture's frame; every picture is fitted into the same 4:3 box, so nothing moves when one is swapped. */
const productGalleryStageVariants = cva('relative aspect-[4/3] touch-pan-y overflow-hidden rounded-otthon bg-muted select-none');

/** A thumbnail; `data-state="active"` marks the picture shown. */
const productGalleryThumbnailVariants = cva([
  'block size-16 overflow-hidden rounded-[calc(var(--otthon-radius)/2)] border-2 border-transparent bg-muted outline-none sm:size-20',
  'hover:border-input focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:border-primary',
]);

/** The round previous/next buttons over a picture. */
const galleryArrowVariants = cva(
  [
    'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full border border-border',
    'bg-background/90 text-foreground shadow-sm outline-none hover:bg-background focus-visible:ring-2 focus-visible:ring-ring',
  ],
  { variants: { side: { previous: 'left-2', next: 'right-2' } } },
);

export interface ProductGalleryProps {
  /** The product's pictures, first the one listings show. None shows a labelled placeholder. */
  images: readonly ImageSource[];
  /** The product's name: the gallery's and the lightbox's accessible name ("Photos of …"). */
  title: string;
  /** The picture shown (controlled), an index into `images`. */
  index?: number;
  /** @default 0 */
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Whether the enlarged view is open (controlled). */
  lightboxOpen?: boolean;
  /** @default false */
  defaultLightboxOpen?: boolean;
  onLightboxOpenChange?: (open: boolean) => void;
  /**
   * How wide the main picture is shown, for the browser to pick a rendition.
   * @default '(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw'
   */
  sizes?: string;
  /** Builds each rendition's address (see `Image`). @default the API's renditions */
  loader?: ImageLoader;
  /** Replaces messages of `product.gallery.*` and `product.imageMissing`. */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * A product's pictures: the main one large, thumbnails beneath to pick another, previous/next
 * buttons and a sideways swipe on touch screens. By keyboard the gallery is two tab stops: the
 * main picture (Enter enlarges it) and the thumbnails, one stop along which the arrow keys move
 * and show each picture; the previous/next buttons over the picture are for pointers and stay out
 * of the tab order, so the way to "Add to cart" stays short. The main picture opens an enlarged view (a modal
 * dialog, loaded when first opened) where the arrow keys move between the pictures, Escape closes
 * it and focus returns to the enlarge button. Each move is announced ("2 / 4: side view") through
 * a polite live region, in the dialog through its description.
 *
 * The first picture is the product page's largest paint: it loads eagerly with high priority, the
 * others lazily. Every picture keeps the same 4:3 frame, so nothing shifts as they load or change.
 * One picture shows no thumbnails or arrows; none shows a labelled placeholder.
 *
 * @example
 * <ProductGallery images={product.images} title={product.title} />
 * <ProductGallery images={product.images} title={product.title} index={shown} onIndexChange={setShown} />
 */
function ProductGallery({
  images,
  title,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  lightboxOpen,
  defaultLightboxOpen = false,
  onLightboxOpenChange,
  sizes = '(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw',
  loader,
  labels,
  className,
}: ProductGalleryProps) {
  const t = useT(labels);
  const count = images.length;
  const [rawIndex, setIndex] = useControllableState({ value: indexProp, defaultValue: defaultIndex, onValueChange: onIndexChange });
  const [open, setOpen] = useControllableState({ value: lightboxOpen, defaultValue: defaultLightboxOpen, onValueChange: onLightboxOpenChange });
  // The lightbox's code is fetched on first opening and then kept, so closing does not unmount it mid-animation.
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  // Announced only after the shopper moved: a page that just loaded says nothing.
  const [moved, setMoved] = useState(false);
  const zoom = useRef<HTMLButtonElement>(null);
  const index = count ? Math.min(Math.max(0, rawIndex), count - 1) : 0;
  const go = (next: number) => {
    if (count < 2) return;
    setIndex((next + count) % count);
    setMoved(true);
  };
  const swipe = useSwipe({ onPrevious: () => go(index - 1), onNext: () => go(index + 1) });
  const current = images[index];
  const strip = useRef<HTMLUListElement>(null);
  // The thumbnails are one tab stop: the arrow keys (and Home/End) move along them and show each.
  const onThumbnailKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = { ArrowLeft: index - 1, ArrowUp: index - 1, ArrowRight: index + 1, ArrowDown: index + 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const next = (target + count) % count;
    go(next);
    strip.current?.querySelectorAll<HTMLButtonElement>('[data-slot="product-gallery-thumbnail"]')[next]?.focus();
  };

  if (!current) {
    return (
      <div
        data-slot="product-gallery"
        data-state="empty"
        role="img"
        aria-label={t('product.imageMissing')}
        className={cn(productGalleryStageVariants(), 'flex items-center justify-center p-4 text-center text-sm text-muted-foreground', className)}
      >
        {t('product.imageMissing')}
      </div>
    );
  }

  const position = (at: number) => t('product.gallery.position', { index: at + 1, count, alt: images[at]?.alt ?? '' });
  const several = count > 1;

  return (
    <div
      data-slot="product-gallery"
      data-count={count}
      data-index={index}
      role="group"
      aria-label={t('product.gallery.label', { title })}
      className={cn('flex min-w-0 flex-col gap-3', className)}
    >
      <div
        data-slot="product-gallery-stage"
        className={productGalleryStageVariants()}
        onPointerDown={swipe.onPointerDown}
        onPointerUp={swipe.onPointerUp}
        onPointerCancel={swipe.onPointerCancel}
      >
        <button
          ref={zoom}
          type="button"
          data-slot="product-gallery-zoom"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={t('product.gallery.enlarge', { alt: current.alt })}
          onPointerEnter={preloadLightbox}
          onFocus={preloadLightbox}
          onClick={(event) => {
            if (!swipe.swallowClick(event)) setOpen(true);
          }}
          className="group block size-full cursor-zoom-in rounded-otthon outline-none focus-visible:outline-3 focus-visible:outline-solid focus-visible:-outline-offset-3 focus-visible:outline-ring"
        >
          <Image
            key={current.src}
            image={current}
            sizes={sizes}
            fit="contain"
            loader={loader}
            draggable={false}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
          />
          <span
            aria-hidden="true"
            className="absolute right-2 bottom-2 inline-flex size-10 items-center justify-center rounded-full border border-border bg-background/90 text-foreground shadow-sm group-hover:bg-background"
          >
            <ZoomInIcon />
          </span>
        </button>
        {several ? (
          <>
            <button
              type="button"
              tabIndex={-1}
              data-slot="product-gallery-previous"
              aria-label={t('product.gallery.previous')}
              onClick={() => go(index - 1)}
              className={galleryArrowVariants({ side: 'previous' })}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              tabIndex={-1}
              data-slot="product-gallery-next"
              aria-label={t('product.gallery.next')}
              onClick={() => go(index + 1)}
              className={galleryArrowVariants({ side: 'next' })}
            >
              <ChevronRightIcon />
            </button>
            <span
              aria-hidden="true"
              data-slot="product-gallery-counter"
              className="absolute bottom-2 left-2 rounded-full bg-background/90 px-2.5 py-1 text-xs font-medium text-foreground tabular-nums shadow-sm"
            >
              {index + 1} / {count}
            </span>
          </>
        ) : null}
      </div>
      {several ? (
        <ul
          ref={strip}
          data-slot="product-gallery-thumbnails"
          aria-label={t('product.gallery.thumbnails')}
          onKeyDown={onThumbnailKey}
          className="flex gap-2 overflow-x-auto p-1"
        >
          {images.map((image, at) => (
            <li key={`${at}:${image.src}`} className="shrink-0">
              <button
                type="button"
                data-slot="product-gallery-thumbnail"
                data-state={at === index ? 'active' : 'inactive'}
                aria-pressed={at === index}
                tabIndex={at === index ? 0 : -1}
                aria-label={t('product.gallery.show', { index: at + 1, count, alt: image.alt })}
                onClick={() => go(at)}
                className={productGalleryThumbnailVariants()}
              >
                <Image image={image} alt="" width={80} fit="cover" loader={loader} draggable={false} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p data-slot="product-gallery-status" aria-live="polite" aria-atomic="true" className="sr-only">
        {moved && !open ? position(index) : ''}
      </p>
      {loaded ? (
        <Suspense fallback={null}>
          <ProductGalleryLightbox
            open={open}
            onOpenChange={setOpen}
            images={images}
            index={index}
            onMove={go}
            title={t('product.gallery.label', { title })}
            closeLabel={t('product.gallery.close')}
            previousLabel={t('product.gallery.previous')}
            nextLabel={t('product.gallery.next')}
            position={position(index)}
            loader={loader}
            returnFocus={() => zoom.current}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

export { ProductGallery, productGalleryStageVariants, productGalleryThumbnailVariants };
