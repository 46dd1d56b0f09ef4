/**
 * Shapes of the reference shop's seed data. Plain data, no database code: the server maps these
 * rows onto its own tables. Every human-readable text exists in Hungarian and English; ids are
 * positive integers; field names are snake_case like the API contract.
 */
import type { AssemblyKind, PickupCarrier } from 'otthon/core';
import type { SafetyRecord, SafetyUse } from 'otthon/contract';
import type { ImageKind } from './artwork/kinds.js';

export type Locale = 'hu' | 'en';

/** A text in both site languages (requirements §1: hu first, en second). */
export interface LocalizedText {
  hu: string;
  en: string;
}

/** Which illustration the image generator draws, and in which colour (`#rrggbb`). */
export interface ImageRef {
  kind: ImageKind;
  colour: string;
  /** 0 studio, 1 room, 2 detail, 3 angle (see `IMAGE_VARIANTS` in images.ts). */
  variant: number;
}

/** A node of Google's product taxonomy (taxonomy-with-ids.en-US.txt). */
export interface GoogleCategory {
  id: number;
  path: string;
}

export interface SeedCategory {
  id: number;
  parent_id: number | null;
  /** Stable English key, handy for code that needs one category (`'sofas'`). */
  key: string;
  /** This category's own path segment; the route joins the chain of ancestors (requirements §2). */
  slug: LocalizedText;
  title: LocalizedText;
  description: LocalizedText;
  position: number;
  merchant_identifiers: { google: GoogleCategory };
  image: ImageRef;
  /** The leaf categories whose pieces go with this one's, most fitting first (`COMPLEMENTS`); similar products suggest them after the same kind. */
  complement_ids: number[];
}

export interface SeedBrand {
  id: number;
  key: string;
  /** A proper noun, the same in both languages. */
  name: string;
  slug: string;
  country: LocalizedText;
  founded: number;
  description: LocalizedText;
}

export interface SeedColour {
  id: number;
  key: string;
  hex: string;
  name: LocalizedText;
}

export interface SeedMaterial {
  id: number;
  key: string;
  name: LocalizedText;
  /** One or two sentences of care advice, reused in product texts and data sheets. */
  care: LocalizedText;
}

export type StyleKey = 'scandinavian' | 'natural' | 'mediterranean' | 'industrial' | 'classic';

/** A quantity price tier: applies from `quantity` to `quantity_to` pieces (requirements §5). */
export interface SeedQuantityTier {
  quantity: number;
  /** `null` on the top tier: it applies at and above `quantity`. */
  quantity_to: number | null;
  /** The discount the tier was priced from; its price is `price_gross_huf`. */
  discount_percent: number;
  /** Gross unit price in whole forints, retail-round (ends in 90) like the product's own. */
  price_gross_huf: number;
}

/** A data-sheet row. */
export interface SeedAttribute {
  key: 'material' | 'colour' | 'dimensions' | 'weight' | 'assembly' | 'care' | 'warranty' | 'origin';
  label: LocalizedText;
  value: LocalizedText;
}

export interface SeedProductImage {
  /** Which view of the product's illustration (0 studio, 1 room, 2 detail, 3 angle). */
  variant: number;
  alt: LocalizedText;
}

