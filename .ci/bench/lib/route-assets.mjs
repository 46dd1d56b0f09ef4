/**
 * The JavaScript a browser loads on the first visit of a page, read from build output instead of
 * a browser: for a Vite page its HTML entry and the static imports (modulepreloads) in
 * `.vite/manifest.json`; for React Router framework mode the entry module, the matched routes'
 * modules and their imports from the client route manifest (`assets/manifest-*.js`), which is what
 * `<Scripts/>` preloads and imports.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router';
import { gzipBytes } from './common.mjs';

/** gzip and raw bytes of files below `dir`, one entry per file (each is its own request). */
export function measureFiles(dir, files) {
  const perFile = [...new Set(files)].map((file) => {
    const contents = readFileSync(join(dir, file));
    return { file, bytes: contents.length, gzip: gzipBytes(contents) };
  });
  perFile.sort((a, b) => b.gzip - a.gzip);
  return {
    files: perFile,
    bytes: perFile.reduce((sum, file) => sum + file.bytes, 0),
    gzip: perFile.reduce((sum, file) => sum + file.gzip, 0),
  };
}

/** A Vite page: the HTML entry's chunk and its static imports, transitively. */
export function vitePageScripts(outDir, htmlEntry = 'index.html') {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(htmlEntry);
  if (seen.size === 0) throw new Error(`vitePageScripts: ${htmlEntry} is not an entry of ${outDir}/.vite/manifest.json`);
  return [...seen].filter((file) => file.endsWith('.js'));
}

/** The client route manifest React Router writes into `build/client/assets/manifest-<version>.js`. */
export function readRouterManifest(clientDir) {
  const assets = join(clientDir, 'assets');
  const candidates = existsSync(assets) ? readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name)) : [];
  if (candidates.length === 0) throw new Error(`readRouterManifest: no React Router manifest in ${assets}`);
  // A stale file can survive a failed build; the newest one is the build's.
  const newest = candidates.map((name) => join(assets, name)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  const text = readFileSync(newest, 'utf8').trim();
  const json = text.replace(/^window\.__reactRouterManifest\s*=\s*/, '').replace(/;\s*$/, '');
  return JSON.parse(json);
}

/**
 * How the server build discovers routes: `lazy` (the default) inlines the matched routes in the
 * HTML; `initial` makes the browser load the whole manifest file as well.
 */
export function routeDiscoveryMode(serverBuildFile) {
  if (!existsSync(serverBuildFile)) return 'lazy';
  const match = /routeDiscovery\s*=\s*(\{[^}]*\})/.exec(readFileSync(serverBuildFile, 'utf8'));
  if (!match) return 'lazy';
  try {
    return JSON.parse(match[1]).mode ?? 'lazy';
  } catch {
    return 'lazy';
  }
}

function routeTree(manifestRoutes) {
  const byParent = new Map();
  for (const route of Object.values(manifestRoutes)) {
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const build = (parentId) =>
    (byParent.get(parentId) ?? []).map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: build(route.id),
    }));
  return build(undefined);
}

/**
 * The scripts a first visit of `pathname` loads in a React Router framework-mode build: the
 * client entry with its imports, then every matched route's module with its imports (root first).
 *
 * @returns {{ routeIds: string[], files: string[] }} files relative to the client directory
 */
export function routerPageScripts(manifest, pathname, { discovery = 'lazy' } = {}) {
  const matches = matchRoutes(routeTree(manifest.routes), pathname) ?? [];
  const routeIds = matches.map((match) => match.route.id);
  const urls = [manifest.entry.module, ...manifest.entry.imports];
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (route.module) urls.push(route.module, ...(route.imports ?? []));
  }
  if (discovery === 'initial') urls.push(manifest.url);
  const files = [...new Set(urls)].filter((url) => url.endsWith('.js')).map((url) => url.replace(/^\//, ''));
  return { routeIds, files };
}

/**
 * The page language's message catalogues: the package's (`loadMessages`) and the storefront's own
 * (`app/i18n/<locale>.json`, when it is a module of its own), each a chunk of its own, so not in the
 * route manifest; the storefront's client entry loads them before hydrating and its server preloads
 * them with the page's scripts, so a first visit loads them too. Found in the client's Vite manifest
 * (`.vite/manifest.json`, which the storefront's build keeps); none without one.
 */
export function messageCatalogueScripts(clientDir, locale) {
  const file = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return [];
  const chunks = Object.values(JSON.parse(readFileSync(file, 'utf8')));
  const source = new RegExp(`(?:^|/)(?:src/i18n/messages|storefront/app/i18n|app/i18n)/${locale}\\.json$`);
  return chunks.filter((chunk) => source.test(chunk.src ?? '')).map((chunk) => chunk.file);
}
