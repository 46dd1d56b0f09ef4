import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { mediaName, productMediaName } from 'otthon/contract';
import type { ImageRef, SeedCity, SeedData, SeedMenuItem } from '../../seed/types.js';
import { productModel } from '../../seed/images.js';
import { hashPassword } from '../accounts/passwords.js';
import { refreshReferencePrices } from '../catalog/price-history.js';
import { foldText } from '../shared/search-text.js';
import { productParcel, type Parcel } from '../domain.js';
import type { Db } from './client.js';
import * as t from './schema.js';

export const SEED_META_KEY = 'seed';

/** A product's parcel as its columns: the seed records each product's packed size and weight by the package's estimate. */
const packedOf = (parcel: Parcel) => ({ packedSize: parcel.size && ([...parcel.size] as [number, number, number]), packedWeightKg: parcel.weightKg });

const PAYMENT_CODES = {
  cash_on_delivery: 'cash_on_delivery',
  bank_transfer: 'bank_transfer',
  card: 'card_online',
  card_barion: 'card_online_barion',
} as const;

function chunks<T>(items: readonly T[], size = 400): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

async function insertAll<Table extends Parameters<Db['insert']>[0]>(db: Db, table: Table, values: Table['$inferInsert'][]): Promise<void> {
  for (const part of chunks(values)) if (part.length) await db.insert(table).values(part);
}

function cityRows(cities: readonly SeedCity[]): (typeof t.cities.$inferInsert)[] {
  return cities.map((c) => ({
    id: c.id,
    countryId: c.country_id,
    zipcode: c.zipcode,
    name: c.name,
    district: c.district,
    lat: c.lat,
    lng: c.lng,
    search: foldText(c.name.hu),
  }));
}

/**
 * Brings a database seeded from an older list of settlements up to the postcode table: when its
 * `cities` table holds another number of rows, they are replaced in one transaction. Nothing refers
 * to a city by id (addresses keep the postcode and the town as text), so replacing them is safe.
 * Returns whether it replaced them.
 */
export async function refreshCities(db: Db, cities: readonly SeedCity[]): Promise<boolean> {
  const [stored] = await db.select({ count: sql<number>`count(*)::int` }).from(t.cities);
  if (stored?.count === cities.length) return false;
  await db.transaction(async (tx) => {
    await tx.delete(t.cities);
    await insertAll(tx, t.cities, cityRows(cities));
  });
  return true;
}

/** Whether the shop's data is in place. */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select().from(t.meta).where(eq(t.meta.key, SEED_META_KEY));
  return Boolean(row);
}

/**
 * The shop's tables that hold any row, besides `meta` (settings such as the signing key) and
 * `pickup_points` (the carriers' lists, which `npm run pickup-points` may load before the first
 * start). The seed goes only into a database where this is empty: one with customers, orders or a
 * catalogue but no record of the seed lost something, and seeding over it would hide that.
 */
export async function tablesWithRows(db: Db): Promise<string[]> {
  const listed = (await db.execute(
    sql`select format('%I', relname) as name, format('%L', relname) as literal from pg_class
         where relkind = 'r' and relnamespace = 'public'::regnamespace and relname not in ('meta', 'pickup_points') order by relname`,
  )) as unknown as { rows: { name: string; literal: string }[] };
  if (!listed.rows.length) return [];
  const probes = listed.rows.map((row) => `select ${row.literal}::text as name where exists (select 1 from ${row.name})`);
  const found = (await db.execute(sql.raw(probes.join(' union all ')))) as unknown as { rows: { name: string }[] };
  return found.rows.map((row) => row.name);
}

/**
 * Writes the generated shop into an empty, migrated database in one transaction: catalogue,
 * content, checkout options, the showroom and the demo customer (password hashed with scrypt).
 */
