#!/usr/bin/env node
/**
 * What an import costs a browser when it loads: bundles `export { names } from 'module'` with
 * esbuild (minified ESM, peers external, every `import()` left to load on demand), gzips it and
 * names the modules it holds.
 *
 * As a command it measures every `import` check of the `size-limit` config in package.json, and
 * fails when a module the first paint never needs (the Select popup's Radix part, DOMPurify) is
 * in any of them. size-limit only budgets bytes (its checks list the package's on-demand modules
 * in `ignore` by name); this proves that what must load on demand really does, whatever the
 * names.
 *
 *   node .ci/tools/import-cost.mjs [--top N] [--json]
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import esbuild from 'esbuild';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The package's peers: the host application already ships them, so no budget counts them. */
export const PEERS = ['react', 'react-dom', 'swr'];

/**
 * Modules the first paint never needs (issue 6): they may only arrive through `import()`.
 * Matched against esbuild's input paths.
 */
export const ON_DEMAND_ONLY = [
  { name: 'Radix Select (the Select popup)', pattern: /node_modules\/@radix-ui\/react-select\// },
  { name: 'DOMPurify', pattern: /node_modules\/dompurify\// },
  // A page loads its own language's catalogue (loadMessages); a static import would bring both.
  { name: 'the message catalogues', pattern: /dist\/i18n\/messages\/[a-z]+(?:\.[a-z]+)?\.js$/ },
  // The quantity field has its own light behaviour; react-aria's stack may only come with a component loaded on demand.
  { name: 'react-aria', pattern: /node_modules\/(?:react-aria|react-stately|@react-aria|@react-stately|@internationalized)\// },
  // Only an out-of-stock product page shows the restock notice form (with its checkbox).
  { name: 'the restock notice form', pattern: /dist\/components\/restock-notify-form\.js$/ },
];

/** Gzip at level 9, the level size-limit and the benchmarks use everywhere. */
export function gzipBytes(contents) {
  return gzipSync(contents, { level: 9 }).length;
}

/**
 * Bundles `names` from `from` the way the budgets measure (minified ESM for browsers, `external`
 * left out) with every `import()` left out as well, so the bundle is exactly what loads with the
 * import; the modules behind those `import()`s load on demand. (esbuild's code splitting would
 * attribute modules shared with an on-demand chunk to the initial load, so it is not used.)
 *
 * @param {object} options
 * @param {string[]} options.names exports to import (`['ShopProvider', 'useCart']`)
 * @param {string} options.from a file path or a package name
 * @param {string} [options.resolveDir] where `from` resolves (default: the repository root)
 * @param {string[]} [options.external] packages kept out of the bundle (default: the peers)
 * @returns {Promise<{ initial: { bytes: number, gzip: number }, onDemand: string[],
 *   modules: Array<{ input: string, bytes: number }>, eagerOnDemand: Array<{ name: string, modules: string[] }> }>}
 */
export async function measureImport({ names, from, resolveDir = ROOT, external = PEERS }) {
  const specifier = isAbsolute(from) || from.startsWith('.') ? resolve(resolveDir, from) : from;
  const onDemand = new Set();
  const leaveOnDemand = {
    name: 'leave-import-calls-on-demand',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        onDemand.add(relative(ROOT, resolve(args.resolveDir, args.path)));
        return { path: args.path, external: true };
      });
    },
  };
  const result = await esbuild.build({
    stdin: { contents: `export { ${names.join(', ')} } from ${JSON.stringify(specifier)};`, resolveDir, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    treeShaking: true,
    metafile: true,
    write: false,
    outfile: join(tmpdir(), 'otthon-import-cost.js'),
    external: external.flatMap((name) => [name, `${name}/*`]),
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [leaveOnDemand],
    logLevel: 'error',
  });
  const contents = result.outputFiles.find((file) => file.path.endsWith('.js')).contents;
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint === '<stdin>');
  const modules = Object.entries(output.inputs)
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([input, { bytesInOutput }]) => ({ input, bytes: bytesInOutput }))
    .sort((a, b) => b.bytes - a.bytes);
  const eagerOnDemand = ON_DEMAND_ONLY.map(({ name, pattern }) => ({
    name,
    modules: modules.filter((m) => pattern.test(m.input)).map((m) => m.input),
  })).filter((hit) => hit.modules.length > 0);
  return { initial: { bytes: contents.length, gzip: gzipBytes(contents) }, onDemand: [...onDemand].sort(), modules, eagerOnDemand };
}

