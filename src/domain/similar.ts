/**
 * "Ez is érdekelheti": the similar products of a product page and of the cart. The pick follows
 * the product's kind (its main category), never its name or series: first other models of the
 * same kind, nearest in price, then what goes with it (a sofa → cushions, throws, a coffee table),
 * from the kinds a "goes with" map names, priced like it. Only products in stock, never one model
 * twice, never the product's own model. The server and the mock shop both answer with these
 * functions, over their own catalogue and live stock, so both suggest the same products.
 */

/** How many similar products a product page lists at most. */
export const SIMILAR_LIMIT = 6;
/** How many similar products the cart lists at most. */
export const CART_SIMILAR_LIMIT = 8;

/** The product the suggestions are for: what the rule reads of it. */
export interface SimilarSubject {
  id: number;
  /** Its kind: the main category's id. */
  kind: number;
  /** Its model: the variant group its colours share, or the product's own id when sold in one colour. */
  model: string | number;
  /** The shelf price, gross forints. */
  priceGrossHuf: number;
}

/** A product that may be suggested. */
export interface SimilarCandidate extends SimilarSubject {
  /** Breaks ties of price: the more popular first. */
  popularity: number;
  inStock: boolean;
}

/** What goes with each kind: kind id → the kinds that complement it, most fitting first. */
export type KindComplements = ReadonlyMap<number, readonly number[]>;

export interface SimilarOptions {
  /** @default SIMILAR_LIMIT */
  limit?: number;
  /** Models never suggested besides the product's own (the cart's lines). */
  excludeModels?: ReadonlySet<string | number>;
}

/**
 * Where a price sits in its kind, 0 (cheapest) to 1 (dearest): the share of `sorted` below it,
 * counting equal prices half (`sorted` holds the price itself when it is one of the kind's).
 */
function position(price: number, sorted: readonly number[]): number {
  if (sorted.length === 0) return 0.5;
  let below = 0;
  let equal = 0;
  for (const other of sorted) {
    if (other < price) below += 1;
    else if (other === price) equal += 1;
  }
  return (below + equal / 2) / sorted.length;
}

/** Keeps the first product of every model, in order, leaving out the `used` models (and marking the kept ones used). */
function onePerModel<T extends SimilarCandidate>(ordered: readonly T[], used: Set<string | number>): T[] {
  const kept: T[] = [];
  for (const candidate of ordered) {
    if (used.has(candidate.model)) continue;
    used.add(candidate.model);
    kept.push(candidate);
  }
  return kept;
}

/**
 * The similar products of `product` among `candidates`, best first, at most `limit`:
 *
 * 1. Only candidates in stock, never the product itself, its own model or an `excludeModels` one,
 *    and never two products of one model (the best-placed colour stands for its model).
 * 2. The same kind (other models): nearest gross price first.
 * 3. Then the kinds `complements` lists for the product's kind, taken in turn (the first
 *    complementing kind's best, the second's best, …, then each one's second), each kind's products
 *    priced like the product: nearest first by their place in their own kind's price range against
 *    the product's place in its kind's (a dear sofa suggests dear cushions, a cheap one cheap ones;
 *    places are counted over the products in stock). A plain nearest-price pick would always
 *    suggest the dearest cushion.
 * 4. The same kind fills at most half the places (rounded up) while complements are there to fill
 *    the rest, and either fills what the other cannot; the same kind is listed first.
 *
 * Ties: the more popular first, then the lower id.
 */
export function rankSimilar<T extends SimilarCandidate>(
  product: SimilarSubject,
  candidates: readonly T[],
  complements: KindComplements,
  options: SimilarOptions = {},
): T[] {
  const limit = options.limit ?? SIMILAR_LIMIT;
  if (limit <= 0) return [];
  const pool = candidates.filter((candidate) => candidate.inStock && candidate.id !== product.id);
  const byKind = new Map<number, T[]>();
  for (const candidate of pool) {
    const members = byKind.get(candidate.kind);
    if (members) members.push(candidate);
    else byKind.set(candidate.kind, [candidate]);
  }
  const tie = (a: T, b: T) => b.popularity - a.popularity || a.id - b.id;
  const used = new Set<string | number>([product.model, ...(options.excludeModels ?? [])]);

  const sameKind = onePerModel(
    [...(byKind.get(product.kind) ?? [])].sort(
      (a, b) => Math.abs(a.priceGrossHuf - product.priceGrossHuf) - Math.abs(b.priceGrossHuf - product.priceGrossHuf) || tie(a, b),
    ),
    used,
  );

  const ownPrices = [...(byKind.get(product.kind) ?? []).map((candidate) => candidate.priceGrossHuf), product.priceGrossHuf];
  const place = position(product.priceGrossHuf, ownPrices);
  const kinds = [...new Set(complements.get(product.kind) ?? [])].filter((kind) => kind !== product.kind);
  const perKind = kinds.map((kind) => {
    const members = byKind.get(kind) ?? [];
    const prices = members.map((candidate) => candidate.priceGrossHuf);
    const distance = new Map(members.map((candidate) => [candidate.id, Math.abs(position(candidate.priceGrossHuf, prices) - place)]));
    return [...members].sort((a, b) => distance.get(a.id)! - distance.get(b.id)! || tie(a, b));
  });
  // Kinds are disjoint and a model has one kind, so one model set serves every kind.
  const complementLists = perKind.map((list) => onePerModel(list, used));
  const complementary: T[] = [];
  for (let round = 0; complementLists.some((list) => round < list.length); round += 1) {
    for (const list of complementLists) if (round < list.length) complementary.push(list[round]!);
  }

  const sameCount = Math.min(sameKind.length, Math.max(Math.ceil(limit / 2), limit - complementary.length));
  return [...sameKind.slice(0, sameCount), ...complementary.slice(0, limit - sameCount)];
}

/**
 * The cart's similar products: each line's (`rankSimilar`, in the cart's order, leaving out every
 * line's model), taken in turn — every line's best, then every line's second, … — each model
 * once, at most `limit`.
 */
export function rankCartSimilar<T extends SimilarCandidate>(
  lines: readonly SimilarSubject[],
  candidates: readonly T[],
  complements: KindComplements,
  limit = CART_SIMILAR_LIMIT,
): T[] {
  const inCart = new Set(lines.map((line) => line.model));
  const lists = lines.map((line) => rankSimilar(line, candidates, complements, { limit, excludeModels: inCart }));
  const seen = new Set<string | number>();
  const picked: T[] = [];
  for (let round = 0; picked.length < limit && lists.some((list) => round < list.length); round += 1) {
    for (const list of lists) {
      const candidate = list[round];
      if (!candidate || seen.has(candidate.model) || picked.length >= limit) continue;
      seen.add(candidate.model);
      picked.push(candidate);
    }
  }
  return picked;
}
