import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

const storefront = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The file the shop's output (stdout and stderr) is copied to, for tests that read its log. */
    serverLog: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop exited with code ${child.exitCode} before it was ready.`);
    try {
      const response = await fetch(`${url}/build-manifest.json`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

/**
 * Starts the production shop (`node --import tsx host/main.ts`, the same process `npm start`
 * runs) on a free port over a fresh embedded database, and stops it by its PID afterwards.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(storefront, process.env.STOREFRONT_BUILD_DIR ?? 'build', 'server/index.js'))) {
    throw new Error('No production build: run `npm run build -w storefront` (test:e2e does) before the end-to-end suite.');
  }
  const port = await freePort();
  const dataDir = process.env.E2E_DATABASE_DIR ?? mkdtempSync(join(tmpdir(), 'otthon-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // hostile.e2e.ts reads a CMS page and a blog article of hostile markup from the shop's own database.
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'e2e/support/hostile-content.ts', join(dataDir, 'pglite'), join(dataDir, 'media')], {
    cwd: storefront,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'host/main.ts'], {
    cwd: storefront,
    // The journeys read activation and reset links from the development mailbox; made-up customers
    // register from addresses of their own (X-Forwarded-For), as real ones do.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MAILBOX: '1',
      TRUST_PROXY: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: baseUrl,
      PGLITE_DIR: join(dataDir, 'pglite'),
      MEDIA_DIR: join(dataDir, 'media'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The shop's output goes on to the terminal as before, and into a file the tests can read.
  const serverLog = join(dataDir, 'shop.log');
  const logFile = createWriteStream(serverLog);
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    logFile.write(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    logFile.write(chunk);
  });
  const startedAt = performance.now();
  try {
    await waitUntilReady(baseUrl, child, 150_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  console.log(`[e2e] shop (PID ${child.pid}) ready at ${baseUrl} in ${Math.round(performance.now() - startedAt)} ms`);
  project.provide('baseUrl', baseUrl);
  project.provide('serverLog', serverLog);

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid!, 'SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10_000))]);
      if (!stopped) process.kill(child.pid!, 'SIGKILL');
    }
    if (!process.env.E2E_DATABASE_DIR) rmSync(dataDir, { recursive: true, force: true });
  };
}
