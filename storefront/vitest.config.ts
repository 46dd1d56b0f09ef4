import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { packageAliases } from './vite.config.js';

/** The storefront's own unit tests (host, shell logic, route table); the browser suite is e2e/. */
export default defineProject({
  resolve: { alias: packageAliases },
  test: {
    name: 'storefront',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['app/**/*.test.{ts,tsx}', 'host/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    // As the package's unit tests: in CI these run beside other jobs on two shared cores, where a
    // test rendering the whole shell can take more than Vitest's default 5 s.
    testTimeout: 40_000,
  },
});
