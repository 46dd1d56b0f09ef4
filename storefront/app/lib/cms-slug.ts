/**
 * The page's CMS slug: its path after the language prefix. The static pages (FAQ, terms,
 * delivery, delivery and payment, company, careers, cookie rules, stocks) and the showroom are
 * CMS pages whose slug is their route's path; the catch-all takes any other path (requirements §2).
 */
export function cmsSlug(pathname: string): string {
  return pathname
    .split('/')
    .filter(Boolean)
    .slice(1)
    .map((segment) => decodeURIComponent(segment))
    .join('/');
}
