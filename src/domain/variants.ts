/**
 * Colour and fabric variants: a model sold in several colours is several products (each with its
 * own pictures, price, stock and address) sharing one model key. Every colour stays its own
 * product in listings (requirements §3.8); its siblings show as swatches.
 * The server and the mock shop build the swatch lists with these two functions, so both answer
 * the same order and the same cut.
 */

/** How many swatches a product card shows at most; the rest are counted as "+N". */
export const CARD_SWATCH_LIMIT = 4;

/**
 * A model's colours in the order the shop shows them: the model's first product (lowest id)
 * first, then its later colours as they were added. `[]` for a product sold in one colour only,
 * so a lone product shows no swatches.
 */
export function orderVariants<T extends { id: number }>(members: readonly T[]): T[] {
  if (members.length < 2) return [];
  return [...members].sort((a, b) => a.id - b.id);
}

/**
 * The swatches a product card shows: the model's colours in order, at most `limit`, and the
 * card's own colour always among them (it takes the last place when it would fall outside).
 */
export function cardSwatches<T extends { id: number }>(members: readonly T[], currentId: number, limit = CARD_SWATCH_LIMIT): T[] {
  const ordered = orderVariants(members);
  if (ordered.length <= limit) return ordered;
  const head = ordered.slice(0, limit);
  if (head.some((member) => member.id === currentId)) return head;
  const own = ordered.find((member) => member.id === currentId);
  return own ? [...head.slice(0, limit - 1), own] : head;
}
