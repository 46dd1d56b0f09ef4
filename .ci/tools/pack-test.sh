#!/usr/bin/env bash
# Packs the package as npm would publish it, installs the tarball into a throwaway project and
# imports every public entry there, as a consumer would. Needs `npm run build` first.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cd "$root"
tarball="$(npm pack --silent --pack-destination "$work" | tail -n 1)"
echo "packed $tarball ($(du -h "$work/$tarball" | cut -f1))"
# The tarball's README is the npm one (no "this repository", links that work on npmjs.com) and the
# licence ships; the working tree's README.md is the repository's again after packing.
tar -xzf "$work/$tarball" -C "$work" package/README.md package/LICENSE
cmp -s "$work/package/README.md" docs/npm-readme.md || { echo "FAIL the tarball's README.md is not docs/npm-readme.md"; exit 1; }
if grep -nE "this repository|\]\((\./)?(docs|src|server|storefront)/" "$work/package/README.md"; then echo "FAIL the npm README points into the repository"; exit 1; fi
grep -q "MIT License" "$work/package/LICENSE" || { echo "FAIL no MIT LICENSE in the tarball"; exit 1; }
cmp -s README.md docs/npm-readme.md && { echo "FAIL README.md was left swapped after packing"; exit 1; }
echo "ok   README.md (npm's) and LICENSE in the tarball"

mkdir -p "$work/consumer"
cd "$work/consumer"
npm init -y >/dev/null
npm pkg set type=module >/dev/null
# Peers at the versions the repository uses; the npm cache of `npm ci` makes this quick.
peers=$(node -e "const p=require('$root/package.json');const v=n=>require('$root/node_modules/'+n+'/package.json').version;console.log(['react','react-dom','swr','msw'].map(n=>n+'@'+v(n)).join(' '))")
npm install --prefer-offline --no-audit --no-fund --loglevel=error "$work/$tarball" $peers >/dev/null

cat > check.mjs <<'JS'
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
const require = createRequire(import.meta.url);
const entries = ['otthon', 'otthon/core', 'otthon/components', 'otthon/contract', 'otthon/msw', 'otthon/tailwind'];
const failures = [];
for (const entry of entries) {
  try {
    const mod = await import(entry);
    const names = Object.keys(mod);
    if (names.length === 0) throw new Error('exports nothing');
    console.log(`ok   ${entry} (${names.length} exports)`);
  } catch (error) {
    failures.push(entry);
    console.log(`FAIL ${entry}: ${error.message}`);
  }
}
const css = require.resolve('otthon/styles.css');
if (!existsSync(css)) failures.push('otthon/styles.css');
console.log(`${existsSync(css) ? 'ok  ' : 'FAIL'} otthon/styles.css`);
const { ShopProvider, formatMoney, buildPath } = await import('otthon');
if (typeof ShopProvider !== 'function' || formatMoney(12700, 'HUF') !== '12\u00a0700\u00a0Ft' || buildPath('cart', 'hu') !== '/hu/kosar') {
  failures.push('otthon behaviour');
  console.log('FAIL otthon: ShopProvider/formatMoney/buildPath do not behave as documented');
}
process.exit(failures.length ? 1 : 0);
JS
node check.mjs

# otthon/core on a server without React: the tarball alone (its own dependencies, no peers).
mkdir -p "$work/server-only"
cd "$work/server-only"
npm init -y >/dev/null
npm pkg set type=module >/dev/null
npm install --prefer-offline --no-audit --no-fund --loglevel=error --legacy-peer-deps "$work/$tarball" >/dev/null
cat > check.mjs <<'JS'
import { existsSync } from 'node:fs';
for (const name of ['react', 'react-dom', 'swr']) {
  if (existsSync(`node_modules/${name}`)) throw new Error(`${name} is installed; this check needs a project without it`);
}
const core = await import('otthon/core');
const api = core.createShopApi(core.createApiClient({ origin: 'https://shop.example' }));
if (typeof api.cart !== 'function' || core.buildPath('cart', 'en') !== '/en/cart') throw new Error('otthon/core does not behave as documented');
console.log(`ok   otthon/core without react, react-dom and swr installed (${Object.keys(core).length} exports)`);
JS
node check.mjs
