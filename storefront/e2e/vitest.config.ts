import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { packageAliases } from '../vite.config.js';

/**
 * The end-to-end suite: Debian's Chromium (playwright-core) against the production build, served
 * by the real host over its own fresh embedded database.
 */
export default defineProject({
  resolve: { alias: packageAliases },
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    // Both languages' messages, package's and shop's, before any test file runs.
    setupFiles: ['e2e/support/messages-setup.ts'],
    // One browser and one shop on two shared cores: files run one after another.
    fileParallelism: false,
    // A guard against a hang, not a speed check: in a CI run with the other suites beside it,
    // journeys that take 10–20 s alone took 40–55 s (docs/benchmarks.md), close to 60 s.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // In CI, a failed journey is played once more before it counts as failed: on two cores shared
    // with the other suites, a page that answers in a second alone has taken over 20 s. A test that
    // fails twice fails the run; one that passed on its second try is listed at the end of the run
    // (.ci/tools/retried-tests.mjs), so a flaky test stays in sight. Locally there is no retry.
    retry: process.env.CI ? 1 : 0,
    // A page answers within seconds on two busy cores, not within expect.poll's default second.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
