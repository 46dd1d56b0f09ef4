/**
 * The shop's tables: catalogue and content (filled by the seed), and everything a visitor changes
 * (sessions, carts, favourites, orders, payment attempts, rate-limit counters, idempotency keys,
 * bot-challenge tokens, the mail outbox). Nothing lives in process memory, so several server
 * processes can share one database.
 *
 * Texts shown in both site languages are `{ hu, en }` JSON; the columns SQL filters or sorts on
 * (slug paths, search text, name order) are separate per language.
 */
import type { HomeDelivery, OpeningHours, PickupPoint, SafetyRecord } from 'otthon/contract';
import type { AssemblyKind, HomeDeliveryChoice, PickupCarrier, PickupPointKind } from 'otthon/core';
import { sql } from 'drizzle-orm';
import type { InvoicingName } from '../invoices/provider.js';
import type { ProviderName } from '../payments/provider.js';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export interface Localized {
  hu: string;
  en: string;
}

/** PostgreSQL's full-text document type (lexemes with positions and weights). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A search document: each text's Hungarian or English stems and its whole (unstemmed) words, both
 * accent-folded, weighted A (title), B (category names) and C (description), so a match in the
 * title ranks above one in the description. The configurations and `otthon_fold` come from the
 * migration `0007_search`.
 */
function searchDocument(locale: 'hu' | 'en', parts: [string, 'A' | 'B' | 'C'][]) {
  const config = locale === 'hu' ? 'otthon_hu' : 'otthon_en';
  const weighted = parts.flatMap(([column, weight]) => [
    `setweight(to_tsvector('${config}'::regconfig, coalesce(${column}->>'${locale}', '')), '${weight}')`,
    ...(weight === 'C' ? [] : [`setweight(to_tsvector('otthon_words'::regconfig, coalesce(${column}->>'${locale}', '')), '${weight}')`]),
  ]);
  return sql.raw(weighted.join(' || '));
}

/** What the image renderer draws: an illustration kind, a colour and a view. */
export interface ImageSpec {
  kind: string;
  colour: string;
  variant: number;
  /** A product's own picture: the model it is drawn from (null for scenes and covers). */
  model?: StoredImageModel | null;
}

/** What a product's pictures are drawn from: its measures (cm), main material and model seed. */
export interface StoredImageModel {
  seed: number;
  width: number;
  depth: number;
  height: number;
  material: string;
  round?: boolean;
}

export interface StoredTier {
  quantity: number;
  quantity_to: number | null;
  discount_percent: number;
  /** The tier's retail-round gross unit price in forints (missing on tiers stored before it existed). */
  price_gross_huf?: number;
}

export interface StoredAttribute {
  key: string;
  label: Localized;
  value: Localized;
}

export interface StoredProductImage {
  variant: number;
  alt: Localized;
}

/** Customer data as the cart and the account keep it (contract CustomerData). */
export interface StoredCustomerData {
  email: string | null;
  phone: string | null;
  invoice_data: {
    is_company: boolean;
    name?: string;
    company_name?: string | null;
    tax_number?: string | null;
    country_id?: number;
    zipcode?: string;
    city?: string;
    address?: string;
  } | null;
  delivery_data: { name?: string; country_id?: number; zipcode?: string; city?: string; address?: string } | null;
  is_delivery_same_as_invoice: boolean;
  /** Consents given with the customer data; an order needs them here or in its own body. */
  accept_privacy?: boolean;
  accept_terms?: boolean;
}

export interface StoredCoupon {
  code: string;
  type: 'percent' | 'fixed';
  value: number;
  description: Localized;
  discount_net: number;
  discount_gross: number;
}

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The summary figures orders and quote requests keep, in their own currency. */
const totals = () => ({
  totalItemsNet: money('total_items_net').notNull(),
  totalItemsGross: money('total_items_gross').notNull(),
  totalDiscountNet: money('total_discount_net').notNull(),
  totalDiscountGross: money('total_discount_gross').notNull(),
  totalNet: money('total_net').notNull(),
  totalGross: money('total_gross').notNull(),
  totalProfit: money('total_profit').notNull(),
  totalQuantity: integer('total_quantity').notNull(),
});

