import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const packageSource = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * The shop assembles the package through its public names only, exactly as another project would
 * after `npm install otthon`; in this repository those names resolve to the package's sources.
 */
export const packageAliases = {
  'otthon/components': packageSource('components/index.ts'),
  'otthon/styles.css': packageSource('styles.css'),
  'otthon/tailwind': packageSource('tailwind/preset.ts'),
  otthon: packageSource('index.ts'),
};

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
  build: { target: 'es2022' },
});
