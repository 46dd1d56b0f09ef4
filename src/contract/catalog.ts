import { z } from 'zod';
import {
  amountSchema,
  currencyCodeSchema,
  emailSchema,
  idSchema,
  imageSchema,
  pageQuerySchema,
  paginated,
  queryBooleanSchema,
  sortOptionSchema,
  timestampSchema,
} from './common.js';
import { productSafetySchema } from './product-safety.js';

/**
 * A quantity-discount tier: applies from `quantity` to `quantity_to` pieces (inclusive;
 * `null` means "and above"); prices are `price_` plus a price kind.
 */
export const priceTierSchema = z
  .object({
    index: z.number().int().nonnegative(),
    quantity: z.number().int().positive(),
    quantity_to: z.number().int().positive().nullable(),
    price_net: amountSchema,
    price_gross: amountSchema,
  })
  .meta({ id: 'PriceTier' });

const REFERENCE_PRICE =
  'the reference price of an announced price reduction: the lowest price the shop applied in the 30 days before the reduction ' +
  '(for a product offered for less than 30 days, the lowest price of that shorter time; for a progressive reduction, the 30 days ' +
  'before its first step). Present only while the current price is below it, which is exactly when the product is on sale; ' +
  '`null` otherwise. Shops show it struck through and labelled "Lowest price in the last 30 days" ("Az elmúlt 30 nap legalacsonyabb ára").';

/**
 * `price_original_net` / `price_original_gross`: the reference price of an announced price
 * reduction, the lowest price of the 30 days before it (EU Omnibus rules); `null` unless the
 * current price is below it. Its net or gross form.
 */
export const referencePriceSchema = (form: 'net' | 'gross') =>
  amountSchema.nullable().meta({ description: `${form === 'net' ? 'Net' : 'Gross'} form of ${REFERENCE_PRICE}` });

/** One currency's prices of a product, with its quantity tiers (`prices_by_currencies`). */
export const currencyPricesSchema = z
  .object({
    price_net: amountSchema,
    price_gross: amountSchema,
    /** The reduction's reference price, net: the lowest price of the 30 days before the reduction; `null` unless on sale. */
    price_original_net: referencePriceSchema('net'),
    /** The reduction's reference price, gross (see `price_original_net`). */
    price_original_gross: referencePriceSchema('gross'),
    qty_discounts: z.array(priceTierSchema),
  })
  .meta({ id: 'CurrencyPrices' });

export const brandSchema = z.object({ id: idSchema, name: z.string(), slug: z.string(), logo: imageSchema.nullable() }).meta({ id: 'Brand' });

export const colourSchema = z.object({ id: idSchema, slug: z.string(), name: z.string(), hex: z.string() }).meta({ id: 'Colour' });

/** The product's category as tracking needs it (title and merchant_identifiers.google). */
export const productCategorySchema = z
  .object({
    id: idSchema,
    title: z.string(),
    slugs: z.array(z.string()),
    merchant_identifiers: z.object({ google: z.string() }),
  })
  .meta({ id: 'ProductCategory' });

/**
 * What a product path is built from: the main category's slug path plus the product's
 * slug and id. `category_slugs` is empty without a main category.
 */
export const productLinkSchema = z
  .object({
    slug: z.string(),
    main_category_id: idSchema.nullable(),
    category_slugs: z.array(z.string()),
  })
  .meta({ id: 'ProductLink' });

/**
 * One colour of a model as a swatch: the sibling product's id, colour and link (its path is built
 * from the link like any product's). A model sold in several colours is several products.
 */
export const variantSwatchSchema = z.object({ id: idSchema, colour: colourSchema, link: productLinkSchema }).meta({ id: 'VariantSwatch' });

