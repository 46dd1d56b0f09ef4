import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { pickupPointSchema } from 'otthon/contract';
import { distanceKm, PICKUP_CARRIERS, type PickupCarrier } from 'otthon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postcodeRows } from '../seed/places/postcodes.js';
import { mockFileText } from '../seed/pickup-points/mock-file.js';
import { sampleFeeds } from '../seed/pickup-points/sample-feeds.js';
import { openDatabase, type Database, type Db } from '../src/db/client.js';
import { pickupPoints } from '../src/db/schema.js';
import { ensurePickupPoints } from '../src/index.js';
import { parsePickupPointsArguments, runPickupPoints } from '../src/pickup-points/command.js';
import { CARRIER_FEEDS, describeUrl, SNAPSHOT_DIR } from '../src/pickup-points/feeds.js';
import { loadFoxpost } from '../src/pickup-points/foxpost.js';
import { loadGls } from '../src/pickup-points/gls.js';
import { loadMpl } from '../src/pickup-points/mpl.js';
import { loadPacketa } from '../src/pickup-points/packeta.js';
import { refreshFromDocument, refreshPickupPoints } from '../src/pickup-points/refresh.js';
import { FeedFormatError, type PickupPointRow } from '../src/pickup-points/row.js';
import { freshDatabase } from './support/database.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/pickup-points/', import.meta.url));
/** The mock shop's copy of the snapshot (read as data). */
const MOCK_FILE = fileURLToPath(new URL('../../src/msw/fixtures/places/pickup-points.json', import.meta.url));

const fixture = (file: string) => readFile(join(FIXTURES, file), 'utf8');
const ids = (rows: readonly PickupPointRow[]) => rows.map((row) => row.id);
const rowSchema = pickupPointSchema.omit({ distance_km: true }).strict();
const ALWAYS = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '00:00', close: '24:00' }));

describe('the Foxpost loader (foxplus.json)', () => {
  it('reads the automata, addresses Packeta’s points by place_id, and skips other countries, missing coordinates and broken entries', async () => {
    const { rows, skipped } = loadFoxpost(await fixture('foxpost.json'));
    expect(ids(rows)).toEqual(['foxpost:3100451', 'foxpost:hu1650', 'foxpost:hu5400', 'foxpost:hu675']);
    expect(skipped).toBe(3);
    expect(rows.find((row) => row.id === 'foxpost:hu675')).toEqual({
      id: 'foxpost:hu675',
      carrier: 'foxpost',
      kind: 'locker',
      name: 'FOXPOST A-BOX Szeged Pláza',
      zipcode: '6724',
      city: 'Szeged',
      address: 'Kossuth Lajos sgrt. 119.',
      lat: 46.266431,
      lng: 20.12887,
      opening_hours: ALWAYS,
    });
    const zPont = rows.find((row) => row.id === 'foxpost:3100451')!;
    expect(zPont.kind).toBe('counter');
    expect(zPont.opening_hours).toEqual([...[1, 2, 3, 4, 5].map((day) => ({ day, open: '08:00', close: '18:00' })), { day: 6, open: '08:00', close: '12:00' }]);
    for (const row of rows) expect(rowSchema.parse(row)).toEqual(row);
  });

  it('refuses a document that is not Foxpost’s list', () => {
    expect(() => loadFoxpost('<html><body>502 Bad Gateway</body></html>')).toThrow(FeedFormatError);
    expect(() => loadFoxpost('{"items": []}')).toThrow(/expected a JSON array of automata/);
    expect(() => loadFoxpost('[{"id": 1, "name": "not an automata"}]')).toThrow(/no entry has a place_id/);
  });
});

describe('the GLS loader (deliveryPoints/hu.json)', () => {
  it('reads parcel shops and lockers with their hours, splits a lunch break, and skips out-of-order, foreign and broken points', async () => {
    const { rows, skipped } = loadGls(await fixture('gls.json'));
    expect(ids(rows)).toEqual(['gls:1114-CSOMAGPONT', 'gls:4024-CSOMAGAUTOMATA', 'gls:9022-CSOMAGPONT']);
    expect(skipped).toBe(4);
    const [shop, locker] = rows;
    expect(shop).toMatchObject({ kind: 'counter', name: 'Tabák Trafik', zipcode: '1114', city: 'Budapest', address: 'Bartók Béla út 35.', lat: 47.4812 });
    expect(shop!.opening_hours.filter((span) => span.day === 1)).toEqual([
      { day: 1, open: '08:00', close: '12:00' },
      { day: 1, open: '13:00', close: '18:00' },
    ]);
    expect(shop!.opening_hours.some((span) => span.day === 7)).toBe(false);
    // GLS writes a day-and-night locker as 00:00–23:59.
    expect(locker).toMatchObject({ kind: 'locker', opening_hours: ALWAYS });
  });

  it('refuses a document that is not GLS’s list', () => {
    expect(() => loadGls('[]')).toThrow(/"items" array/);
    expect(() => loadGls('not json')).toThrow(FeedFormatError);
  });
});

