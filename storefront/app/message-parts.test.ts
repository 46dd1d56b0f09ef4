import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPath, MESSAGE_PARTS, type MessagePart, type RouteName, routeTable } from 'otthon';
import { describe, expect, it } from 'vitest';
import { type PageMessagePart, pageMessageParts, SHOP_MESSAGE_PARTS } from './lib/i18n.js';
import table from './message-parts.json';
import { screens } from './screens.js';

/**
 * Which message keys each screen can show, read from the sources: every module a screen's route
 * module and the document (`root.tsx`, with the shell) import, followed through the package's
 * public entries by the names imported, and through `import()` too (what loads on demand renders
 * on the same page). A key counts as used where its text is written (`'cart.close'`) or a
 * template starts it (`` `vat.mode.${mode}` `` uses every `vat.mode.*` key). A screen may use
 * only keys of the core and of its parts, or its first render throws (or shows a key) because
 * its part is not loaded.
 */
const app = dirname(fileURLToPath(import.meta.url));
const src = resolve(app, '../../src');
const entries: Record<string, string> = {
  otthon: join(src, 'index.ts'),
  'otthon/components': join(src, 'components/index.ts'),
  'otthon/core': join(src, 'core/index.ts'),
};

const keysIn = (file: string) => Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object);
const catalogue = (piece: 'core' | MessagePart) => keysIn(join(src, 'i18n/messages', piece === 'core' ? 'en.json' : `en.${piece}.json`));
const shopCatalogue = (piece: 'core' | (typeof SHOP_MESSAGE_PARTS)[number]) => keysIn(join(app, 'i18n', piece === 'core' ? 'en.json' : `en.${piece}.json`));
/** Each message key's piece: `core` (the package's or the shop's), else the part it loads with. */
const partOfKey = new Map<string, 'core' | PageMessagePart>();
for (const piece of ['core', ...MESSAGE_PARTS] as const) for (const key of catalogue(piece)) partOfKey.set(key, piece);
for (const piece of ['core', ...SHOP_MESSAGE_PARTS] as const) for (const key of shopCatalogue(piece)) partOfKey.set(key, piece);
const allKeys = [...partOfKey.keys()];

const sources = new Map<string, string>();
const read = (file: string) => {
  let text = sources.get(file);
  if (text === undefined) sources.set(file, (text = readFileSync(file, 'utf8')));
  return text;
};

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.js$/, '');
  return [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts')].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** The module of each name an entry (or a module it re-exports whole) exports. */
const exportsOf = new Map<string, Map<string, string>>();
function exportedNames(file: string): Map<string, string> {
  let names = exportsOf.get(file);
  if (names) return names;
  names = new Map();
  exportsOf.set(file, names);
  const text = read(file);
  for (const [, list = '', specifier = ''] of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(\.[^']+)'/g)) {
    const target = resolveRelative(file, specifier);
    if (!target) continue;
    for (const item of list.split(',')) {
      const [original = '', alias = original] = item
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((part) => part.trim());
      if (original) names.set(alias, target);
    }
  }
  for (const [, specifier = ''] of text.matchAll(/export\s+\*\s+from\s+'(\.[^']+)'/g)) {
    const target = resolveRelative(file, specifier);
    if (target) for (const [name, module] of exportedNames(target)) names.set(name, module);
  }
  return names;
}

/** The modules a module imports for its code (type-only imports left out). */
function importsOf(file: string): string[] {
  const text = read(file);
  const found: string[] = [];
  for (const [, typeOnly, clause = '', specifier = ''] of text.matchAll(/(?:import|export)\s+(type\s+)?(?:([\w\s{},*]+?)\s+from\s+)?'([^']+)'/g)) {
    if (typeOnly) continue;
    if (specifier.startsWith('.')) {
      const target = resolveRelative(file, specifier);
      if (target) found.push(target);
      continue;
    }
    const entry = entries[specifier];
    if (!entry) continue;
    const names = /\{([^}]*)\}/.exec(clause)?.[1]?.split(',') ?? [];
    for (const item of names) {
      if (/^\s*type\s/.test(item)) continue;
      const name = item.split(/\s+as\s+/)[0]?.trim();
      const target = name ? exportedNames(entry).get(name) : undefined;
      if (target) found.push(target);
    }
  }
  for (const [, specifier = ''] of text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)) {
    const target = resolveRelative(file, specifier);
    if (target) found.push(target);
  }
  return found.filter((target) => !target.endsWith('.json'));
}

