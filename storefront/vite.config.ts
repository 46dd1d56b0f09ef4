import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const packageSource = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * The shop assembles the package through its public names only, exactly as another project would
 * after `npm install otthon`; in this repository those names resolve to the package's sources.
 */
export const packageAliases: Record<string, string> = {
  'otthon/components': packageSource('components/index.ts'),
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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: Object.entries(packageAliases).map(([find, replacement]) => ({
      // Exact names only, so `otthon` never swallows `otthon/components` or `otthon-server`.
      find: new RegExp(`^${find.replace(/[/.]/g, '\\$&')}$`),
      replacement,
    })),
  },
  server: { fs: { allow: ['..'] } },
  optimizeDeps: { include: packageDependencies },
  build: { target: 'es2022' },
});