describe('the Packeta loader (branch export v4, XML)', () => {
  it('keeps Hungary’s branches in operation, tells a Z-BOX from a point, and reads both dashes and a comma decimal', async () => {
    const { rows, skipped } = loadPacketa(await fixture('packeta.xml'));
    expect(ids(rows)).toEqual(['packeta:26001', 'packeta:26002', 'packeta:26005']);
    expect(skipped).toBe(3);
    expect(rows[0]).toMatchObject({ kind: 'locker', zipcode: '1062', address: 'Váci út 1-3', opening_hours: ALWAYS });
    expect(rows[1]).toMatchObject({ kind: 'counter', lat: 46.0763, lng: 18.231 });
    expect(rows[1]!.opening_hours.filter((span) => span.day === 2)).toEqual([
      { day: 2, open: '08:00', close: '12:00' },
      { day: 2, open: '13:00', close: '17:00' },
    ]);
    expect(rows[2]!.opening_hours).toEqual([1, 2, 3, 4, 5].map((day) => ({ day, open: '09:00', close: '18:00' })));
  });

  it('refuses a document that is not a branch export (an invalid key answers a text)', () => {
    expect(() => loadPacketa('invalid API key')).toThrow(FeedFormatError);
    expect(() => loadPacketa('<postInfo><post/></postInfo>')).toThrow(/no <branches> element/);
  });
});

describe('the MPL loader (PartnerExtra PostInfo.xml)', () => {
  it('reads post offices, PostaPonts and parcel machines with Hungarian day names and decimal commas, and skips posts without coordinates or postcode', async () => {
    const { rows, skipped } = loadMpl(await fixture('mpl.xml'));
    expect(ids(rows)).toEqual(['mpl:107264', 'mpl:4001', 'mpl:900117', 'mpl:CS6724001']);
    expect(skipped).toBe(2);
    expect(rows[0]).toEqual({
      id: 'mpl:107264',
      carrier: 'mpl',
      kind: 'counter',
      name: 'Botpalád postapartner',
      zipcode: '4955',
      city: 'Botpalád',
      address: 'Fő utca 124',
      lat: 48.028436,
      lng: 22.807174,
      opening_hours: [
        { day: 1, open: '08:00', close: '10:00' },
        { day: 2, open: '08:00', close: '10:00' },
      ],
    });
    expect(rows[1]!.opening_hours).toEqual([
      { day: 1, open: '08:00', close: '12:00' },
      { day: 1, open: '12:30', close: '18:00' },
      { day: 5, open: '08:00', close: '16:00' },
      { day: 6, open: '08:00', close: '12:00' },
    ]);
    expect(rows[3]).toMatchObject({ kind: 'locker', opening_hours: [{ day: 1, open: '00:00', close: '24:00' }] });
  });

  it('refuses a document that is not PostInfo.xml', () => {
    expect(() => loadMpl('<export><branches/></export>')).toThrow(/no <postInfo> root element/);
    expect(() => loadMpl('<postInfo><post></postInfo>')).toThrow(FeedFormatError);
  });
});

describe('the feeds’ addresses', () => {
  it('uses the public lists by default, builds Packeta’s from the API key, and leaves a key out of logs', () => {
    expect(CARRIER_FEEDS.foxpost.url({})).toBe('https://cdn.foxpost.hu/foxplus.json');
    expect(CARRIER_FEEDS.gls.url({})).toBe('https://map.gls-hungary.com/data/deliveryPoints/hu.json');
    expect(CARRIER_FEEDS.mpl.url({})).toBe('https://httpmegosztas.posta.hu/PartnerExtra/Out/PostInfo.xml');
    expect(CARRIER_FEEDS.packeta.url({})).toBeNull();
    expect(CARRIER_FEEDS.packeta.url({ PACKETA_API_KEY: 'secret123' })).toBe('https://www.zasilkovna.cz/api/v4/secret123/branch.xml');
    expect(CARRIER_FEEDS.gls.url({ GLS_FEED_URL: 'off' })).toBeNull();
    expect(describeUrl('https://www.zasilkovna.cz/api/v4/secret123/branch.xml?lang=hu')).toBe('https://www.zasilkovna.cz/api/v4/…/branch.xml');
  });

  it('reads the command’s arguments', () => {
    expect(parsePickupPointsArguments([])).toEqual({ mode: 'feeds', carriers: [...PICKUP_CARRIERS] });
    expect(parsePickupPointsArguments(['gls', 'mpl'])).toEqual({ mode: 'feeds', carriers: ['gls', 'mpl'] });
    expect(parsePickupPointsArguments(['--snapshot'])).toEqual({ mode: 'snapshot' });
    expect(parsePickupPointsArguments(['--file', 'foxpost=/tmp/a.json', '--file=mpl=b.xml'])).toEqual({
      mode: 'files',
      files: { foxpost: '/tmp/a.json', mpl: 'b.xml' },
    });
    expect(parsePickupPointsArguments(['--file', 'dhl=x.json'])).toHaveProperty('error');
    expect(parsePickupPointsArguments(['--snapshot', 'gls'])).toHaveProperty('error');
  });
});