/** size-limit's limit text (`"1.5 KiB"`, `"6 kB"`, `"900 B"`) in bytes; `null` when absent. */
export function parseLimit(limit) {
  const match = /^\s*([\d.]+)\s*(KiB|kB|KB|MiB|MB|B)?\s*$/.exec(String(limit ?? ''));
  if (!match) return null;
  const unit = { KiB: 1024, kB: 1000, KB: 1000, MiB: 1024 ** 2, MB: 1000 ** 2, B: 1 }[match[2] ?? 'B'];
  return Math.round(Number(match[1]) * unit);
}

/** `"{ Button, Field }"` → `['Button', 'Field']` (the size-limit `import` syntax). */
export function namesOf(importSpec) {
  return importSpec
    .replace(/[{}]/g, '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The `import` checks of the size-limit config, as `{ name, from, names, limit, external }`. */
export function sizeLimitChecks(root = ROOT) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return (pkg['size-limit'] ?? [])
    .filter((check) => typeof check.import === 'string')
    .map((check) => ({
      name: check.name ?? `${check.path} ${check.import}`,
      from: resolve(root, check.path),
      names: namesOf(check.import),
      limit: check.limit,
      limitBytes: parseLimit(check.limit),
      // Package names only: the config's relative entries name on-demand modules, which this tool finds itself.
      external: (check.ignore ?? PEERS).filter((entry) => !entry.startsWith('.') && !entry.startsWith('/')),
    }));
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;

async function main(argv) {
  const top = Number(argv[argv.indexOf('--top') + 1]) || (argv.includes('--top') ? 5 : 0);
  const json = argv.includes('--json');
  const checks = sizeLimitChecks();
  if (checks.length === 0) throw new Error('import-cost: package.json has no size-limit checks with `import`.');
  const results = [];
  for (const check of checks) {
    results.push({ ...check, ...(await measureImport({ names: check.names, from: check.from, external: check.external })) });
  }
  if (json) {
    console.log(JSON.stringify(results, null, 2));
  } else {
    const width = Math.max(...results.map((r) => r.name.length));
    console.log(`${'check'.padEnd(width)}  ${'initial gz'.padStart(11)}  ${'limit'.padStart(9)}`);
    for (const r of results) {
      console.log(`${r.name.padEnd(width)}  ${kib(r.initial.gzip).padStart(11)}  ${String(r.limit).padStart(9)}`);
      for (const m of r.modules.slice(0, top)) {
        console.log(`    ${String(m.bytes).padStart(7)} B min  ${m.input}`);
      }
    }
  }
  const eager = results.filter((r) => r.eagerOnDemand.length > 0);
  for (const r of eager) {
    for (const hit of r.eagerOnDemand) {
      console.error(`FAIL ${r.name}: ${hit.name} loads with the import instead of on demand (${hit.modules.join(', ')})`);
    }
  }
  const over = results.filter((r) => r.limitBytes !== null && r.initial.gzip > r.limitBytes);
  for (const r of over) console.error(`FAIL ${r.name}: ${kib(r.initial.gzip)} loads with the import, over its limit of ${r.limit}`);
  if (!json && eager.length === 0) console.log(`ok: ${ON_DEMAND_ONLY.map((m) => m.name).join(', ')} load on demand only`);
  return eager.length === 0 && over.length === 0 ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(2);
    },
  );
}
