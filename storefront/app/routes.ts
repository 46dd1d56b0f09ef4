import { route, type RouteConfig } from '@react-router/dev/routes';
import { routePatterns } from './route-patterns.js';
import { ROOT_HOME_ID, routeId, screens } from './screens.js';

const screenRoutes = routePatterns.flatMap(({ name, locale, pattern }) => {
  const file = screens[name];
  return file === null ? [] : [route(pattern, file, { id: routeId(name, locale) })];
});

export default [
  // Spec §2: the home is also served at `/`, in Hungarian.
  route('/', screens.index, { id: ROOT_HOME_ID }),
  ...screenRoutes,
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  // Paths outside both languages: 404 with the error screen.
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
