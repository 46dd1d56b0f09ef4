import { LOCALES, pathPrefix } from 'otthon';
import { PRIVATE_SCREENS } from '../lib/indexing.js';
import type { ShopLoaderArgs } from '../lib/load-context.js';

/** `robots.txt`: everything but the API and the personal screens, and where the sitemap is. */
export function loader({ context }: ShopLoaderArgs) {
  const disallowed = new Set(['/api/', '/sanctum/']);
  for (const name of PRIVATE_SCREENS) {
    for (const locale of LOCALES) disallowed.add(pathPrefix(name, locale));
  }
  const body = [
    'User-agent: *',
    ...[...disallowed].sort().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', context.origin).href}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
