// Jest configuration of `test-storybook` (found through STORYBOOK_CONFIG_DIR=.storybook, see
// .ci/test-storybook.sh): the test-runner's defaults, driving Debian's headless Chromium
// (`chromium-headless-shell`) instead of a downloaded browser. The visual baselines are its
// pictures. CHROMIUM_PATH points at another build when a machine has one.
import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();

export default {
  ...base,
  // A file's first story also opens the page and its language, and the checkout's stories fill a
  // whole form; with the end-to-end shards beside them on two busy cores these took longer than the
  // runner's 15 s, and once longer than 30 s (docs/benchmarks.md), so a story gets 60 s.
  testTimeout: 60_000,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, ...(process.env.CI ? [fileURLToPath(new URL('./test-runner-retry.js', import.meta.url))] : [])],
  // Each story file's tests once per language (see test-runner-transform.js).
  transform: {
    ...base.transform,
    '^.+\\.(story|stories)\\.[jt]sx?$': fileURLToPath(new URL('./test-runner-transform.js', import.meta.url)),
  },
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
        headless: true,
        // Without the network flags Chromium keeps calling home on a closed network.
        args: [
          '--no-sandbox',
          '--headless',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    },
  },
};
