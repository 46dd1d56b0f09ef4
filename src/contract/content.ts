import { z } from 'zod';
import { BOT_CHALLENGE_RESET_SECONDS } from '../domain/constants.js';
import { phoneSchema } from './cart.js';
import { brandSchema, categorySchema, productSchema } from './catalog.js';
import { alternatesSchema, currencyCodeSchema, emailSchema, idSchema, imageSchema, linkTypeSchema, pageQueryOf, paginated, timestampSchema } from './common.js';

/**
 * A menu link: `content` → a CMS page slug, `category` → a category (ref_id, slug
 * path), `static` → a path on this site, or an external address when it starts with http.
 */
export const menuLinkSchema = z.object({ type: linkTypeSchema, slug: z.string().nullable(), ref_id: idSchema.nullable() }).meta({ id: 'MenuLink' });

export interface MenuItemShape {
  id: number;
  title: string;
  link: z.infer<typeof menuLinkSchema>;
  children: MenuItemShape[];
}
export const menuItemSchema: z.ZodType<MenuItemShape> = z
  .object({
    id: idSchema,
    title: z.string(),
    link: menuLinkSchema,
    get children() {
      return z.array(menuItemSchema);
    },
  })
  .meta({ id: 'MenuItem' });

export const menusSchema = z
  .object({ header: z.array(menuItemSchema), footer: z.array(menuItemSchema), categories: z.array(menuItemSchema) })
  .meta({ id: 'Menus' });

/** A switchable feature the storefront reads at start (bot challenge, marketing popup, analytics). */
export const extensionSchema = z.object({ name: z.string(), enabled: z.boolean(), data: z.record(z.string(), z.unknown()) }).meta({ id: 'Extension' });

/**
 * The company that sells: what checkout's notices name (SimplePay's data-transfer declaration
 * names the seller as the data controller).
 */
export const sellerSchema = z
  .object({
    /** The company's registered name. */
    name: z.string().meta({ description: 'The company’s registered name' }),
    /** Its registered office, as one line. */
    address: z.string().meta({ description: 'Its registered office, as one line' }),
    /** The shop's web address. */
    website: z.string().meta({ description: 'The shop’s web address' }),
    /** The customer-service e-mail address. */
    email: emailSchema.meta({ description: 'The customer-service e-mail address' }),
  })
  .meta({ id: 'Seller' });

/** `GET /api/init` ; the app initialisation runs it once. */
export const initSchema = z
  .object({
    menu: menusSchema,
    /** How many products the shop lists. */
    all_products: z.number().int().nonnegative(),
    /** The biggest current discount, in percent. */
    biggest_discount: z.number().int().min(0).max(100),
    extensions: z.array(extensionSchema),
    seller: sellerSchema,
  })
  .meta({ id: 'Init' });

export const countrySchema = z.object({ id: idSchema, code: z.string().length(2), name: z.string() }).meta({ id: 'Country' });
/** A settlement with one of its postcodes (a postcode shared by several settlements gives a row each). */
export const citySchema = z
  .object({
    id: idSchema,
    name: z.string(),
    zipcode: z.string(),
    /** Budapest's district of the postcode, in Roman numerals (`XI.`); null elsewhere. */
    district: z.string().nullable(),
    country_id: idSchema,
  })
  .meta({ id: 'City' });
export const cityQuerySchema = z.object({
  q: z.string().trim().max(80).optional(),
  zipcode: z.string().trim().max(10).optional(),
});
export const currencySchema = z
  .object({
    id: currencyCodeSchema,
    code: currencyCodeSchema,
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().int().min(0).max(4),
    /** Forints per unit of this currency. */
    rate: z.number().positive(),
    is_default: z.boolean(),
  })
  .meta({ id: 'Currency' });

