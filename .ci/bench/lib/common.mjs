/**
 * What every benchmark shares: paths, gzip, medians, result rows, child processes and the
 * description of the machine the figures were measured on.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Scratch space of the benchmarks (reference builds, reports); gitignored. */
export const WORK_DIR = join(BENCH_DIR, '.work');
export const STOREFRONT_DIR = join(ROOT, 'storefront');
/** The storefront's build folder: `STOREFRONT_BUILD_DIR` (relative to the storefront) as its build uses it, else `build`. */
export const STOREFRONT_BUILD_DIR = join(STOREFRONT_DIR, process.env.STOREFRONT_BUILD_DIR ?? 'build');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Flags that keep Debian's Chromium off the closed network (docs: toolchain). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function workDir(...parts) {
  const dir = join(WORK_DIR, ...parts);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Gzip at level 9, as size-limit measures. */
export const gzipBytes = (contents) => gzipSync(contents, { level: 9 }).length;
export const kib = (bytes, digits = 1) => `${(bytes / 1024).toFixed(digits)} KiB`;

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function percentile(values, p) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * One line of the results table. `pass` is true/false when the figure has a goal, null when it
 * is informative only (a reference); `skipped` explains a figure that could not be measured.
 *
 * @typedef {object} Row
 * @property {string} group   which benchmark (`Initial JS`, `Import cost`, …)
 * @property {string} metric
 * @property {string} figure  the figure as shown (`112.4 KiB`), or `—`
 * @property {string} reference
 * @property {string} ratio
 * @property {string} goal
 * @property {boolean | null} pass
 * @property {boolean} [gate]  a CI budget: `bench:size` fails when it misses
 * @property {boolean | null} [gatePass]  the CI budget's verdict when it differs from the goal's (`pass`)
 * @property {string} [skipped]
 * @property {string} [note]  what holds the figure back, shown under the table
 */
export function row(fields) {
  return { reference: '', ratio: '', goal: '', pass: null, figure: '—', ...fields };
}

export function skippedRow(group, metric, goal, reason) {
  return row({ group, metric, goal, skipped: reason });
}

export const ratio = (value, reference) => (reference > 0 && value !== null ? value / reference : null);
export const times = (value, digits = 2) => (value === null ? '—' : `${value.toFixed(digits)}×`);

/** Runs a command to completion and collects what it printed, whatever its exit code. */
export function runCapture(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs a command to completion, streaming nothing; throws with its output when it fails. */
export async function runQuiet(command, args, options = {}) {
  const { code, stdout, stderr } = await runCapture(command, args, options);
  const output = stdout + stderr;
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`);
  return output;
}

/** The machine the figures come from, as the benchmark record states it. */
export function machine() {
  const processors = cpus();
  let chromium = 'not found';
  if (existsSync(CHROMIUM_PATH)) {
    try {
      chromium = execFileSync(CHROMIUM_PATH, ['--version'], {
        encoding: 'utf8',
        timeout: 20_000,
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      chromium = `${CHROMIUM_PATH} (version unreadable)`;
    }
  }
  return {
    cores: processors.length,
    cpu: processors[0]?.model.trim() ?? 'unknown',
    ramGiB: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    chromium,
    // Other work on the machine moves every figure; the load when the run started says how much.
    load: loadavg()[0],
  };
}
