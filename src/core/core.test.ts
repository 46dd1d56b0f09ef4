// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as core from './index.js';
import * as root from '../index.js';

const src = fileURLToPath(new URL('..', import.meta.url));

/** Run-time imports of a source file: `import type` and `export type` lines are erased by the build. */
function runtimeSpecifiers(source: string): string[] {
  const patterns = [
    /\bimport\s+(?!type\s)(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bexport\s+(?!type\s)(?:[\w*{}\s,$]+)\s+from\s+['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

/** Every package the modules reachable from `entry` load at run time, with the module that loads it. */
function runtimeGraph(entry: string): { modules: string[]; packages: Map<string, string> } {
  const modules = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    if (file.endsWith('.json')) continue;
    for (const specifier of runtimeSpecifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) queue.push(resolve(dirname(file), specifier).replace(/\.js$/, '.ts'));
      else packages.set(specifier, relative(src, file));
    }
  }
  return { modules: [...modules].map((file) => relative(src, file)), packages };
}

describe('otthon/core', () => {
  it('loads no React, SWR, zod or msw, so servers and React Server Components can import it', () => {
    const { modules, packages } = runtimeGraph(resolve(src, 'core/index.ts'));
    const forbidden = [...packages].filter(([name]) => /^(react|react-dom|swr|zod|msw)(\/|$)|^@radix-ui\/|^react-/.test(name));
    expect(forbidden).toEqual([]);
    // Of the contract, only the calls' addresses, a module without imports.
    expect(modules.filter((module) => /^(hooks|components|contract|msw)\//.test(module) && module !== 'contract/paths.ts')).toEqual([]);
    expect(modules).toContain('contract/paths.ts');
  });

  it('is part of the otthon entry, next to the hooks', () => {
    const missing = Object.keys(core).filter((name) => !(name in root));
    expect(missing).toEqual([]);
    expect(Object.keys(root)).toEqual(expect.arrayContaining(['ShopProvider', 'useCart', 'createApiClient', 'serializeShopKey']));
  });

  it('exports the client, the rules, the routes, the messages and the cache keys', () => {
    const api = core.createShopApi(core.createApiClient({ origin: 'https://shop.example', locale: 'en' }));
    expect(typeof api.cart).toBe('function');
    expect(core.formatMoney(12700, 'HUF')).toBe('12\u00a0700\u00a0Ft');
    expect(core.buildPath('cart', 'hu')).toBe('/hu/kosar');
    expect(core.serializeShopKey(core.shopKey('cart', 'hu', 'HUF'))).toBe('@"otthon","cart","hu","HUF",');
  });
});
