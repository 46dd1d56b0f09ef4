import { LOCALES, routeTable } from 'otthon';
import { describe, expect, it } from 'vitest';
import routes from './routes.js';
import { ROOT_HOME_ID, routeId, screens } from './screens.js';

const byId = new Map(routes.map((route) => [route.id, route]));

describe('the route config built from the route table', () => {
  it('gives every route a unique id, as React Router requires', () => {
    const ids = routes.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('registers every built screen in both languages at the path of the table (requirements §2)', () => {
    for (const route of routeTable) {
      const { name, paths } = route;
      const multi: readonly string[] = 'multi' in route ? route.multi : [];
      for (const locale of LOCALES) {
        const registered = byId.get(routeId(name, locale));
        if (screens[name] === null) {
          expect(registered, `${name} (${locale}) is not built yet`).toBeUndefined();
          continue;
        }
        expect(registered?.file).toBe(screens[name]);
        // A multi-segment param is React Router's splat; the others are named params.
        expect(registered?.path).toBe(paths[locale].replace(/\{(\w+)\}/g, (_, param: string) => (multi.includes(param) ? '*' : `:${param}`)));
      }
    }
  });

  it('serves the Hungarian home at / as well (requirements §2)', () => {
    expect(byId.get(ROOT_HOME_ID)).toMatchObject({ path: '/', file: screens.index });
  });

  it('shares one module per screen type between the two languages', () => {
    expect(byId.get(routeId('faq', 'hu'))?.file).toBe(byId.get(routeId('faq', 'en'))?.file);
    expect(byId.get(routeId('page_slug', 'hu'))?.file).toBe('routes/cms-page.tsx');
  });

  it('answers sitemap.xml and robots.txt, and sends paths outside both languages to the 404 route', () => {
    expect(byId.get('sitemap')?.path).toBe('sitemap.xml');
    expect(byId.get('robots')?.path).toBe('robots.txt');
    expect(routes.at(-1)).toMatchObject({ id: 'not-found', path: '*' });
  });
});