export interface SeedProduct {
  id: number;
  sku: string;
  /**
   * The model this product is one colour or fabric of, shared by all its colours (each its own
   * product); `null` for a product sold in one colour only.
   */
  variant_group: string | null;
  slug: LocalizedText;
  title: LocalizedText;
  short_description: LocalizedText;
  description: LocalizedText;
  brand_id: number;
  colour_id: number;
  material_id: number;
  main_category_id: number;
  /** Further leaf categories the product is also listed in (never the main one). */
  extra_category_ids: number[];
  /** The product line's name, shared by matching pieces in other categories. */
  series: string;
  style: StyleKey;
  /** Current gross price in whole forints, retail-round: it ends in 90 (4 990, 24 990, 219 990). */
  price_gross_huf: number;
  /** Current net price: `netFromGross(price_gross_huf, 'HUF')`, the shop's one rounding rule. VAT is 27 %. */
  price_net_huf: number;
  /** The gross price before the sale (retail-round), for sale items; `null` otherwise. */
  price_original_gross_huf: number | null;
  /** The net price before the sale, derived like `price_net_huf`; `null` unless on sale. */
  price_original_net_huf: number | null;
  /** Purchase cost, net, for the cart's profit figure (requirements §3 total_profit). */
  cost_net_huf: number;
  vat_percent: number;
  stock: number;
  /** Out-of-stock products: the working day they are expected back (`YYYY-MM-DD`), 6–12 weeks after the reference date; `null` when in stock. */
  restock_on: string | null;
  /** Empty for most products; 2–3 ascending tiers otherwise. */
  quantity_tiers: SeedQuantityTier[];
  /** Centimetres. */
  dimensions: { width: number; depth: number; height: number };
  weight_kg: number;
  /** 0–100; drives the "popularity" sort and the home page's popular list. */
  popularity: number;
  /** ISO 8601 timestamp. */
  created_at: string;
  similar_product_ids: number[];
  attributes: SeedAttribute[];
  image: { kind: ImageKind; colour: string };
  images: SeedProductImage[];
  /** What the piece is used for, as its safety warnings go (tall storage, seating, shelving, …). */
  safety_use: SafetyUse;
  /** How the piece is put together (its kind's way); the home delivery's assembly service is priced by it. */
  assembly_kind: AssemblyKind;
  /** Manufacturer, model, warnings and certifications in both languages (docs/requirements.md "Product safety"). */
  safety: SafetyRecord;
}

/** A shelf price a product had: it applied from `valid_from` until the product's next change. */
export interface SeedPriceChange {
  product_id: number;
  /** ISO 8601 timestamp. */
  valid_from: string;
  /** Gross price in whole forints, retail-round like the catalogue's. */
  price_gross_huf: number;
}

export interface SeedCurrency {
  /** A currency's id is its ISO code (contract convention). */
  id: 'HUF' | 'EUR' | 'USD';
  code: 'HUF' | 'EUR' | 'USD';
  name: LocalizedText;
  symbol: string;
  decimals: number;
  /** How many forints one unit is worth. */
  rate_huf: number;
  is_default: boolean;
}

export interface SeedCountry {
  id: number;
  code: string;
  name: LocalizedText;
}

export interface SeedCity {
  id: number;
  country_id: number;
  zipcode: string;
  name: LocalizedText;
  /** Budapest's district of the postcode in Roman numerals (`XI.`); null elsewhere. */
  district: string | null;
  lat: number;
  lng: number;
}

export type PaymentMethodKey = 'cash_on_delivery' | 'bank_transfer' | 'card' | 'card_barion';

export interface SeedPaymentMethod {
  id: number;
  key: PaymentMethodKey;
  title: LocalizedText;
  description: LocalizedText;
  /** Card payments go through the simulated gateway. */
  is_online: boolean;
  position: number;
  /**
   * The provider a card method is bound to, offered only while that provider is on beside
   * another. @default none: the shop's card method (the first configured provider, else the simulated gateway)
   */
  provider?: 'simplepay' | 'barion';
}

export interface SeedDeliveryMethod {
  id: number;
  key: 'showroom_pickup' | 'home_delivery' | 'parcel_locker';
  title: LocalizedText;
  description: LocalizedText;
  /** The fee in gross forints. */
  price_gross_huf: number;
  /** Free when the cart's gross total reaches this amount (requirements §9); `null` when never free. */
  free_from_gross_huf: number | null;
  /** Heaviest single item the method takes; `null` when unlimited. */
  max_item_weight_kg: number | null;
  /** The carriers whose lockers and pick-up points it delivers to; empty for a method without points. */
  pickup_carriers: PickupCarrier[];
  /** Payment method ids offered with this delivery method (requirements §4). */
  allowed_payment_methods: number[];
  position: number;
}

export interface SeedCoupon {
  id: number;
  code: string;
  type: 'percent' | 'fixed';
  /** Percent for `percent`, gross forints for `fixed`. */
  value: number;
  description: LocalizedText;
  /** The cart's gross item total must reach this; `null` when there is no minimum. */
  min_order_gross_huf: number | null;
  /** Only this customer e-mail may use the code; `null` for everyone. */
  email: string | null;
  starts_at: string;
  /** `null` when the code never expires. */
  expires_at: string | null;
  /** Total uses allowed; `null` when unlimited. */
  max_uses: number | null;
  used_count: number;
  is_active: boolean;
}

export interface SeedBlogAuthor {
  name: string;
  role: LocalizedText;
}

