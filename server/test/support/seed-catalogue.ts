/**
 * The reference server's seed as the mock shop's catalogue: the same products, prices, price
 * histories, tiers, stock, delivery and payment methods, coupons and rates, so one sequence of
 * calls can be put to `otthon/msw` and to the real server and their answers compared figure by
 * figure (the conformance suite).
 */
import { mediaName, productMediaName } from 'otthon/contract';
import type { CatalogueMedia, MockCatalogue } from 'otthon/msw';
import { seedData } from '../../seed/index.js';

const DAY_MS = 86_400_000;
const PAYMENT_CODES = { cash_on_delivery: 'cash_on_delivery', bank_transfer: 'bank_transfer', card: 'card_online', card_barion: 'card_online' } as const;

/** The payment methods the server offers with no provider on: none bound to a provider. */
const shopPayments = seedData.payment_methods.filter((method) => method.provider === undefined);
const shopPaymentIds = new Set(shopPayments.map((method) => method.id));

/** Forints per EUR and USD in the seed. */
export const seedRates = Object.fromEntries(seedData.currencies.filter((c) => c.code !== 'HUF').map((c) => [c.code, c.rate_huf])) as {
  EUR: number;
  USD: number;
};

/** The seed as a mock catalogue; price histories are placed relative to `now`. */
export function seedCatalogue(now = new Date()): MockCatalogue {
  const materials = new Map(seedData.materials.map((material) => [material.id, material.name]));
  const care = new Map(seedData.materials.map((material) => [material.id, material.care]));
  const histories = new Map<number, { daysAgo: number; gross: number }[]>();
  for (const change of seedData.price_history) {
    const steps = histories.get(change.product_id) ?? [];
    steps.push({ daysAgo: (now.getTime() - new Date(change.valid_from).getTime()) / DAY_MS, gross: change.price_gross_huf });
    histories.set(change.product_id, steps);
  }
  return {
    categories: seedData.categories.map((category) => ({
      id: category.id,
      parent_id: category.parent_id,
      slug: category.slug,
      key: category.key,
      title: category.title,
      description: category.description,
      google: String(category.merchant_identifiers.google.id),
      // What goes with each kind, so the mock suggests similar products as the server does.
      complements: category.complement_ids,
      hex: category.image.colour,
    })),
    brands: seedData.brands.map((brand) => ({ id: brand.id, name: brand.name, slug: brand.slug })),
    colours: seedData.colours.map((colour) => ({ id: colour.id, hex: colour.hex, name: colour.name, slug: { hu: colour.key, en: colour.key } })),
    products: seedData.products.map((product) => ({
      id: product.id,
      sku: product.sku,
      ...(product.variant_group ? { variant_group: product.variant_group } : {}),
      category_id: product.main_category_id,
      brand_id: product.brand_id,
      colour_id: product.colour_id,
      slug: product.slug,
      title: product.title,
      summary: product.short_description,
      material: materials.get(product.material_id) ?? { hu: '', en: '' },
      cost_net_huf: product.cost_net_huf,
      price: {
        gross: product.price_gross_huf,
        history: (histories.get(product.id) ?? [{ daysAgo: 400, gross: product.price_gross_huf }]).sort((a, b) => b.daysAgo - a.daysAgo),
        tiers: product.quantity_tiers.map((tier) => ({ from: tier.quantity, to: tier.quantity_to, gross: tier.price_gross_huf })),
      },
      stock: product.stock,
      popularity: product.popularity,
      dimensions: product.dimensions,
      weight_kg: product.weight_kg,
      assembly: product.assembly_kind,
      created_at: product.created_at,
      safety: product.safety,
      description_html: product.description,
      attributes: product.attributes.map((attribute) => ({ label: attribute.label, value: attribute.value })),
      ...(care.has(product.material_id) ? { care: care.get(product.material_id)! } : {}),
    })),
    // The articles and pages as the server holds them: as HTML.
    blogPosts: seedData.blog_posts.map((post) => ({
      id: post.id,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      paragraphs: { hu: [], en: [] },
      html: post.html,
      reading_minutes: post.reading_minutes,
      author: post.author.name,
      tags: post.tags,
      published_at: new Date(post.published_at).toISOString(),
      hex: post.cover.colour,
      related_product_ids: post.related_product_ids,
    })),
    pages: seedData.pages.map((page) => ({
      id: page.id,
      key: page.key,
      slug: page.slug,
      title: page.title,
      meta_description: page.meta_description,
      paragraphs: { hu: [], en: [] },
      html: page.html,
      updated_at: new Date(page.updated_at).toISOString(),
    })),
    countries: seedData.countries.map((country) => ({ id: country.id, code: country.code, name: country.name })),
    deliveryMethods: seedData.delivery_methods.map((method) => ({
      id: method.id,
      code: method.key,
      title: method.title,
      description: method.description,
      gross: method.price_gross_huf,
      payment_ids: method.allowed_payment_methods.filter((id) => shopPaymentIds.has(id)),
      ...(method.max_item_weight_kg === null ? {} : { max_item_weight_kg: method.max_item_weight_kg }),
      pickup_carriers: method.pickup_carriers,
      free_from_gross_huf: method.free_from_gross_huf,
    })),
    paymentMethods: shopPayments.map((method) => ({
      id: method.id,
      code: PAYMENT_CODES[method.key],
      title: method.title,
      description: method.description,
      is_online: method.is_online,
    })),
    coupons: seedData.coupons
      .filter((coupon) => coupon.is_active && new Date(coupon.starts_at) <= now && (coupon.max_uses === null || coupon.used_count < coupon.max_uses))
      .map((coupon) => ({
        code: coupon.code,
        type: coupon.type,
        value: coupon.value,
        description: coupon.description,
        ...(coupon.expires_at !== null && new Date(coupon.expires_at) <= now ? { expired: true } : {}),
        ...(coupon.email ? { email: coupon.email } : {}),
        min_order_gross_huf: coupon.min_order_gross_huf,
      })),
    home: seedData.home,
    menus: seedData.menus,
    showroom: seedData.showroom,
    media: seedMedia(),
    accounts: seedData.customers.map((customer) => ({
      id: customer.id,
      email: customer.email,
      password: customer.password,
      firstname: customer.first_name,
      lastname: customer.last_name,
      phone: customer.phone,
      is_activated: true,
      is_newsletter_subscription: customer.is_newsletter_subscriber,
      created_at: customer.activated_at,
      invoice: {
        name: customer.invoice_data.name,
        country_id: customer.invoice_data.country_id,
        zipcode: customer.invoice_data.zipcode,
        city: customer.invoice_data.city,
        address: customer.invoice_data.address,
      },
      delivery: customer.delivery_data,
    })),
  };
}

/** The pictures the server's seed stores for `GET /api/media`, under the names the server gives them. */
function seedMedia(): CatalogueMedia[] {
  const drawn = (name: string, image: { kind: string; colour: string; variant: number }) => ({
    name,
    drawing: image.kind,
    hex: image.colour.toLowerCase(),
    view: image.variant,
  });
  return [
    ...seedData.categories.map((category) => drawn(mediaName(category.image.kind, category.image.colour, category.image.variant), category.image)),
    ...seedData.products.flatMap((product) =>
      (product.images.length ? product.images : [{ variant: 0 }]).map((image) =>
        drawn(productMediaName(product.id, image.variant), { ...product.image, variant: image.variant }),
      ),
    ),
    ...seedData.blog_posts.map((post) => drawn(mediaName(post.cover.kind, post.cover.colour, post.cover.variant), post.cover)),
  ];
}
