import { z } from 'zod';
import { CURRENCIES, DEFAULT_PAGE_SIZE, LINK_TYPES, LOCALES, SORT_OPTIONS, VAT_MODES } from '../domain/constants.js';

/** `hu` or `en`; sent in the `Locale` header of every request. */
export const localeSchema = z.enum(LOCALES).meta({ id: 'Locale' });
/** A currency's id is its ISO code; sent in the `Currency-Id` header. */
export const currencyCodeSchema = z.enum(CURRENCIES).meta({ id: 'CurrencyCode' });
export const vatModeSchema = z.enum(VAT_MODES).meta({ id: 'VatMode' });
export const sortOptionSchema = z.enum(SORT_OPTIONS).meta({ id: 'SortOption' });
export const linkTypeSchema = z.enum(LINK_TYPES).meta({ id: 'LinkType' });

/** The largest id: the database keeps ids as 32-bit integers. */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.number().int().positive().max(MAX_ID);
/** A money amount in the currency chosen by `Currency-Id` (HUF whole forints, EUR/USD cents as decimals). */
export const amountSchema = z.number().nonnegative();
export const timestampSchema = z.string().meta({ description: 'ISO 8601 date-time' });
export const emailSchema = z.email().max(254);
/** Both language forms of a slug or slug path, for "the same page in the other language". */
export const alternatesSchema = z.object({ hu: z.string(), en: z.string() }).meta({ id: 'Alternates' });

/**
 * An image the server renders on demand: `src` accepts `w` (one of the spec's image breakpoints),
 * `dpr` (1 or 2) and `q` (quality) query parameters and answers webp (image defaults).
 */
export const imageSchema = z
  .object({
    src: z.string(),
    alt: z.string(),
    width: z.number().int().nonnegative(),
    height: z.number().int().nonnegative(),
  })
  .meta({ id: 'Image' });

/** The widths an image renders at: the spec's image breakpoints xs–xxl. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;

/**
 * The name of a scene or cover picture: what it shows, its colour's hex digits in lower case and the
 * view (`sofa-0f766e-0` for `('sofa', '#0F766E', 0)`). Served as `{name}.webp`.
 */
export function mediaName(kind: string, colour: string, view: number): string {
  return `${kind}-${colour.replace('#', '').toLowerCase()}-${view}`;
}

/** The name of a product's own picture: the product's id and the view (`p12-0`). Served as `{name}.webp`. */
export function productMediaName(productId: number, view: number): string {
  return `p${productId}-${view}`;
}

/**
 * `GET /api/media/{file}`: the file as `Image.src` names it, `{kind}-{colour}-{view}.webp` for a
 * scene or cover (e.g. `sofa-0f766e-0.webp`), `p{product}-{view}.webp` for a product's own picture.
 */
export const mediaParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[a-z0-9-]{3,80}\.webp$/)
    .meta({ description: 'As `Image.src` names it: `{kind}-{colour}-{view}.webp` for a scene or cover, `p{product}-{view}.webp` for a product picture' }),
});

// Query strings arrive as text and are coerced; `enum` tells the JSON Schema which numbers the coerced value must be.
const WIDTH_MESSAGE = 'Choose one of the image widths 320, 640, 768, 1024, 1280, 1536.';
const DENSITY_MESSAGE = 'The pixel density must be 1 or 2.';
const QUALITY_MESSAGE = 'The quality must be a whole number from 30 to 100.';

/** The rendering of an image (image defaults: webp, densities 1 and 2, quality 80). */
export const mediaQuerySchema = z.object({
  w: z.coerce
    .number({ message: WIDTH_MESSAGE })
    .pipe(z.literal(IMAGE_WIDTHS, { message: WIDTH_MESSAGE }))
    .default(640)
    .meta({ enum: [...IMAGE_WIDTHS], description: 'width in CSS pixels' }),
  dpr: z.coerce
    .number({ message: DENSITY_MESSAGE })
    .pipe(z.literal([1, 2], { message: DENSITY_MESSAGE }))
    .default(1)
    .meta({ enum: [1, 2], description: 'pixel density: the image is `w × dpr` pixels wide' }),
  q: z.coerce
    .number({ message: QUALITY_MESSAGE })
    .int({ message: QUALITY_MESSAGE })
    .min(30, { message: QUALITY_MESSAGE })
    .max(100, { message: QUALITY_MESSAGE })
    .default(80)
    .meta({ description: 'WebP quality' }),
});

export const paginationMetaSchema = z
  .object({
    current_page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
    last_page: z.number().int().positive(),
    from: z.number().int().positive().nullable(),
    to: z.number().int().positive().nullable(),
  })
  .meta({ id: 'PaginationMeta' });

/** A page of a list: `{ items, meta }` inside the `data` envelope, so unwrapping keeps the meta. */
export const paginated = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), meta: paginationMetaSchema });

/** Every successful answer is wrapped as `{ data: … }` (Laravel resources). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** A short confirmation, e.g. after a newsletter signup or a password-reset request. */
export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

/** Every error answer: 400/401/403/404/409/419/422/429 (field errors only with 422). */
export const errorBodySchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });

/** Query booleans arrive as text: `1`, `true`, `0`, `false`. */
export const queryBooleanSchema = z.union([z.boolean(), z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true')]);
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(96).optional(),
});
/**
 * The query of a list whose page size the contract fixes: without `per_page` a page holds `size`
 * entries, whichever shop answers.
 */
export const pageQueryOf = (size: number) => pageQuerySchema.extend({ per_page: z.coerce.number().int().min(1).max(96).default(size) });
/** A page of the account's orders holds as many as a page of products. */
export const accountOrdersQuerySchema = pageQueryOf(DEFAULT_PAGE_SIZE);

export interface Alternates extends z.infer<typeof alternatesSchema> {}
export interface ApiErrorBody extends z.infer<typeof errorBodySchema> {}
export interface Image extends z.infer<typeof imageSchema> {}
export interface MessageResponse extends z.infer<typeof messageSchema> {}
export interface PaginationMeta extends z.infer<typeof paginationMetaSchema> {}

/**
 * The contract's page meta for page `page` of `total` items, `perPage` a page, `itemsOnPage` on
 * this one: `from`/`to` are 1-based positions of the page's first and last item, null on an
 * empty page (a page past the end is empty, not an error); at least one page.
 */
export function pageMeta(page: number, perPage: number, total: number, itemsOnPage: number): PaginationMeta {
  const offset = (page - 1) * perPage;
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from: itemsOnPage ? offset + 1 : null,
    to: itemsOnPage ? offset + itemsOnPage : null,
  };
}
export interface Paginated<T> {
  items: T[];
  meta: PaginationMeta;
}