/** A product in lists, the cart and favourites . Prices are in the request's currency. */
export const productSchema = z
  .object({
    id: idSchema,
    sku: z.string(),
    title: z.string(),
    price_net: amountSchema,
    price_gross: amountSchema,
    /**
     * The reference price of the running reduction, net: the lowest price of the 30 days before
     * it (EU Omnibus rules). Set exactly while the product is on sale (its price is below it).
     */
    price_original_net: referencePriceSchema('net'),
    /** The same reference price, gross. */
    price_original_gross: referencePriceSchema('gross'),
    /** Whole percent the current price is below the reference price; `null` unless on sale. */
    discount_percent: z.number().int().min(0).max(100).nullable(),
    /** Pieces in stock. */
    quantity: z.number().int().nonnegative(),
    category: productCategorySchema.nullable(),
    link: productLinkSchema,
    brand: brandSchema.nullable(),
    colour: colourSchema.nullable(),
    image: imageSchema.nullable(),
    prices_by_currencies: z.record(currencyCodeSchema, currencyPricesSchema),
    popularity: z.number().int().nonnegative(),
    created_at: timestampSchema,
    /** How many colours or fabrics the product's model comes in, itself included; 1 for a product sold in one colour only. */
    variant_count: z.number().int().positive(),
    /**
     * The model's colours for a card (itself included, at most 4, its own always among them, in
     * the model's order); empty for a product sold in one colour only.
     */
    swatches: z.array(variantSwatchSchema),
  })
  .meta({ id: 'Product' });

/** A civil date in the shop's calendar (Europe/Budapest), `YYYY-MM-DD`. */
export const civilDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ description: 'Calendar date YYYY-MM-DD (Europe/Budapest)' });

/**
 * When a delivery is expected: the earliest and latest day, both inclusive, counted in Hungarian
 * working days from the day the order would leave the warehouse (orders before 14:00 Budapest time
 * on a working day leave that day; goods out of stock leave after their restock date).
 */
export const deliveryWindowSchema = z.object({ earliest: civilDateSchema, latest: civilDateSchema }).meta({ id: 'DeliveryWindow' });

/**
 * `POST /api/products/{id}/restock-notifications`: an address to e-mail when the product is back
 * in stock. The address gets a confirmation link first (double opt-in).
 */
export const restockSubscribeBodySchema = z
  .object({
    email: emailSchema,
    consent: z.boolean().meta({ description: 'Agrees to be e-mailed about this product; must be true.' }),
    product_url: z.string().max(2000).meta({ description: "The product page on the shop's own site; the mails link back to it." }),
  })
  .meta({ id: 'RestockSubscribeBody' });

export const dataSheetRowSchema = z.object({ label: z.string(), value: z.string() }).meta({ id: 'DataSheetRow' });

export const dimensionsSchema = z.object({ width: z.number(), depth: z.number(), height: z.number(), unit: z.literal('cm') }).meta({ id: 'Dimensions' });

/** The product page: everything of a list product plus gallery, texts, data sheet and alternates. */
export const productDetailSchema = productSchema
  .extend({
    short_description: z.string(),
    /** Sanitized on the client before it reaches the DOM. */
    description_html: z.string(),
    images: z.array(imageSchema),
    material: z.string().nullable(),
    dimensions: dimensionsSchema.nullable(),
    weight_kg: z.number().nullable(),
    attributes: z.array(dataSheetRowSchema),
    breadcrumbs: z.array(z.object({ title: z.string(), slugs: z.array(z.string()) })),
    similar_products: z.array(productSchema),
    /**
     * Every colour or fabric of the product's model, itself included, in the model's order, each
     * with its own price, stock, picture and link; empty for a product sold in one colour only.
     */
    variants: z.array(productSchema),
    /** While out of stock: the day it is expected back in the warehouse; `null` in stock or when no date is known. */
    restock_date: civilDateSchema.nullable(),
    /**
     * The expected delivery of one piece ordered now, by the quickest delivery method that takes it
     * (showroom pickup aside); `null` when it is out of stock without a restock date.
     */
    delivery_window: deliveryWindowSchema.nullable(),
    /**
     * How one piece ships (`productShipping`): the cheapest delivery method that takes it, its fee
     * for this piece alone (0 when its price reaches the method's free-shipping threshold) and that
     * threshold in the request's currency; `null` when no method delivers it.
     */
    shipping: z
      .object({
        method_id: idSchema,
        code: z.enum(['home_delivery', 'parcel_locker']),
        title: z.string(),
        price_net: amountSchema,
        price_gross: amountSchema,
        free_from_gross: amountSchema.nullable(),
      })
      .nullable(),
    /** In stock where the shop offers showroom pickup: it can be seen, and picked up, at the showroom. */
    in_showroom: z.boolean(),
    /** Manufacturer, model, warnings and certifications, shown before purchase (docs/requirements.md "Product safety"). */
    safety: productSafetySchema,
    /** The product path's last segment and category path in each language. */
    alternates: z.object({
      hu: z.object({ slug: z.string(), category_slugs: z.array(z.string()) }),
      en: z.object({ slug: z.string(), category_slugs: z.array(z.string()) }),
    }),
  })
  .meta({ id: 'ProductDetail' });

