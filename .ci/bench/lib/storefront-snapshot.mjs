/**
 * A consistent copy of the storefront build for one benchmark run. Others may rebuild
 * `storefront/build` while the benchmarks run; measuring and serving a copy keeps every figure of
 * the run about one build. A copy is accepted only when every script its client manifest names
 * is in it (a copy taken halfway through a rebuild is retried).
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { STOREFRONT_BUILD_DIR, workDir } from './common.mjs';
import { readRouterManifest } from './route-assets.mjs';

function missingFiles(buildDir) {
  const clientDir = join(buildDir, 'client');
  if (!existsSync(join(buildDir, 'server', 'index.js'))) return ['server/index.js'];
  const manifest = readRouterManifest(clientDir);
  const urls = [manifest.entry.module, ...manifest.entry.imports];
  for (const route of Object.values(manifest.routes)) if (route.module) urls.push(route.module, ...(route.imports ?? []));
  return [...new Set(urls)].filter((url) => !existsSync(join(clientDir, url.replace(/^\//, ''))));
}

/** @returns {Promise<{ dir: string, clientDir: string } | { reason: string }>} */
export async function snapshotStorefront() {
  const source = STOREFRONT_BUILD_DIR;
  if (!existsSync(join(source, 'client'))) return { reason: `storefront not built (no ${STOREFRONT_BUILD_DIR}/client)` };
  const dir = join(workDir(), 'storefront-build');
  let problem = 'unknown';
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    rmSync(dir, { recursive: true, force: true });
    try {
      cpSync(source, dir, { recursive: true });
      const missing = missingFiles(dir);
      if (missing.length === 0) return { dir, clientDir: join(dir, 'client') };
      problem = `files missing: ${missing.slice(0, 3).join(', ')}`;
    } catch (error) {
      problem = error.message.split('\n')[0];
    }
    await sleep(3000);
  }
  return { reason: `storefront build incomplete (${problem})` };
}
