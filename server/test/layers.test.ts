/**
 * The server's layers: one module per engine (cart/, placement/, payment/, …) holds the shop's rules
 * and routes and receives the request as the application layer's `RequestContext` interface (a rule
 * function asks for the parts of it it uses); only `http/` knows Hono, cookies and sockets.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every module a file names: static imports and re-exports (`import type` too) and dynamic `import()`. */
function importsOf(file: string): { specifier: string; target: string; typeOnly: boolean }[] {
  const text = readFileSync(file, 'utf8');
  const found: { specifier: string; target: string; typeOnly: boolean }[] = [];
  const patterns = [
    /^\s*(import|export)\s+(type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const [index, pattern] of patterns.entries()) {
    for (const match of text.matchAll(pattern)) {
      const specifier = index === 0 ? match[3]! : match[1]!;
      const typeOnly = index === 0 && Boolean(match[2]);
      const target = specifier.startsWith('.') ? relative(SRC, resolve(dirname(file), specifier)) : specifier;
      found.push({ specifier, target, typeOnly });
    }
  }
  return found;
}

/** The folders of server/src that are not modules: the transport, the request's types, the database, the messages, the providers' adapters. */
const NOT_MODULES = new Set(['application', 'db', 'http', 'messages', 'payments', 'invoices', 'pickup-points']);
const modules = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_MODULES.has(entry.name))
  .flatMap((entry) => sourceFiles(join(SRC, entry.name)));

describe('server layers', () => {
  it('finds the modules and reads their imports', () => {
    expect(modules.length).toBeGreaterThan(20);
    const orders = importsOf(join(SRC, 'orders', 'view.ts'));
    expect(orders.some((entry) => entry.target === join('application', 'context.js') && entry.typeOnly)).toBe(true);
  });

  it('modules never import the HTTP layer (they receive the request context instead)', () => {
    const offending = modules.flatMap((file) =>
      importsOf(file)
        .filter((entry) => entry.target.split(/[\\/]/)[0] === 'http' || /^(hono|@hono\/)/.test(entry.specifier))
        .map((entry) => `${relative(SRC, file)} imports ${entry.specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('modules depend on the request context as a type only', () => {
    const offending = modules.flatMap((file) =>
      importsOf(file)
        .filter((entry) => entry.target === join('application', 'context.js') && !entry.typeOnly)
        .map((entry) => `${relative(SRC, file)} imports ${entry.specifier} for its values`),
    );
    expect(offending).toEqual([]);
  });

  it('the application layer knows no transport', () => {
    const offending = sourceFiles(join(SRC, 'application')).flatMap((file) =>
      importsOf(file)
        .filter((entry) => entry.target.split(/[\\/]/)[0] === 'http' || /^(hono|@hono\/)/.test(entry.specifier))
        .map((entry) => `${relative(SRC, file)} imports ${entry.specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
