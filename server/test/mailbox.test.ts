/**
 * The development mailbox hands out every account's password-reset link, so only the person
 * running the shop on this machine may read it: it is served only while every public origin is
 * loopback (whatever MAILBOX or NODE_ENV say), and then only to a client on a loopback socket,
 * asking for a loopback host name, through no proxy. Anyone else gets the 404 of an unknown route.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { outbox } from '../src/db/schema.js';
import { createApi, type Api } from '../src/index.js';
import { resolveOptions } from '../src/options.js';
import { freshDatabase } from './support/database.js';

const RECIPIENT = 'demo@otthon.example';
const RESET_LINK = 'http://127.0.0.1:3000/jelszo-visszaallitas?token=reset-token-of-the-demo-customer';
const LOCAL_ORIGINS = ['http://127.0.0.1:3000', 'http://localhost:3000'];
/** What `npm start` sets. */
const NPM_START = { NODE_ENV: 'production', MAILBOX: '1' };

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let mediaDir: string;
const opened: Api[] = [];
const servers: ServerType[] = [];

beforeAll(async () => {
  fresh = await freshDatabase();
  mediaDir = await mkdtemp(join(tmpdir(), 'otthon-mailbox-'));
  const { database } = fresh;
  const db = await openDatabase('url' in database ? { url: database.url } : { pglite: database });
  await db.db.insert(outbox).values({
    kind: 'password_reset',
    to: RECIPIENT,
    subject: 'Új jelszó',
    text: `Új jelszó: ${RESET_LINK}`,
    html: `<p><a href="${RESET_LINK}">Új jelszó</a></p>`,
  });
  await db.close();
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  for (const api of opened) await api.close();
  await fresh?.drop();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

/** The API over the test's database with the environment and origins a start would give it. */
async function shop(env: NodeJS.ProcessEnv, publicOrigins: string[]): Promise<Api> {
  const api = await createApi({ database: fresh.database, publicOrigins, mediaDir, seed: false }, env);
  opened.push(api);
  return api;
}

/** Serves `api` on a loopback port, as `npm start -w server` does; answers its address. */
async function listen(api: Api): Promise<string> {
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const mailsPath = `/api/dev/mails?to=${encodeURIComponent(RECIPIENT)}`;

async function linksIn(response: Response): Promise<string[]> {
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { links: string[] }[] };
  return data.flatMap((mail) => mail.links);
}

describe('the development mailbox', () => {
  it('answers the person running `npm start` on this machine (production, MAILBOX=1, a loopback origin)', async () => {
    const api = await shop(NPM_START, LOCAL_ORIGINS);
    const base = await listen(api);
    expect(await linksIn(await fetch(`${base}${mailsPath}`))).toContain(RESET_LINK);
    const page = await fetch(`${base}/api/dev/mailbox`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(RESET_LINK);
    expect(api.settings).toContain('mailbox: /api/dev/mailbox, for clients on this machine only (MAILBOX=1)');
  });

  it.each([
    ['MAILBOX=1 in production', NPM_START],
    ['MAILBOX=1', { MAILBOX: 'yes' }],
    ['the development default', { NODE_ENV: 'development' }],
  ])('is off while a public origin is not this machine, whatever the setting (%s)', async (_name, env) => {
    const api = await shop(env, ['https://shop.example', ...LOCAL_ORIGINS]);
    const base = await listen(api);
    expect((await fetch(`${base}${mailsPath}`)).status).toBe(404);
    expect((await fetch(`${base}/api/dev/mailbox`)).status).toBe(404);
    expect(api.settings.find((line) => line.startsWith('mailbox:'))).toMatch(
      /^mailbox: off \(.*the public origin https:\/\/shop\.example is not this machine\)$/,
    );
  });

  it('answers 404, not the mails, to a client on another machine (the Node bindings a host passes on)', async () => {
    const api = await shop(NPM_START, LOCAL_ORIGINS);
    const from = (remoteAddress: string) =>
      api.fetch(new Request(`http://127.0.0.1:3000${mailsPath}`), { incoming: { socket: { remoteAddress } }, outgoing: {} });
    for (const address of ['198.51.100.7', '::ffff:192.0.2.2', 'fd00::2']) {
      const answer = await from(address);
      expect(answer.status, address).toBe(404);
      expect(await answer.text()).not.toContain('token=');
    }
    expect(await linksIn(await from('127.0.0.1'))).toContain(RESET_LINK);
    expect(await linksIn(await from('::1'))).toContain(RESET_LINK);
  });

  it.each([
    ['X-Forwarded-For', '127.0.0.1'],
    ['Forwarded', 'for=127.0.0.1'],
    ['X-Real-IP', '127.0.0.1'],
    ['Via', '1.1 proxy'],
    ['X-Forwarded-Host', '127.0.0.1:3000'],
  ])('answers 404 to a request a proxy passed on (%s), even behind a trusted proxy', async (header, value) => {
    const api = await shop({ ...NPM_START, TRUST_PROXY: '1' }, LOCAL_ORIGINS);
    const base = await listen(api);
    expect((await fetch(`${base}${mailsPath}`, { headers: { [header]: value } })).status).toBe(404);
  });

  it('answers 404 to a page of another site that points its own name at this machine (Host not loopback)', async () => {
    const base = await listen(await shop(NPM_START, LOCAL_ORIGINS));
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${base}${mailsPath}`);
      request({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers: { Host: 'rebound.example:3000' } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(404);
  });

  it('stays as the code that embeds the API sets it (`mailboxEnabled`)', () => {
    expect(resolveOptions({ mailboxEnabled: false, publicOrigins: LOCAL_ORIGINS }, { MAILBOX: '1' }).mailboxEnabled).toBe(false);
    expect(resolveOptions({ mailboxEnabled: true, publicOrigins: ['https://shop.example'] }, {}).mailboxEnabled).toBe(true);
    expect(resolveOptions({ publicOrigins: LOCAL_ORIGINS }, { MAILBOX: '0' }).mailboxEnabled).toBe(false);
    expect(resolveOptions({ publicOrigins: LOCAL_ORIGINS }, { NODE_ENV: 'production' }).mailboxEnabled).toBe(false);
  });
});
