#!/usr/bin/env node
/**
 * Runs every benchmark of issue 6 in one go on this machine and prints one table: metric, figure
 * (median where repeated), reference measured in the same run, ratio, goal, pass/miss.
 *
 *   node .ci/bench/run.mjs            everything (`npm run bench`)
 *   node .ci/bench/run.mjs --size     size budgets, initial JS per route, import cost (`npm run bench:size`)
 *   --write                           also record the table in docs/benchmarks.md
 *   --no-build                        measure the existing dist/ and storefront/build (STOREFRONT_BUILD_DIR) instead of rebuilding
 *   --no-size-limit                   leave out the size-limit checks (CI runs them in .ci/check-package.sh already)
 *
 * Exits non-zero when a budget CI enforces (the size-limit checks, on-demand modules) is missed or
 * a benchmark could not run at all; the other goals are printed and compared.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import * as apiRequests from './api-requests.mjs';
import * as cartWrite from './cart-write.mjs';
import * as fairLoad from './fair-load.mjs';
import * as importCost from './import-cost.mjs';
import * as initialJs from './initial-js.mjs';
import * as inp from './inp.mjs';
import * as lighthouse from './lighthouse.mjs';
import { machine, ROOT, runQuiet, skippedRow, workDir } from './lib/common.mjs';
import { startShop } from './lib/processes.mjs';
import { writeRecord } from './lib/record.mjs';
import { shopPages } from './lib/shop-pages.mjs';
import { snapshotStorefront } from './lib/storefront-snapshot.mjs';
import { formatTable } from './lib/table.mjs';
import * as quantityClicks from './quantity-clicks.mjs';
import * as scaleOut from './scale-out.mjs';
import * as serverLatency from './server-latency.mjs';
import * as sharedPages from './shared-pages.mjs';
import * as sizeBudgets from './size-budgets.mjs';

const argv = process.argv.slice(2);
const sizeOnly = argv.includes('--size');
const write = argv.includes('--write');
const build = !argv.includes('--no-build');
const sizeLimit = !argv.includes('--no-size-limit');
const startedAt = new Date();
const machineAtStart = machine();
const log = (line) => console.error(`  · ${line}`);

/** Runs one benchmark; a crash becomes a row that says so instead of ending the run. */
async function attempt(group, fn) {
  const begun = performance.now();
  try {
    const rows = await fn();
    log(`${group} done in ${((performance.now() - begun) / 1000).toFixed(1)} s`);
    return rows;
  } catch (error) {
    console.error(error);
    return [{ ...skippedRow(group, `${group}`, '', `failed: ${String(error.message).split('\n')[0]}`), crashed: true }];
  }
}

async function browserBenchmarks(snapshot) {
  const groups = [
    [lighthouse.GROUP, lighthouse],
    [inp.GROUP, inp],
    [sharedPages.GROUP, sharedPages],
    [fairLoad.GROUP, fairLoad],
    ['API requests', apiRequests],
    ['20 rapid quantity clicks', quantityClicks],
  ];
  // A shop that is built but does not run is a failure of the run; an unbuilt one is not yet measurable.
  const notRun = (reason, crashed = false) => groups.map(([group]) => ({ ...skippedRow(group, group, '', reason), crashed }));
  if (snapshot.reason) return notRun(snapshot.reason);
  let shop;
  try {
    log('starting the production shop');
    rmSync(join(workDir(), 'shop-db'), { recursive: true, force: true });
    shop = await startShop({ buildDir: snapshot.dir });
  } catch (error) {
    return notRun(`shop did not start: ${error.message.split('\n')[0]}`, true);
  }
  try {
    const pages = await shopPages(shop.url);
    const rows = [];
    for (const [group, module] of groups) rows.push(...(await attempt(group, () => module.run({ shop, pages, snapshot, log }))));
    return rows;
  } catch (error) {
    return notRun(`shop pages unavailable: ${error.message.split('\n')[0]}`, true);
  } finally {
    await shop.stop();
  }
}

async function main() {
  const rows = [];
  if (build) {
    log('building the package (npm run build)');
    await runQuiet('npm', ['run', 'build'], { cwd: ROOT });
  }
  if (sizeLimit) rows.push(...(await attempt('Size budgets (size-limit, CI gate)', () => sizeBudgets.run({ log }))));
  let buildFailure = null;
  if (build) {
    log('building the storefront (npm run build -w storefront)');
    const built = await initialJs.buildStorefront();
    if (!built.ok) buildFailure = `storefront does not build: ${built.reason.split('\n')[0]}`;
  }
  const snapshot = buildFailure ? { reason: buildFailure } : await snapshotStorefront();
  rows.push(...(await attempt('Initial JS (gzip)', () => initialJs.run({ snapshot, log }))));
  rows.push(...(await attempt('Import cost (gzip)', () => importCost.run({ log }))));
  if (!sizeOnly) {
    rows.push(...(await browserBenchmarks(snapshot)));
    rmSync(join(workDir(), 'db-embedded'), { recursive: true, force: true });
    rows.push(...(await attempt('Server latency', () => serverLatency.run({ log }))));
    rows.push(...(await attempt('Cart write vs read', () => cartWrite.run({ log }))));
    rows.push(...(await attempt('Scale-out (PostgreSQL, nginx)', () => scaleOut.run({ log }))));
  }

  const flags = argv.filter((arg) => arg !== '--size' && arg !== '--write');
  const command = `${sizeOnly ? 'npm run bench:size' : 'npm run bench'}${flags.length > 0 ? ` -- ${flags.join(' ')}` : ''}`;
  const facts = { date: startedAt, machine: machineAtStart, command };
  console.log(formatTable(rows, facts));
  if (write) {
    const file = writeRecord(rows, facts);
    console.log(`\nrecorded in ${file}`);
  }
  // A gated row may carry its own CI budget (`gatePass`), looser than the goal it shows.
  const gateMissed = rows.filter((r) => r.gate && (r.gatePass ?? r.pass) === false);
  const crashed = rows.filter((r) => r.crashed);
  if (gateMissed.length > 0) console.error(`\n${gateMissed.length} CI budget(s) missed.`);
  if (crashed.length > 0) console.error(`\n${crashed.length} benchmark(s) could not run.`);
  return gateMissed.length > 0 || crashed.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