/** A line of an order or a quote request: what was bought, named in both languages, at what price. */
const line = () => ({
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  sku: text('sku').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  quantity: integer('quantity').notNull(),
  priceNet: money('price_net').notNull(),
  priceGross: money('price_gross').notNull(),
  totalNet: money('total_net').notNull(),
  totalGross: money('total_gross').notNull(),
});

// — shop state —

/** Key/value facts about the database itself (seed version) and singletons (showroom, home). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

// — reference data —

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  symbol: text('symbol').notNull(),
  decimals: integer('decimals').notNull(),
  /** Forints per unit. */
  rate: doublePrecision('rate').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  position: integer('position').notNull(),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  position: integer('position').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    zipcode: text('zipcode').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    /** Budapest's district of the postcode in Roman numerals (`XI.`); null elsewhere. */
    district: text('district'),
    /** Where the settlement (Budapest: the district) lies, for the distance to pick-up points. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** The Hungarian name folded for prefix search (lower case, accents removed). */
    search: text('search').notNull(),
  },
  (t) => [index('cities_zipcode_idx').on(t.zipcode), index('cities_search_idx').on(sql`${t.search} text_pattern_ops`)],
);

/**
 * Parcel lockers and pick-up points, as the carriers' feeds list them (`npm run pickup-points`
 * refreshes them). `id` is the carrier and its own id (`foxpost:hu5122`).
 */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: text('id').primaryKey(),
    carrier: text('carrier').$type<PickupCarrier>().notNull(),
    kind: text('kind').$type<PickupPointKind>().notNull(),
    name: text('name').notNull(),
    zipcode: text('zipcode').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [index('pickup_points_carrier_idx').on(t.carrier), index('pickup_points_lat_idx').on(t.lat)],
);

// — catalogue —

export const media = pgTable('media', {
  /**
   * The address segment of `/api/media/{key}.webp`: kind, colour and view for scenes and covers
   * (`living-room-7a5c3e-1`), product and view for a product's own pictures (`p12-0`).
   */
  key: text('key').primaryKey(),
  kind: text('kind').notNull(),
  colour: text('colour').notNull(),
  variant: integer('variant').notNull(),
  /** For a product's pictures, the model they are drawn from; null for scenes and covers. */
  model: jsonb('model').$type<StoredImageModel>(),
});

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    key: text('key').notNull().unique(),
    slug: jsonb('slug').$type<Localized>().notNull(),
    /** The slug path from the root, joined by `/` (requirements §2 category_slug). */
    pathHu: text('path_hu').notNull().unique(),
    pathEn: text('path_en').notNull().unique(),
    /** Ids from the root down to this category, itself included. */
    ancestorIds: integer('ancestor_ids').array().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    googleId: integer('google_id').notNull(),
    googlePath: text('google_path').notNull(),
    image: text('image').references(() => media.key),
    /** Display order of the whole tree (depth first, siblings by position). */
    sortOrder: integer('sort_order').notNull(),
    /** The title folded (lower case, accents removed) for trigram typo tolerance in suggestions. */
    searchHu: text('search_hu').generatedAlwaysAs(sql`otthon_fold(title->>'hu')`),
    searchEn: text('search_en').generatedAlwaysAs(sql`otthon_fold(title->>'en')`),
    /** The title's stems and words for full-text search (see `searchDocument`). */
    searchDocHu: tsvector('search_doc_hu').generatedAlwaysAs(searchDocument('hu', [['title', 'A']])),
    searchDocEn: tsvector('search_doc_en').generatedAlwaysAs(searchDocument('en', [['title', 'A']])),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  country: jsonb('country').$type<Localized>().notNull(),
  founded: integer('founded').notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
});

export const colours = pgTable('colours', {
  id: integer('id').primaryKey(),
  /** Also the colour's slug in filters: the same in both languages, so a filter survives a language switch. */
  key: text('key').notNull().unique(),
  hex: text('hex').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
});