describe('the pick-up points in the database', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let db: Db;
  const countOf = async (carrier?: PickupCarrier) => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(pickupPoints)
      .where(carrier ? eq(pickupPoints.carrier, carrier) : undefined);
    return row!.count;
  };

  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    database = await openDatabase('url' in fresh.database ? fresh.database : { pglite: fresh.database });
    db = database.db;
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('are loaded from the shipped snapshot at start-up when the table is empty, and left alone when it is not', async () => {
    await db.delete(pickupPoints);
    const outcomes = await ensurePickupPoints(database);
    expect(outcomes?.map((outcome) => [outcome.carrier, outcome.replaced])).toEqual(PICKUP_CARRIERS.map((carrier) => [carrier, true]));
    const mock = JSON.parse(await readFile(MOCK_FILE, 'utf8')) as unknown[];
    expect(await countOf()).toBe(mock.length);
    expect(await ensurePickupPoints(database)).toBeNull();
  });

  it('replace one carrier’s points in one go and leave the other carriers’ alone', async () => {
    const gls = await countOf('gls');
    const { rows, skipped } = loadFoxpost(await fixture('foxpost.json'));
    const outcome = await refreshPickupPoints(db, 'foxpost', rows, skipped);
    expect(outcome).toMatchObject({ carrier: 'foxpost', replaced: true, loaded: 4, skipped: 3 });
    expect(await countOf('foxpost')).toBe(4);
    expect(await countOf('gls')).toBe(gls);
    const [stored] = await db.select().from(pickupPoints).where(eq(pickupPoints.id, 'foxpost:hu675'));
    expect(stored).toMatchObject({ carrier: 'foxpost', kind: 'locker', zipcode: '6724', lat: 46.266431, openingHours: ALWAYS });
  });

  it('keep the old points when a feed fails, is not the format, or gives no point', async () => {
    const before = await countOf('foxpost');
    const failed = await refreshFromDocument(db, CARRIER_FEEDS.foxpost, () => Promise.reject(new Error('connect ECONNREFUSED')));
    expect(failed).toMatchObject({ replaced: false, kept: before, reason: 'connect ECONNREFUSED' });
    const wrong = await refreshFromDocument(db, CARRIER_FEEDS.foxpost, async () => '<html>maintenance</html>');
    expect(wrong).toMatchObject({ replaced: false, kept: before, reason: expect.stringMatching(/not JSON/) });
    const empty = await refreshFromDocument(db, CARRIER_FEEDS.foxpost, async () => '[]');
    expect(empty).toMatchObject({ replaced: false, kept: before, reason: 'the feed gave no point' });
    expect(await countOf('foxpost')).toBe(before);
  });

  it('roll back a replacement that fails half-way, keeping the old points', async () => {
    const before = await db.select({ id: pickupPoints.id }).from(pickupPoints).where(eq(pickupPoints.carrier, 'foxpost'));
    const { rows } = loadFoxpost(await fixture('foxpost.json'));
    // The same id twice breaks the insert after the delete ran.
    await expect(refreshPickupPoints(db, 'foxpost', [...rows, rows[0]!])).rejects.toThrow();
    const after = await db.select({ id: pickupPoints.id }).from(pickupPoints).where(eq(pickupPoints.carrier, 'foxpost'));
    expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
  });

  it('refuse another carrier’s rows', async () => {
    const { rows } = loadGls(await fixture('gls.json'));
    await expect(refreshPickupPoints(db, 'foxpost', rows)).rejects.toThrow(/belongs to gls/);
  });

  describe('npm run pickup-points', () => {
    let server: Server;
    let base: string;
    const served: string[] = [];

    beforeAll(async () => {
      server = createServer((request, response) => {
        served.push(request.url ?? '');
        const file = { '/foxplus.json': 'foxpost.json', '/hu.json': 'gls.json', '/api/v4/key/branch.xml': 'packeta.xml', '/PostInfo.xml': 'mpl.xml' }[
          request.url ?? ''
        ];
        if (request.url === '/slow') return; // never answers
        if (!file) {
          response.writeHead(500).end('Internal Server Error');
          return;
        }
        void fixture(file).then((body) => response.writeHead(200, { 'content-type': file.endsWith('.xml') ? 'text/xml' : 'application/json' }).end(body));
      });
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('downloads every configured feed, replaces each carrier’s points and prints loaded and skipped counts', async () => {
      const env = {
        FOXPOST_FEED_URL: `${base}/foxplus.json`,
        GLS_FEED_URL: `${base}/hu.json`,
        PACKETA_FEED_URL: `${base}/api/v4/key/branch.xml`,
        MPL_FEED_URL: `${base}/PostInfo.xml`,
      };
      const run = await runPickupPoints(db, { mode: 'feeds', carriers: [...PICKUP_CARRIERS] }, env);
      expect(run.failed).toBe(false);
      expect(run.outcomes.map((outcome) => [outcome.carrier, outcome.loaded, outcome.skipped])).toEqual([
        ['foxpost', 4, 3],
        ['gls', 3, 4],
        ['packeta', 3, 3],
        ['mpl', 4, 2],
      ]);
      expect(run.lines[1]).toBe(`gls: 3 points loaded, 4 skipped (${run.outcomes[1]!.replaced ? run.outcomes[1]!.removed : 0} replaced). [${base}/hu.json]`);
      expect(await countOf()).toBe(14);
      expect(served).toEqual(['/foxplus.json', '/hu.json', '/api/v4/key/branch.xml', '/PostInfo.xml']);
    });

    it('keeps a carrier’s points when its feed answers an error or not in time, and says so', async () => {
      const env = { GLS_FEED_URL: `${base}/slow`, MPL_FEED_URL: `${base}/missing.xml`, PICKUP_FEED_TIMEOUT_MS: '300' };
      const run = await runPickupPoints(db, { mode: 'feeds', carriers: ['gls', 'mpl', 'packeta'] }, env);
      expect(run.failed).toBe(true);
      expect(run.outcomes).toMatchObject([
        { carrier: 'gls', replaced: false, kept: 3, reason: expect.stringMatching(/no answer within 300 ms/) },
        { carrier: 'mpl', replaced: false, kept: 4, reason: expect.stringMatching(/answered HTTP 500/) },
      ]);
      expect(run.lines).toContain('packeta: not configured (set PACKETA_API_KEY); its points are left as they are.');
      expect(await countOf()).toBe(14);
    });

    it('loads a carrier’s list from a file, and the shipped snapshot with --snapshot', async () => {
      const files = await runPickupPoints(db, { mode: 'files', files: { gls: join(FIXTURES, 'gls.json') } });
      expect(files.outcomes).toMatchObject([{ carrier: 'gls', replaced: true, loaded: 3 }]);
      const snapshot = await runPickupPoints(db, parsePickupPointsArguments(['--snapshot']) as { mode: 'snapshot' });
      expect(snapshot.failed).toBe(false);
      expect(snapshot.outcomes.every((outcome) => outcome.replaced && outcome.loaded > 300)).toBe(true);
    });
  });
});

