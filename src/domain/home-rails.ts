/** How many products one product rail of the home page shows. */
export const HOME_RAIL_SIZE = 8;

/** How many of the newest blog posts the home page shows. */
export const HOME_RECENT_POSTS = 4;

/**
 * The home page's product rails in the order the page shows them (`Home`'s `best_products`,
 * `discounted_products`, `newest_products`, `popular_products`): an earlier rail keeps its products.
 */
export const HOME_RAILS = ['best', 'discounted', 'newest', 'popular'] as const;
export type HomeRail = (typeof HOME_RAILS)[number];

/**
 * How many candidates to ask for per rail so that each can still fill `size` places after the rails
 * before it took theirs: every earlier rail can take at most `size` of them.
 */
export function homeRailCandidates(railIndex: number, size = HOME_RAIL_SIZE): number {
  return size * (railIndex + 1);
}

/**
 * The home page's product rails, each from its own candidates in its own order, with no product on
 * two rails: in the page's `order`, a rail skips what an earlier rail already shows and takes the
 * next candidates instead (so "Our best products" and "Popular right now" never repeat each
 * other). A rail short of candidates stays shorter rather than repeat a product.
 *
 * @example
 * distinctRails({ best, popular }, ['best', 'popular']) // popular without the best ones
 */
export function distinctRails<Key extends string, Item extends { id: number }>(
  candidates: Readonly<Record<Key, readonly Item[]>>,
  order: readonly Key[],
  size = HOME_RAIL_SIZE,
): Record<Key, Item[]> {
  const shown = new Set<number>();
  const rails = {} as Record<Key, Item[]>;
  for (const key of order) {
    const rail: Item[] = [];
    for (const item of candidates[key]) {
      if (rail.length === size) break;
      if (shown.has(item.id)) continue;
      shown.add(item.id);
      rail.push(item);
    }
    rails[key] = rail;
  }
  return rails;
}