export const materials = pgTable('materials', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  care: jsonb('care').$type<Localized>().notNull(),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    /**
     * The model this product is one colour or fabric of, shared by all its colours (each its own
     * product with its own price, stock and pictures); `null` for a product sold in one colour only.
     */
    variantGroup: text('variant_group'),
    slug: jsonb('slug').$type<Localized>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    shortDescription: jsonb('short_description').$type<Localized>().notNull(),
    descriptionHtml: jsonb('description_html').$type<Localized>().notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    colourId: integer('colour_id').references(() => colours.id),
    materialId: integer('material_id').references(() => materials.id),
    mainCategoryId: integer('main_category_id').references(() => categories.id),
    /** The main and extra categories with all their ancestors: "in this category or below". */
    categoryIds: integer('category_ids').array().notNull(),
    series: text('series').notNull(),
    style: text('style').notNull(),
    /**
     * The current shelf price, gross forints, retail-round (ends in 90); every currency's price
     * derives from it: converted at the rate, net by the package's `netFromGross`.
     */
    priceGrossHuf: integer('price_gross_huf').notNull(),
    /** The current net price, `netFromGross(price_gross_huf, 'HUF')`; the latest entry of `price_history`. */
    priceNetHuf: integer('price_net_huf').notNull(),
    /**
     * The reference price of the running reduction (the lowest price of the 30 days before it),
     * derived from `price_history` by the domain rule whenever the history is written; `null`
     * when the current price is no reduction. Kept here so listings filter and sort on it by index.
     */
    priceOriginalNetHuf: integer('price_original_net_huf'),
    /** The same reference price gross (a shelf price, so retail-round); `null` exactly when the net one is. */
    priceOriginalGrossHuf: integer('price_original_gross_huf'),
    costNetHuf: integer('cost_net_huf').notNull(),
    stock: integer('stock').notNull(),
    /** While out of stock: the day the goods are expected back in the warehouse (`YYYY-MM-DD`, Budapest). */
    restockOn: date('restock_on', { mode: 'string' }),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    dimensions: jsonb('dimensions').$type<{ width: number; depth: number; height: number } | null>(),
    weightKg: doublePrecision('weight_kg'),
    /** One piece as it is shipped: its box in cm (any order) and weight, for the carriers' limits. */
    packedSize: jsonb('packed_size').$type<[number, number, number] | null>(),
    packedWeightKg: doublePrecision('packed_weight_kg'),
    /** How the piece is put together; the home delivery's assembly service is priced by it. */
    assemblyKind: text('assembly_kind').$type<AssemblyKind>().notNull().default('none'),
    popularity: integer('popularity').notNull(),
    position: integer('position').notNull(),
    similarIds: integer('similar_ids').array().notNull(),
    attributes: jsonb('attributes').$type<StoredAttribute[]>().notNull(),
    image: text('image').references(() => media.key),
    images: jsonb('images').$type<StoredProductImage[]>().notNull(),
    imageKind: text('image_kind').notNull(),
    imageColour: text('image_colour').notNull(),
    /**
     * Manufacturer (or EU responsible person), model, warnings and certifications in both languages,
     * shown before purchase (docs/requirements.md "Product safety"); the API answers it in one.
     */
    safety: jsonb('safety').$type<SafetyRecord>().notNull(),
    /**
     * Names of the product's categories and their ancestors, per language, joined by spaces:
     * filled by the trigger `products_category_names` from the categories table (a generated
     * column cannot read another table), so search finds a chair by "székek".
     */
    categoryNames: jsonb('category_names').$type<Localized>().notNull().default(sql`'{"hu":"","en":""}'::jsonb`),
    /** Title, category names and SKU folded (lower case, accents removed) for trigram typo tolerance. */
    searchHu: text('search_hu').generatedAlwaysAs(sql`otthon_fold((title->>'hu') || ' ' || (category_names->>'hu') || ' ' || sku)`),
    searchEn: text('search_en').generatedAlwaysAs(sql`otthon_fold((title->>'en') || ' ' || (category_names->>'en') || ' ' || sku)`),
    /** Full-text documents: title (A), category names (B), short description (C). */
    searchDocHu: tsvector('search_doc_hu').generatedAlwaysAs(
      searchDocument('hu', [
        ['title', 'A'],
        ['category_names', 'B'],
        ['short_description', 'C'],
      ]),
    ),
    searchDocEn: tsvector('search_doc_en').generatedAlwaysAs(
      searchDocument('en', [
        ['title', 'A'],
        ['category_names', 'B'],
        ['short_description', 'C'],
      ]),
    ),
    /** Position in alphabetical order by each language's collation (Intl.Collator at seed time). */
    nameRankHu: integer('name_rank_hu').notNull(),
    nameRankEn: integer('name_rank_en').notNull(),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    index('products_category_ids_idx').using('gin', t.categoryIds),
    index('products_price_idx').on(t.priceGrossHuf),
    index('products_popularity_idx').on(t.popularity),
    index('products_created_idx').on(t.createdAt),
    index('products_position_idx').on(t.position),
    index('products_colour_idx').on(t.colourId),
    index('products_brand_idx').on(t.brandId),
    index('products_variant_group_idx').on(t.variantGroup),
    index('products_sale_idx').on(t.id).where(sql`${t.priceOriginalNetHuf} is not null`),
    index('products_search_hu_idx').using('gin', sql`${t.searchHu} gin_trgm_ops`),
    index('products_search_en_idx').using('gin', sql`${t.searchEn} gin_trgm_ops`),
    index('products_search_doc_hu_idx').using('gin', t.searchDocHu),
    index('products_search_doc_en_idx').using('gin', t.searchDocEn),
  ],
);

