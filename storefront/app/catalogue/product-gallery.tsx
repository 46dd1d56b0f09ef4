import { Image, type ImageSource } from 'otthon/components';
import { useState } from 'react';
import { useShopT } from '../lib/use-shop-t.js';

const MAIN_SIZES = '(min-width: 1280px) 640px, (min-width: 960px) 50vw, 100vw';

/**
 * The product's photos: the first one large (the page's largest paint, so loaded eagerly with
 * high priority), the others as thumbnails that show their photo in its place. Thumbnails are
 * toggle buttons; the photo shown is the pressed one.
 */
export function ProductGallery({ images, title }: { images: readonly ImageSource[]; title: string }) {
  const t = useShopT();
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  if (!current) {
    return (
      <div
        role="img"
        aria-label={t('product.imageMissing')}
        className="flex aspect-[4/3] items-center justify-center rounded-otthon bg-muted text-muted-foreground"
      />
    );
  }
  return (
    <div data-slot="product-gallery" className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-otthon bg-muted">
        <Image
          key={current.src}
          image={current}
          sizes={MAIN_SIZES}
          fit="cover"
          className="aspect-[4/3]"
          loading={shown === 0 ? 'eager' : 'lazy'}
          fetchPriority={shown === 0 ? 'high' : undefined}
        />
      </div>
      {images.length > 1 ? (
        <ul aria-label={t('product.gallery.label', { title })} className="flex gap-2 overflow-x-auto p-1">
          {images.map((image, index) => (
            <li key={image.src} className="shrink-0">
              <button
                type="button"
                aria-pressed={index === shown}
                aria-label={t('product.gallery.show', { index: index + 1, count: images.length, alt: image.alt })}
                onClick={() => setShown(index)}
                className="block size-16 overflow-hidden rounded-[calc(var(--otthon-radius)/2)] border-2 border-transparent bg-muted outline-none hover:border-input focus-visible:ring-2 focus-visible:ring-ring aria-pressed:border-primary sm:size-20"
              >
                <Image image={image} alt="" width={80} fit="cover" className="size-full" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
