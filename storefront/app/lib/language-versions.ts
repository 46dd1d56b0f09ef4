import type { Locale } from 'otthon';
import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isScreenData } from './screen-data.js';
import { languageVersions } from './seo.js';

/**
 * The current page in every language (requirements §2 language switch: the same page in the other
 * language), using the other language's slugs the screen's loader found, query and hash kept.
 */
export function useLanguageVersions(): Record<Locale, string> {
  const location = useLocation();
  const matches = useMatches();
  return useMemo(() => {
    const screen = matches.at(-1)?.loaderData;
    const alternates = isScreenData(screen) ? screen.alternates : undefined;
    const versions = languageVersions(location.pathname, alternates);
    const suffix = `${location.search}${location.hash}`;
    return Object.fromEntries(Object.entries(versions).map(([locale, path]) => [locale, `${path}${suffix}`])) as Record<Locale, string>;
  }, [location.pathname, location.search, location.hash, matches]);
}