/**
 * Every shelf price a product had, gross forints as the shop priced it (retail-round): each row
 * applies from `valid_from` until the next one. The reduction's reference price comes from here.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    validFrom: stamp('valid_from').notNull(),
    priceGrossHuf: integer('price_gross_huf').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.validFrom] })],
);

// — content —

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey(),
    slugHu: text('slug_hu').notNull().unique(),
    slugEn: text('slug_en').notNull().unique(),
    title: jsonb('title').$type<Localized>().notNull(),
    excerpt: jsonb('excerpt').$type<Localized>().notNull(),
    metaDescription: jsonb('meta_description').$type<Localized>().notNull(),
    html: jsonb('html').$type<Localized>().notNull(),
    author: text('author').notNull(),
    authorRole: jsonb('author_role').$type<Localized>().notNull(),
    tags: jsonb('tags').$type<Localized[]>().notNull(),
    /** Folded tag slugs of both languages, for `?tag=`. */
    tagSlugs: text('tag_slugs').array().notNull(),
    image: text('image').references(() => media.key),
    readingMinutes: integer('reading_minutes').notNull(),
    relatedProductIds: integer('related_product_ids').array().notNull(),
    publishedAt: stamp('published_at').notNull(),
  },
  (t) => [index('blog_posts_published_idx').on(t.publishedAt), index('blog_posts_tags_idx').using('gin', t.tagSlugs)],
);

export const pages = pgTable('pages', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  slugHu: text('slug_hu').notNull().unique(),
  slugEn: text('slug_en').notNull().unique(),
  title: jsonb('title').$type<Localized>().notNull(),
  metaDescription: jsonb('meta_description').$type<Localized>().notNull(),
  html: jsonb('html').$type<Localized>().notNull(),
  updatedAt: stamp('updated_at').notNull(),
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menu: text('menu').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    linkType: text('link_type').notNull(),
    linkSlug: jsonb('link_slug').$type<Localized | null>(),
    linkRefId: integer('link_ref_id'),
  },
  (t) => [index('menu_items_menu_idx').on(t.menu, t.position)],
);

// — checkout options —

export const paymentMethods = pgTable('payment_methods', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: jsonb('title').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  isOnline: boolean('is_online').notNull(),
  position: integer('position').notNull(),
  /**
   * The provider a card method is bound to. Null: the shop's card method, taken by the first
   * configured provider (SimplePay, else Barion, else the simulated gateway); a method bound to a
   * provider is offered only while that provider is on beside another.
   */
  provider: text('provider').$type<ProviderName>(),
});

export const deliveryMethods = pgTable('delivery_methods', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: jsonb('title').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  /** The fee in gross forints, as the shop states it; its net part follows by the shop's one rounding rule. */
  priceGrossHuf: integer('price_gross_huf').notNull(),
  freeFromGrossHuf: integer('free_from_gross_huf'),
  maxItemWeightKg: doublePrecision('max_item_weight_kg'),
  /** The carriers whose lockers and pick-up points the method delivers to; empty for a method without points. */
  pickupCarriers: text('pickup_carriers').array().$type<PickupCarrier[]>().notNull().default(sql`'{}'::text[]`),
  paymentIds: integer('payment_ids').array().notNull(),
  position: integer('position').notNull(),
});

