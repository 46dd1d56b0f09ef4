import type { PaginationMeta } from 'otthon/contract';

/** The contract's page meta: `from`/`to` are 1-based positions of the page's first and last item, null on an empty page. */
export function pageMeta(page: number, perPage: number, total: number, itemsOnPage: number): PaginationMeta {
  const offset = (page - 1) * perPage;
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from: itemsOnPage ? offset + 1 : null,
    to: itemsOnPage ? offset + itemsOnPage : null,
  };
}
