// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const packageSources = join(root, 'src') + sep;
/** Everything in the repository that uses the package instead of being it. */
const SCANNED = ['server', 'storefront', 'stories', '.storybook', '.ci'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'build', 'dist', '.react-router', 'storybook-static', 'data', '.data']);
/**
 * Build and test configuration resolves the public names (`otthon/core`, …) to the package's
 * sources in this repository (aliases, tsconfig paths) and loads its build plugins; that is the one
 * place allowed to name `src/`.
 */
const isConfiguration = (file: string) => /(^|\/)(vite|vitest|drizzle)(\.[\w-]+)?\.config\.ts$|(^|\/)tsconfig[\w.-]*\.json$/.test(file);
/**
 * Files that read the package's sources as text (not as code) and say why.
 * Each entry: path from the repository root → reason.
 */
const READS_SOURCES_AS_TEXT: Record<string, string> = {
  'server/test/errors.test.ts': 'lists every validation message literal written in the contract to check the Hungarian table',
  'storefront/test/package-boundary.test.ts': 'holds paths into src/ as examples of what its own boundary check rejects',
  'storefront/app/message-parts.test.ts':
    "follows each screen's imports into the package's sources to the message keys they name, to check the message parts each screen loads",
  '.ci/tools/write-api-docs.ts': 'writes docs/api.md from the contract, including the markdown renderer that is not part of the package',
  'server/seed/places/generate.ts': "writes the mock's postcode table (src/msw/fixtures/places/postcodes.json) from the server's devDependencies",
  'server/seed/places/postcodes.ts': "reads that postcode table as data, so the server's cities and the mock's come from one file",
  'server/seed/pickup-points/generate.ts': "writes the mock's copy of the sample pick-up points (src/msw/fixtures/places/pickup-points.json)",
  'server/test/pickup-points.test.ts': "reads the mock's pick-up points as data, to check they match the server's snapshot",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
    return /\.(tsx?|mjs|cjs|js)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Why `file` reaches into the package's `src/` (an import, a re-export, a dynamic import, or a
 * relative path it reads from disk), one reason per place; empty when it does not.
 */
function sourceReaches(source: string, file: string): string[] {
  const literals = [...source.matchAll(/(['"`])(\.{1,2}\/[^'"`\n]*?)(?:\$\{|\1)/g)].map((match) => match[2]!);
  return literals
    .filter((path) => resolve(dirname(file), path).startsWith(packageSources) || resolve(dirname(file), path) === packageSources.slice(0, -1))
    .map((path) => `"${path}" points into the package's src/; use a public entry (otthon/core, otthon/contract, otthon/msw, …)`);
}

describe('the repository uses the package as another project would', () => {
  it('has no import or file read of src/ in the server, the storefront, the stories or the tools', () => {
    const violations = SCANNED.flatMap((folder) => sourceFiles(join(root, folder)))
      .map((file) => relative(root, file))
      .filter((file) => !isConfiguration(file) && !(file in READS_SOURCES_AS_TEXT))
      .flatMap((file) => sourceReaches(readFileSync(join(root, file), 'utf8'), join(root, file)).map((reason) => `${file}: ${reason}`));
    expect(violations).toEqual([]);
  });

  it('recognises imports, re-exports, dynamic imports and disk reads of src/, and leaves other paths alone', () => {
    const file = join(root, 'server/test/example.test.ts');
    expect(sourceReaches("import { x } from '../../src/domain/money.js';", file)).toHaveLength(1);
    expect(sourceReaches("export { x } from '../../src/core/index.js';", file)).toHaveLength(1);
    expect(sourceReaches("await import('../../src/msw/cart-math.js');", file)).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, as the check reads it
    expect(sourceReaches('readFileSync(new URL(`../../src/i18n/messages/${locale}.json`, import.meta.url))', file)).toHaveLength(1);
    expect(sourceReaches("import { products } from '../src/db/schema.js';", file)).toEqual([]);
    expect(sourceReaches("import { formatMoney } from 'otthon/core';", file)).toEqual([]);
    expect(isConfiguration('storefront/vite.config.ts')).toBe(true);
    expect(isConfiguration('server/test/cart.test.ts')).toBe(false);
  });
});
