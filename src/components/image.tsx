import { cva, type VariantProps } from 'class-variance-authority';
import { type ImgHTMLAttributes, useContext } from 'react';
import { IMAGE_DEFAULTS } from '../domain/constants.js';
import { ShopContext } from '../hooks/shop-context.js';
import { cn } from './cn.js';

/** What an image needs: the contract's `Image` fits; a failed metadata read may leave the size out. */
export interface ImageSource {
  src: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}

/** The intrinsic size of an image and its width-to-height ratio. */
export interface ImageMetadata {
  width: number;
  height: number;
  ratio: number;
}

/**
 * An image's size as the API reported it. A failed metadata read (a missing, zero or non-numeric
 * dimension) falls back to width 0, height 0 and ratio 0, so callers reserve no space
 * rather than a wrong one.
 */
function imageMetadata(image: Pick<ImageSource, 'width' | 'height'> | null | undefined): ImageMetadata {
  const width = image?.width;
  const height = image?.height;
  if (!width || !height || !Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) {
    return { width: 0, height: 0, ratio: 0 };
  }
  return { width, height, ratio: width / height };
}

/** What a loader is asked for: one rendition of an image. */
export interface ImageRendition {
  /** One of the image breakpoints (320 … 1536). */
  width: number;
  /** Device pixel ratio, 1 or 2. */
  density: number;
  quality: number;
}

/** Builds the address of one rendition; the default asks the API with `w`, `dpr` and `q` (webp). */
export type ImageLoader = (src: string, rendition: ImageRendition) => string;

const BREAKPOINTS: readonly number[] = Object.values(IMAGE_DEFAULTS.breakpoints);
const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/** An address split around its query, with the rendition's own parameters taken out. */
interface AddressParts {
  head: string;
  query: string;
  hash: string;
}

// Parsing an address is the costly part and a page asks for several renditions of each picture:
// each address is parsed once (a few hundred on a page; the cache starts over past 500).
const addressParts = new Map<string, AddressParts>();

function partsOf(src: string): AddressParts {
  let parts = addressParts.get(src);
  if (!parts) {
    const url = new URL(src, 'http://relative.invalid');
    for (const name of ['w', 'dpr', 'q']) url.searchParams.delete(name);
    const query = url.searchParams.toString();
    const hash = url.hash;
    url.search = '';
    url.hash = '';
    parts = { head: ABSOLUTE.test(src) ? url.href : url.pathname, query: query ? `${query}&` : '', hash };
    if (addressParts.size >= 500) addressParts.clear();
    addressParts.set(src, parts);
  }
  return parts;
}

/**
 * The API's image renditions (`Image.src?w=&dpr=&q=`, answered as webp): the query parameters are
 * added to the ones the address already has.
 */
const apiImageLoader: ImageLoader = (src, { width, density, quality }) => {
  const { head, query, hash } = partsOf(src);
  return `${head}?${query}w=${width}&dpr=${density}&q=${quality}${hash}`;
};

/** The smallest image breakpoint at least `cssWidth` wide (the largest when none is). */
function breakpointFor(cssWidth: number): number {
  return BREAKPOINTS.find((breakpoint) => breakpoint >= cssWidth) ?? BREAKPOINTS.at(-1)!;
}

const imageVariants = cva('block max-w-full', {
  variants: {
    fit: {
      cover: 'h-full w-full object-cover',
      contain: 'h-full w-full object-contain',
      // Keeps the intrinsic ratio from the width/height attributes: no layout shift.
      natural: 'h-auto',
    },
  },
  defaultVariants: { fit: 'natural' },
});

export interface ImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'loading' | 'fetchPriority'>,
    VariantProps<typeof imageVariants> {
  image: ImageSource;
  /** Replaces the image's own alternative text; `''` marks it decorative. */
  alt?: string;
  /**
   * A fixed display width in CSS pixels: the image is offered at 1× and 2× density
   * densities). Leave it out for a fluid image offered at every image breakpoint with `sizes`.
   */
  width?: number;
  /**
   * How wide the fluid image is shown, for the browser to pick a rendition.
   * @default '100vw'
   */
  sizes?: string;
  /** @default 80 */
  quality?: number;
  /**
   * `'eager'` for the image that is the page's largest paint (with `fetchPriority="high"`).
   * @default 'lazy'
   */
  loading?: 'lazy' | 'eager';
  /** `'high'` for the largest-paint image. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /**
   * Builds each rendition's address from the image's address, which inside `<ShopProvider>` is
   * already on the API's origin (`apiOrigin`).
   * @default the API's `?w=&dpr=&q=` renditions
   */
  loader?: ImageLoader;
}

/**
 * A webp image in the renditions of the spec's image defaults: at every image breakpoint (320,
 * 640, 768, 1024, 1280, 1536) with `sizes` for fluid images, or at 1× and 2× for a fixed width.
 * It always carries its intrinsic `width`/`height`, so the browser reserves its space and nothing
 * shifts when it arrives; a failed metadata read leaves the size out instead.
 *
 * @example
 * <Image image={product.image} sizes="(min-width: 960px) 33vw, 100vw" fit="cover" />
 * <Image image={brand.logo} width={120} />
 * <Image image={hero} sizes="100vw" loading="eager" fetchPriority="high" />
 */
function Image({
  image,
  alt,
  width,
  sizes = '100vw',
  quality = IMAGE_DEFAULTS.quality,
  loading = 'lazy',
  fetchPriority,
  loader = apiImageLoader,
  fit,
  className,
  ...props
}: ImageProps) {
  const metadata = imageMetadata(image);
  // The API names its images by path: inside a provider they are on the API's origin, not the page's.
  const src = useContext(ShopContext)?.client.url(image.src) ?? image.src;
  const rendition = (renditionWidth: number, density = 1) => loader(src, { width: renditionWidth, density, quality });
  const fixed = width !== undefined && width > 0;
  const displayWidth = fixed ? width : metadata.width;
  const displayHeight = fixed ? (metadata.ratio ? Math.round(width / metadata.ratio) : 0) : metadata.height;
  const srcSet = fixed
    ? IMAGE_DEFAULTS.densities.map((density) => `${rendition(breakpointFor(width), density)} ${density}x`).join(', ')
    : BREAKPOINTS.map((breakpoint) => `${rendition(breakpoint)} ${breakpoint}w`).join(', ');
  return (
    <img
      data-slot="image"
      data-ratio={metadata.ratio ? metadata.ratio.toFixed(4) : '0'}
      src={rendition(fixed ? breakpointFor(width) : breakpointFor(metadata.width || BREAKPOINTS.at(-1)!))}
      srcSet={srcSet}
      sizes={fixed ? undefined : sizes}
      width={displayWidth || undefined}
      height={displayHeight || undefined}
      alt={alt ?? image.alt}
      loading={loading}
      decoding={loading === 'eager' ? 'auto' : 'async'}
      fetchPriority={fetchPriority}
      className={cn(imageVariants({ fit }), className)}
      {...props}
    />
  );
}

export { apiImageLoader, Image, imageMetadata, imageVariants };
