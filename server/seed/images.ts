/**
 * The image generator, rendered to WebP with sharp. With a product's model (its measures,
 * material and a per-model seed) a product kind is drawn as that model in 3D: a lit
 * three-quarter shot, a side view, a material close-up and a dimension drawing. Without one,
 * flat illustrations per kind and colour (category and blog scenes). Pure: the same request
 * always gives the same bytes; the server caches them on disk.
 */
import sharp from 'sharp';
import { buildSvg } from './artwork/compose.js';
import { IMAGE_KINDS, isImageKind, PRODUCT_IMAGE_KINDS, type ImageKind, type ProductImageKind } from './artwork/kinds.js';
import { isRound, type ProductModel } from './artwork/pieces.js';
import { buildProductSvg } from './artwork/product-views.js';

/** Image defaults of requirements §9. */
export const IMAGE_DEFAULTS = {
  format: 'webp',
  quality: 80,
  densities: [1, 2],
  breakpoints: { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 },
} as const;

/** Width : height. Products are 4:3; blog covers may use 16:9; avatars and tiles 1:1. */
export const IMAGE_RATIOS = { '4:3': 4 / 3, '16:9': 16 / 9, '1:1': 1 } as const;
export type ImageRatio = keyof typeof IMAGE_RATIOS;

/** The views of one illustration: studio shot, in a room, a close-up, from another angle. */
export const IMAGE_VARIANTS = [0, 1, 2, 3] as const;

/** The largest pixel width a request may produce (xxl at density 2). */
export const MAX_PIXEL_WIDTH = IMAGE_DEFAULTS.breakpoints.xxl * 2;

export interface RenderImageOptions {
  kind: ImageKind;
  /** `#rrggbb`. */
  colour: string;
  /** 0–3, see `IMAGE_VARIANTS`. */
  variant: number;
  /** CSS pixel width, usually one of `IMAGE_DEFAULTS.breakpoints`. */
  width: number;
  /** 1 or 2 (requirements §9); the output is `width × density` pixels wide. @default 1 */
  density?: number;
  /** WebP quality 1–100. @default 80 */
  quality?: number;
  /** @default '4:3' */
  ratio?: ImageRatio;
  /**
   * The product this picture shows: with it, a product kind is drawn as that model and the
   * variant is a view of `PRODUCT_VIEWS` in artwork/product-views.ts (three-quarter, side, material, dimensions).
   */
  model?: ProductModel | null;
}

function fail(message: string): never {
  throw new RangeError(`renderImage(): ${message}`);
}

/** Checks a request and returns it with defaults filled in; throws a RangeError naming the fix. */
export function normaliseImageRequest(options: RenderImageOptions): Required<RenderImageOptions> {
  const { kind, colour, variant, width, density = 1, quality = IMAGE_DEFAULTS.quality, ratio = '4:3', model = null } = options;
  if (!isImageKind(kind)) fail(`unknown kind "${String(kind)}"; use one of IMAGE_KINDS (${IMAGE_KINDS.length} kinds).`);
  if (!/^#[0-9a-f]{6}$/i.test(colour)) fail(`colour must look like "#a1b2c3", got "${colour}".`);
  if (!(IMAGE_VARIANTS as readonly number[]).includes(variant)) fail(`variant must be 0, 1, 2 or 3, got ${variant}.`);
  if (!(IMAGE_DEFAULTS.densities as readonly number[]).includes(density)) fail(`density must be 1 or 2, got ${density}.`);
  if (!Number.isInteger(width) || width < 16 || width * density > MAX_PIXEL_WIDTH) {
    fail(`width × density must be an integer between 16 and ${MAX_PIXEL_WIDTH} pixels, got ${width} × ${density}.`);
  }
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) fail(`quality must be an integer 1–100, got ${quality}.`);
  if (!(ratio in IMAGE_RATIOS)) fail(`ratio must be one of ${Object.keys(IMAGE_RATIOS).join(', ')}, got "${ratio}".`);
  if (model) {
    if (!(PRODUCT_IMAGE_KINDS as readonly string[]).includes(kind)) fail(`a model can only be drawn for a product kind, got "${kind}".`);
    for (const measure of ['width', 'depth', 'height'] as const)
      if (!Number.isFinite(model[measure]) || model[measure] <= 0 || model[measure] > 1000) fail(`model.${measure} must be 0–1000 cm, got ${model[measure]}.`);
    if (!Number.isInteger(model.seed)) fail(`model.seed must be an integer, got ${model.seed}.`);
  }
  return { kind, colour, variant, width, density, quality, ratio, model };
}

/** Pixel size of a request's output. */
export function imageSize(options: Pick<RenderImageOptions, 'width' | 'density' | 'ratio'>): { width: number; height: number } {
  const width = options.width * (options.density ?? 1);
  return { width, height: Math.round(width / IMAGE_RATIOS[options.ratio ?? '4:3']) };
}

/** The illustration as an SVG document at the request's pixel size. */
export function renderSvg(options: RenderImageOptions): string {
  const request = normaliseImageRequest(options);
  const size = imageSize(request);
  return request.model
    ? buildProductSvg({ kind: request.kind as ProductImageKind, colour: request.colour.toLowerCase(), variant: request.variant, model: request.model, ...size })
    : buildSvg({ ...request, ...size });
}

/** Renders an illustration to a WebP buffer. */
export async function renderImage(options: RenderImageOptions): Promise<Buffer> {
  const request = normaliseImageRequest(options);
  return sharp(Buffer.from(renderSvg(request)))
    .webp({ quality: request.quality, effort: 4 })
    .toBuffer();
}

/**
 * The model a product's pictures are drawn from. The seed comes from what makes a model a
 * model — series, kind, measures and material — so every colour of one model has the same
 * shape, and two sofas of one colour from different series look different.
 */
export function productModel(
  product: { series: string; image: { kind: string }; dimensions: { width: number; depth: number; height: number } },
  material: string,
): ProductModel {
  const { width, depth, height } = product.dimensions;
  let hash = 0x811c9dc5;
  for (const char of `${product.series}|${product.image.kind}|${width}x${depth}x${height}|${material}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return { seed: hash >>> 1, width, depth, height, material, round: isRound(product.image.kind, product.dimensions) };
}

export { IMAGE_KINDS, type ImageKind, type ProductModel };
