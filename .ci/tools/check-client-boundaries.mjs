// The built package's boundaries between server and client code, read from `dist/` as bundlers see it:
// - `otthon/core` and every module it loads import no React, SWR or zod, and none says "use client"
//   (servers and React Server Components load it as it is);
// - every module of `hooks/` and `components/` that imports React (or a React library) starts with
//   "use client", so a React Server Component gets client references instead of running them;
// - no entry file and no module outside `hooks/` and `components/` says "use client".
// Needs `npm run build` first. Exits 1 with the reasons when a rule is broken.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = resolve(fileURLToPath(new URL('../../dist', import.meta.url)));
const clientLibrary = /^(react|react-dom|swr|react-aria|react-stately|react-hook-form)(\/|$)|^@radix-ui\//;
const forbiddenInCore = /^(react|react-dom|swr|zod|msw)(\/|$)|^@radix-ui\/|^react-/;

/** Specifiers of `import … from`, bare `import '…'`, `export … from` and `import('…')`. */
export function specifiers(source) {
  const patterns = [
    /\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g,
    /\bexport\s*[\w*{}\s,$]*\s*from\s*["']([^"']+)["']/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]));
}

const startsWithUseClient = (source) => /^\s*["']use client["'];?/.test(source);
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.js') ? [join(dir, entry.name)] : [],
  );

const problems = [];
const name = (file) => relative(dist, file);

// 1. The graph of otthon/core.
const seen = new Set();
const queue = [join(dist, 'core.js')];
const bare = new Set();
while (queue.length) {
  const file = queue.pop();
  if (seen.has(file)) continue;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  if (/["']use client["']/.test(source.split('\n', 3).join('\n'))) problems.push(`${name(file)} (in otthon/core) says "use client"`);
  for (const specifier of specifiers(source)) {
    if (specifier.startsWith('.')) queue.push(resolve(dirname(file), specifier));
    else {
      bare.add(specifier);
      if (forbiddenInCore.test(specifier)) problems.push(`${name(file)} (in otthon/core) imports "${specifier}"`);
    }
  }
}

// 2. Client modules say so, and nothing else does.
let clientModules = 0;
for (const file of files(dist)) {
  const source = readFileSync(file, 'utf8');
  const path = name(file);
  const inClientLayer = /^(hooks|components)\//.test(path);
  const usesReact = specifiers(source).some((specifier) => clientLibrary.test(specifier));
  if (inClientLayer && usesReact) {
    clientModules += 1;
    if (!startsWithUseClient(source)) problems.push(`${path} uses React but does not start with "use client"`);
  } else if (startsWithUseClient(source)) {
    problems.push(`${path} says "use client" but is ${inClientLayer ? 'free of React' : 'outside hooks/ and components/'}`);
  }
}

if (problems.length) {
  console.log(problems.map((problem) => `FAIL ${problem}`).join('\n'));
  process.exit(1);
}
console.log(`ok   otthon/core: ${seen.size} modules, no React, SWR or zod (imports only: ${[...bare].sort().join(', ') || 'nothing'})`);
console.log(`ok   "use client" opens all ${clientModules} React modules of hooks/ and components/, and no other module`);