function reachable(start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file));
  }
  return seen;
}

/** The keys a module's text names, with the module, by key. */
function keysUsed(files: Iterable<string>): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of files) {
    const text = read(file);
    for (const [, key = ''] of text.matchAll(/['"`]([a-zA-Z]+\.[\w.-]+)['"`]/g)) if (partOfKey.has(key)) used.set(key, file);
    for (const [, prefix = ''] of text.matchAll(/`([a-zA-Z]+\.[\w.-]*)\$\{/g)) {
      for (const key of allKeys) if (key.startsWith(prefix)) used.set(key, file);
    }
  }
  return used;
}

const documentModules = reachable(join(app, 'root.tsx'));
const screenNames = Object.keys(screens) as RouteName[];

/** The parts a screen's keys are in, with one key and its module for each. */
function partsUsedBy(name: RouteName): Map<PageMessagePart, string> {
  const file = screens[name];
  const modules = new Set([...documentModules, ...(file ? reachable(join(app, file)) : [])]);
  const used = new Map<PageMessagePart, string>();
  for (const [key, module] of keysUsed(modules)) {
    const part = partOfKey.get(key);
    if (part && part !== 'core' && !used.has(part)) used.set(part, `${key} (${module.slice(resolve(app, '../..').length + 1)})`);
  }
  return used;
}

describe('the message parts each screen loads (message-parts.json)', () => {
  it('name screens of the route table and parts of the package or the shop only', () => {
    const names = new Set<string>(routeTable.map((route) => route.name));
    for (const [name, parts] of Object.entries(table)) {
      expect(names.has(name), name).toBe(true);
      for (const part of parts) expect([...MESSAGE_PARTS, ...SHOP_MESSAGE_PARTS] as readonly string[], `${name}: ${part}`).toContain(part);
    }
  });

  it('leave the document and the shell (every page’s first render) to the core', () => {
    const parts = [...keysUsed(documentModules)].filter(([key]) => partOfKey.get(key) !== 'core').map(([key, module]) => `${key} in ${module}`);
    expect(parts).toEqual([]);
  });

  it('are exactly the parts of the keys each screen’s modules use: none missing, none loaded for nothing', () => {
    const wrong: string[] = [];
    for (const name of screenNames) {
      const used = partsUsedBy(name);
      const loaded = new Set((table as Partial<Record<string, readonly string[]>>)[name] ?? []);
      for (const [part, example] of used) if (!loaded.has(part)) wrong.push(`${name} shows "${part}" messages without loading them: ${example}`);
      for (const part of loaded) if (!(used as Map<string, string>).has(part)) wrong.push(`${name} loads the "${part}" messages, which it does not show`);
    }
    expect(wrong).toEqual([]);
  });

  it('are found for a page by its path, in both languages', () => {
    expect(pageMessageParts(buildPath('cart-data', 'hu'))).toEqual(['checkout', 'orders']);
    expect(pageMessageParts(buildPath('cart-data', 'en'))).toEqual(['checkout', 'orders']);
    expect(pageMessageParts(buildPath('withdrawal', 'en'))).toEqual(['withdrawal']);
    expect(pageMessageParts(buildPath('auth-login', 'hu'))).toEqual(['account', 'customer']);
    expect(pageMessageParts(buildPath('contact', 'en'))).toEqual(['pages']);
    expect(pageMessageParts('/')).toEqual([]);
    expect(pageMessageParts(buildPath('cart', 'hu'))).toEqual([]);
  });

  it('see a screen’s keys through the package’s entries (the check itself finds what it looks for)', () => {
    expect([...partsUsedBy('cart-data').keys()]).toContain('checkout');
    expect([...partsUsedBy('withdrawal').keys()]).toContain('withdrawal');
    expect([...partsUsedBy('auth-login').keys()]).toContain('account');
    expect([...partsUsedBy('auth-login').keys()]).toContain('customer');
    expect([...partsUsedBy('checkout-offer-offer_hash').keys()]).toEqual(['orders']);
    expect(partsUsedBy('index').size).toBe(0);
  });
});
