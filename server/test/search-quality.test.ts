/**
 * The search quality report: every query of `search/queries.txt` (what shoppers type, Hungarian
 * and English, each with the kinds of product it names) against the seeded catalogue.
 * - recall: the query's kind is among the first 12 results;
 * - first-result precision: the first result is of the query's kind.
 * And every misspelt query of `search/misspellings.txt`: found when its kind is among the first 12
 * results, or, the search finding nothing, among those of the correction it offers.
 * It prints the figures and fails when either falls below the floor the search has reached, so a
 * change that loses queries shows here. Run alone: `npm run search:quality`.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema.js';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectContract } from './support/client.js';

/** The figures reached; raise them when the search improves. */
const FLOOR = { recall: 0.98, precision: 0.98 };
/** Of the misspelt queries, the share found directly or through the correction offered. */
const MISSPELT_FLOOR = 0.95;

interface Query {
  locale: 'hu' | 'en';
  q: string;
  kinds: string[];
}

function readQueries(file = 'queries.txt'): Query[] {
  return readFileSync(new URL(`./search/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [locale, q, kinds] = line.split('|').map((part) => part.trim());
      return { locale: locale as 'hu' | 'en', q: q!, kinds: kinds!.split(',') };
    });
}

let api: TestApi;
let keyOf: Map<number, string>;
beforeAll(async () => {
  api = await createTestApi();
  const rows = await api.db.select({ id: categories.id, key: categories.key }).from(categories);
  keyOf = new Map(rows.map((row) => [row.id, row.key]));
});
afterAll(async () => {
  await api.close();
});

describe('search quality over the shoppers’ query set', () => {
  it('finds the named kind (recall) and puts it first (first-result precision)', async () => {
    const queries = readQueries();
    expect(queries.length).toBeGreaterThanOrEqual(150);
    const misses: string[] = [];
    let recalled = 0;
    let precise = 0;
    for (const { locale, q, kinds } of queries) {
      const found = expectContract<{ items: { title: string; category: { id: number } }[] }>(
        'products',
        await new Client(api, { locale }).get(`/api/products?q=${encodeURIComponent(q)}&per_page=12`),
      );
      const keys = found.items.map((item) => keyOf.get(item.category.id)!);
      const hit = keys.some((key) => kinds.includes(key));
      const first = keys.length > 0 && kinds.includes(keys[0]!);
      if (hit) recalled += 1;
      if (first) precise += 1;
      if (!first) misses.push(`${locale} "${q}" → ${found.items[0] ? `${keys[0]}: ${found.items[0].title}` : 'nothing'}${hit ? '' : ' (kind not found)'}`);
    }
    const recall = recalled / queries.length;
    const precision = precise / queries.length;
    console.info(
      `search quality: ${queries.length} queries, recall ${recalled}/${queries.length} (${(recall * 100).toFixed(1)} %), ` +
        `first-result precision ${precise}/${queries.length} (${(precision * 100).toFixed(1)} %)\n${misses.join('\n')}`,
    );
    expect(recall).toBeGreaterThanOrEqual(FLOOR.recall);
    expect(precision).toBeGreaterThanOrEqual(FLOOR.precision);
  }, 120_000);

  it('finds the kind of a misspelt query, directly or through the correction it offers', async () => {
    const queries = readQueries('misspellings.txt');
    expect(queries.length).toBeGreaterThanOrEqual(40);
    type Found = { items: { category: { id: number } }[]; search_help?: { did_you_mean: string | null } };
    const search = async (locale: 'hu' | 'en', q: string) =>
      expectContract<Found>('products', await new Client(api, { locale }).get(`/api/products?q=${encodeURIComponent(q)}&per_page=12`));
    const ofKind = (found: Found, kinds: string[]) => found.items.some((item) => kinds.includes(keyOf.get(item.category.id)!));
    let direct = 0;
    let corrected = 0;
    const misses: string[] = [];
    for (const { locale, q, kinds } of queries) {
      const found = await search(locale, q);
      if (ofKind(found, kinds)) direct += 1;
      else {
        const correction = found.items.length === 0 ? found.search_help?.did_you_mean : undefined;
        if (correction && ofKind(await search(locale, correction), kinds)) corrected += 1;
        else misses.push(`${locale} "${q}" → ${found.items.length} results${correction ? `, offers "${correction}"` : ''}`);
      }
    }
    const share = (direct + corrected) / queries.length;
    console.info(
      `misspelt queries: ${queries.length}, found directly ${direct}, through the correction offered ${corrected}, ` +
        `together ${(share * 100).toFixed(1)} %\n${misses.join('\n')}`,
    );
    expect(share).toBeGreaterThanOrEqual(MISSPELT_FLOOR);
  }, 120_000);
});
