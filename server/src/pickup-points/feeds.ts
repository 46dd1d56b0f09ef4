/**
 * Where each carrier's list of points comes from, and how its text becomes rows: one adapter per
 * carrier behind the same two calls (the source's address from the environment, the loader).
 *
 * | carrier | environment | default |
 * |---|---|---|
 * | Foxpost | `FOXPOST_FEED_URL` | the public `https://cdn.foxpost.hu/foxplus.json` |
 * | GLS | `GLS_FEED_URL` | the public `https://map.gls-hungary.com/data/deliveryPoints/hu.json` |
 * | Packeta | `PACKETA_API_KEY` (→ `https://www.zasilkovna.cz/api/v4/{key}/branch.xml`), or `PACKETA_FEED_URL` | none: needs the shop's key |
 * | MPL | `MPL_FEED_URL` | the public `https://httpmegosztas.posta.hu/PartnerExtra/Out/PostInfo.xml` |
 *
 * `PICKUP_FEED_TIMEOUT_MS` (default 60 000) bounds each download. Setting a carrier's URL to `off`
 * leaves that carrier out of a refresh.
 */
import { fileURLToPath } from 'node:url';
import { PICKUP_CARRIERS, type PickupCarrier } from 'otthon/core';
import { FOXPOST_PUBLIC_FEED, loadFoxpost } from './foxpost.js';
import { GLS_PUBLIC_FEED, loadGls } from './gls.js';
import { loadMpl, MPL_PUBLIC_FEED } from './mpl.js';
import { loadPacketa, PACKETA_FEED_TEMPLATE } from './packeta.js';
import type { LoadResult } from './row.js';

export interface CarrierFeed {
  carrier: PickupCarrier;
  /** The carrier's name for messages. */
  label: string;
  /** Parses the carrier's own document; throws `FeedFormatError` when it is not that format at all. */
  load(document: string): LoadResult;
  /** The shipped sample snapshot in the carrier's format, under `server/data/pickup-points/`. */
  snapshotFile: string;
  /** Where to download the list, or null when it is not configured. */
  url(env: NodeJS.ProcessEnv): string | null;
}

const configured = (value: string | undefined, fallback: string | null) => {
  const trimmed = value?.trim();
  if (trimmed === 'off') return null;
  return trimmed || fallback;
};

export const CARRIER_FEEDS: Readonly<Record<PickupCarrier, CarrierFeed>> = {
  foxpost: {
    carrier: 'foxpost',
    label: 'Foxpost',
    load: loadFoxpost,
    snapshotFile: 'foxpost.json',
    url: (env) => configured(env.FOXPOST_FEED_URL, FOXPOST_PUBLIC_FEED),
  },
  gls: {
    carrier: 'gls',
    label: 'GLS',
    load: loadGls,
    snapshotFile: 'gls.json',
    url: (env) => configured(env.GLS_FEED_URL, GLS_PUBLIC_FEED),
  },
  packeta: {
    carrier: 'packeta',
    label: 'Packeta',
    load: loadPacketa,
    snapshotFile: 'packeta.xml',
    url: (env) => {
      const key = env.PACKETA_API_KEY?.trim();
      return configured(env.PACKETA_FEED_URL, key ? PACKETA_FEED_TEMPLATE.replace('{apiKey}', encodeURIComponent(key)) : null);
    },
  },
  mpl: {
    carrier: 'mpl',
    label: 'MPL',
    load: loadMpl,
    snapshotFile: 'mpl.xml',
    url: (env) => configured(env.MPL_FEED_URL, MPL_PUBLIC_FEED),
  },
};

/** The feeds in the contract's carrier order. */
export const carrierFeeds = (): CarrierFeed[] => PICKUP_CARRIERS.map((carrier) => CARRIER_FEEDS[carrier]);

/** The folder of the shipped snapshot (sample data made by `npm run generate-pickup-points`). */
export const SNAPSHOT_DIR = fileURLToPath(new URL('../../data/pickup-points/', import.meta.url));

const DEFAULT_TIMEOUT_MS = 60_000;

/** A URL fit for a log: a Packeta key in the path and any query left out. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname.replace(/\/api\/v(\d+)\/[^/]+\//, '/api/v$1/…/')}`;
  } catch {
    return 'an address that is not a URL';
  }
}

/**
 * Downloads a feed as text, giving up after the timeout. Throws an error naming the carrier and the
 * address (without a key) on a network failure, a timeout or an answer other than 200.
 */
export async function fetchFeed(feed: CarrierFeed, url: string, env: NodeJS.ProcessEnv = process.env, fetcher: typeof fetch = fetch): Promise<string> {
  const timeout = Number(env.PICKUP_FEED_TIMEOUT_MS) > 0 ? Number(env.PICKUP_FEED_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS;
  const where = describeUrl(url);
  let response: Response;
  try {
    response = await fetcher(url, {
      signal: AbortSignal.timeout(timeout),
      headers: { Accept: 'application/json, application/xml, text/xml;q=0.9, */*;q=0.5' },
    });
  } catch (error) {
    // undici says only "fetch failed"; the cause names it (ENOTFOUND, ECONNREFUSED, a certificate).
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${timeout} ms`
        : cause
          ? `${(error as Error).message}: ${cause.code ?? cause.message}`
          : (error as Error).message;
    throw new Error(`The ${feed.label} feed (${where}) could not be downloaded: ${reason}.`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`The ${feed.label} feed (${where}) answered HTTP ${response.status}.`);
  }
  try {
    return await response.text();
  } catch (error) {
    throw new Error(`The ${feed.label} feed (${where}) broke off while downloading: ${(error as Error).message}.`);
  }
}
