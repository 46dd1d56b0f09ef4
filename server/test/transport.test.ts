/**
 * What a client sees on the wire, over real HTTP through the Node adapter: a body over the size
 * limit on a kept-alive connection, and Strict-Transport-Security for a shop served over https.
 */
import { request as httpRequest, Agent } from 'node:http';
import { connect } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './support/api.js';
import { Client } from './support/client.js';

let api: TestApi;
let plain: TestApi;
const servers: ServerType[] = [];
let port: number;

const listen = (target: TestApi) =>
  new Promise<number>((resolve) => {
    const server = serve({ fetch: target.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
    servers.push(server);
  });

beforeAll(async () => {
  api = await createTestApi();
  // The same shop on plain http only (development).
  plain = await api.variant({ publicOrigins: ['http://127.0.0.1:3000'] });
  port = await listen(api);
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await api.close();
});

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request through a keep-alive agent; the agent reuses the connection unless told to close. */
function send(agent: Agent, method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, agent, headers: { Locale: 'en', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const tooLarge = JSON.stringify({ name: 'A B', email: 'a@example.hu', message: 'x'.repeat(300_000) });

describe('a body over the size limit', () => {
  it('is a 413 in the shopper’s language that names the limit', async () => {
    const english = await new Client(api, { locale: 'en' }).request('POST', '/api/contact', { raw: tooLarge });
    expect(english.status).toBe(413);
    expect(english.body).toEqual({ message: 'The request body is too large (at most 256 KiB).' });
    const hungarian = await new Client(api, { locale: 'hu' }).request('POST', '/api/contact', { raw: tooLarge });
    expect(hungarian.body).toEqual({ message: 'A kérés törzse túl nagy (legfeljebb 256 KiB).' });
  });

  it.each([
    ['with a Content-Length', { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(tooLarge)) }],
    ['sent in chunks', { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }],
  ])('%s says Connection: close, and the next request on the same agent still succeeds', async (_name, headers) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let round = 0; round < 3; round++) {
        const refused = await send(agent, 'POST', '/api/contact', tooLarge, headers);
        expect(refused.status).toBe(413);
        expect(refused.headers.connection).toBe('close');
        expect(JSON.parse(refused.body)).toEqual({ message: 'The request body is too large (at most 256 KiB).' });
        const next = await send(agent, 'GET', '/api/ping');
        expect(next.status).toBe(204);
      }
    } finally {
      agent.destroy();
    }
  });

  it('closes the connection it said it would close, after the whole answer', async () => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nLocale: en\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(tooLarge)}\r\n\r\n`,
    );
    socket.write(tooLarge);
    await closed;
    const text = Buffer.concat(received).toString('utf8');
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(text).toContain('{"message":"The request body is too large (at most 256 KiB)."}');
  });

  it('keeps a connection alive after an ordinary error', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const missing = await send(agent, 'GET', '/api/products/999999');
      expect(missing.status).toBe(404);
      expect(missing.headers.connection).toBe('keep-alive');
    } finally {
      agent.destroy();
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent on every answer of a shop whose public origin is https', async () => {
    const client = new Client(api);
    for (const path of ['/api/init', '/api/nothing', '/sanctum/csrf-cookie', '/api/openapi.json']) {
      expect((await client.get(path)).headers.get('strict-transport-security'), path).toBe('max-age=31536000');
    }
  });

  it('is not sent by a shop served over plain http', async () => {
    const answer = await new Client(plain).get('/api/init');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });
});
