#!/usr/bin/env node
// Keeps `npm ci` working against a registry that serves only some platforms' prebuilt binaries.
//
// Packages such as rollup, swc, Tailwind's oxide and unrs-resolver declare one optional dependency
// per platform. When the registry answers 404 for another platform's binary, `npm install` skips it
// silently and leaves it out of package-lock.json, and `npm ci` then refuses the lockfile as out
// of sync ("Missing: @swc/core-darwin-arm64@ from lock file"). This script adds a stub entry for
// each such package, marked optional with the os/cpu/libc its name states, so `npm ci` accepts the
// lockfile and skips the stub on any machine it does not fit. Run it after changing dependencies:
// `npm run lock:refresh`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'ppc64le', 's390x', 'riscv64', 'loong64', 'loongarch64', 'mips64el', 'wasm32', 'universal'];

/** Platform fields from a binary package's name, e.g. `rollup-linux-arm64-musl`. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  const libc = parts.includes('musl') ? 'musl' : parts.some((part) => part.startsWith('gnu')) ? 'glibc' : undefined;
  if (!os && cpu !== 'wasm32') return null;
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpu && cpu !== 'universal' ? { cpu: [cpu === 'loongarch64' ? 'loong64' : cpu] } : {}),
    ...(libc ? { libc: [libc] } : {}),
  };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  const optional = entry.optionalDependencies ?? {};
  for (const [name, version] of Object.entries(optional)) {
    // Resolve the way Node does: beside the parent first, then hoisted at the root.
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[`node_modules/${name}`] = { version: version.replace(/^[\^~=]/, ''), optional: true, ...platform };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platform-stubs: ${added} platform stub(s) added`);