export const blogPostSummarySchema = z
  .object({
    id: idSchema,
    /** May span several path segments. */
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    image: imageSchema.nullable(),
    author: z.string(),
    tags: z.array(z.string()),
    reading_minutes: z.number().int().positive(),
    published_at: timestampSchema,
  })
  .meta({ id: 'BlogPostSummary' });

export const blogPostSchema = blogPostSummarySchema
  .extend({
    /** Sanitized on the client before it reaches the DOM. */
    content_html: z.string(),
    alternates: alternatesSchema,
    related_products: z.array(productSchema),
  })
  .meta({ id: 'BlogPost' });

/** Blog posts on one page of the blog list: four rows of three. */
const BLOG_PAGE_SIZE = 12;
export const blogListQuerySchema = pageQueryOf(BLOG_PAGE_SIZE).extend({ tag: z.string().trim().max(60).optional() });
export const blogListSchema = paginated(blogPostSummarySchema).meta({ id: 'BlogList' });

/** A CMS page by slug (spec: static information pages and the catch-all route). */
export const pageSchema = z
  .object({
    id: idSchema,
    key: z.string(),
    slug: z.string(),
    title: z.string(),
    meta_description: z.string(),
    /** Sanitized on the client before it reaches the DOM. */
    content_html: z.string(),
    alternates: alternatesSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'Page' });

/** `GET /api/home`: everything the home page shows, in one call. */
export const homeSchema = z
  .object({
    categories: z.array(categorySchema),
    best_products: z.array(productSchema),
    brands: z.array(brandSchema),
    recent_blogs: z.array(blogPostSummarySchema),
    discounted_products: z.array(productSchema),
    newest_products: z.array(productSchema),
    popular_products: z.array(productSchema),
  })
  .meta({ id: 'Home' });

/** The showroom: address, opening hours and route links. */
export const showroomSchema = z
  .object({
    name: z.string(),
    address: z.object({ zipcode: z.string(), city: z.string(), street: z.string(), country: z.string() }),
    phone: z.string(),
    email: z.string(),
    coordinates: z.object({ lat: z.number(), lng: z.number() }),
    /** ISO weekday 1 (Monday) … 7 (Sunday); `opens`/`closes` are null when closed. */
    opening_hours: z.array(z.object({ day: z.number().int().min(1).max(7), opens: z.string().nullable(), closes: z.string().nullable() })),
    route_links: z.array(z.object({ kind: z.enum(['map', 'transit', 'car', 'bike']), label: z.string(), url: z.string() })),
  })
  .meta({ id: 'Showroom' });

const name = z.string().trim().min(2, { message: 'Please enter your name.' }).max(120);
const message = z.string().trim().min(10, { message: 'Please write at least 10 characters.' }).max(5000);
const botToken = z.string().min(1, { message: 'Please complete the bot check.' });

/** `POST /api/contact`: the contact page's form. */
export const contactBodySchema = z
  .object({
    name,
    email: emailSchema,
    phone: phoneSchema.optional(),
    subject: z.string().trim().max(160).optional(),
    message,
    bot_token: botToken,
  })
  .meta({ id: 'ContactBody' });

/** `POST /api/contact/project`: the project contact form (name, email, phone, message). */
export const projectContactBodySchema = z
  .object({ name, email: emailSchema, phone: phoneSchema, message, bot_token: botToken })
  .meta({ id: 'ProjectContactBody' });

/** `POST /api/newsletter`: full name and e-mail. */
export const newsletterBodySchema = z.object({ name, email: emailSchema }).meta({ id: 'NewsletterBody' });

/** `POST /api/bot-challenge`: the local, invisible bot-challenge provider issues a one-time token. */
export const botChallengeSchema = z.object({ token: z.string(), expires_in: z.number().int().positive() }).meta({ id: 'BotChallenge' });

