/**
 * The shop's start (`host/main.ts`, what `npm start` runs) reads the settings the server README
 * promises: DATABASE_URL chooses a PostgreSQL server over the embedded default and PGLITE_DIR;
 * PUBLIC_ORIGINS are the shop's origins (cookies `Secure` when one is https, https return
 * addresses accepted); and the start prints which database and origins it uses. Each test runs
 * the real entry as a child process (development mode: Vite instead of the build, the same
 * settings) and stops it by its PID.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const STOREFRONT_DIR = fileURLToPath(new URL('..', import.meta.url));
const PORT = 3612;
/** Nothing listens here: a PostgreSQL server that cannot be reached. */
const UNREACHABLE_DATABASE_URL = 'postgres://otthon:do-not-log-this@127.0.0.1:3619/otthon';

let root: string;
const children = new Set<ChildProcess>();
beforeAll(async () => void (root = await mkdtemp(join(tmpdir(), 'otthon-start-'))));
afterAll(async () => {
  for (const child of children) process.kill(child.pid!, 'SIGKILL');
  if (root) await rm(root, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first match of `pattern`, or rejects when the process ends first. */
  waitFor: (pattern: RegExp) => Promise<RegExpExecArray>;
  exited: Promise<number | null>;
}

/** Runs `host/main.ts` with only the given settings (no inherited database or origin). */
function start(settings: Record<string, string>): Started {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(PORT), ...settings };
  for (const name of ['DATABASE_URL', 'PGLITE_DIR', 'PUBLIC_ORIGIN', 'PUBLIC_ORIGINS', 'MAILBOX', 'API_ORIGIN', 'TRUST_PROXY'])
    if (!(name in settings)) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'host/main.ts'], { cwd: STOREFRONT_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = pattern.exec(output);
        if (match) {
          clearInterval(timer);
          resolve(match);
        }
      }, 100);
      void exited.then((code) => {
        const match = pattern.exec(output);
        clearInterval(timer);
        if (match) resolve(match);
        else reject(new Error(`host/main.ts exited (${code}) before printing ${pattern}. Its output:\n${output.slice(-3000)}`));
      });
    });
  return { child, output: () => output, waitFor, exited };
}

async function stop(started: Started): Promise<number | null> {
  if (started.child.exitCode === null) process.kill(started.child.pid!, 'SIGTERM');
  return started.exited;
}

describe('npm start: the database', () => {
  it('uses the PostgreSQL server DATABASE_URL names and never opens the PGLITE_DIR folder', { timeout: 120_000 }, async () => {
    const folder = join(root, 'not-this-folder');
    const started = start({ DATABASE_URL: UNREACHABLE_DATABASE_URL, PGLITE_DIR: folder });
    const outcome = await Promise.race([started.exited.then((code) => `exited ${code}`), started.waitFor(/Otthon is running/).then(() => 'listening')]);
    if (outcome === 'listening') await stop(started);

    expect(outcome, started.output()).toBe('exited 1');
    expect(started.output()).toMatch(/The shop could not start:[\s\S]*ECONNREFUSED 127\.0\.0\.1:3619/);
    expect(started.output()).not.toContain('do-not-log-this');
    expect(existsSync(folder)).toBe(false);
  });
});

describe('npm start: PUBLIC_ORIGINS', () => {
  it('makes them the shop’s origins: printed at start, cookies Secure, https return addresses accepted', { timeout: 240_000 }, async () => {
    const folder = join(root, 'pglite');
    const started = start({ PGLITE_DIR: folder, PUBLIC_ORIGINS: 'https://shop.example, https://www.shop.example' });
    try {
      await started.waitFor(/Otthon is running at (\S+)/);
      const base = `http://127.0.0.1:${PORT}`;
      const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
      const setCookies = csrf.headers.getSetCookie();
      expect(setCookies.length).toBeGreaterThan(0);
      for (const line of setCookies) expect(line).toMatch(/;\s*Secure/i);

      const cookie = setCookies.map((line) => line.split(';')[0]).join('; ');
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)![1]!);
      const reset = (resultUrl: string) =>
        fetch(`${base}/api/auth/password/reset`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', Cookie: cookie, 'X-XSRF-TOKEN': xsrf },
          body: JSON.stringify({ email: 'nobody@example.hu', result_url: resultUrl }),
        });
      expect((await reset('https://www.shop.example/hu/jelszo-visszaallitas')).status).toBe(200);
      expect((await reset('https://elsewhere.example/hu/jelszo-visszaallitas')).status).toBe(422);

      const origins = `https://shop.example, https://www.shop.example, http://127.0.0.1:${PORT}, http://localhost:${PORT}`;
      expect(started.output()).toContain(`database: embedded PostgreSQL (PGlite) in ${folder}\n`);
      expect(started.output()).toContain(`public origins: ${origins} (cookies Secure)\n`);
      expect(started.output()).toContain('Otthon is running at https://shop.example');
    } finally {
      // Vite's development server ends the process on SIGTERM itself (exit code 143).
      await stop(started);
    }
  });
});
