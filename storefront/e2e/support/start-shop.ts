import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const storefront = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
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

export interface StartedShop {
  baseUrl: string;
  /** Its own data folder (database, media, log). */
  dataDir: string;
  /** The file the shop's output (stdout and stderr) is copied to. */
  serverLog: string;
  pid: number;
  /** Ends the shop by its PID (SIGTERM, then SIGKILL after 10 s) and removes its data unless kept. */
  stop(): Promise<void>;
}

export interface StartShopOptions {
  /** Settings on top of the e2e shop's own (e.g. a payment provider's). */
  env?: Record<string, string>;
  /** An existing data folder (kept afterwards); default a fresh one, removed on stop. */
  dataDir?: string;
  /** Runs with the data folder before the shop starts (e.g. writing content into its database). */
  prepare?: (dataDir: string) => Promise<void>;
  /** Echo the shop's output to the terminal. @default true */
  echo?: boolean;
}

/**
 * Starts the production shop (`node --import tsx host/main.ts`, the same process `npm start`
 * runs) on a free port over its own fresh embedded database, as the e2e suite's shops run.
 */
export async function startShop(options: StartShopOptions = {}): Promise<StartedShop> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'otthon-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  await options.prepare?.(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'host/main.ts'], {
    cwd: storefront,
    // The journeys read activation and reset links from the development mailbox; made-up customers
    // register from addresses of their own (X-Forwarded-For), as real ones do.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // A test shop: passwords hashed at the test cost (server/src/accounts/passwords.ts).
      OTTHON_TEST_PASSWORD_HASHING: 'fast',
      MAILBOX: '1',
      TRUST_PROXY: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: baseUrl,
      PGLITE_DIR: join(dataDir, 'pglite'),
      MEDIA_DIR: join(dataDir, 'media'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The shop's output goes on to the terminal, and into a file the tests can read.
  const serverLog = join(dataDir, 'shop.log');
  const logFile = createWriteStream(serverLog);
  const echo = options.echo ?? true;
  child.stdout?.on('data', (chunk: Buffer) => {
    if (echo) process.stdout.write(chunk);
    logFile.write(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    if (echo) process.stderr.write(chunk);
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
  return {
    baseUrl,
    dataDir,
    serverLog,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(child.pid!, 'SIGTERM');
        const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10_000))]);
        if (!stopped) process.kill(child.pid!, 'SIGKILL');
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
