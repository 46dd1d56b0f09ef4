/**
 * Servers the benchmarks start: the production shop (storefront + in-process API), the API alone,
 * and a throwaway PostgreSQL cluster. Each runs as a child whose PID is recorded and killed by
 * that PID when the benchmark ends, whatever happens.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { BENCH_DIR, ROOT, workDir } from './common.mjs';

/** A free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const started = new Set();
/** Stops every child still running when the benchmark process ends abnormally. */
function stopAllSync() {
  for (const child of started) {
    try {
      process.kill(child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
process.once('exit', stopAllSync);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAllSync();
    process.exit(130);
  });
}

/**
 * Starts `command` and resolves once a line of its output matches `ready`; rejects with its output
 * when it exits first or `timeoutMs` passes.
 */
export function startProcess(command, args, { ready, timeoutMs = 180_000, ...options }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    started.add(child);
    let output = '';
    let settled = false;
    const exited = new Promise((done) => child.once('exit', () => done()));
    const stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      started.delete(child);
    };
    const fail = (message) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void stop();
      reject(new Error(`${message}\n${output.slice(-3000)}`));
    };
    const timer = setTimeout(() => fail(`${command} ${args.join(' ')} was not ready within ${timeoutMs} ms`), timeoutMs);
    const onData = (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (match && !settled) {
        settled = true;
        clearTimeout(timer);
        resolve({ pid: child.pid, match, output: () => output, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      started.delete(child);
      fail(`${command} ${args.join(' ')} exited (${signal ?? code}) before it was ready`);
    });
  });
}

/**
 * The production shop on a free port, over a snapshot of the storefront build (`buildDir`, see
 * storefront-snapshot.mjs) and its own embedded database (seeded on first start).
 */
export async function startShop({ buildDir, databaseDir = workDir('shop-db'), mediaDir = workDir('media') }) {
  const port = await freePort();
  const shop = await startProcess(process.execPath, ['--import', 'tsx', join(BENCH_DIR, 'lib', 'shop-main.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      BENCH_BUILD_DIR: buildDir,
      PGLITE_DIR: databaseDir,
      MEDIA_DIR: mediaDir,
    },
    ready: /shop ready on (http:\/\/\S+)/,
  });
  return { ...shop, url: `http://127.0.0.1:${port}` };
}

/**
 * The API alone (`otthon-server`) on a free port, over an embedded database folder or a
 * PostgreSQL URL; `publicOrigins` adds origins it accepts calls from (a balancer in front).
 */
export async function startApi({ database, mediaDir = workDir('media'), publicOrigins = [] }) {
  const port = await freePort();
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), MEDIA_DIR: mediaDir, PUBLIC_ORIGINS: publicOrigins.join(',') };
  delete env.DATABASE_URL;
  if (typeof database === 'string') env.BENCH_PGLITE_DIR = database;
  else env.BENCH_DATABASE_URL = database.url;
  const api = await startProcess(process.execPath, ['--import', 'tsx', join(BENCH_DIR, 'lib', 'api-main.mjs')], {
    cwd: ROOT,
    env,
    ready: /API ready on (http:\/\/\S+)/,
  });
  return { ...api, url: `http://127.0.0.1:${port}` };
}

/** Debian's PostgreSQL binaries (`apt-get install postgresql`), newest major first. */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const majors = readdirSync(base)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(base, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length > 0 ? join(base, majors[0], 'bin') : null;
}

/**
 * A throwaway PostgreSQL cluster on loopback, owned by the `postgres` user (docs: toolchain), or
 * the server named by `BENCH_DATABASE_URL`. Resolves `{ url, stop }`, or `{ reason }` when neither
 * is available.
 */
export async function startPostgres() {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: async () => {} };
  const bin = postgresBinDir();
  if (!bin) return { reason: 'PostgreSQL not installed (apt-get install postgresql) and BENCH_DATABASE_URL not set' };
  if (process.getuid?.() !== 0) return { reason: 'a throwaway PostgreSQL cluster needs root (runuser postgres); set BENCH_DATABASE_URL instead' };
  const dir = join(workDir(), 'postgres');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const password = `bench-${process.pid}-${Date.now()}`;
  const pwfile = join(dir, 'pwfile');
  const data = join(dir, 'data');
  writeFileSync(pwfile, `${password}\n`);
  const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (ids.status !== 0) return { reason: 'no postgres user on this machine' };
  const uid = Number(ids.stdout.trim());
  const gid = Number(gids.stdout.trim());
  chownSync(dir, uid, gid);
  chownSync(pwfile, uid, gid);
  chmodSync(pwfile, 0o600);
  const asPostgres = (args) => spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' });
  const init = asPostgres([join(bin, 'initdb'), '-D', data, '-U', 'postgres', '--auth-local=trust', '--auth-host=scram-sha-256', `--pwfile=${pwfile}`]);
  if (init.status !== 0) return { reason: `initdb failed: ${(init.stderr || init.stdout).trim().split('\n').at(-1)}` };
  const port = await freePort();
  const start = asPostgres([
    join(bin, 'pg_ctl'),
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`,
    '-w',
    'start',
  ]);
  if (start.status !== 0) return { reason: `pg_ctl start failed: ${(start.stderr || start.stdout).trim().split('\n').at(-1)}` };
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      asPostgres([join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
