// Splits the end-to-end files into shards of about equal running time, so that npm test can run
// them as parallel jobs (each shard starts its own shop on its own database). Durations come from
// .ci/e2e-durations.json (seconds per file, measured); a file not in it counts as the median.
//   node .ci/tools/e2e-shard.mjs <k> <n>          files of shard k of n, one per line
//   node .ci/tools/e2e-shard.mjs --write <json>…  records the durations of vitest json reports
//     (npm test keeps them as e2e-<k>.json in its timings folder)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const table = new URL('../e2e-durations.json', import.meta.url);
const e2eFolder = `${root}storefront/e2e/`;

if (process.argv[2] === '--write') {
  const durations = {};
  for (const path of process.argv.slice(3)) {
    for (const result of JSON.parse(readFileSync(path, 'utf8')).testResults) {
      durations[result.name.slice(result.name.indexOf('e2e/'))] = Math.round((result.endTime - result.startTime) / 1000);
    }
  }
  const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(table, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`recorded ${Object.keys(sorted).length} files`);
  process.exit(0);
}

const [k, n] = process.argv.slice(2).map(Number);
if (!(n >= 1 && k >= 1 && k <= n)) throw new Error('usage: node .ci/tools/e2e-shard.mjs <k> <n>');
const durations = JSON.parse(readFileSync(table, 'utf8'));
const files = readdirSync(e2eFolder)
  .filter((name) => name.endsWith('.e2e.ts'))
  .map((name) => `e2e/${name}`)
  .sort();
const known = Object.values(durations).sort((a, b) => a - b);
const median = known.length ? known[Math.floor(known.length / 2)] : 60;
const cost = (file) => durations[file] ?? median;
// Longest first into the shard with the least time so far (LPT): within a file's length of even.
const shards = Array.from({ length: n }, () => ({ seconds: 0, files: [] }));
for (const file of [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))) {
  const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
  lightest.seconds += cost(file);
  lightest.files.push(file);
}
console.log(shards[k - 1].files.sort().join('\n'));