/** A printable product data sheet (the data-sheet screen). */
export const dataSheetSchema = z
  .object({
    product: productSchema,
    rows: z.array(dataSheetRowSchema),
    dimensions: dimensionsSchema.nullable(),
    weight_kg: z.number().nullable(),
    warranty_years: z.number().int().positive(),
    care: z.string(),
    /** The same safety information as the product page's. */
    safety: productSafetySchema,
  })
  .meta({ id: 'DataSheet' });

/** Category: `slugs` is the slug path from the root; alternates give it in each language. */
export const categorySchema = z
  .object({
    id: idSchema,
    slug: z.string(),
    slugs: z.array(z.string()),
    parent_id: idSchema.nullable(),
    title: z.string(),
    description: z.string(),
    image: imageSchema.nullable(),
    product_count: z.number().int().nonnegative(),
    alternates: z.object({ hu: z.array(z.string()), en: z.array(z.string()) }),
  })
  .meta({ id: 'Category' });

export const categoryDetailSchema = z
  .object({
    category: categorySchema,
    breadcrumbs: z.array(z.object({ id: idSchema, title: z.string(), slugs: z.array(z.string()) })),
    children: z.array(categorySchema),
  })
  .meta({ id: 'CategoryDetail' });

const listOf = z.preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), z.array(z.string().min(1).max(80)).max(20));

/**
 * Product listing, search and sale items: the spec's five sort options and its filters (price
 * range, stock only, category, colour), plus brand.
 */
export const productListQuerySchema = pageQuerySchema
  .extend({
    sort: sortOptionSchema.default('default'),
    q: z.string().trim().max(120).optional(),
    /** A category slug path (`nappali/kanapek`) in the request's language, or a category id. */
    category: z.string().max(300).optional(),
    price_min: z.coerce.number().nonnegative().optional(),
    price_max: z.coerce.number().nonnegative().optional(),
    in_stock: queryBooleanSchema.optional(),
    sale: queryBooleanSchema.optional(),
    colour: listOf.optional(),
    brand: listOf.optional(),
  })
  .refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
    message: 'The minimum price must not exceed the maximum price.',
    path: ['price_min'],
  });

/** The data sheet's care advice for a product whose material has none of its own. */
export const DEFAULT_CARE: Readonly<Record<'hu' | 'en', string>> = {
  hu: 'Puha, száraz ruhával tisztítsa.',
  en: 'Wipe with a soft, dry cloth.',
};

/** The order of the brand list: by name, the way a Hungarian reader orders them (Á with A), whatever the database's collation. */
export const byBrandName = <T extends { name: string }>(a: T, b: T): number => a.name.localeCompare(b.name, 'hu');

/** The order of a facet's options (colours, brands): the most products first, then by name in the shopper's language. */
export const byFacetCount =
  (locale: 'hu' | 'en') =>
  <T extends { count: number; name: string }>(a: T, b: T): number =>
    b.count - a.count || a.name.localeCompare(b.name, locale);

