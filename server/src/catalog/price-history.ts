import { netFromGross, referencePrice } from 'otthon/core';
import type { Db } from '../db/client.js';
import { priceHistories, stampCatalogVersion, writeReferencePrices } from './price-history-queries.js';

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
  const histories = await priceHistories(db);
  if (histories.length === 0) return 0;
  const prices = histories.map((history) => {
    const gross = referencePrice(history.changes, { at })?.price ?? null;
    return { id: history.id, gross, net: gross === null ? null : netFromGross(gross, 'HUF') };
  });
  // Every process reuses its catalogue snapshot until the version changes (the seed stamps its own).
  if ((await writeReferencePrices(db, prices)) > 0) await stampCatalogVersion(db);
  return prices.filter((price) => price.gross !== null).length;
}
