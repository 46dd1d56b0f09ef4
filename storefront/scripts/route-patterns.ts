import { LOCALES, routerPattern, routeTable } from 'otthon';

/**
 * The source of app/route-patterns.ts: every route of the package's table in both languages as a
 * React Router pattern. React Router evaluates app/routes.ts with a resolver that knows nothing of
 * the package's names, so the patterns are written out once instead of imported there.
 */
export function routePatternsSource(): string {
  const rows = routeTable.flatMap(({ name }) =>
    LOCALES.map((locale) => `  { name: '${name}', locale: '${locale}', pattern: '${routerPattern(name, locale)}' },`),
  );
  return [
    '// Written by `npm run routes -w storefront` from the route table of `otthon` (requirements §2); a test',
    '// fails when it is out of date. Do not edit by hand.',
    "import type { Locale, RouteName } from 'otthon';",
    '',
    'export const routePatterns: ReadonlyArray<{ name: RouteName; locale: Locale; pattern: string }> = [',
    ...rows,
    '];',
    '',
  ].join('\n');
}
