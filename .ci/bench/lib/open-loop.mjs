/**
 * A steady request rate against one address on loopback, open loop: a request is due every
 * 1000/rate ms whatever the answers do, and each latency is counted from its due moment, so a
 * stall of the server is not hidden by the client waiting for it (coordinated omission).
 *
 * Why not autocannon's own rate options: they send each interval's quota as a burst, which
 * measures draining a queue rather than a steady rate. Why `node:http` and not `fetch`: the load
 * generator shares the machine's cores with the server, and fetch's streams produce enough
 * garbage that the client's own collector pauses showed up as server latency.
 */
import http from 'node:http';

/**
 * `agent`: connections the caller keeps (a shopper's browser, whose connections are open before it
 * acts); without it, each run opens its own and closes them at the end.
 * `method` and `body` (a function of the request's index, answering the JSON to send) make it a
 * write: each request is sent in full when it is due.
 * @param {{ url: string, headers?: Record<string, string>, rate: number, seconds: number, agent?: http.Agent, method?: string, body?: (index: number) => unknown }} options
 * @returns {Promise<{ rps: number, p50: number, p99: number, max: number, count: number, errors: number, statuses: Record<string, number> }>}
 */
export async function openLoop({ url, headers = {}, rate, seconds, agent: given, method = 'GET', body }) {
  const target = new URL(url);
  const agent = given ?? new http.Agent({ keepAlive: true, maxSockets: 64 });
  const interval = 1000 / rate;
  const total = Math.round(seconds * rate);
  const latencies = [];
  const statuses = {};
  let errors = 0;
  const pending = [];
  const started = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = started + i * interval;
    const wait = due - performance.now();
    // Timers are coarse (about 1 ms); latency is counted from `due`, so a late start is not hidden.
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      new Promise((resolve) => {
        const payload = body ? JSON.stringify(body(i)) : undefined;
        const requestHeaders =
          payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
        const options = { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method, agent, headers: requestHeaders };
        const request = http.request(options, (response) => {
          response.resume();
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status < 200 || status >= 300) errors += 1;
            latencies.push(performance.now() - due);
            resolve();
          });
          response.on('error', () => {
            errors += 1;
            resolve();
          });
        });
        request.on('error', () => {
          errors += 1;
          resolve();
        });
        request.end(payload);
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  if (!given) agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => (latencies.length === 0 ? NaN : Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10);
  return { rps: Math.round((latencies.length / elapsed) * 10) / 10, p50: at(0.5), p99: at(0.99), max: at(1), count: total, errors, statuses };
}
