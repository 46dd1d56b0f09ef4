import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

// Passwords hashed at the test cost (1 MiB, not 128 MiB, each): by the seeding in the global set-up
// and by every test file's worker, which inherit this process's environment.
process.env.OTTHON_TEST_PASSWORD_HASHING ??= 'fast';

export default defineProject({
  resolve: {
    alias: {
      'otthon/contract': root('src/contract/index.ts'),
      'otthon/core': root('src/core/index.ts'),
      'otthon/msw': root('src/msw/index.ts'),
    },
  },
  test: {
    name: 'server',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Several server processes on one PostgreSQL: their own project (vitest.processes.config.ts).
    exclude: [...configDefaults.exclude, 'test/processes/**'],
    environment: 'node',
    pool: 'forks',
    // A worker's files share its modules (each still opens its own database): importing the
    // server again for every file cost a fifth of the suite's CPU (497 s against 403).
    isolate: false,
    // Migrates and seeds one database; each test file clones it (PGlite dump or PostgreSQL template).
    globalSetup: ['test/support/global-setup.ts'],
    // Each test file opens its own embedded PostgreSQL (≈ 0.5 GB); two at a time on two cores.
    maxWorkers: 2,
    // A guard against a test that hangs, not a speed check: in CI several tests (throttled logins,
    // seeding a whole database) take 20–30 s on two cores shared with the browser suites.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
