import { useRouteLoaderData } from 'react-router';
import { useNonce } from './request-info.js';

/** Structured data for search engines: one `application/ld+json` block with this response's nonce. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  // `<` escaped: text inside the block can never close the script element.
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's raw text; every `<` is escaped above
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The shop's public origin (the root loader's), for the absolute addresses structured data needs. */
export function useShopOrigin(): string {
  const root = useRouteLoaderData('root') as { origin?: string } | undefined;
  return root?.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

/** A `BreadcrumbList` of the trail to a page (home first, the page itself last). */
export function breadcrumbList(origin: string, items: ReadonlyArray<{ name: string; path: string }>): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: new URL(item.path, origin || 'http://localhost').href,
    })),
  };
}
