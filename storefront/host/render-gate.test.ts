import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createHost } from './create-host.js';
import { RenderBusy, RenderGate, releasedAfterBody } from './render-gate.js';

const gateOf = (options: Partial<ConstructorParameters<typeof RenderGate>[0]> = {}) =>
  new RenderGate({ concurrency: 1, maxQueue: 8, maxWaitMs: 5_000, apiFirstMs: 200, ...options });
const turn = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records when each entered render got its turn. */
function track(gate: RenderGate, name: string, order: string[]) {
  return gate.enter().then((release) => {
    order.push(name);
    return release;
  });
}

describe('the render gate', () => {
  it('lets renders take turns: the next starts when the one before gives its turn back', async () => {
    const gate = gateOf();
    const order: string[] = [];
    const first = track(gate, 'first', order);
    const second = track(gate, 'second', order);
    const release = await first;
    await turn();
    expect(order).toEqual(['first']);
    expect(gate.load).toMatchObject({ running: 1, waiting: 1 });
    release();
    release(); // twice changes nothing
    (await second)();
    expect(order).toEqual(['first', 'second']);
    expect(gate.load).toMatchObject({ running: 0, waiting: 0 });
  });

  it('lets an API call in progress go first, and a render waiting longer than the allowance go anyway', async () => {
    const gate = gateOf({ apiFirstMs: 150 });
    const order: string[] = [];
    const done = gate.apiCall();
    const page = track(gate, 'page', order);
    await sleep(40);
    expect(order).toEqual([]);
    done();
    (await page)();
    expect(order).toEqual(['page']);

    const busy = gate.apiCall();
    const started = performance.now();
    (await track(gate, 'late', order))();
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    busy();
  });

  it('refuses at once when the queue is full, and a render that waited too long', async () => {
    const gate = gateOf({ maxQueue: 1, maxWaitMs: 60 });
    const release = await gate.enter();
    const waiting = gate.enter();
    await expect(gate.enter()).rejects.toBeInstanceOf(RenderBusy);
    await expect(waiting).rejects.toThrow('waited too long');
    release();
    expect(gate.load).toMatchObject({ running: 0, waiting: 0 });
    (await gate.enter())();
  });
});

describe('releasedAfterBody', () => {
  it('gives the turn back once the body has been read, or cancelled, or at once without a body', async () => {
    let released = 0;
    const answer = releasedAfterBody(new Response('<p>page</p>', { status: 200, headers: { 'X-Kept': '1' } }), () => released++);
    expect(released).toBe(0);
    expect(answer.headers.get('x-kept')).toBe('1');
    expect(await answer.text()).toBe('<p>page</p>');
    expect(released).toBe(1);

    const cancelled = releasedAfterBody(new Response(new ReadableStream({ pull: () => new Promise(() => {}) })), () => released++);
    await cancelled.body!.cancel();
    expect(released).toBe(2);

    releasedAfterBody(new Response(null, { status: 204 }), () => released++);
    expect(released).toBe(3);
  });
});

/** A build whose pages stream until `finish` is called, counting the renders started. */
function slowShop(renderGate: ConstructorParameters<typeof RenderGate>[0]) {
  const seen = { renders: 0, finish: [] as (() => void)[] };
  const build = {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) => {
          seen.renders += 1;
          headers.set('Content-Type', 'text/html; charset=utf-8');
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('<!doctype html><p>page'));
              seen.finish.push(() => controller.close());
            },
          });
          return new Response(body, { status, headers });
        },
      },
    },
    routes: {
      root: { id: 'root', path: '', module: { default: () => null } },
      page: { id: 'page', parentId: 'root', path: '*', module: { default: () => null } },
    },
    assets: { version: 'v1', url: '/assets/manifest-v1.js', entry: { module: '/assets/entry.js', imports: [] }, routes: {} },
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
  const api = { fetch: async () => Response.json({ data: { ok: true } }) };
  const app = createHost({ api, build, mode: 'development', publicOrigin: 'https://shop.example', pageCache: false, renderGate });
  return { app, seen };
}

describe('the host with a render gate', () => {
  it('renders one page at a time, answers the API meanwhile, and refuses a page beyond the queue with 503 and Retry-After', async () => {
    const { app, seen } = slowShop({ concurrency: 1, maxQueue: 1, maxWaitMs: 5_000, apiFirstMs: 200 });
    const first = await app.request('/hu/kereses?q=kanape');
    expect(first.status).toBe(200);
    const second = app.request('/en/search?q=sofa');
    await sleep(20);
    expect(seen.renders).toBe(1);
    // The API is not behind the page in progress.
    expect((await app.request('/api/cart')).status).toBe(200);
    const refused = await app.request('/en/contact');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    seen.finish[0]!();
    expect(await first.text()).toContain('<p>page');
    const answered = await second;
    expect(seen.renders).toBe(2);
    seen.finish[1]!();
    expect(await answered.text()).toContain('<p>page');
  });
});