export const coupons = pgTable('coupons', {
  id: integer('id').primaryKey(),
  /** Upper case; codes are matched case-insensitively. */
  code: text('code').notNull().unique(),
  type: text('type').$type<'percent' | 'fixed'>().notNull(),
  /** Percent, or gross forints for a fixed coupon. */
  value: doublePrecision('value').notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  minOrderGrossHuf: integer('min_order_gross_huf'),
  email: text('email'),
  startsAt: stamp('starts_at').notNull(),
  expiresAt: stamp('expires_at'),
  maxUses: integer('max_uses'),
  usedCount: integer('used_count').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

// — customers and sessions —

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Lower case. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  phone: text('phone'),
  locale: text('locale').notNull(),
  isNewsletter: boolean('is_newsletter').notNull().default(false),
  activatedAt: stamp('activated_at'),
  customerData: jsonb('customer_data').$type<StoredCustomerData | null>(),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

/** One-time e-mailed tokens (activation, password reset); only their SHA-256 is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'activation' | 'password_reset'>().notNull(),
    expiresAt: stamp('expires_at').notNull(),
    usedAt: stamp('used_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.purpose)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the cookie value; regenerated on login and logout (session fixation). */
    tokenHash: text('token_hash').notNull().unique(),
    csrfToken: text('csrf_token').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Until when the login holds (rolling); the session itself may outlive it as a visitor's. */
    userExpiresAt: stamp('user_expires_at'),
    remember: boolean('remember').notNull().default(false),
    /**
     * Until when a request holding only the visitor CSRF token the session was stored with may
     * join it (two tabs whose first changes cross); cleared once the browser sends the session's
     * own cookie, and never set for a session regenerated at login or logout.
     */
    joinableUntil: stamp('joinable_until'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    lastSeenAt: stamp('last_seen_at').notNull().defaultNow(),
    expiresAt: stamp('expires_at').notNull(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt), index('sessions_user_idx').on(t.userId)],
);

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    /** A visitor's cart belongs to the session, a customer's to the user (merged on login). */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull().default(0),
    deliveryMethodId: integer('delivery_method_id').references(() => deliveryMethods.id),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    /** The locker or pick-up point chosen for a method that needs one (`pickup_points.id`, not bound: a refresh may drop it). */
    pickupPointId: text('pickup_point_id'),
    /** The home delivery's floor, lift, assembly and slot as chosen; null while nothing was. */
    homeDelivery: jsonb('home_delivery').$type<HomeDeliveryChoice | null>(),
    customerData: jsonb('customer_data').$type<StoredCustomerData | null>(),
    comment: text('comment'),
    isNewsletter: boolean('is_newsletter').notNull().default(false),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_session_idx').on(t.sessionId), uniqueIndex('carts_user_idx').on(t.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** A notice for the line (`quantity_clamped`, …) and the stock when it was raised. */
    noticeCode: text('notice_code'),
    noticeAvailable: integer('notice_available'),
    addedAt: stamp('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] })],
);

export const cartCoupons = pgTable(
  'cart_coupons',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** The e-mail the code was checked against (requirements §5). */
    email: text('email').notNull(),
    addedAt: stamp('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.couponId] })],
);

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favourites_session_product_idx').on(t.sessionId, t.productId), uniqueIndex('favourites_user_product_idx').on(t.userId, t.productId)],
);

// — orders, offers, payments —

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    /** Forints per unit of `currency` when the order was placed. */
    rate: doublePrecision('rate').notNull(),
    status: text('status').$type<'new' | 'processing' | 'completed' | 'cancelled'>().notNull(),
    deliveryMethodId: integer('delivery_method_id')
      .notNull()
      .references(() => deliveryMethods.id),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    paymentStatus: text('payment_status').$type<'not_required' | 'pending' | 'paid' | 'failed' | 'cancelled'>().notNull(),
    transactionId: text('transaction_id'),
    customerData: jsonb('customer_data').$type<StoredCustomerData>().notNull(),
    coupon: jsonb('coupon').$type<StoredCoupon | null>(),
    comment: text('comment'),
    isNewsletter: boolean('is_newsletter').notNull(),
    isNewAccount: boolean('is_new_account').notNull(),
    transactionResultUrl: text('transaction_result_url').notNull(),
    ...totals(),
    /** The locker or pick-up point as it was when the order was placed (its `distance_km` null); null for other methods. */
    pickupPoint: jsonb('pickup_point').$type<PickupPoint | null>(),
    /** The home delivery's floor, assembly and slot with their prices, as placed; null for other methods. */
    homeDelivery: jsonb('home_delivery').$type<HomeDelivery | null>(),
    /** The booked slot, which the order holds while it is not cancelled (at most `SLOT_CAPACITY` orders a slot). */
    slotDate: date('slot_date', { mode: 'string' }),
    slotPeriod: text('slot_period'),
    deliveryNet: money('delivery_net').notNull(),
    deliveryGross: money('delivery_gross').notNull(),
    /**
     * While an order waits for its online payment, the end of its stock reservation (requirements §9: 10
     * minutes from placing it); null once paid, released, or for a payment that needs no waiting
     * (cash on delivery, bank transfer).
     */
    reservedUntil: stamp('reserved_until'),
    /** Why the order was cancelled: `reservation_expired` when its payment missed the reservation. */
    cancelReason: text('cancel_reason').$type<'reservation_expired'>(),
    /**
     * When the shopper received the goods; null until a delivery is recorded. The consumer's
     * withdrawal period runs from it (docs/requirements.md 10.3).
     */
    deliveredAt: stamp('delivered_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    // Every request asks whether a reservation has lapsed: an index probe over the few waiting orders.
    index('orders_reserved_until_idx').on(t.reservedUntil).where(sql`${t.reservedUntil} is not null`),
    // Placing an order counts the orders holding its slot.
    index('orders_slot_idx').on(t.slotDate, t.slotPeriod).where(sql`${t.slotDate} is not null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...line(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    /** Random, unguessable: the gateway page's address. */
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    status: text('status').$type<'pending' | 'paid' | 'failed' | 'cancelled'>().notNull(),
    responseCode: text('response_code'),
    authorizationCode: text('authorization_code'),
    transactionId: text('transaction_id'),
    resultUrl: text('result_url').notNull(),
    /** The outside provider that takes the payment (its order reference is this id); null: the simulated gateway. */
    provider: text('provider').$type<ProviderName>(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    decidedAt: stamp('decided_at'),
  },
  (t) => [
    index('payment_attempts_order_idx').on(t.orderId, t.createdAt),
    // A provider's notice or return names its own payment id: found by it without a scan.
    index('payment_attempts_provider_transaction_idx').on(t.provider, t.transactionId).where(sql`${t.provider} is not null`),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    rate: doublePrecision('rate').notNull(),
    status: text('status').$type<'requested' | 'answered' | 'expired'>().notNull(),
    customerData: jsonb('customer_data').$type<StoredCustomerData>().notNull(),
    comment: text('comment'),
    isNewsletter: boolean('is_newsletter').notNull(),
    ...totals(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    validUntil: stamp('valid_until').notNull(),
  },
  (t) => [index('offers_user_idx').on(t.userId)],
);

export const offerItems = pgTable(
  'offer_items',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    ...line(),
  },
  (t) => [index('offer_items_offer_idx').on(t.offerId)],
);

/** One order line a withdrawal takes back: the order line's id and how many of its pieces. */
export interface StoredWithdrawalLine {
  order_item_id: number;
  quantity: number;
}

/**
 * A consumer's withdrawal from an order (all of it or chosen pieces), kept as received: when, from
 * which address, and why if they said. What is left to withdraw is the order's lines less these.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    wholeOrder: boolean('whole_order').notNull(),
    items: jsonb('items').$type<StoredWithdrawalLine[]>().notNull(),
    reason: text('reason'),
    receivedAt: stamp('received_at').notNull().defaultNow(),
    /** When the shop accepted the withdrawal (the goods are back, or the shop refunds before): the refund follows. */
    acceptedAt: stamp('accepted_at'),
  },
  (t) => [index('withdrawals_order_idx').on(t.orderId)],
);

/**
 * The money a withdrawal gives back, one row per accepted withdrawal (never two). A card payment
 * goes back through the provider that took it (`sending` while the provider is asked, so two
 * acceptances at once cannot both send it); an offline payment is transferred by the shop.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .unique()
      .references(() => withdrawals.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** How the money goes back: to the card that paid, or by bank transfer for an offline payment. */
    method: text('method').$type<'card' | 'transfer'>().notNull(),
    /** The paid attempt whose money goes back (card refunds). */
    attemptId: text('attempt_id').references(() => paymentAttempts.id, { onDelete: 'set null' }),
    /** The provider that refunds it; null: the simulated gateway, or a transfer. */
    provider: text('provider').$type<ProviderName>(),
    /** In the order's currency: the withdrawn lines as paid, and the standard delivery when all is withdrawn. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'pending' | 'sending' | 'refunded' | 'failed'>().notNull(),
    /** The provider's id of the refund. */
    providerRefundId: text('provider_refund_id'),
    /** Why the last try failed, for the shop (never shown to the customer). */
    failure: text('failure'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    refundedAt: stamp('refunded_at'),
  },
  (t) => [index('refunds_order_idx').on(t.orderId)],
);

/**
 * The invoices of sales and the correcting invoices of accepted withdrawals, and the outbox they
 * are issued from: a row is written `pending` in the transaction that makes it due (the payment,
 * the delivery, the acceptance), and the invoice worker issues it at the provider — one worker at
 * a time per row (`locked_until`), retrying with back-off while the provider fails, and asking the
 * provider for a document under the row's `key` before issuing again, so one is never two.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'invoice' | 'correction'>().notNull(),
    /** The document's unique key at the provider: `order-42` for the sale, `withdrawal-7` for its correction. */
    key: text('key').notNull().unique(),
    /** The accepted withdrawal a correction is for. */
    withdrawalId: integer('withdrawal_id').references(() => withdrawals.id, { onDelete: 'set null' }),
    /** Who issues it: the invoicing the shop has configured when the worker first takes it (a correction: its invoice's). */
    provider: text('provider').$type<InvoicingName>(),
    /** `pending` until issued; `failed` when the provider refused it (the shop's to sort out). */
    status: text('status').$type<'pending' | 'issued' | 'failed'>().notNull(),
    tries: integer('tries').notNull().default(0),
    nextTryAt: stamp('next_try_at').notNull().defaultNow(),
    /** A worker holds the row until then (another process leaves it alone). */
    lockedUntil: stamp('locked_until'),
    lastError: text('last_error'),
    providerId: text('provider_id'),
    number: text('number'),
    issueDate: text('issue_date'),
    url: text('url'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    issuedAt: stamp('issued_at'),
  },
  (t) => [index('invoices_order_idx').on(t.orderId), index('invoices_due_idx').on(t.nextTryAt).where(sql`${t.status} = 'pending'`)],
);

// — protection —

/** First result of an idempotent call per session, endpoint and `Idempotency-Key`. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.endpoint, t.key] })],
);

/** Fixed-window counters (login attempts per IP and e-mail, bot-challenge tokens per IP, …). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: stamp('reset_at').notNull(),
});

/** One-time tokens of the local bot-challenge provider; only their SHA-256 is stored. */
export const botTokens = pgTable('bot_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: stamp('expires_at').notNull(),
  usedAt: stamp('used_at'),
});

// — messages —

/** Every mail the shop sends; readable in development at `/api/dev/mailbox`. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.id)],
);

/**
 * The newsletter's addresses, double opt-in: only a confirmed address (`confirmed_at`) is sent the
 * newsletter; signing an unconfirmed one up again replaces its link.
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  locale: text('locale').notNull(),
  /** SHA-256 of the confirmation link's token (none on addresses kept before the opt-in). */
  tokenHash: text('token_hash').unique(),
  consentAt: stamp('consent_at'),
  confirmedAt: stamp('confirmed_at'),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

/**
 * "Notify me when it is back": a double opt-in per product and address. Only a confirmed
 * subscription gets the notice, once (`notified_at`); subscribing again after it starts over.
 */
export const restockSubscriptions = pgTable(
  'restock_subscriptions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    /** The product page the mails link back to (one of the shop's own addresses). */
    productUrl: text('product_url').notNull(),
    /** SHA-256 of the confirmation link's token. */
    tokenHash: text('token_hash').notNull().unique(),
    consentAt: stamp('consent_at').notNull(),
    confirmedAt: stamp('confirmed_at'),
    notifiedAt: stamp('notified_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('restock_subscriptions_product_email_idx').on(t.productId, t.email),
    index('restock_subscriptions_due_idx').on(t.productId).where(sql`${t.confirmedAt} is not null and ${t.notifiedAt} is null`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<'contact' | 'project'>().notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject'),
  message: text('message').notNull(),
  locale: text('locale').notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
});
