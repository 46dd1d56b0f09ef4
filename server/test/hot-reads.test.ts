/**
 * The hot reads (session, cart, init, listing) under concurrency. On the embedded database they
 * run as named prepared statements, and a storefront fires several of them at once per page.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi, type Api, type ApiOptions } from '../src/index.js';
import { ORIGIN, type TestApi } from './support/api.js';
import { Client } from './support/client.js';
import { freshDatabase } from './support/database.js';
import { addToCart, fixtures } from './support/shop.js';

let database: Awaited<ReturnType<typeof freshDatabase>>;
let mediaDir: string;
let options: ApiOptions;
const opened: Api[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  mediaDir = await mkdtemp(join(tmpdir(), 'otthon-media-'));
  options = { database: database.database, publicOrigins: [ORIGIN], secret: 'test-signing-secret', mediaDir, trustProxy: true };
});
afterAll(async () => {
  for (const api of opened) await api.close();
  await database.drop();
  await rm(mediaDir, { recursive: true, force: true });
});

/** The test client only needs `fetch` and the query layer of the API it talks to. */
const asTestApi = (api: Api) => api as unknown as TestApi;

/** Sessions with a filled cart, some in English and euros. */
async function shoppers(api: Api, count: number): Promise<Client[]> {
  const [product, other] = await fixtures.plain(asTestApi(api), 3, 2);
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const client = await new Client(asTestApi(api), index % 2 ? { locale: 'en', currency: 'EUR' } : {}).start();
      await addToCart(client, product!.id, 1);
      if (index % 3 === 0) await addToCart(client, other!.id, 2);
      return client;
    }),
  );
}

const LISTINGS = ['/api/products?per_page=24', '/api/products?sort=price_asc&in_stock=1', '/api/products?sort=name&page=2', '/api/products?q=kanapé'];

/** Every hot read, many times over, all at once; answers the statuses that are not 200. */
async function burst(clients: Client[], rounds: number): Promise<string[]> {
  const calls: Promise<string | null>[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, client] of clients.entries()) {
      const anonymous = new Client(client.api, { locale: client.locale, currency: client.currency });
      for (const [path, by] of [
        ['/api/cart', client],
        ['/api/init', client],
        ['/api/init', anonymous],
        [LISTINGS[(index + round) % LISTINGS.length]!, client],
        [LISTINGS[(index + round + 1) % LISTINGS.length]!, anonymous],
      ] as const) {
        calls.push(by.get(path).then((answer) => (answer.status === 200 ? null : `${path} ${answer.status} ${answer.text.slice(0, 200)}`)));
      }
    }
  }
  return (await Promise.all(calls)).filter((failure): failure is string => failure !== null);
}

describe('concurrent hot reads', () => {
  it('answers 200 to every one of many concurrent cart, init and listing reads on one in-process app', async () => {
    const api = await createApi(options, {});
    opened.push(api);
    const clients = await shoppers(api, 8);
    // The first burst prepares every statement while other requests wait for the same ones.
    expect(await burst(clients, 6)).toEqual([]);
    expect(await burst(clients, 2)).toEqual([]);
  });

  it('shares the prepared statements of one embedded connection between two copies of the server module', async () => {
    const first = await createApi(options, {});
    opened.push(first);
    // A second, separately evaluated copy of the server (as a development server's module reload
    // or a bundle that inlines it would have) on the very same connection.
    vi.resetModules();
    const copy = (await import('../src/index.js')) as typeof import('../src/index.js');
    expect(copy.createApi).not.toBe(createApi);
    const second = await copy.createApi({ ...options, seed: false }, {});
    opened.push(second);
    const clients = [...(await shoppers(first, 4)), ...(await shoppers(second, 4))];
    expect(await burst(clients, 4)).toEqual([]);
  });

  it('prepares a statement again when the connection has forgotten it (DEALLOCATE ALL)', async () => {
    const api = await createApi({ ...options, seed: false }, {});
    opened.push(api);
    const clients = await shoppers(api, 3);
    expect(await burst(clients, 2)).toEqual([]);
    await api.db.execute(sql`deallocate all`);
    expect(await burst(clients, 2)).toEqual([]);
  });
});
