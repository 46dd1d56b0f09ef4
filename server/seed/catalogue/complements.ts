/**
 * What goes with each kind of piece: a leaf category's key → the keys of the leaf categories that
 * complement it, most fitting first. The similar products of a product page and of the cart
 * (`rankSimilar` in `otthon/core`) suggest, after other models of the same kind, products of these
 * kinds; a kind missing here suggests its own kind only. Shop data, like the category tree.
 */
export const COMPLEMENTS: Readonly<Record<string, readonly string[]>> = {
  sofas: ['cushions', 'throws', 'coffee-tables', 'rugs', 'floor-lamps'],
  armchairs: ['cushions', 'throws', 'poufs', 'floor-lamps', 'rugs'],
  'coffee-tables': ['rugs', 'vases', 'candle-holders', 'sofas'],
  'tv-stands': ['wall-shelves', 'rugs', 'table-lamps', 'picture-frames'],
  poufs: ['armchairs', 'cushions', 'throws', 'rugs'],
  beds: ['bedding', 'nightstands', 'mattresses', 'throws', 'rugs'],
  mattresses: ['beds', 'bedding'],
  nightstands: ['table-lamps', 'beds', 'wall-clocks', 'picture-frames'],
  wardrobes: ['chests-of-drawers', 'mirrors'],
  'chests-of-drawers': ['mirrors', 'table-lamps', 'vases', 'picture-frames'],
  'dining-tables': ['chairs', 'sideboards', 'pendant-lights', 'candle-holders', 'vases'],
  chairs: ['dining-tables', 'cushions', 'pendant-lights'],
  'bar-stools': ['pendant-lights', 'cushions'],
  'display-cabinets': ['sideboards', 'vases', 'candle-holders'],
  sideboards: ['dining-tables', 'vases', 'candle-holders', 'mirrors', 'table-lamps'],
  desks: ['office-chairs', 'table-lamps', 'bookcases', 'wall-shelves'],
  'office-chairs': ['desks', 'table-lamps', 'rugs'],
  bookcases: ['wall-shelves', 'floor-lamps', 'picture-frames', 'vases'],
  'wall-shelves': ['vases', 'picture-frames', 'candle-holders', 'bookcases'],
  'garden-sets': ['parasols', 'planters', 'cushions', 'sun-loungers'],
  'sun-loungers': ['parasols', 'planters', 'throws'],
  parasols: ['garden-sets', 'sun-loungers'],
  planters: ['garden-sets', 'vases'],
  rugs: ['sofas', 'coffee-tables', 'cushions', 'throws'],
  cushions: ['throws', 'rugs', 'curtains'],
  curtains: ['cushions', 'rugs', 'throws'],
  throws: ['cushions', 'rugs', 'bedding'],
  bedding: ['throws', 'cushions', 'mattresses'],
  'pendant-lights': ['dining-tables', 'wall-lights'],
  'floor-lamps': ['armchairs', 'sofas', 'table-lamps'],
  'table-lamps': ['nightstands', 'desks', 'floor-lamps'],
  'wall-lights': ['mirrors', 'pendant-lights'],
  mirrors: ['wall-lights', 'chests-of-drawers', 'picture-frames'],
  vases: ['candle-holders', 'picture-frames', 'sideboards'],
  'wall-clocks': ['picture-frames', 'mirrors'],
  'candle-holders': ['vases', 'picture-frames'],
  'picture-frames': ['wall-clocks', 'mirrors', 'vases'],
};

/**
 * The complements by category id, resolved from `COMPLEMENTS` by key over the given categories
 * (a key they lack is left out, so a smaller tree still resolves).
 */
export function complementIds(categories: readonly { id: number; key: string }[]): Map<number, number[]> {
  const idOf = new Map(categories.map((category) => [category.key, category.id]));
  const ids = (keys: readonly string[]) => keys.flatMap((key) => (idOf.has(key) ? [idOf.get(key)!] : []));
  return new Map(Object.entries(COMPLEMENTS).flatMap(([key, others]) => (idOf.has(key) ? [[idOf.get(key)!, ids(others)] as [number, number[]]] : [])));
}
