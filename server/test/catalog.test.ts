import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { HOME_RAIL_SIZE, netFromGross } from 'otthon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, currencies, products } from '../src/db/schema.js';
import { loadCatalog, productView } from '../src/catalog/snapshot.js';
import { requestHead } from '../src/shared/reference-queries.js';
import { foldText } from '../src/shared/search-text.js';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectContract, expectError } from './support/client.js';
import { fixtures } from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

type ListItem = {
  id: number;
  title: string;
  price_gross: number;
  quantity: number;
  colour: { slug: string } | null;
  brand: { slug: string } | null;
  category: { id: number } | null;
  popularity: number;
  price_original_gross: number | null;
};
const list = async (query: string, options?: ConstructorParameters<typeof Client>[1]) =>
  expectContract<{
    items: ListItem[];
    meta: { total: number; last_page: number; from: number | null; to: number | null; per_page: number };
    facets: any;
  }>('products', await new Client(api, options).get(`/api/products?${query}`));

describe('the product listing (requirements §9 sort options and filters)', () => {
  it('pages through every product with a consistent meta', async () => {
    const [{ n }] = (await api.db.select({ n: sql<number>`count(*)::int` }).from(products)) as [{ n: number }];
    const first = await list('per_page=50');
    expect(first.meta).toMatchObject({ total: n, per_page: 50, last_page: Math.ceil(n / 50), from: 1, to: 50 });
    const last = await list(`per_page=50&page=${first.meta.last_page}`);
    expect(last.meta.to).toBe(n);
    const beyond = await list(`per_page=50&page=${first.meta.last_page + 1}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.meta.from).toBeNull();
  });

  it.each([
    ['price_asc', (a: ListItem, b: ListItem) => a.price_gross - b.price_gross],
    ['price_desc', (a: ListItem, b: ListItem) => b.price_gross - a.price_gross],
    ['popularity', (a: ListItem, b: ListItem) => b.popularity - a.popularity],
  ] as const)('sorts by %s', async (sort, compare) => {
    const { items } = await list(`sort=${sort}&per_page=96`);
    expect(items.length).toBe(96);
    for (let i = 1; i < items.length; i += 1) expect(compare(items[i - 1]!, items[i]!)).toBeLessThanOrEqual(0);
  });

  it("sorts by name in the language's own alphabetical order", async () => {
    for (const locale of ['hu', 'en'] as const) {
      const { items } = await list('sort=name&per_page=96', { locale });
      const collator = new Intl.Collator(locale === 'hu' ? 'hu-HU' : 'en-US');
      for (let i = 1; i < items.length; i += 1)
        expect(collator.compare(items[i - 1]!.title, items[i]!.title), `${items[i - 1]!.title} / ${items[i]!.title}`).toBeLessThanOrEqual(0);
    }
  });

  it('lists products one can buy first by default', async () => {
    const { items } = await list('per_page=96');
    const firstOut = items.findIndex((item) => item.quantity === 0);
    if (firstOut >= 0) expect(items.slice(firstOut).every((item) => item.quantity === 0)).toBe(true);
  });

  it("filters a category with its descendants by its slug path in the request's language", async () => {
    const [parent] = await api.db.select().from(categories).where(sql`${categories.parentId} is null`).limit(1);
    const children = await api.db.select().from(categories).where(eq(categories.parentId, parent!.id));
    const hu = await list(`category=${encodeURIComponent(parent!.pathHu)}&per_page=96`);
    expect(hu.meta.total).toBeGreaterThan(0);
    // Everything filed under the category or below it, as main or extra category, and nothing else.
    const descendantIds = (await api.db.select().from(categories)).filter((c) => c.ancestorIds.includes(parent!.id)).map((c) => c.id);
    expect(descendantIds).toEqual(expect.arrayContaining(children.map((c) => c.id)));
    const [{ n }] = (await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(
        sql`${products.mainCategoryId} = any(${`{${descendantIds.join(',')}}`}::int[]) or ${products.categoryIds} && ${`{${descendantIds.join(',')}}`}::int[]`,
      )) as [{ n: number }];
    expect(hu.meta.total).toBe(n);
    const en = await list(`category=${encodeURIComponent(parent!.pathEn)}&per_page=96`, { locale: 'en' });
    expect(en.meta.total).toBe(hu.meta.total);
    const byId = await list(`category=${parent!.id}`);
    expect(byId.meta.total).toBe(hu.meta.total);
    expect(hu.facets.categories.find((c: { id: number }) => c.id === parent!.id)?.count).toBe(hu.meta.total);
  });

  it('counts every category of the tree with its sub-categories under the other filters, leaving out empty ones', async () => {
    const all = await api.db.select().from(categories);
    const [parent] = all.filter((c) => c.parentId === null && all.some((child) => child.parentId === c.id)).sort((a, b) => a.sortOrder - b.sortOrder);
    const listed = await list(`category=${encodeURIComponent(parent!.pathHu)}&in_stock=1&per_page=1`);
    type Entry = { id: number; parent_id: number | null; count: number; slugs: string[] };
    const tree: Entry[] = listed.facets.categories;
    // The chosen category leaves the other rooms in the tree (the category filter is not counted).
    expect(tree.some((c) => c.parent_id === null && c.id !== parent!.id)).toBe(true);
    expect(tree.find((c) => c.id === parent!.id)).toMatchObject({ parent_id: null, count: listed.meta.total });
    expect(tree.every((c) => c.count > 0)).toBe(true);
    // The shop's display order, parents before their children.
    const order = new Map(all.map((c) => [c.id, c.sortOrder]));
    expect(tree.map((c) => order.get(c.id))).toEqual([...tree.map((c) => order.get(c.id))].sort((a, b) => a! - b!));
    for (const child of tree.filter((c) => c.parent_id === parent!.id)) {
      const own = await list(`category=${encodeURIComponent(child.slugs.join('/'))}&in_stock=1&per_page=1`);
      expect(child.count, child.slugs.join('/')).toBe(own.meta.total);
      expect(tree.findIndex((c) => c.id === parent!.id)).toBeLessThan(tree.indexOf(child));
    }
    // A category whose products are all filtered away is not listed.
    const none = await list('price_min=999999999&per_page=1');
    expect(none.facets.categories).toEqual([]);
  });

  it("filters by a gross price range in the request's currency", async () => {
    const huf = await list('price_min=20000&price_max=60000&per_page=96');
    expect(huf.meta.total).toBeGreaterThan(0);
    expect(huf.items.every((item) => item.price_gross >= 20000 && item.price_gross <= 60000)).toBe(true);
    const [eur] = await api.db.select().from(currencies).where(eq(currencies.code, 'EUR'));
    const inEur = await list(`price_min=${(20000 / eur!.rate).toFixed(2)}&price_max=${(60000 / eur!.rate).toFixed(2)}&per_page=96`, {
      currency: 'EUR',
    });
    expect(Math.abs(inEur.meta.total - huf.meta.total)).toBeLessThanOrEqual(2);
    expect(inEur.items.every((item) => item.price_gross >= 20000 / eur!.rate - 0.01 && item.price_gross <= 60000 / eur!.rate + 0.01)).toBe(true);
    expectError(await new Client(api).get('/api/products?price_min=100&price_max=10'), 422);
  });

  it('filters products in stock, on sale, by colour and by brand, and counts facets for each', async () => {
    const inStock = await list('in_stock=1&per_page=96');
    expect(inStock.items.every((item) => item.quantity > 0)).toBe(true);
    const all = await list('per_page=1');
    expect(all.facets.in_stock).toBe(inStock.meta.total);

    const sale = await list('sale=true&per_page=96');
    const [{ n: onSale }] = (await api.db.select({ n: sql<number>`count(*)::int` }).from(products).where(isNotNull(products.priceOriginalNetHuf))) as [
      { n: number },
    ];
    expect(sale.meta.total).toBe(onSale);
    expect(sale.items.every((item) => item.price_original_gross !== null)).toBe(true);

    const [colour] = all.facets.colours;
    const byColour = await list(`colour=${colour.slug}&per_page=96`);
    expect(byColour.meta.total).toBe(colour.count);
    expect(byColour.items.every((item) => item.colour?.slug === colour.slug)).toBe(true);
    // The colour facet still counts the other colours (disjunctive facets).
    expect(byColour.facets.colours.length).toBe(all.facets.colours.length);

    const [brandA, brandB] = all.facets.brands;
    const byBrands = await list(`brand=${brandA.slug},${brandB.slug}&per_page=96`);
    expect(byBrands.meta.total).toBe(brandA.count + brandB.count);
    expect(byBrands.items.every((item) => [brandA.slug, brandB.slug].includes(item.brand!.slug))).toBe(true);
  });

  it("searches titles in the request's language, ignoring accents and case", async () => {
    const [product] = await fixtures.plain(api);
    const word = product!.title.hu.split(' ').find((w) => /[áéíóöőúüű]/i.test(w)) ?? product!.title.hu.split(' ')[0]!;
    const folded = word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    const found = await list(`q=${encodeURIComponent(folded)}&per_page=96`);
    expect(found.items.map((item) => item.id)).toContain(product!.id);
    const english = await list(`q=${encodeURIComponent(product!.title.en.split(' ')[0]!)}&per_page=96`, { locale: 'en' });
    expect(english.items.map((item) => item.id)).toContain(product!.id);
    expect((await list('q=zzzqqxx')).meta.total).toBe(0);
    expect((await list('q=%25')).meta.total).toBe(0);
  });

  it('answers an unknown category with 404 and a bad sort with 422', async () => {
    expectError(await new Client(api).get('/api/products?category=nincs/ilyen'), 404);
    expectError(await new Client(api).get('/api/products?sort=random'), 422);
    expectError(await new Client(api).get('/api/products?per_page=1000'), 422);
  });
});

describe('texts and prices follow Locale and Currency-Id (requirements §7)', () => {
  it('switches the language of every text and the currency of every price', async () => {
    const [product] = await fixtures.onSale(api);
    const [eur] = await api.db.select().from(currencies).where(eq(currencies.code, 'EUR'));
    const hu = expectContract('product', await new Client(api).get(`/api/products/${product!.id}`));
    const en = expectContract('product', await new Client(api, { locale: 'en', currency: 'EUR' }).get(`/api/products/${product!.id}`));
    expect(hu.title).toBe(product!.title.hu);
    expect(en.title).toBe(product!.title.en);
    expect(en.category.title).not.toBe(hu.category.title);
    expect(hu.price_gross).toBe(product!.priceGrossHuf);
    expect(hu.price_net).toBe(product!.priceNetHuf);
    expect(en.price_gross).toBe(Math.round((product!.priceGrossHuf / eur!.rate) * 100) / 100);
    expect(en.price_net).toBe(netFromGross(en.price_gross, 'EUR'));
    expect(en.prices_by_currencies).toEqual(hu.prices_by_currencies);
    expect(Object.keys(hu.prices_by_currencies).sort()).toEqual(['EUR', 'HUF', 'USD']);
    expect(hu.link.slug).toBe(product!.slug.hu);
    expect(en.alternates).toEqual(hu.alternates);
  });

  it('shows in every listing the stock just read, while what the catalogue fixes is built once and shared unchangeably', async () => {
    const [product] = await fixtures.plain(api, 5);
    const find = async (options?: ConstructorParameters<typeof Client>[1]) => {
      const search = await list(`q=${encodeURIComponent(product!.sku)}&per_page=96`, options);
      return search.items.find((item) => item.id === product!.id)!;
    };
    const before = await find();
    await api.db.update(products).set({ stock: 2 }).where(eq(products.id, product!.id));
    const after = await find();
    const english = await find({ locale: 'en', currency: 'USD' });
    await api.db.update(products).set({ stock: product!.stock }).where(eq(products.id, product!.id));
    expect(before.quantity).toBe(product!.stock);
    expect(after.quantity).toBe(2);
    expect(english.quantity).toBe(2);
    expect({ ...after, quantity: before.quantity }).toEqual(before);
    expect(english.title).toBe(product!.title.en);
    expect(english.price_gross).not.toBe(after.price_gross);

    // The shared view itself: frozen, so no answer can change what the next one shows.
    const snapshot = await loadCatalog(api.db, (await requestHead(api.db, null)).version);
    const first = productView(snapshot, { id: product!.id, stock: 7 }, 'hu', 'HUF');
    const second = productView(snapshot, { id: product!.id, stock: 0 }, 'hu', 'HUF');
    expect([first.quantity, second.quantity]).toEqual([7, 0]);
    expect(second.prices_by_currencies).toBe(first.prices_by_currencies);
    expect(() => {
      (first.prices_by_currencies.HUF as { price_gross: number }).price_gross = 1;
    }).toThrow(TypeError);
    expect(productView(snapshot, { id: product!.id, stock: 1 }, 'hu', 'HUF').price_gross).toBe(product!.priceGrossHuf);
    expect(productView(snapshot, { id: product!.id, stock: 1 }, 'en', 'HUF').title).toBe(product!.title.en);
  });

  it('serves retail-round gross forint prices (regular, sale, tiers) with net by the one rounding rule, in every currency', async () => {
    const everything = await list('per_page=96');
    const ids: number[] = [];
    for (let page = 1; page <= everything.meta.last_page; page += 1) {
      ids.push(...(await list(`per_page=96&page=${page}`)).items.map((item) => item.id));
    }
    const snapshot = await loadCatalog(api.db, (await requestHead(api.db, null)).version);
    const offEnding: string[] = [];
    for (const id of ids) {
      const { prices_by_currencies: prices } = productView(snapshot, { id, stock: 1 }, 'hu', 'HUF');
      const huf = prices.HUF!;
      const grosses = [
        huf.price_gross,
        ...(huf.price_original_gross === null ? [] : [huf.price_original_gross]),
        ...huf.qty_discounts.map((tier) => tier.price_gross),
      ];
      for (const gross of grosses) if (gross % 100 !== 90) offEnding.push(`${id}: ${gross}`);
      for (const code of ['HUF', 'EUR', 'USD'] as const) {
        const own = prices[code]!;
        expect(own.price_net).toBe(netFromGross(own.price_gross, code));
        for (const tier of own.qty_discounts) expect(tier.price_net).toBe(netFromGross(tier.price_gross, code));
        if (own.price_original_gross !== null) expect(own.price_original_net).toBe(netFromGross(own.price_original_gross, code));
      }
    }
    expect(ids.length).toBeGreaterThan(300);
    expect(offEnding).toEqual([]);
  });

  it('falls back to Hungarian and forints for unknown header values', async () => {
    const [product] = await fixtures.plain(api);
    const answer = await api.fetch(new Request(`https://shop.example/api/products/${product!.id}`, { headers: { Locale: 'de', 'Currency-Id': 'GBP' } }));
    const body = (await answer.json()) as { data: { title: string; price_gross: number } };
    expect(body.data.title).toBe(product!.title.hu);
    expect(body.data.price_gross).toBe(product!.priceGrossHuf);
  });
});

describe('product pages', () => {
  it('shows the gallery, data sheet rows, breadcrumbs, similar products and tiers', async () => {
    const [product] = await fixtures.withTiers(api);
    const detail = expectContract('product', await new Client(api).get(`/api/products/${product!.id}`));
    expect(detail.images.length).toBe(product!.images.length);
    expect(detail.breadcrumbs.at(-1).slugs).toEqual(detail.link.category_slugs);
    expect(detail.similar_products.map((p: { id: number }) => p.id)).not.toContain(product!.id);
    expect(detail.prices_by_currencies.HUF.qty_discounts).toHaveLength(product!.tiers.length);
    expect(detail.attributes.length).toBeGreaterThan(0);
    const sheet = expectContract('dataSheet', await new Client(api).get(`/api/products/${product!.id}/data-sheet`));
    expect(sheet.rows[0]).toEqual({ label: 'Cikkszám', value: product!.sku });
    expect(sheet.care.length).toBeGreaterThan(0);
  });

  it('resolves a category path of either language, with breadcrumbs and children', async () => {
    const [child] = await api.db.select().from(categories).where(sql`${categories.parentId} is not null`).limit(1);
    const client = new Client(api, { locale: 'en' });
    const viaHungarian = expectContract('resolveCategory', await client.get(`/api/categories/resolve?path=${encodeURIComponent(child!.pathHu)}`));
    expect(viaHungarian.category.slugs).toEqual(child!.pathEn.split('/'));
    expect(viaHungarian.breadcrumbs.map((b: { id: number }) => b.id)).toEqual(child!.ancestorIds);
    const parent = expectContract('resolveCategory', await client.get(`/api/categories/resolve?path=${child!.pathEn.split('/')[0]}`));
    expect(parent.children.map((c: { id: number }) => c.id)).toContain(child!.id);
  });

  it('counts products per category including descendants', async () => {
    const all = expectContract('categories', await new Client(api).get('/api/categories'));
    for (const category of all.filter((c: { parent_id: number | null }) => c.parent_id === null)) {
      const children = all.filter((c: { parent_id: number | null }) => c.parent_id === category.id);
      expect(category.product_count).toBeGreaterThanOrEqual(Math.max(0, ...children.map((c: { product_count: number }) => c.product_count)));
    }
    expect(all.length).toBeGreaterThanOrEqual(20);
  });

  it('suggests products and categories while typing', async () => {
    const [category] = await api.db.select().from(categories).where(sql`${categories.parentId} is not null`).limit(1);
    const prefix = category!.title.hu.slice(0, 4);
    const found = expectContract('suggest', await new Client(api).get(`/api/search/suggest?q=${encodeURIComponent(prefix)}`));
    expect(found.categories.map((c: { id: number }) => c.id)).toContain(category!.id);
    expect(found.products.length).toBeLessThanOrEqual(5);
  });
});

describe('home and init', () => {
  it("shows the shop's figures: product count and biggest discount", async () => {
    const init = expectContract('init', await new Client(api).get('/api/init'));
    const [row] = await api.db
      .select({ biggest: sql<number>`max(round((1 - ${products.priceNetHuf}::numeric / ${products.priceOriginalNetHuf}) * 100))::int` })
      .from(products)
      .where(and(isNotNull(products.priceOriginalNetHuf), gt(products.priceOriginalNetHuf, 0)));
    expect(init.biggest_discount).toBe(row!.biggest);
    expect(init.extensions.find((e: { name: string }) => e.name === 'bot_challenge').enabled).toBe(true);
    const home = expectContract('home', await new Client(api).get('/api/home'));
    expect(home.discounted_products.every((p: { price_original_gross: number | null }) => p.price_original_gross !== null)).toBe(true);
    expect(home.categories.every((c: { parent_id: number | null }) => c.parent_id === null)).toBe(true);
  });

  it('shows no product on two of the home page’s rails, each still full', async () => {
    const home = expectContract('home', await new Client(api).get('/api/home'));
    const rails = [home.best_products, home.discounted_products, home.newest_products, home.popular_products] as Array<Array<{ id: number }>>;
    const ids = rails.flatMap((rail) => rail.map((product) => product.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const rail of rails) expect(rail).toHaveLength(HOME_RAIL_SIZE);
  });

  it('has menus with all three link types, category links naming real categories', async () => {
    const init = expectContract('init', await new Client(api).get('/api/init'));
    const flatten = (items: any[]): any[] => items.flatMap((item) => [item, ...flatten(item.children)]);
    const links = flatten([...init.menu.header, ...init.menu.footer, ...init.menu.categories]).map((item) => item.link);
    expect(new Set(links.map((link) => link.type))).toEqual(new Set(['content', 'category', 'static']));
    // A category link names its category by id; its slug is the full path, or its own segment under a parent category item.
    const byId = new Map((await api.db.select().from(categories)).map((c) => [c.id, c]));
    for (const link of links.filter((l) => l.type === 'category')) {
      const category = byId.get(link.ref_id);
      expect(category, String(link.ref_id)).toBeDefined();
      expect([category!.pathHu, category!.slug.hu]).toContain(link.slug);
    }
  });
});

describe('content', () => {
  it("lists blog posts newest first, filters by tag, and opens a post by either language's slug", async () => {
    const client = new Client(api);
    const posts = expectContract('blogPosts', await client.get('/api/blog?per_page=50'));
    expect(posts.meta.total).toBeGreaterThanOrEqual(12);
    const dates = posts.items.map((p: { published_at: string }) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const tag = posts.items[0].tags[0];
    const tagged = expectContract('blogPosts', await client.get(`/api/blog?tag=${encodeURIComponent(tag)}`));
    expect(tagged.items.length).toBeGreaterThan(0);
    expect(tagged.items.every((p: { tags: string[] }) => p.tags.includes(tag))).toBe(true);
    const nested = posts.items.find((p: { slug: string }) => p.slug.includes('/'));
    expect(nested, 'a post whose slug spans several segments (requirements §2)').toBeDefined();
    expect(expectContract('blogPost', await client.get(`/api/blog/${nested.slug}`)).id).toBe(nested.id);
    const post = expectContract('blogPost', await client.get(`/api/blog/${posts.items[0].slug}`));
    const english = expectContract('blogPost', await new Client(api, { locale: 'en' }).get(`/api/blog/${post.alternates.hu}`));
    expect(english.slug).toBe(post.alternates.en);
    expect(english.title).not.toBe(post.title);
  });

  it("serves a CMS page for every static page of the spec, by either language's slug", async () => {
    for (const key of ['faq', 'terms', 'delivery', 'delivery-and-payment', 'company', 'careers', 'cookie-rules', 'stocks']) {
      const page = expectContract('page', await new Client(api).get(`/api/pages/${key}`));
      expect(page.key).toBe(key);
      const english = expectContract('page', await new Client(api, { locale: 'en' }).get(`/api/pages/${page.alternates.hu}`));
      expect(english.slug).toBe(page.alternates.en);
    }
  });

  it("tells the showroom's opening hours (requirements §9)", async () => {
    const showroom = expectContract('showroom', await new Client(api).get('/api/showroom'));
    expect(showroom.opening_hours).toEqual([
      { day: 1, opens: '09:00', closes: '17:00' },
      { day: 2, opens: '09:00', closes: '17:00' },
      { day: 3, opens: '10:00', closes: '18:00' },
      { day: 4, opens: '10:00', closes: '18:00' },
      { day: 5, opens: '10:00', closes: '17:00' },
      { day: 6, opens: '10:00', closes: '16:00' },
      { day: 7, opens: null, closes: null },
    ]);
  });

  it('lists countries with Hungary first and finds cities by name without accents', async () => {
    const countries = expectContract('countries', await new Client(api).get('/api/countries'));
    expect(countries[0]).toMatchObject({ code: 'HU' });
    const cities = expectContract('cities', await new Client(api).get('/api/cities?q=gyor'));
    expect(cities.map((c: { name: string }) => c.name)).toContain('Győr');
  });
});

describe('the settlements of a postcode (GET /api/cities)', () => {
  type City = { id: number; name: string; zipcode: string; district: string | null; country_id: number };
  const cities = async (query: string): Promise<City[]> => expectContract('cities', await new Client(api).get(`/api/cities?${query}`));

  it('finds Budapest’s district by its postcode', async () => {
    expect(await cities('zipcode=1117')).toEqual([{ id: expect.any(Number), name: 'Budapest', zipcode: '1117', district: 'XI.', country_id: 1 }]);
  });

  it('finds the one settlement of a postcode', async () => {
    expect(await cities('zipcode=2000')).toEqual([{ id: expect.any(Number), name: 'Szentendre', zipcode: '2000', district: null, country_id: 1 }]);
  });

  it('gives each settlement of a shared postcode, ordered by name without accents', async () => {
    expect((await cities('zipcode=2655')).map((city) => city.name)).toEqual(['Kétbodony', 'Kisecset', 'Szente']);
  });

  it('answers nothing for a complete postcode no settlement has', async () => {
    expect(await cities('zipcode=1999')).toEqual([]);
    expect(await cities('zipcode=9999')).toEqual([]);
  });

  it('finds settlements whose name starts with the query, accents ignored, ordered by that name, then the postcode', async () => {
    const found = await cities('q=Sze');
    expect(found.length).toBeGreaterThan(20);
    expect(found.every((city) => foldText(city.name).startsWith('sze'))).toBe(true);
    expect(found.map((city) => city.name)).toEqual(expect.arrayContaining(['Szeged', 'Székesfehérvár', 'Szentendre']));
    const keys = found.map((city) => [foldText(city.name), city.zipcode] as const);
    expect(keys).toEqual([...keys].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1)));
  });

  it('lists every postcode without a filter', async () => {
    const all = await cities('');
    expect(new Set(all.map((city) => city.zipcode)).size).toBeGreaterThanOrEqual(3_000);
    expect(all.filter((city) => city.name === 'Budapest')).toHaveLength(161);
  });
});