/** Counts of the current result set, for the filter panel. */
export const facetsSchema = z
  .object({
    price: z.object({ min: amountSchema, max: amountSchema }),
    in_stock: z.number().int().nonnegative(),
    colours: z.array(colourSchema.extend({ count: z.number().int().nonnegative() })),
    brands: z.array(z.object({ id: idSchema, slug: z.string(), name: z.string(), count: z.number().int().nonnegative() })),
    /**
     * Every category with a matching product in it or below it (display order; `parent_id`
     * builds the tree). Counted with every filter but the category, so the other categories
     * keep their counts once one is chosen.
     */
    categories: z.array(
      z.object({
        id: idSchema,
        parent_id: idSchema.nullable(),
        title: z.string(),
        slugs: z.array(z.string()),
        count: z.number().int().nonnegative(),
      }),
    ),
  })
  .meta({ id: 'Facets' });

/** What a search that found nothing offers instead (the shared rule: `searchHelpCategories`, `correctSearchQuery`). */
export const searchHelpSchema = z
  .object({
    /** The query with its unknown words corrected or dropped ("sfoa" → "sofa"), when that finds products; otherwise null. */
    did_you_mean: z.string().nullable(),
    /** The kinds of product near the query's words, or the shop's rooms when none is near. */
    categories: z.array(z.object({ id: idSchema, title: z.string(), slugs: z.array(z.string()) })),
  })
  .meta({ id: 'SearchHelp' });

export const productListSchema = paginated(productSchema)
  .extend({
    facets: facetsSchema,
    /** Present only when a search (`q`, no other filter) found nothing. */
    search_help: searchHelpSchema.optional(),
  })
  .meta({ id: 'ProductList' });

export const searchSuggestionsSchema = z
  .object({
    products: z.array(productSchema),
    categories: z.array(z.object({ id: idSchema, title: z.string(), slugs: z.array(z.string()) })),
    /** Present only when nothing is suggested: the query corrected as the listing's `search_help` corrects it, or null. */
    did_you_mean: z.string().nullable().optional(),
  })
  .meta({ id: 'SearchSuggestions' });

export const searchSuggestQuerySchema = z.object({ q: z.string().trim().min(1).max(120) });

export interface Brand extends z.infer<typeof brandSchema> {}
export interface Category extends z.infer<typeof categorySchema> {}
export interface CategoryDetail extends z.infer<typeof categoryDetailSchema> {}
export interface Colour extends z.infer<typeof colourSchema> {}
export interface CurrencyPrices extends z.infer<typeof currencyPricesSchema> {}
export interface DataSheet extends z.infer<typeof dataSheetSchema> {}
export interface DataSheetRow extends z.infer<typeof dataSheetRowSchema> {}
export interface Dimensions extends z.infer<typeof dimensionsSchema> {}
export interface Facets extends z.infer<typeof facetsSchema> {}
export interface PriceTier extends z.infer<typeof priceTierSchema> {}
export interface Product extends z.infer<typeof productSchema> {}
export interface ProductCategory extends z.infer<typeof productCategorySchema> {}
export interface ProductDetail extends z.infer<typeof productDetailSchema> {}
export interface ProductLink extends z.infer<typeof productLinkSchema> {}
export interface ProductList extends z.infer<typeof productListSchema> {}
/** The query as the client sends it (before defaults and coercion). */
export interface ProductListQuery extends z.input<typeof productListQuerySchema> {}
export interface SearchHelp extends z.infer<typeof searchHelpSchema> {}
export interface SearchSuggestions extends z.infer<typeof searchSuggestionsSchema> {}
export interface VariantSwatch extends z.infer<typeof variantSwatchSchema> {}
/** The body as the client sends it. */
export interface RestockSubscribeBody extends z.input<typeof restockSubscribeBodySchema> {}
