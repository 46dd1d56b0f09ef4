/**
 * The real server as a child process — `node --import tsx src/main.ts`, the entry `npm start -w
 * server` runs — over a database of its own, for tests about processes: crashes, restarts and
 * several servers sharing one PostgreSQL. Every child's PID is recorded; whatever a test leaves
 * running is killed by that PID when the test file's process ends.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { openDatabase, openPglite, type Database } from '../../src/db/client.js';
import { ORIGIN } from './api.js';
import { freshDatabase } from './database.js';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** A seeded database for server processes: an embedded data folder, or a PostgreSQL database. */
export interface ServerData {
  kind: Database['kind'];
  /** What a server process needs to find it. */
  env: Record<string, string>;
  /** Opens it in the test's process. An embedded folder belongs to one process: only while no server runs on it. */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/**
 * A clone of the seeded database the global setup built: with DATABASE_URL a PostgreSQL database
 * created from the template, else an embedded data folder on disk unpacked from the dump.
 */
export async function freshServerData(): Promise<ServerData> {
  const mediaDir = await mkdtemp(join(tmpdir(), 'otthon-process-media-'));
  const media = { MEDIA_DIR: mediaDir };
  const removeMedia = () => rm(mediaDir, { recursive: true, force: true });
  if (inject('pgTemplate')) {
    const { database, drop } = await freshDatabase();
    const { url } = database as { url: string };
    return {
      kind: 'postgres',
      env: { ...media, DATABASE_URL: url },
      open: () => openDatabase({ url }),
      drop: async () => {
        await drop();
        await removeMedia();
      },
    };
  }
  const dump = inject('pgliteDump');
  if (!dump) throw new Error('The global setup did not prepare a database; run the tests through vitest with server/vitest.config.ts.');
  const root = await mkdtemp(join(tmpdir(), 'otthon-process-data-'));
  const dataDir = join(root, 'pglite');
  const unpacked = openPglite(dataDir, new Blob([await readFile(dump)]));
  await unpacked.waitReady;
  await unpacked.close();
  return {
    kind: 'pglite',
    env: { ...media, PGLITE_DIR: dataDir },
    open: () => openDatabase({ pglite: dataDir }),
    drop: async () => {
      await rm(root, { recursive: true, force: true });
      await removeMedia();
    },
  };
}

export interface ServerProcess {
  readonly pid: number;
  /** `http://127.0.0.1:{port}` */
  readonly origin: string;
  /** Sends a request made for the shop's test origin to this process (a `Client` target). */
  fetch(request: Request): Promise<Response>;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output, once it appears. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** SIGKILL: no shutdown code runs. Resolves once the process is gone. */
  kill(): Promise<NodeJS.Signals | null>;
  /** SIGTERM: the server's own graceful shutdown (closes the database). Resolves with the exit code. */
  stop(): Promise<number | null>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) {
    try {
      process.kill(child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/**
 * Starts the server on `data` on a free loopback port and resolves once it listens. `env` adds
 * variables (fault injection); the shop's origin is the tests' `ORIGIN`, so the development
 * mailbox is off (it serves loopback origins only): read the `outbox` table instead.
 */
export async function startServer(data: ServerData, env: Record<string, string> = {}, timeoutMs = 120_000): Promise<ServerProcess> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    // Port 0: the system picks a free one and the ready line names it.
    PORT: '0',
    PUBLIC_ORIGINS: ORIGIN,
    ...data.env,
    ...env,
  };
  if (!data.env.DATABASE_URL) delete childEnv.DATABASE_URL;
  if (!data.env.PGLITE_DIR) delete childEnv.PGLITE_DIR;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  let output = '';
  const watchers = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const watcher of watchers) watcher();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  const waitForOutput = (pattern: RegExp, ms = 60_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const done = () => {
        watchers.delete(check);
        clearTimeout(timer);
      };
      const check = () => {
        const match = pattern.exec(output);
        if (match) {
          done();
          resolve(match);
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`The server (PID ${child.pid}) printed no ${pattern} within ${ms} ms. Its output:\n${output.slice(-3000)}`));
      }, ms);
      watchers.add(check);
      void exited.then(({ code, signal }) => {
        if (!watchers.has(check)) return;
        done();
        reject(new Error(`The server (PID ${child.pid}) exited (${signal ?? code}) before printing ${pattern}. Its output:\n${output.slice(-3000)}`));
      });
      check();
    });

  const ready = await waitForOutput(/Otthon API on (http:\/\/127\.0\.0\.1:\d+)/, timeoutMs).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await exited;
    throw error;
  });
  const origin = ready[1]!;

  return {
    pid: child.pid!,
    origin,
    async fetch(request) {
      const url = new URL(request.url);
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
      return fetch(`${origin}${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body, redirect: 'manual' });
    },
    output: () => output,
    waitForOutput,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGKILL');
      return (await exited).signal;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGTERM');
      const { code, signal } = await exited;
      if (signal) throw new Error(`The server (PID ${child.pid}) ended by ${signal} instead of shutting down. Its output:\n${output.slice(-3000)}`);
      return code;
    },
  };
}
