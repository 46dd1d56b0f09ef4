/**
 * Runs drizzle-kit with `drizzle-orm` resolved from this workspace: npm installs drizzle-orm under
 * server/node_modules while drizzle-kit is hoisted to the root, where it would not find it.
 * Usage: node scripts/drizzle-kit.mjs generate
 */
import { createRequire, register } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = new URL('../package.json', import.meta.url);
register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
        return next(specifier, { ...context, parentURL: ${JSON.stringify(here.href)} });
      }
      return next(specifier, context);
    }`)}`,
);
const require = createRequire(here);
process.env.NODE_PATH = fileURLToPath(new URL('../node_modules', import.meta.url));
require('node:module').Module._initPaths();
const bin = require.resolve('drizzle-kit').replace(/index\.js$/, 'bin.cjs');
process.argv = [process.argv[0], bin, ...process.argv.slice(2)];
await import(pathToFileURL(bin).href);
