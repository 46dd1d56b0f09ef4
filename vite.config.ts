/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';
import dts from 'vite-plugin-dts';
import { precompileMessages } from './src/i18n/precompile.js';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/** The package's public entries; `package.json#exports` points at what these emit. */
export const entries = {
  index: src('index.ts'),
  core: src('core/index.ts'),
  components: src('components/index.ts'),
  contract: src('contract/index.ts'),
  msw: src('msw/index.ts'),
  tailwind: src('tailwind/preset.ts'),
  testing: src('testing/index.ts'),
  // `otthon/styles.css`: a CSS-only entry (needs cssCodeSplit).
  styles: src('styles.css'),
};

/**
 * The message catalogues ship as JSON beside the declarations: `i18n/messages.d.ts` types its keys
 * with `typeof import('./messages/en.json')`, which must resolve for consumers' type checks.
 */
const shipMessageCatalogues = (): Plugin => ({
  name: 'otthon:ship-message-catalogues',
  apply: 'build',
  generateBundle() {
    const dir = new URL('./src/i18n/messages/', import.meta.url);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      this.emitFile({ type: 'asset', fileName: `i18n/messages/${file}`, source: readFileSync(new URL(file, dir)) });
    }
  },
});

/** Packages whose modules run only in a browser-side React tree (hooks, context, event handlers). */
const clientLibrary = /^(react|react-dom|swr|react-aria|react-stately|react-hook-form)(\/|$)|^@radix-ui\//;

/**
 * `"use client"` at the top of every module of `hooks/` and `components/` that uses React, so React
 * Server Components (Next.js App Router) treat them as client references: a layout may render
 * `<ShopProvider>`, and a Server Component may import `createApiClient` from `otthon` without
 * loading SWR. Bundlers drop module-level directives of the sources, so the build writes it into
 * each emitted module; `otthon/core` and the modules it imports never get it.
 */
export function clientDirective(chunk: { facadeModuleId: string | null; imports: readonly string[] }): string {
  const id = chunk.facadeModuleId ?? '';
  const inClientLayer = /\/src\/(hooks|components)\//.test(id);
  return inClientLayer && chunk.imports.some((imported) => clientLibrary.test(imported)) ? '"use client";' : '';
}

/**
 * A declaration importing a JSON catalogue (`MessageKey = keyof typeof en`) compiles only under
 * `moduleResolution: bundler`: node16 wants `resolveJsonModule` (TS2732), nodenext an import
 * attribute (TS1543), and without the file the keys fall back to `string | number | symbol`. The
 * shipped declaration declares the catalogue's shape in place of the import, so every resolution
 * reads the same keys.
 */
function inlineJsonImports(filePath: string, content: string): string {
  return content.replace(/^import \{ default as (\w+) \} from '(\.[^']+\.json)';$/gm, (_line, name: string, path: string) => {
    const source = join(src(''), relative(fileURLToPath(new URL('./dist/', import.meta.url)), dirname(filePath)), path);
    const json = JSON.parse(readFileSync(source, 'utf8')) as Record<string, unknown>;
    const fields = Object.keys(json).map((key) => `    readonly ${JSON.stringify(key)}: string;`);
    return `declare const ${name}: {\n${fields.join('\n')}\n};`;
  });
}

/**
 * React-free test files that still need a browser document: they read and write `document.cookie`
 * (the client's and the mock's browser path). Every `*.test.tsx` runs in jsdom as well.
 */
const browserTests = ['src/api/client.test.ts', 'src/api/shop-api.test.ts', 'src/domain/cookies.test.ts', 'src/**/*.dom.test.ts'];

/**
 * Browser test files that need a page nothing ran in before: the Select test checks the native
 * control shown until the enhanced one has loaded, which happens once per page. Every other
 * browser test file shares its worker's document and modules with the files before it (the
 * setup file clears the document, cookies and storage after each test): starting jsdom and
 * importing React, Radix and both catalogues for each of 60 files cost three times the tests.
 */
const freshPageTests = ['src/components/select.test.tsx'];

/**
 * How every browser test file runs, shared document or fresh page. The timeout guards against a
 * hang: in CI a checkout test takes 10 s on two cores shared with the browser suites.
 */
const inJsdom = { environment: 'jsdom', setupFiles: ['src/testing/setup.ts'], testTimeout: 40_000, restoreMocks: true } satisfies InlineConfig;

export default defineConfig({
  plugins: [
    shipMessageCatalogues(),
    // The catalogues' modules (`loadMessages`, `messages`) hold the ICU AST, so browsers need no parser.
    precompileMessages({ include: [/\/src\/i18n\/messages\/[a-z]+(?:\.[a-z]+)?\.json$/] }),
    react(),
    tailwindcss(),
    dts({
      entryRoot: 'src',
      include: ['src'],
      exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/testing/{axe,cart-server,form,messages,setup,shop}.ts*', 'src/i18n/precompile.ts'],
      beforeWriteFile: (filePath, content) => ({ content: inlineJsonImports(filePath, content) }),
    }),
  ],
  resolve: {
    alias: {
      // Tests and stories import the package by its public names, as a consumer would.
      'otthon/components': src('components/index.ts'),
      'otthon/core': src('core/index.ts'),
      'otthon/contract': src('contract/index.ts'),
      'otthon/msw': src('msw/index.ts'),
      'otthon/tailwind': src('tailwind/preset.ts'),
      'otthon/testing': src('testing/index.ts'),
      otthon: src('index.ts'),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    minify: false,
    cssCodeSplit: true,
    lib: { entry: entries, formats: ['es'] },
    rollupOptions: {
      external: (id) => externals.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('react/') || id === 'react',
      // One file per module: a consumer's bundler then drops whole modules it does not use
      // (shared chunks would carry unrelated top-level code into every import).
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        assetFileNames: '[name][extname]',
        banner: (chunk) => clientDirective(chunk),
      },
    },
  },
  test: {
    projects: [
      // The package's unit tests in two groups, as their code runs: React-free modules (domain,
      // api, contract, i18n, msw, core) in Node, where starting a file costs little; components,
      // hooks and whatever reads `document` in jsdom. `npm run test:unit` runs both.
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...browserTests],
          environment: 'node',
          // The files of a worker share its modules: importing them again for each file cost
          // more than the tests (40 s of CPU against 15).
          isolate: false,
          // No catalogue is loaded up front: a test that translates loads the language it is
          // about (`await loadMessages('hu')`), as a server does before answering.
          testTimeout: 40_000,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          include: ['src/**/*.test.tsx', ...browserTests],
          exclude: [...configDefaults.exclude, ...freshPageTests],
          ...inJsdom,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom-fresh',
          include: freshPageTests,
          ...inJsdom,
        },
      },
      './server/vitest.config.ts',
    ],
  },
});
