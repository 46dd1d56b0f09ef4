import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { startShop } from './start-shop.js';

const storefront = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The file the shop's output (stdout and stderr) is copied to, for tests that read its log. */
    serverLog: string;
  }
}

/**
 * Starts the production shop (`node --import tsx host/main.ts`, the same process `npm start`
 * runs) on a free port over a fresh embedded database, and stops it by its PID afterwards.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(storefront, process.env.STOREFRONT_BUILD_DIR ?? 'build', 'server/index.js'))) {
    throw new Error('No production build: run `npm run build -w storefront` (test:e2e does) before the end-to-end suite.');
  }
  const shop = await startShop({
    ...(process.env.E2E_DATABASE_DIR ? { dataDir: process.env.E2E_DATABASE_DIR } : {}),
    // hostile.e2e.ts reads a CMS page and a blog article of hostile markup from the shop's own database.
    prepare: async (dataDir) => {
      await promisify(execFile)(process.execPath, ['--import', 'tsx', 'e2e/support/hostile-content.ts', join(dataDir, 'pglite'), join(dataDir, 'media')], {
        cwd: storefront,
      });
    },
  });
  project.provide('baseUrl', shop.baseUrl);
  project.provide('serverLog', shop.serverLog);
  return () => shop.stop();
}