export interface BlogList extends z.infer<typeof blogListSchema> {}
export interface BlogListQuery extends z.input<typeof blogListQuerySchema> {}
export interface BlogPost extends z.infer<typeof blogPostSchema> {}
export interface BlogPostSummary extends z.infer<typeof blogPostSummarySchema> {}
export interface BotChallenge extends z.infer<typeof botChallengeSchema> {}
export interface City extends z.infer<typeof citySchema> {}
export interface CityQuery extends z.input<typeof cityQuerySchema> {}
export interface ContactBody extends z.input<typeof contactBodySchema> {}
export interface Country extends z.infer<typeof countrySchema> {}
export interface Currency extends z.infer<typeof currencySchema> {}
export interface Extension extends z.infer<typeof extensionSchema> {}

/** The showroom as a shop keeps it, in both languages: opening hours by groups of weekdays, route links by kind. */
export interface ShowroomRecord {
  name: Readonly<Record<'hu' | 'en', string>>;
  address: { zipcode: string; city: Readonly<Record<'hu' | 'en', string>>; street: string; country_id: number };
  phone: string;
  email: string;
  coordinates: { lat: number; lng: number };
  /** ISO weekdays (1 Monday … 7 Sunday) with their hours; `null` when closed, a day left out is closed. */
  opening_hours: readonly { days: readonly number[]; open: string | null; close: string | null }[];
  /** Route links in their order; a link without `url` opens the map at the showroom. */
  routes: readonly { key: 'public_transport' | 'car' | 'bicycle' | 'map'; title: Readonly<Record<'hu' | 'en', string>>; url: string | null }[];
}

const ROUTE_KINDS = { public_transport: 'transit', car: 'car', bicycle: 'bike', map: 'map' } as const;

/** The showroom answer (`GET /api/showroom`) in `locale`, with its country's name in that language. */
export function showroomView(record: ShowroomRecord, country: string, locale: 'hu' | 'en'): Showroom {
  const hours = new Map<number, { opens: string | null; closes: string | null }>();
  for (const group of record.opening_hours) for (const day of group.days) hours.set(day, { opens: group.open, closes: group.close });
  const { lat, lng } = record.coordinates;
  const mapUrl = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  return {
    name: record.name[locale],
    address: { zipcode: record.address.zipcode, city: record.address.city[locale], street: record.address.street, country },
    phone: record.phone,
    email: record.email,
    coordinates: { lat, lng },
    opening_hours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: hours.get(day)?.opens ?? null, closes: hours.get(day)?.closes ?? null })),
    route_links: record.routes.map((route) => ({ kind: ROUTE_KINDS[route.key], label: route.title[locale], url: route.url ?? mapUrl })),
  };
}

/**
 * The switchable features `GET /api/init` names, the same whichever shop answers: the local,
 * invisible bot challenge (renewed every `reset_seconds`), the marketing popup off, and analytics
 * off until consent (Consent Mode v2, denied by default, amounts tracked in forints).
 */
export function shopExtensions(): Extension[] {
  return [
    {
      name: 'bot_challenge',
      enabled: true,
      data: { provider: 'local', endpoint: '/api/bot-challenge', reset_seconds: BOT_CHALLENGE_RESET_SECONDS, invisible: true },
    },
    { name: 'marketing_popup', enabled: false, data: {} },
    { name: 'analytics', enabled: false, data: { consent_mode: 'v2', default: 'denied', tracked_currency: 'HUF' } },
  ];
}
export interface Home extends z.infer<typeof homeSchema> {}
export interface Init extends z.infer<typeof initSchema> {}
export interface Seller extends z.infer<typeof sellerSchema> {}
export type MenuItem = MenuItemShape;
export interface MenuLink extends z.infer<typeof menuLinkSchema> {}
export interface Menus extends z.infer<typeof menusSchema> {}
export interface NewsletterBody extends z.input<typeof newsletterBodySchema> {}
export interface Page extends z.infer<typeof pageSchema> {}
export interface ProjectContactBody extends z.input<typeof projectContactBodySchema> {}
export interface Showroom extends z.infer<typeof showroomSchema> {}
