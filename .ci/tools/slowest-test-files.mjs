// Prints the slowest test files of a run of npm test, from the JSON reports its suites wrote
// (vitest's json reporter, jest's --json for Storybook's test-runner): one line per file with its
// suite and duration, slowest first, so the next person sees where the minutes go.
//   node .ci/tools/slowest-test-files.mjs <timings folder> [count]
import { relative } from 'node:path';
import { readReports } from './test-reports.mjs';

const [folder, count = '10'] = process.argv.slice(2);
if (!folder) throw new Error('usage: node .ci/tools/slowest-test-files.mjs <timings folder> [count]');

const files = [];
for (const { suite, report } of readReports(folder)) {
  if (!report) {
    console.log(`(${suite}.json: no readable report)`);
    continue;
  }
  for (const result of report.testResults ?? []) {
    if (typeof result.startTime !== 'number' || typeof result.endTime !== 'number') continue;
    files.push({ suite, file: relative(process.cwd(), result.name), seconds: (result.endTime - result.startTime) / 1000 });
  }
}
files.sort((a, b) => b.seconds - a.seconds);
const total = files.reduce((sum, file) => sum + file.seconds, 0);
console.log(`\nslowest ${Math.min(Number(count), files.length)} of ${files.length} test files (${Math.round(total)} s of file time in all):`);
for (const { suite, file, seconds } of files.slice(0, Number(count))) {
  console.log(`${seconds.toFixed(1).padStart(7)}s  ${suite.padEnd(16)} ${file}`);
}