describe('the shipped sample snapshot', () => {
  const loadSnapshot = async () => {
    const rows: PickupPointRow[] = [];
    for (const carrier of PICKUP_CARRIERS)
      rows.push(...CARRIER_FEEDS[carrier].load(await readFile(join(SNAPSHOT_DIR, CARRIER_FEEDS[carrier].snapshotFile), 'utf8')).rows);
    return rows;
  };

  it('is what the generator writes from the postcode table (npm run generate-pickup-points -w server)', async () => {
    const generated = sampleFeeds(postcodeRows());
    for (const [file, text] of Object.entries(generated)) expect(await readFile(join(SNAPSHOT_DIR, file), 'utf8'), file).toBe(text);
  });

  it('equals, loaded by the loaders, the mock shop’s copy (src/msw/fixtures/places/pickup-points.json)', async () => {
    expect(mockFileText(await loadSnapshot())).toBe(await readFile(MOCK_FILE, 'utf8'));
  });

  it('has between 1 500 and 2 500 points, and at every Budapest postcode at least 10 of each carrier within 3 km', async () => {
    const rows = await loadSnapshot();
    expect(rows.length).toBeGreaterThanOrEqual(1500);
    expect(rows.length).toBeLessThanOrEqual(2500);
    const budapest = postcodeRows().filter((row) => row.name === 'Budapest');
    for (const carrier of PICKUP_CARRIERS) {
      const own = rows.filter((row) => row.carrier === carrier);
      const thin = budapest.filter((row) => own.filter((point) => distanceKm(row, point) <= 3).length < 10);
      expect(
        thin.map((row) => row.zipcode),
        carrier,
      ).toEqual([]);
    }
  });
});