export async function loadSeed(db: Db, seed: SeedData): Promise<void> {
  const passwords = await Promise.all(seed.customers.map((customer) => hashPassword(customer.password)));
  await db.transaction(async (tx) => {
    const media = new Map<string, t.ImageSpec>();
    const addMedia = (ref: ImageRef) => {
      const key = mediaName(ref.kind, ref.colour, ref.variant);
      media.set(key, { kind: ref.kind, colour: ref.colour.toLowerCase(), variant: ref.variant });
      return key;
    };
    const addProductMedia = (productId: number, ref: ImageRef, model: t.StoredImageModel) => {
      const key = productMediaName(productId, ref.variant);
      media.set(key, { kind: ref.kind, colour: ref.colour.toLowerCase(), variant: ref.variant, model });
      return key;
    };
    const materialKeys = new Map(seed.materials.map((material) => [material.id, material.key]));

    // — reference data —
    await insertAll(
      tx,
      t.currencies,
      seed.currencies.map((c, position) => ({
        code: c.code,
        name: c.name,
        symbol: c.symbol,
        decimals: c.decimals,
        rate: c.rate_huf,
        isDefault: c.is_default,
        position,
      })),
    );
    await insertAll(
      tx,
      t.countries,
      seed.countries.map((c, position) => ({ id: c.id, code: c.code, name: c.name, position })),
    );
    await insertAll(tx, t.cities, cityRows(seed.cities));

    // — categories: slug paths, ancestors and display order from the tree —
    const byId = new Map(seed.categories.map((c) => [c.id, c]));
    const chain = (id: number): number[] => {
      const ids: number[] = [];
      for (let current = byId.get(id); current; current = current.parent_id ? byId.get(current.parent_id) : undefined) ids.unshift(current.id);
      return ids;
    };
    const order: number[] = [];
    const visit = (parent: number | null) => {
      for (const child of seed.categories.filter((c) => c.parent_id === parent).sort((a, b) => a.position - b.position)) {
        order.push(child.id);
        visit(child.id);
      }
    };
    visit(null);
    const categoryRows = seed.categories.map((c) => {
      const ids = chain(c.id);
      return {
        id: c.id,
        parentId: c.parent_id,
        key: c.key,
        slug: c.slug,
        pathHu: ids.map((id) => byId.get(id)!.slug.hu).join('/'),
        pathEn: ids.map((id) => byId.get(id)!.slug.en).join('/'),
        ancestorIds: ids,
        title: c.title,
        description: c.description,
        googleId: c.merchant_identifiers.google.id,
        googlePath: c.merchant_identifiers.google.path,
        image: addMedia(c.image),
        sortOrder: order.indexOf(c.id),
      };
    });

    // — catalogue —
    const collators = { hu: new Intl.Collator('hu-HU'), en: new Intl.Collator('en-US') };
    const rank = (locale: 'hu' | 'en') => {
      const sorted = [...seed.products].sort((a, b) => collators[locale].compare(a.title[locale], b.title[locale]) || a.id - b.id);
      return new Map(sorted.map((p, index) => [p.id, index]));
    };
    const rankHu = rank('hu');
    const rankEn = rank('en');
    const productRows = seed.products.map((p, position) => {
      const categoryIds = new Set<number>();
      for (const id of [p.main_category_id, ...p.extra_category_ids]) for (const ancestor of chain(id)) categoryIds.add(ancestor);
      // Each product's pictures are its own, drawn from its measures, material and model.
      const model = productModel(p, materialKeys.get(p.material_id) ?? '');
      const keys = p.images.map((image) => addProductMedia(p.id, { kind: p.image.kind, colour: p.image.colour, variant: image.variant }, model));
      return {
        id: p.id,
        sku: p.sku,
        variantGroup: p.variant_group,
        slug: p.slug,
        title: p.title,
        shortDescription: p.short_description,
        descriptionHtml: p.description,
        brandId: p.brand_id,
        colourId: p.colour_id,
        materialId: p.material_id,
        mainCategoryId: p.main_category_id,
        categoryIds: [...categoryIds],
        series: p.series,
        style: p.style,
        priceGrossHuf: p.price_gross_huf,
        priceNetHuf: p.price_net_huf,
        priceOriginalGrossHuf: p.price_original_gross_huf,
        priceOriginalNetHuf: p.price_original_net_huf,
        costNetHuf: p.cost_net_huf,
        stock: p.stock,
        restockOn: p.restock_on,
        tiers: p.quantity_tiers,
        dimensions: p.dimensions,
        weightKg: p.weight_kg,
        assemblyKind: p.assembly_kind,
        ...packedOf(productParcel({ dimensions: p.dimensions, weightKg: p.weight_kg })),
        popularity: p.popularity,
        position,
        similarIds: p.similar_product_ids,
        attributes: p.attributes,
        image: keys[0] ?? addProductMedia(p.id, { kind: p.image.kind, colour: p.image.colour, variant: 0 }, model),
        images: p.images,
        imageKind: p.image.kind,
        safety: p.safety,
        imageColour: p.image.colour.toLowerCase(),
        nameRankHu: rankHu.get(p.id)!,
        nameRankEn: rankEn.get(p.id)!,
        createdAt: new Date(p.created_at),
      };
    });
    const blogRows = seed.blog_posts.map((b) => ({
      id: b.id,
      slugHu: b.slug.hu,
      slugEn: b.slug.en,
      title: b.title,
      excerpt: b.excerpt,
      metaDescription: b.meta_description,
      html: b.html,
      author: b.author.name,
      authorRole: b.author.role,
      tags: b.tags,
      tagSlugs: [...new Set(b.tags.flatMap((tag) => [foldText(tag.hu, '-'), foldText(tag.en, '-')]))],
      image: addMedia(b.cover),
      readingMinutes: b.reading_minutes,
      relatedProductIds: b.related_product_ids,
      publishedAt: new Date(b.published_at),
    }));

    await insertAll(
      tx,
      t.media,
      [...media].map(([key, spec]) => ({ key, ...spec, model: spec.model ?? null })),
    );
    // Parents before children, so the self-reference holds row by row.
    await insertAll(
      tx,
      t.categories,
      [...categoryRows].sort((a, b) => a.ancestorIds.length - b.ancestorIds.length),
    );
    await insertAll(
      tx,
      t.brands,
      seed.brands.map((b) => ({
        id: b.id,
        key: b.key,
        name: b.name,
        slug: b.slug,
        country: b.country,
        founded: b.founded,
        description: b.description,
      })),
    );
    await insertAll(
      tx,
      t.colours,
      seed.colours.map((c) => ({ id: c.id, key: c.key, hex: c.hex, name: c.name })),
    );
    await insertAll(
      tx,
      t.materials,
      seed.materials.map((m) => ({ id: m.id, key: m.key, name: m.name, care: m.care })),
    );
    await insertAll(tx, t.products, productRows);
    await insertAll(
      tx,
      t.priceHistory,
      seed.price_history.map((change) => ({
        productId: change.product_id,
        validFrom: new Date(change.valid_from),
        priceGrossHuf: change.price_gross_huf,
      })),
    );
    // The reference prices of reductions come from the history just written, by the shared rule.
    await refreshReferencePrices(tx);
    await insertAll(tx, t.blogPosts, blogRows);
    await insertAll(
      tx,
      t.pages,
      seed.pages.map((p) => ({
        id: p.id,
        key: p.key,
        slugHu: p.slug.hu,
        slugEn: p.slug.en,
        title: p.title,
        metaDescription: p.meta_description,
        html: p.html,
        updatedAt: new Date(p.updated_at),
      })),
    );

    // — menus, with ids assigned here so children can name their parent —
    let menuId = 0;
    const menuRows: (typeof t.menuItems.$inferInsert)[] = [];
    const addMenu = (menu: string, items: SeedMenuItem[], parentId: number | null) => {
      items.forEach((item, position) => {
        const id = ++menuId;
        menuRows.push({
          id,
          menu,
          parentId,
          position,
          title: item.title,
          linkType: item.link.type,
          linkSlug: item.link.slug,
          linkRefId: item.link.ref_id,
        });
        addMenu(menu, item.children, id);
      });
    };
    addMenu('header', seed.menus.header, null);
    addMenu('footer', seed.menus.footer, null);
    addMenu('categories', seed.menus.categories, null);
    await insertAll(tx, t.menuItems, menuRows);
    await tx.execute(sql`select setval(pg_get_serial_sequence('menu_items', 'id'), greatest(${menuId}, 1))`);

    // — checkout options —
    await insertAll(
      tx,
      t.paymentMethods,
      seed.payment_methods.map((m) => ({
        id: m.id,
        code: PAYMENT_CODES[m.key],
        title: m.title,
        description: m.description,
        isOnline: m.is_online,
        position: m.position,
        provider: m.provider ?? null,
      })),
    );
    await insertAll(
      tx,
      t.deliveryMethods,
      seed.delivery_methods.map((m) => ({
        id: m.id,
        code: m.key,
        title: m.title,
        description: m.description,
        priceGrossHuf: m.price_gross_huf,
        freeFromGrossHuf: m.free_from_gross_huf,
        maxItemWeightKg: m.max_item_weight_kg,
        pickupCarriers: m.pickup_carriers,
        paymentIds: m.allowed_payment_methods,
        position: m.position,
      })),
    );
    await insertAll(
      tx,
      t.coupons,
      seed.coupons.map((c) => ({
        id: c.id,
        code: c.code.toUpperCase(),
        type: c.type,
        value: c.value,
        description: c.description,
        minOrderGrossHuf: c.min_order_gross_huf,
        email: c.email?.toLowerCase() ?? null,
        startsAt: new Date(c.starts_at),
        expiresAt: c.expires_at ? new Date(c.expires_at) : null,
        maxUses: c.max_uses,
        usedCount: c.used_count,
        isActive: c.is_active,
      })),
    );

    // — customers —
    for (const [index, customer] of seed.customers.entries()) {
      const [user] = await tx
        .insert(t.users)
        .values({
          email: customer.email.toLowerCase(),
          passwordHash: passwords[index]!,
          firstname: customer.first_name,
          lastname: customer.last_name,
          phone: customer.phone,
          locale: customer.locale,
          isNewsletter: customer.is_newsletter_subscriber,
          activatedAt: new Date(customer.activated_at),
          createdAt: new Date(customer.activated_at),
          customerData: {
            email: customer.email,
            phone: customer.phone,
            invoice_data: {
              is_company: customer.invoice_data.is_company,
              name: customer.invoice_data.name,
              company_name: customer.invoice_data.is_company ? customer.invoice_data.name : null,
              tax_number: customer.invoice_data.tax_number,
              country_id: customer.invoice_data.country_id,
              zipcode: customer.invoice_data.zipcode,
              city: customer.invoice_data.city,
              address: customer.invoice_data.address,
            },
            delivery_data: { ...customer.delivery_data },
            is_delivery_same_as_invoice: false,
          },
        })
        .returning({ id: t.users.id });
      if (customer.favourite_product_ids.length) {
        await tx.insert(t.favourites).values(customer.favourite_product_ids.map((productId) => ({ userId: user!.id, productId })));
      }
    }

    await tx.insert(t.meta).values([
      { key: 'showroom', value: seed.showroom },
      { key: 'home', value: seed.home },
      { key: SEED_META_KEY, value: { seed: seed.seed, reference_date: seed.reference_date, loaded_at: new Date().toISOString() } },
      // Every process reuses its catalogue snapshot while this stays the same.
      { key: 'catalog_version', value: randomBytes(12).toString('base64url') },
    ]);
  });
}
