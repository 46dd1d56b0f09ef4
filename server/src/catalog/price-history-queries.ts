/** The SQL of price histories and the reference prices written from them (the rule is catalog/price-history.ts). */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client.js';

/** One product's price history as the database hands it over, oldest change first. */
export interface HistoryRow {
  id: number;
  changes: { from: string; price: number }[];
}

/** Every product's price history. */
export function priceHistories(db: Db): Promise<HistoryRow[]> {
  return rows<HistoryRow>(
    db,
    sql`select product_id as id, json_agg(json_build_object('from', valid_from, 'price', price_gross_huf) order by valid_from) as changes
        from price_history group by product_id`,
  );
}

/** Writes the reference prices (gross and net forints, null for none) of these products; answers how many changed. */
export async function writeReferencePrices(db: Db, prices: readonly { id: number; gross: number | null; net: number | null }[]): Promise<number> {
  const list = (values: readonly (number | null)[]) => `{${values.map((value) => value ?? 'NULL').join(',')}}`;
  const changed = await rows<{ id: number }>(
    db,
    sql`update products p set price_original_gross_huf = v.gross, price_original_net_huf = v.net
        from unnest(${list(prices.map((price) => price.id))}::int[], ${list(prices.map((price) => price.gross))}::int[], ${list(prices.map((price) => price.net))}::int[]) as v(id, gross, net)
        where p.id = v.id and (p.price_original_gross_huf is distinct from v.gross or p.price_original_net_huf is distinct from v.net)
        returning p.id`,
  );
  return changed.length;
}

/** Stamps a new catalogue version, so every process reloads its catalogue snapshot. */
export async function stampCatalogVersion(db: Db): Promise<void> {
  await db.execute(sql`update meta set value = to_jsonb(${randomBytes(12).toString('base64url')}::text) where key = 'catalog_version'`);
}
