import { z } from 'zod';
import { CURRENCIES, LINK_TYPES, LOCALES, SORT_OPTIONS, VAT_MODES } from '../domain/constants.js';

/** `hu` or `en`; sent in the `Locale` header of every request (spec §7). */
export const localeSchema = z.enum(LOCALES).meta({ id: 'Locale' });
/** A currency's id is its ISO code; sent in the `Currency-Id` header (spec §7). */
export const currencyCodeSchema = z.enum(CURRENCIES).meta({ id: 'CurrencyCode' });
export const vatModeSchema = z.enum(VAT_MODES).meta({ id: 'VatMode' });
export const sortOptionSchema = z.enum(SORT_OPTIONS).meta({ id: 'SortOption' });
export const linkTypeSchema = z.enum(LINK_TYPES).meta({ id: 'LinkType' });

export const idSchema = z.number().int().positive();
/** A money amount in the currency chosen by `Currency-Id` (HUF whole forints, EUR/USD cents as decimals). */
export const amountSchema = z.number().nonnegative();
export const timestampSchema = z.string().meta({ description: 'ISO 8601 date-time' });
export const emailSchema = z.email().max(254);
/** Both language forms of a slug or slug path, for "the same page in the other language". */
export const alternatesSchema = z.object({ hu: z.string(), en: z.string() }).meta({ id: 'Alternates' });

/**
 * An image the server renders on demand: `src` accepts `w` (one of the spec's image breakpoints),
 * `dpr` (1 or 2) and `q` (quality) query parameters and answers webp (spec §9 image defaults).
 */
export const imageSchema = z
  .object({
    src: z.string(),
    alt: z.string(),
    width: z.number().int().nonnegative(),
    height: z.number().int().nonnegative(),
  })
  .meta({ id: 'Image' });

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

export type Alternates = z.infer<typeof alternatesSchema>;
export type ApiErrorBody = z.infer<typeof errorBodySchema>;
export type Image = z.infer<typeof imageSchema>;
export type MessageResponse = z.infer<typeof messageSchema>;
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;
export interface Paginated<T> {
  items: T[];
  meta: PaginationMeta;
}