export interface SeedBlogPost {
  id: number;
  /** May span several path segments (`tippek/kanape-valasztas`), requirements §2. */
  slug: LocalizedText;
  title: LocalizedText;
  excerpt: LocalizedText;
  meta_description: LocalizedText;
  /** Safe HTML: h2, h3, p, ul, ol, li, a, strong, em only. */
  html: LocalizedText;
  author: SeedBlogAuthor;
  published_at: string;
  tags: LocalizedText[];
  cover: ImageRef;
  reading_minutes: number;
  related_product_ids: number[];
}

export type CmsPageKey =
  | 'faq'
  | 'terms'
  | 'delivery'
  | 'delivery-and-payment'
  | 'company'
  | 'careers'
  | 'cookie-rules'
  | 'stocks'
  | 'privacy'
  | 'showroom'
  | 'sustainability'
  | 'warranty'
  | 'accessibility';

export interface SeedCmsPage {
  id: number;
  key: CmsPageKey;
  /** One path segment; matches requirements §2's route table for the static pages. */
  slug: LocalizedText;
  title: LocalizedText;
  meta_description: LocalizedText;
  html: LocalizedText;
  updated_at: string;
}

/**
 * A menu link (requirements §2). `content` points at a CMS page (slug = page slug, ref_id = page id);
 * `category` at a category (ref_id = category id; slug = the category's own segment when the item
 * sits under its parent category's item, so the path comes from the nesting, else the whole path
 * of segments joined by `/`); `static` at a path with its locale prefix or an absolute URL held in
 * `slug` (a slug starting with http is external).
 */
export interface SeedMenuLink {
  type: 'content' | 'category' | 'static';
  slug: LocalizedText | null;
  ref_id: number | null;
}

export interface SeedMenuItem {
  title: LocalizedText;
  link: SeedMenuLink;
  children: SeedMenuItem[];
}

export interface SeedMenus {
  header: SeedMenuItem[];
  footer: SeedMenuItem[];
  categories: SeedMenuItem[];
}

/** Opening hours of one or more consecutive days; ISO weekdays, 1 = Monday … 7 = Sunday. */
export interface SeedOpeningHours {
  days: number[];
  label: LocalizedText;
  /** `null` when closed. */
  open: string | null;
  close: string | null;
}

export interface SeedShowroom {
  name: LocalizedText;
  address: { zipcode: string; city: LocalizedText; street: string; country_id: number };
  phone: string;
  email: string;
  coordinates: { lat: number; lng: number };
  opening_hours: SeedOpeningHours[];
  routes: {
    key: 'public_transport' | 'car' | 'bicycle' | 'map';
    title: LocalizedText;
    description: LocalizedText;
    url: string | null;
  }[];
}

export interface SeedAddress {
  name: string;
  country_id: number;
  zipcode: string;
  city: string;
  address: string;
}

export interface SeedCustomer {
  id: number;
  email: string;
  /**
   * Plain text for documentation only, so a tester knows how to log in; the server stores a hash
   * and never this value.
   */
  password: string;
  first_name: string;
  last_name: string;
  phone: string;
  locale: Locale;
  activated_at: string;
  is_newsletter_subscriber: boolean;
  invoice_data: SeedAddress & { is_company: boolean; tax_number: string | null };
  delivery_data: SeedAddress;
  favourite_product_ids: number[];
}

export interface SeedHome {
  featured_brand_ids: number[];
  best_product_ids: number[];
}

export interface SeedData {
  /** The PRNG seed this shop was generated from. */
  seed: number;
  /** The moment "now" for relative dates (created_at, published_at); fixed so output is stable. */
  reference_date: string;
  categories: SeedCategory[];
  brands: SeedBrand[];
  colours: SeedColour[];
  materials: SeedMaterial[];
  products: SeedProduct[];
  /** Every product's prices over the 60 days before `reference_date`, oldest first per product. */
  price_history: SeedPriceChange[];
  currencies: SeedCurrency[];
  countries: SeedCountry[];
  cities: SeedCity[];
  payment_methods: SeedPaymentMethod[];
  delivery_methods: SeedDeliveryMethod[];
  coupons: SeedCoupon[];
  blog_posts: SeedBlogPost[];
  pages: SeedCmsPage[];
  menus: SeedMenus;
  showroom: SeedShowroom;
  home: SeedHome;
  customers: SeedCustomer[];
}
