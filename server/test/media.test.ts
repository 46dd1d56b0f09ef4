import { readdir } from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { Client, expectContract, expectError } from './support/client.js';
import { fixtures } from './support/shop.js';
import { media, products } from '../src/db/schema.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

const fetchImage = (src: string) => api.fetch(new Request(new URL(src, ORIGIN)));

describe('product images (requirements §9 image defaults)', () => {
  it('renders WebP at a breakpoint width and density, cached for a year', async () => {
    const [product] = await fixtures.plain(api);
    const detail = expectContract('product', await new Client(api).get(`/api/products/${product!.id}`));
    expect(detail.image.src).toMatch(/^\/api\/media\/[a-z0-9-]+\.webp$/);
    expect(detail.image).toMatchObject({ width: 1536, height: 1152 });

    const answer = await fetchImage(`${detail.image.src}?w=640&dpr=2`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1280, height: 960 });

    const files = await readdir(api.mediaDir);
    expect(files.some((file) => file.endsWith('-w640-x2-q80.webp'))).toBe(true);
    const again = await fetchImage(`${detail.image.src}?w=640&dpr=2`);
    expect(Buffer.from(await again.arrayBuffer()).length).toBe(Number(answer.headers.get('content-length')));
  });

  it('defaults to 640 px, density 1 and quality 80', async () => {
    const [product] = await fixtures.plain(api);
    const detail = expectContract('product', await new Client(api).get(`/api/products/${product!.id}`));
    const meta = await sharp(Buffer.from(await (await fetchImage(detail.image.src)).arrayBuffer())).metadata();
    expect(meta.width).toBe(640);
  });

  it('accepts only the six breakpoints, densities 1 and 2, and a sane quality', async () => {
    const [product] = await fixtures.plain(api);
    const detail = expectContract('product', await new Client(api).get(`/api/products/${product!.id}`));
    for (const query of ['w=500', 'w=4000', 'w=abc', 'w=320&dpr=3', 'w=320&q=5', 'w=320&q=101']) {
      const answer = await fetchImage(`${detail.image.src}?${query}`);
      expect(answer.status, query).toBe(422);
    }
    const refused = expectError(await new Client(api).get(`${detail.image.src}?w=500`), 422);
    expect(refused.errors).toEqual({ w: ['Válasszon a következő képszélességek közül: 320, 640, 768, 1024, 1280, 1536.'] });
    const english = expectError(await new Client(api, { locale: 'en' }).get(`${detail.image.src}?dpr=3`), 422);
    expect(english.errors).toEqual({ dpr: ['The pixel density must be 1 or 2.'] });
    for (const width of [320, 640, 768, 1024, 1280, 1536]) expect((await fetchImage(`${detail.image.src}?w=${width}&q=60`)).status).toBe(200);
  });

  it('answers 404 for an image the shop does not use', async () => {
    const client = new Client(api);
    expectError(await client.get('/api/media/sofa-123456-0.webp'), 404);
    expectError(await client.get('/api/media/../../etc/passwd'), 404);
    expectError(await client.get('/api/media/sofa.png'), 404);
  });
});

describe("each product's own four pictures", () => {
  const VIEWS = {
    hu: ['termékfotó', 'oldalnézet', 'anyagminta', 'méretek'],
    en: ['product photo', 'side view', 'material close-up', 'dimensions'],
  } as const;

  it('lists four views for every product, each its own media key with the alt text naming the view in both languages', async () => {
    const rows = await api.db.select({ id: products.id }).from(products).orderBy(asc(products.id));
    expect(rows.length).toBeGreaterThan(300);
    const hu = new Client(api);
    const en = new Client(api, { locale: 'en' });
    // Every product in Hungarian; every tenth also in English.
    for (let start = 0; start < rows.length; start += 8) {
      await Promise.all(
        rows.slice(start, start + 8).map(async ({ id }) => {
          const detail = expectContract('product', await hu.get(`/api/products/${id}`));
          expect(detail.images.map((image: { src: string }) => image.src)).toEqual([0, 1, 2, 3].map((view) => `/api/media/p${id}-${view}.webp`));
          expect(detail.images.map((image: { alt: string }) => image.alt)).toEqual(VIEWS.hu.map((view) => `${detail.title} – ${view}`));
          for (const image of detail.images) expect(image).toMatchObject({ width: 1536, height: 1152 });
          expect(detail.image.src).toBe(`/api/media/p${id}-0.webp`);
          if (id % 10 === 0) {
            const english = expectContract('product', await en.get(`/api/products/${id}`));
            expect(english.images.map((image: { alt: string }) => image.alt)).toEqual(VIEWS.en.map((view) => `${english.title} – ${view}`));
          }
        }),
      );
    }
  }, 120_000);

  it("draws each product from its own model: two products of one kind and colour get different bytes, the drawing states the product's measures", async () => {
    const sofas = await api.db.select().from(products).where(eq(products.imageKind, 'sofa')).orderBy(asc(products.id));
    const byColour = new Map<string, typeof sofas>();
    for (const sofa of sofas) byColour.set(sofa.imageColour, [...(byColour.get(sofa.imageColour) ?? []), sofa]);
    const [first, second] = [...byColour.values()].find((group) => group.length >= 2)!;
    const bytes = async (id: number, view: number) => Buffer.from(await (await fetchImage(`/api/media/p${id}-${view}.webp?w=320`)).arrayBuffer());
    expect((await bytes(first!.id, 0)).equals(await bytes(second!.id, 0))).toBe(false);
    expect((await bytes(first!.id, 0)).equals(await bytes(first!.id, 0))).toBe(true);

    const [spec] = await api.db
      .select()
      .from(media)
      .where(eq(media.key, `p${first!.id}-3`));
    expect(spec!.model).toMatchObject(first!.dimensions!);
    const meta = await sharp(await bytes(first!.id, 3)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });
});
