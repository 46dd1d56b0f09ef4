import { localeFromPath, type RouteName } from 'otthon';
import type { HeadersFunction, MetaFunction } from 'react-router';
import { shopTranslator } from './i18n.js';
import { pageMeta } from './seo.js';

/**
 * Screens with the shopper's own data (cart, checkout, orders, account) and one-time pages
 * (login, activation, results): never stored by any cache, not even the browser's, so a page of
 * a logged-out customer cannot be shown again from history or a shared computer's cache.
 */
export const personalHeaders: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** The title of a personal screen (`routes.<name>.title` in the page's language), kept out of search results. */
export function personalMeta(name: RouteName): MetaFunction {
  return ({ matches, location }) =>
    pageMeta(matches, {
      pathname: location.pathname,
      title: shopTranslator(localeFromPath(location.pathname))(`routes.${name}.title`),
      noindex: true,
    });
}
