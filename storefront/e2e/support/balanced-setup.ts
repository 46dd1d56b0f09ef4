/**
 * The production layout of docs/deployment (server/README.md, "Production layout"), started for a
 * test: two shop processes (`host/main.ts`, storefront + in-process API) on one PostgreSQL
 * (DATABASE_URL) behind nginx on loopback, round robin without sticky sessions. The nginx
 * configuration is generated into a temporary folder (nothing of the system's nginx is read or
 * changed), nginx runs in the foreground as a child, and every process is stopped by its PID.
 *
 * Each answer through nginx carries `X-Upstream` (the address of the process that served it), and
 * nginx's access log in the folder names it too, so a test can prove that the calls alternate.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const storefront = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    upstreams: string[];
    accessLog: string;
  }
}

/** The nginx configuration of the test: the example in docs/nginx.conf with loopback ports and a private folder. */
export function balancerConfig({ dir, port, upstreams }: { dir: string; port: number; upstreams: string[] }): string {
  return `# Generated for one test run; see docs/nginx.conf for the production example.
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  log_format balanced '$request_method $request_uri $status $upstream_addr';
  access_log ${dir}/access.log balanced;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  upstream shop {
${upstreams.map((url) => `    server ${new URL(url).host} max_fails=0;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 2m;
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode} before it was ready.`);
    try {
      if ((await fetch(`${url}/build-manifest.json`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Nothing answered at ${url} within ${timeoutMs / 1000} s.`);
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid, 'SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10_000))]);
  if (!stopped) process.kill(child.pid, 'SIGKILL');
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('The balanced run needs one PostgreSQL for both processes: set DATABASE_URL (.ci/postgres.sh start).');
  if (!existsSync(join(resolve(storefront, process.env.STOREFRONT_BUILD_DIR ?? 'build'), 'server/index.js'))) {
    throw new Error('No production build: run `npm run build -w storefront` before the balanced run.');
  }
  const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  if (!existsSync(nginx)) throw new Error(`No nginx at ${nginx} (apt-get install nginx, or set NGINX_BIN).`);
  // Fixed loopback ports (BALANCER_PORT and the next two), so a shared machine can keep them apart.
  const port = Number(process.env.BALANCER_PORT ?? 3650);
  const baseUrl = `http://127.0.0.1:${port}`;
  const upstreams = [1, 2].map((offset) => `http://127.0.0.1:${port + offset}`);
  const dir = mkdtempSync(join(tmpdir(), 'otthon-balanced-'));
  const temp = join(dir, 'temp');
  mkdirSync(temp);
  // nginx's workers drop root for `nobody`, which must write its buffers here.
  chmodSync(dir, 0o755);
  chmodSync(temp, 0o777);
  const children: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all(children.map(stop));
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // The first process migrates and seeds the empty database; the second finds it ready.
    for (const [index, upstream] of upstreams.entries()) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'host/main.ts'], {
        cwd: storefront,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          // A test shop: passwords hashed at the test cost (server/src/accounts/passwords.ts).
          OTTHON_TEST_PASSWORD_HASHING: 'fast',
          MAILBOX: '1',
          // nginx appends the client's address to X-Forwarded-For: one proxy hop to trust.
          TRUST_PROXY: '1',
          PORT: new URL(upstream).port,
          HOST: '127.0.0.1',
          PUBLIC_ORIGIN: baseUrl,
          DATABASE_URL: databaseUrl,
          MEDIA_DIR: join(dir, `media-${index + 1}`),
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      children.push(child);
      await waitUntilReady(upstream, child, 180_000);
      console.log(`[balanced] shop process ${index + 1} (PID ${child.pid}) ready at ${upstream}`);
    }
    const config = join(dir, 'nginx.conf');
    writeFileSync(config, balancerConfig({ dir, port, upstreams }));
    const balancer = spawn(nginx, ['-p', dir, '-c', config, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'inherit', 'inherit'] });
    children.push(balancer);
    await waitUntilReady(baseUrl, balancer, 20_000);
    console.log(`[balanced] nginx (PID ${balancer.pid}) ready at ${baseUrl}, round robin over ${upstreams.join(' and ')}`);
  } catch (error) {
    await stopAll();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide(
    'upstreams',
    upstreams.map((url) => new URL(url).host),
  );
  project.provide('accessLog', join(dir, 'access.log'));
  return stopAll;
}
