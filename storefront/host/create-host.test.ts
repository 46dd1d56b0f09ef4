import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHost } from './create-host.js';
import { SHARED_PAGE_CACHE_CONTROL } from './page-cache.js';

let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'otthon-host-'));
  await mkdir(join(clientDir, 'assets'));
  await writeFile(join(clientDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await writeFile(join(clientDir, 'assets', 'entry-abc123.js'), 'export {};\n');
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

/** The smallest server build React Router renders: one catch-all route whose document is a fixed page. */
const build = {
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers) => {
        headers.set('Content-Type', 'text/html; charset=utf-8');
        return new Response('<!doctype html><p>page</p>', { status, headers });
      },
    },
  },
  routes: {
    root: { id: 'root', path: '', module: { default: () => null } },
    page: { id: 'page', parentId: 'root', path: '*', module: { default: () => null } },
  },
  assets: {
    version: 'v1',
    url: '/assets/manifest-v1.js',
    entry: { module: '/assets/entry-abc123.js', imports: [] },
    routes: {},
  },
  basename: '/',
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

const api = { fetch: () => Response.json({ data: null }) };
const host = (publicOrigin?: string) => createHost({ api, build, mode: 'production', clientDir, publicOrigin });
const FILES = ['/robots.txt', '/build-manifest.json', '/assets/entry-abc123.js', '/assets/missing-0000.js'];

describe('the host’s files', () => {
  it.each(FILES)('serves %s with nosniff, no framing and a policy that runs nothing', async (path) => {
    const answer = await host('https://shop.example').request(path);
    expect(answer.status).toBe(path.includes('missing') ? 404 : 200);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('keeps their caching: hashed assets for a year, a missing one not at all', async () => {
    const app = host('https://shop.example');
    expect((await app.request('/assets/entry-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/assets/missing-0000.js')).headers.get('cache-control')).toBe('no-store');
    expect(await (await app.request('/build-manifest.json')).json()).toEqual({ version: 'v1' });
  });

  it('sends no Strict-Transport-Security from a shop on plain http', async () => {
    for (const path of [...FILES, '/hu']) {
      const answer = await host('http://127.0.0.1:3000').request(path);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});

describe('the host’s pages', () => {
  it('send Strict-Transport-Security beside their own policy when the shop is on https', async () => {
    const answer = await host('https://shop.example').request('/hu');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<p>page</p>');
    expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('keep a cookie-less home page in production and send it again from memory, a search not', async () => {
    const app = host('https://shop.example');
    for (const path of ['/hu', '/en/search?q=sofa']) await (await app.request(path)).text();
    const home = await app.request('/hu');
    expect(home.headers.get('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(home.headers.get('vary')).toMatch(/^Cookie\b/);
    expect(home.headers.get('age')).toBe('0');
    const search = await app.request('/en/search?q=sofa');
    expect(search.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/);
    expect(search.headers.get('age')).toBeNull();
  });

  it('leave the API’s answers as the API made them', async () => {
    const answer = await host('https://shop.example').request('/api/init');
    expect(await answer.json()).toEqual({ data: null });
    expect(answer.headers.get('content-security-policy')).toBeNull();
  });
});

describe('a form posted to a page before its scripts ran', () => {
  it('is sent back to the page with 303, its body unread, and React Router’s own data requests pass', async () => {
    const app = host('https://shop.example');
    const answer = await app.request('/en/login?next=%2Fen', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40example.hu&password=Titok-1234',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/en/login?next=%2Fen');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toBe('');
    const data = await app.request('/en/login.data', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'x=1' });
    expect(data.status).not.toBe(303);
  });
});
