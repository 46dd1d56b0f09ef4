/**
 * Maximum throughput with a fixed number of connections on loopback, closed loop: each
 * connection sends its next request as soon as the previous answer has arrived, for `seconds`.
 * Every connection may act as a shopper of its own (`requestFor(index)` gives its method, path,
 * headers and body), so a write benchmark does not measure many connections queueing on one
 * cart's row lock.
 *
 * Why not autocannon: its connections all send the same request (one session), and it shares
 * the open-loop client's reason for `node:http` — a lean client on the server's own two cores.
 */
import http from 'node:http';

/**
 * @param {{
 *   url: string,
 *   connections: number,
 *   seconds: number,
 *   requestFor: (index: number) => { method?: string, path: string, headers?: Record<string, string>, body?: string },
 *   timeoutMs?: number,
 * }} options
 * @returns {Promise<{ rps: number, p50: number, p99: number, max: number, count: number, errors: number, timeouts: number, statuses: Record<string, number> }>}
 */
export async function closedLoop({ url, connections, seconds, requestFor, timeoutMs = 10_000 }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let timeouts = 0;
  const started = performance.now();
  const until = started + seconds * 1000;

  const send = ({ method = 'GET', path, headers = {}, body }) =>
    new Promise((resolve) => {
      const begun = performance.now();
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          method,
          path,
          agent,
          headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
          timeout: timeoutMs,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status < 200 || status >= 300) errors += 1;
            latencies.push(performance.now() - begun);
            resolve();
          });
          response.on('error', () => {
            errors += 1;
            resolve();
          });
        },
      );
      request.on('timeout', () => {
        timeouts += 1;
        request.destroy(new Error('timeout'));
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(body);
    });

  const worker = async (index) => {
    while (performance.now() < until) await send(requestFor(index));
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => worker(index)));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => (latencies.length === 0 ? NaN : Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10);
  return {
    rps: Math.round(latencies.length / elapsed),
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
    count: latencies.length,
    errors,
    timeouts,
    statuses,
  };
}
