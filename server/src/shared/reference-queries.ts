import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client.js';
import { sessions, type deliveryMethods, type paymentMethods } from '../db/schema.js';
import { CURRENCIES, type CurrencyCode, type Rates } from '../domain.js';

export type DeliveryRow = typeof deliveryMethods.$inferSelect;
export type PaymentRow = typeof paymentMethods.$inferSelect;

/** The shop's small, rarely changing tables every priced answer needs (part of the catalogue snapshot). */
export interface Reference {
  rates: Rates;
  deliveries: DeliveryRow[];
  payments: PaymentRow[];
}

export async function loadReference(db: Db): Promise<Reference> {
  const [row] = await rows<{
    doc: { rates: { code: string; rate: number }[]; deliveries: DeliveryRow[] | null; payments: PaymentRow[] | null };
  }>(
    db,
    sql`select json_build_object(
      'rates', (select json_agg(json_build_object('code', code, 'rate', rate) order by position) from currencies),
      'deliveries', (select json_agg(json_build_object('id', id, 'code', code, 'title', title, 'description', description,
          'priceGrossHuf', price_gross_huf, 'freeFromGrossHuf', free_from_gross_huf, 'maxItemWeightKg', max_item_weight_kg,
          'pickupCarriers', pickup_carriers, 'paymentIds', payment_ids, 'position', position) order by position) from delivery_methods),
      'payments', (select json_agg(json_build_object('id', id, 'code', code, 'title', title, 'description', description,
          'isOnline', is_online, 'position', position, 'provider', provider) order by position) from payment_methods)
    ) as doc`,
  );
  const doc = row!.doc;
  const rates = { HUF: 1, EUR: 0, USD: 0 } as Rates;
  for (const { code, rate } of doc.rates ?? []) if ((CURRENCIES as readonly string[]).includes(code)) rates[code as CurrencyCode] = Number(rate);
  for (const code of CURRENCIES) {
    if (!(rates[code] > 0)) throw new Error(`The currencies table has no usable rate for ${code}.`);
  }
  return { rates, deliveries: doc.deliveries ?? [], payments: doc.payments ?? [] };
}

/** What every request reads first (see `requestHead`). */
export interface RequestHead {
  /** The catalogue's stamp: the loader writes a new one, which invalidates every process's snapshot. */
  version: string;
  /** The session whose token hashes to the given hash, unexpired, as stored (timestamps as ISO text). */
  session: Record<string, unknown> | null;
}

/**
 * What every request reads first, in one query: the catalogue's stamp and — when the request carries a session cookie — its session row
 * (the hottest read of all; one round trip instead of two on the embedded database).
 */
export async function requestHead(db: Db, sessionTokenHash: string | null): Promise<RequestHead> {
  const [row] = await rows<RequestHead & { version: string | null }>(
    db,
    sql`select (select value #>> '{}' from meta where key = 'catalog_version') as version,
          ${
            sessionTokenHash === null
              ? sql`null::json`
              : sql`(select json_build_object('id', id, 'tokenHash', token_hash, 'csrfToken', csrf_token, 'userId', user_id,
                    'userExpiresAt', user_expires_at, 'remember', remember, 'joinableUntil', joinable_until, 'createdAt', created_at, 'lastSeenAt', last_seen_at,
                    'expiresAt', expires_at)
                  from ${sessions} where token_hash = ${sessionTokenHash} and expires_at > now())`
          } as session`,
  );
  return { version: row?.version ?? 'initial', session: row?.session ?? null };
}
