import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { packageAliases } from '../vite.config.js';

/**
 * The production layout end to end (`.ci/nginx.sh`): Chromium against nginx in front of two shop
 * processes on one PostgreSQL (DATABASE_URL), over the production build.
 */
export default defineProject({
  resolve: { alias: packageAliases },
  test: {
    name: 'e2e-balanced',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/*.balanced.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/balanced-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
