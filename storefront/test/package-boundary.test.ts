import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const storefront = fileURLToPath(new URL('..', import.meta.url));
const SCANNED = ['app', 'host', 'e2e', 'scripts', 'test'];
const PUBLIC_NAMES = new Set(['otthon', 'otthon/core', 'otthon/components', 'otthon/styles.css', 'otthon/tailwind']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier a file imports: static, dynamic and re-exports, and CSS `@import`s. */
export function importedSpecifiers(source: string): string[] {
  const patterns = [
    /(?<!@)\bimport\s+(?:type\s+)?(?:[\w*{}\s,]+\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bexport\s+(?:type\s+)?(?:[\w*{}\s,]+)\s+from\s+['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /@import\s+['"]([^'"]+)['"]/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

/** Why a specifier breaks the package boundary, or null when it is fine. */
export function boundaryViolation(specifier: string, file: string): string | null {
  if (specifier === 'otthon' || specifier.startsWith('otthon/')) {
    return PUBLIC_NAMES.has(specifier) ? null : `"${specifier}" is not a public entry of the package`;
  }
  if (specifier.startsWith('.')) {
    const target = resolve(file, '..', specifier);
    if (relative(storefront, target).startsWith('..')) return `"${specifier}" reaches outside the storefront`;
  }
  if (specifier.startsWith('/') || (/(^|\/)src\//.test(specifier) && !specifier.startsWith('.'))) {
    return `"${specifier}" is a path into another folder`;
  }
  return null;
}

describe('the storefront uses the package as another project would', () => {
  it('imports the package only through otthon, otthon/core, otthon/components, otthon/styles.css and otthon/tailwind', () => {
    const violations = SCANNED.flatMap((folder) => sourceFiles(join(storefront, folder))).flatMap((file) =>
      importedSpecifiers(readFileSync(file, 'utf8'))
        .map((specifier) => boundaryViolation(specifier, file))
        .filter((reason): reason is string => reason !== null)
        .map((reason) => `${relative(storefront, file)}: ${reason}`),
    );
    expect(violations).toEqual([]);
  });

  it('reports a deep import, a private entry and a relative path into the package as violations', () => {
    const file = join(storefront, 'app/root.tsx');
    expect(boundaryViolation('otthon/hooks', file)).toMatch(/not a public entry/);
    expect(boundaryViolation('otthon/contract', file)).toMatch(/not a public entry/);
    expect(boundaryViolation('../../src/hooks/index.js', file)).toMatch(/outside the storefront/);
    expect(boundaryViolation('../src/index.ts', join(storefront, 'vite.config.ts'))).toMatch(/outside the storefront/);
    expect(boundaryViolation('otthon/components', file)).toBeNull();
    expect(boundaryViolation('./lib/seo.js', file)).toBeNull();
  });

  it('finds static, dynamic, re-exported and CSS imports', () => {
    const source = `import a from 'x';\nimport type { B } from "y";\nexport { c } from 'z';\nconst d = import('w');\n@import "otthon/styles.css";\nimport 'side-effect';`;
    expect(importedSpecifiers(source).sort()).toEqual(['otthon/styles.css', 'side-effect', 'w', 'x', 'y', 'z']);
  });
});
