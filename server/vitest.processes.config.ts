import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

// The server processes and the seeding hash passwords at the test cost (src/accounts/passwords.ts).
process.env.OTTHON_TEST_PASSWORD_HASHING ??= 'fast';

/**
 * Tests of several server processes sharing one PostgreSQL (`npm run test:server:processes`, with
 * DATABASE_URL): an embedded database belongs to one process, so they cannot run on it and are
 * not part of the `server` project (vitest.config.ts).
 */
export default defineConfig({
  resolve: {
    alias: {
      'otthon/contract': root('src/contract/index.ts'),
      'otthon/core': root('src/core/index.ts'),
      'otthon/msw': root('src/msw/index.ts'),
    },
  },
  test: {
    name: 'server-processes',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/processes/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Refuses to run without DATABASE_URL, then builds the template database every test clones.
    globalSetup: ['test/processes/global-setup.ts'],
    // Each file starts server processes of its own.
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
