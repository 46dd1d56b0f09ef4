// Prints what a failed step's log says about its failing tests, for the end of the CI run (whose
// last lines are often all a reader sees): each failing test's heading (vitest, jest, Playwright)
// with the first lines of its error, then the failing files. Usage: failure-excerpt.mjs LOG [MAX]
import { readFileSync } from 'node:fs';

const [log, max = '60'] = process.argv.slice(2);
const lines = readFileSync(log, 'utf8')
  .replace(/\x1b\[[0-9;]*m/g, '')
  .split('\n')
  .map((line) => line.trimEnd());

// A failing test's heading: jest's "● title", vitest's "FAIL file > test", Playwright's "1) [chromium] › …".
const heading = /^\s*(●\s|FAIL\s+\S.* > |\d+\) \[)/;
// A failing file (jest's summary line).
const fileLine = /^\s*FAIL\s(?!.* > )/;
// Where an error's message ends: code frames, stack lines, separators.
const messageEnd = /^\s*(❯|at |⎯|\d+ \||>? *\d+ \|)/;
const errorLine = /\b(Error|expect\(|Expected|Received|Timeout|timed out|exceeded)\b/i;
const seen = new Set();
const out = [];
for (let i = 0; i < lines.length; i++) {
  const line = lines[i];
  if (!heading.test(line) || line.includes('● Console') || seen.has(line.trim())) continue;
  seen.add(line.trim());
  out.push(line.trim());
  // The error's first lines after the heading: the message, expected and received.
  // Jest prints a failing test's message first under its heading ("● block › … › test"), whatever
  // its words; a build's progress lines also start with "●", but name no block.
  const jest = /^\s*●\s.*›/.test(line);
  let taken = 0;
  for (let j = i + 1; j < lines.length && j < i + 40 && taken < 6; j++) {
    const next = lines[j].trim();
    if (heading.test(lines[j]) || fileLine.test(lines[j]) || (taken > 0 && messageEnd.test(lines[j]))) break;
    if (next && (errorLine.test(next) || taken > 0 || jest) && !messageEnd.test(lines[j])) {
      out.push(`    ${next.slice(0, 200)}`);
      taken++;
    }
  }
}
for (const line of new Set(lines.filter((l) => fileLine.test(l)).map((l) => l.trim()))) out.push(line);
const limit = Number(max);
for (const line of out.slice(0, limit)) console.log(`  ${line}`);
if (out.length > limit) console.log(`  … ${out.length - limit} more lines in the step's log`);
