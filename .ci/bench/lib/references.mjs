/**
 * The benchmark's reference libraries (`.ci/bench/package.json`): `@shopify/hydrogen-react` for the
 * import cost, and `@shopify/create-hydrogen` (which ships Hydrogen's skeleton template) with
 * `@shopify/hydrogen` for the initial-JS reference. Installed into `.ci/bench/node_modules` only,
 * never the workspace.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_DIR, runQuiet } from './common.mjs';

export const wantedVersions = () => JSON.parse(readFileSync(join(BENCH_DIR, 'package.json'), 'utf8')).devDependencies;

export function installedVersion(name) {
  const file = join(BENCH_DIR, 'node_modules', ...name.split('/'), 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : null;
}

/**
 * Installs the reference libraries when one is missing or at another version. Peer dependencies
 * are left out (`--legacy-peer-deps`): React, React Router and Vite resolve from the repository,
 * so every reference is built with the same versions as the shop and the repository's React stays
 * the only one (the skeleton pins React Router 7.16, the repository has 7.18).
 */
export async function ensureReferencesInstalled(log = () => {}) {
  const wanted = wantedVersions();
  const stale = Object.entries(wanted).filter(([name, version]) => installedVersion(name) !== version);
  if (stale.length === 0) return;
  log(`installing ${stale.map(([name, version]) => `${name}@${version}`).join(', ')} into .ci/bench/node_modules`);
  await runQuiet('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--legacy-peer-deps', '--loglevel=error'], {
    cwd: BENCH_DIR,
  });
}
