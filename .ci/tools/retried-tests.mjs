// Prints the tests of a run of npm test that passed only on their second try (the browser suites
// retry once in CI: storefront/e2e/vitest.config.ts, .storybook/test-runner-retry.js), from the JSON
// reports the suites wrote, with the first line of the first try's error, so a flaky test is seen.
//   node .ci/tools/retried-tests.mjs <timings folder>
import { relative } from 'node:path';
import { readReports } from './test-reports.mjs';

const [folder] = process.argv.slice(2);
if (!folder) throw new Error('usage: node .ci/tools/retried-tests.mjs <timings folder>');

const firstLine = (message) =>
  String(message)
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 200) ?? '';

const retried = [];
for (const { report } of readReports(folder)) {
  for (const result of report?.testResults ?? []) {
    for (const test of result.assertionResults ?? []) {
      if (test.status !== 'passed') continue;
      // Jest keeps the earlier tries' errors in retryReasons; vitest keeps them in failureMessages.
      const earlier = test.retryReasons?.length ? test.retryReasons : (test.failureMessages ?? []);
      if (earlier.length === 0) continue;
      retried.push({ file: relative(process.cwd(), result.name), title: test.fullName, error: firstLine(earlier[0]) });
    }
  }
}
if (retried.length === 0) {
  console.log('\nno test needed a second try');
} else {
  console.log(`\n${retried.length} test(s) passed only on a second try:`);
  for (const { file, title, error } of retried) console.log(`  ${file} > ${title}\n      first try: ${error}`);
}
