import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alternatePath, buildPath, localeFromPath, matchPath, routeTable, type RouteSpec } from '../i18n/routes.js';
import { LOCALES, type Locale } from './constants.js';

// The route table lives in i18n; its path rules are domain rules of requirements §2, checked here with the
// other domain properties.
const build = buildPath as unknown as (name: string, locale: Locale, params?: object) => string;
const routes = routeTable as readonly RouteSpec[];
const locale = fc.constantFrom(...LOCALES);
const otherLocale = (current: Locale): Locale => (current === 'hu' ? 'en' : 'hu');

/** Any non-empty slug text: Hungarian letters, spaces, `%`, `?`, `#`, `/` inside one segment, any script. */
const segment = fc.oneof(
  fc.stringMatching(/^[a-z0-9áéíóöőúüű]+(-[a-z0-9áéíóöőúüű]+)*$/),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  fc.string({ unit: fc.constantFrom('a', 'ő', '-', '?', '#', '%', ' ', '/', '.', '&', '=', '+'), minLength: 1, maxLength: 8 }),
);
const segments = fc.array(segment, { minLength: 1, maxLength: 4 });

const paramNames = (route: RouteSpec) => [...route.paths.en.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** Random values for a route's params: segment lists for multi-segment params, one text otherwise. */
function paramsFor(route: RouteSpec): fc.Arbitrary<Record<string, string | string[]>> {
  const shape: Record<string, fc.Arbitrary<string | string[]>> = {};
  for (const name of paramNames(route)) shape[name] = route.multi?.includes(name) ? segments : segment;
  return fc.record(shape);
}

const routeWithParams = (filter: (route: RouteSpec) => boolean) =>
  fc.constantFrom(...routes.filter(filter)).chain((route) => fc.tuple(fc.constant(route), paramsFor(route), locale));

const suffix = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^[a-z0-9=&]{0,12}$/).map((query) => `?${query}`),
  fc.stringMatching(/^[a-z0-9-]{0,8}$/).map((hash) => `#${hash}`),
);

describe('buildPath and matchPath as properties (requirements §2)', () => {
  it('match every built path back to its route, language and params, for random slugs in both languages', () => {
    fc.assert(
      fc.property(
        routeWithParams((route) => !route.catchAll),
        ([route, params, lang]) => {
          const path = build(route.name, lang, params);
          expect(matchPath(path)).toEqual({ name: route.name, locale: lang, params });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('give a CMS page its path unless a more specific screen has that same path (the catch-all comes last)', () => {
    fc.assert(
      fc.property(segments, locale, (pageSlug, lang) => {
        const path = build('page_slug', lang, { page_slug: pageSlug });
        const match = matchPath(path)!;
        expect(match.locale).toBe(lang);
        if (match.name === 'page_slug') expect(match.params).toEqual({ page_slug: pageSlug });
        // Fixed parts of a route compare case-insensitively, so `/hu/KOSAR` is the cart.
        else expect(build(match.name, match.locale, match.params).toLowerCase()).toBe(path.toLowerCase());
      }),
    );
  });

  it('match fixed parts of a path in any letter case, as the router does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...routes.filter((route) => paramNames(route).length === 0)),
        locale,
        fc.infiniteStream(fc.boolean()),
        (route, lang, upper) => {
          const path = build(route.name, lang);
          const mixed = [...path].map((char) => (upper.next().value ? char.toUpperCase() : char)).join('');
          expect(matchPath(mixed)).toEqual({ name: route.name, locale: lang, params: {} });
        },
      ),
    );
  });

  it('build paths that stay in their language and never leave a raw ?, # or empty segment', () => {
    fc.assert(
      fc.property(
        routeWithParams(() => true),
        ([route, params, lang]) => {
          const path = build(route.name, lang, params);
          expect(localeFromPath(path)).toBe(lang);
          expect(path.startsWith(`/${lang}`)).toBe(true);
          expect(path).not.toMatch(/[?#]|\/\/|\/$/);
        },
      ),
    );
  });

  it('switch language to the same screen with the same params when no param is a translated slug, keeping query and hash', () => {
    fc.assert(
      fc.property(
        routeWithParams((route) => !route.translated),
        suffix,
        ([route, params, lang], tail) => {
          const target = otherLocale(lang);
          expect(alternatePath(`${build(route.name, lang, params)}${tail}`, target)).toBe(`${build(route.name, target, params)}${tail}`);
        },
      ),
    );
  });

  it('switch language to the other language’s slugs when given, else to the nearest listing', () => {
    fc.assert(
      fc.property(
        routeWithParams((route) => Boolean(route.translated) && !route.catchAll),
        segments,
        ([route, params, lang], otherSlugs) => {
          const target = otherLocale(lang);
          const path = build(route.name, lang, params);
          const translated = Object.fromEntries((route.translated ?? []).map((name) => [name, otherSlugs]));
          expect(alternatePath(path, target, translated)).toBe(build(route.name, target, { ...params, ...translated }));
          expect(alternatePath(path, target)).toBe(build(route.fallback ?? 'index', target));
        },
      ),
    );
  });
});
