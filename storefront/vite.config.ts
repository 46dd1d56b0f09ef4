import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { precompileMessages } from '../src/i18n/precompile.js';

const packageSource = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * The shop assembles the package through its public names only, exactly as another project would
 * after `npm install otthon`; in this repository those names resolve to the package's sources.
 */
export const packageAliases: Record<string, string> = {
  'otthon/components': packageSource('components/index.ts'),
  'otthon/core': packageSource('core/index.ts'),
  'otthon/styles.css': packageSource('styles.css'),
  'otthon/tailwind': packageSource('tailwind/preset.ts'),
  otthon: packageSource('index.ts'),
};

// The package's own runtime dependencies: Vite's dependency scan does not follow the aliases into
// its sources, so without this list the development server discovers them one page at a time and
// reloads the page each time.
const packageManifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};
const packageDependencies = [
  ...Object.keys(packageManifest.dependencies ?? {}),
  ...Object.keys(packageManifest.peerDependencies ?? {}).filter((name) => !packageManifest.peerDependenciesMeta?.[name]?.optional),
].filter((name) => name !== 'zod');

// Message catalogues arrive compiled to the ICU AST (the package's own, which a published package
// ships compiled, and the shop's), so the ICU parser is left out: it is aliased to its no-parser build.
const catalogues = [/\/src\/i18n\/messages\/[a-z]+(?:\.[a-z]+)?\.json$/, /\/storefront\/app\/i18n\/[a-z]+(?:\.[a-z]+)?\.json$/];

/**
 * The page's message catalogues (the package's core and the shop's own, one module each per
 * language, and the package's parts its screen shows) download with the page's other scripts
 * instead of after them: the server build (which runs after the client build) reads the client's
 * Vite manifest for the files of each language's catalogues and parts, and `root.tsx` preloads the
 * page's (`import.meta.env.MESSAGE_CATALOGUES`).
 */
function messageCatalogueFiles(): Plugin {
  return {
    name: 'otthon:message-catalogue-files',
    config(config, { isSsrBuild }) {
      if (!isSsrBuild || !config.build?.outDir) return undefined;
      const manifestFile = resolve(config.root ?? process.cwd(), config.build.outDir, '../client/.vite/manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; src?: string }>;
      // By language, then by piece: `core` (the package's core and the shop's own), or a part's name.
      const files: Record<string, Record<string, string[]>> = {};
      for (const chunk of Object.values(manifest)) {
        const match = /(?:^|\/)(?:src\/i18n\/messages|app\/i18n)\/([a-z]+)(?:\.([a-z]+))?\.json$/.exec(chunk.src ?? '');
        if (!match?.[1]) continue;
        ((files[match[1]] ??= {})[match[2] ?? 'core'] ??= []).push(`/${chunk.file}`);
      }
      return { define: { 'import.meta.env.MESSAGE_CATALOGUES': JSON.stringify(files) } };
    },
  };
}

/**
 * What every page's first load needs — the shop's shell (header, footer, cookie banner, cart panel
 * trigger, the 404 screen, what every route change does) and the shop's own libraries, with what
 * they use — goes into one browser chunk (`shell`) instead of dozens of small chunks split by which
 * routes also use them: the same code arrives in far fewer files, and one file compresses better
 * than many (gzip starts afresh in each). The group is seeded with the shop's own modules only and
 * takes what they really use after tree-shaking, so a hook or domain rule that only some screens
 * use (the checkout's) stays with those screens, and what loads on demand stays on demand.
 */
function shellChunk(): Plugin {
  const seeds = /\/storefront\/app\/(?:shell|lib)\//;
  return {
    name: 'otthon:shell-chunk',
    config(_config, { isSsrBuild }) {
      if (isSsrBuild) return undefined;
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: (id: string) => (seeds.test(id) ? 'shell' : null) }] } },
          },
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [precompileMessages({ include: catalogues }), tailwindcss(), reactRouter(), messageCatalogueFiles(), shellChunk()],
  resolve: {
    alias: [
      ...Object.entries(packageAliases).map(([find, replacement]) => ({
        // Exact names only, so `otthon` never swallows `otthon/components` or `otthon-server`.
        find: new RegExp(`^${find.replace(/[/.]/g, '\\$&')}$`),
        replacement,
      })),
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  server: { fs: { allow: ['..'] } },
  optimizeDeps: { include: packageDependencies },
  // The client's Vite manifest stays (in build/client/.vite, which the host does not serve) for messageCatalogueFiles.
  build: { target: 'es2022', manifest: true },
});
