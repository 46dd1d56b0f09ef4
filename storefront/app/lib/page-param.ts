/** The page of a paged list from `?page=` (1 when missing or not a page number). */
export function pageParam(search: URLSearchParams): number {
  const value = search.get('page');
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
