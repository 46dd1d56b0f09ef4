import { randomBytes } from 'node:crypto';
import { netFromGross, referencePrice } from 'otthon/core';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client.js';

/** One product's price history as the database hands it over. */
interface HistoryRow {
  id: number;
  changes: { from: string; price: number }[];
}

/**
 * Writes every product's reference price (`products.price_original_gross_huf`, and its net
 * `price_original_net_huf` by the package's `netFromGross`) from its
 * `price_history`, by the package's one rule (`referencePrice`: the lowest price of the 30 days
 * before the running reduction; `null` when the current price is no reduction). Run it in the
 * transaction that writes history, so listings can filter and sort sale items on an indexed
 * column and never recompute the rule per request; a change stamps a new catalogue version, so
 * every process reloads its snapshot. Products without any history keep theirs. Answers how many
 * products are on sale.
 */
export async function refreshReferencePrices(db: Db, at: Date = new Date()): Promise<number> {
  const histories = await rows<HistoryRow>(
    db,
    sql`select product_id as id, json_agg(json_build_object('from', valid_from, 'price', price_gross_huf) order by valid_from) as changes
        from price_history group by product_id`,
  );
  if (histories.length === 0) return 0;
  const ids: number[] = [];
  const references: (number | null)[] = [];
  for (const history of histories) {
    ids.push(history.id);
    references.push(referencePrice(history.changes, { at })?.price ?? null);
  }
  const list = (values: readonly (number | null)[]) => `{${values.map((value) => value ?? 'NULL').join(',')}}`;
  const nets = references.map((gross) => (gross === null ? null : netFromGross(gross, 'HUF')));
  const changed = await rows<{ id: number }>(
    db,
    sql`update products p set price_original_gross_huf = v.gross, price_original_net_huf = v.net
        from unnest(${list(ids)}::int[], ${list(references)}::int[], ${list(nets)}::int[]) as v(id, gross, net)
        where p.id = v.id and (p.price_original_gross_huf is distinct from v.gross or p.price_original_net_huf is distinct from v.net)
        returning p.id`,
  );
  // Every process reuses its catalogue snapshot until the version changes (the seed stamps its own).
  if (changed.length > 0) {
    await db.execute(sql`update meta set value = to_jsonb(${randomBytes(12).toString('base64url')}::text) where key = 'catalog_version'`);
  }
  return references.filter((value) => value !== null).length;
}
