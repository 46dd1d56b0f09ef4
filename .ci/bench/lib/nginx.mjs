/**
 * nginx as the load balancer of the scale-out benchmark: Debian's binary (NGINX_BIN, default
 * /usr/sbin/nginx) in the foreground as a child, on loopback, with a configuration generated into
 * a private folder (the system's nginx configuration is neither read nor changed), stopped by its
 * PID. Round robin without sticky sessions, as in docs/nginx.conf.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workDir } from './common.mjs';
import { freePort } from './processes.mjs';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** Starts nginx in front of `upstreams` (base URLs) on `port` (else a free one); resolves `{ url, pid, stop }`, or `{ reason }`. */
export async function startBalancer(upstreams, { name = 'nginx', port: wanted } = {}) {
  if (!existsSync(NGINX_BIN)) return { reason: `no nginx at ${NGINX_BIN} (apt-get install nginx, or set NGINX_BIN)` };
  const dir = workDir(name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'temp'), { recursive: true });
  // The workers drop root for `nobody`, which must write its buffers here.
  chmodSync(join(dir, 'temp'), 0o777);
  const port = wanted ?? (await freePort());
  const config = join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  upstream shop {
${upstreams.map((url) => `    server ${new URL(url).host} max_fails=0;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  );
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', config, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const killOnExit = () => child.exitCode === null && child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT: nginx finishes the requests it has, then its workers and itself end.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // nginx prints nothing when it starts: it is ready at its first answer.
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${url}/api/ping`);
      return { url, pid: child.pid, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  return { reason: `nginx did not answer on ${url}` };
}
