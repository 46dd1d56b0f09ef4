import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.js';
import { resolveOptions } from '../src/options.js';
import { holdDeferred, pendingCount } from '../src/shared/deferred.js';
import { derivationCount, HASHING_BUDGET, HashingBusy, withinHashingBudget } from '../src/accounts/passwords.js';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { Client, expectContract, expectError, type Answer, type ClientOptions } from './support/client.js';
import { DEMO_PASSWORD, mailsTo, registerAndActivate, registration } from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

const started = (options?: ClientOptions) => new Client(api, options).start();
const DEMO = { email: 'demo@otthon.example', password: DEMO_PASSWORD };
/** Tests that hash many passwords one after another (≈ 0.25 s each on an idle core, far more on a busy machine). */
const HASHING_TIMEOUT = 120_000;
const statuses = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

/** Occupies the whole hashing budget until the returned function is called. */
async function saturateHashing(): Promise<() => Promise<void>> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const holders = Array.from({ length: HASHING_BUDGET.active + HASHING_BUDGET.waiting }, () => withinHashingBudget(() => gate));
  await expect(withinHashingBudget(async () => 'never')).rejects.toBeInstanceOf(HashingBusy);
  return async () => {
    release();
    await Promise.all(holders);
  };
}

describe('login attempts sent at once', () => {
  it('checks at most five passwords of 31 sent together; the rest are refused with 429 without hashing', { timeout: HASHING_TIMEOUT }, async () => {
    const { email, password } = DEMO;
    const ip = '10.31.0.1';
    const clients = await Promise.all(Array.from({ length: 31 }, () => started({ ip })));
    const before = derivationCount();
    const answers = await Promise.all(
      clients.map((client, index) => client.post('/api/auth/login', { email, password: index === 30 ? password : `rossz-${index}` })),
    );
    const checked = derivationCount() - before;
    expect(checked).toBeLessThanOrEqual(5);
    // Only attempts whose password was checked get an answer other than 429.
    expect(answers.filter((answer) => answer.status !== 429)).toHaveLength(checked);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('after 30 wrong passwords at once (5 × 422, 25 × 429, five hashes), the right one is refused too', { timeout: HASHING_TIMEOUT }, async () => {
    const { email, password } = DEMO;
    const ip = '10.31.0.2';
    const clients = await Promise.all(Array.from({ length: 30 }, () => started({ ip })));
    const before = derivationCount();
    const answers = await Promise.all(clients.map((client, index) => client.post('/api/auth/login', { email, password: `rossz-${index}` })));
    expect(statuses(answers)).toEqual({ 422: 5, 429: 25 });
    expect(derivationCount() - before).toBe(5);

    const right = await (await started({ ip })).post('/api/auth/login', { email, password });
    expectError(right, 429);
    expect(derivationCount() - before).toBe(5);
  });

  it('limits wrong passwords per address over every e-mail (rotating e-mails costs a hash each, up to 20)', { timeout: HASHING_TIMEOUT }, async () => {
    const client = await started({ ip: '10.31.0.3' });
    const before = derivationCount();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expectError(await client.post('/api/auth/login', { email: `forgo-${attempt}@example.hu`, password: 'barmi-123' }), 422);
    }
    expectError(await client.post('/api/auth/login', { email: 'forgo-uj@example.hu', password: 'barmi-123' }), 429);
    expect(derivationCount() - before).toBe(20);
  });

  it('refuses with 429 and Retry-After, hashing nothing and counting nothing, while the hashing budget is spent', { timeout: HASHING_TIMEOUT }, async () => {
    const { email, password } = DEMO;
    const client = await started({ ip: '10.31.0.4' });
    const release = await saturateHashing();
    const before = derivationCount();
    const busy: Answer[] = [];
    try {
      for (let attempt = 0; attempt < 6; attempt += 1) busy.push(await client.post('/api/auth/login', { email, password: 'rossz-jelszo' }));
      busy.push(
        await client.post('/api/auth/register', await registration(client, { email: 'foglalt.uj@example.hu' })),
        await client.post(`/api/auth/password/reset/${'z'.repeat(43)}`, { password: 'Uj-Jelszo-2026', password_confirmation: 'Uj-Jelszo-2026' }),
      );
    } finally {
      await release();
    }
    expect(derivationCount()).toBe(before);
    for (const answer of busy.slice(0, 7)) {
      expectError(answer, 429);
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    // A made-up reset link is refused before the budget is even asked.
    expectError(busy[7]!, 404);
    // The refused attempts did not use up the five: the right password still logs in.
    expectContract('login', await client.post('/api/auth/login', { email, password }));
  });
});

describe('the hashing budget', () => {
  it(`hashes ${HASHING_BUDGET.active} at a time, lets ${HASHING_BUDGET.waiting} wait, and refuses more at once`, async () => {
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    const work = () =>
      new Promise<void>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        gates.push(() => {
          running -= 1;
          resolve();
        });
      });
    const admitted = Array.from({ length: HASHING_BUDGET.active + HASHING_BUDGET.waiting }, () => withinHashingBudget(work));
    await expect(withinHashingBudget(work)).rejects.toBeInstanceOf(HashingBusy);
    await new Promise((resolve) => setImmediate(resolve));
    expect(running).toBe(HASHING_BUDGET.active);
    while (gates.length > 0) {
      gates.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(admitted);
    expect(most).toBe(HASHING_BUDGET.active);
    // Free again once the queue has drained.
    await expect(withinHashingBudget(async () => 'ok')).resolves.toBe('ok');
  });
});

describe('setting a password with a reset link', () => {
  const body = { password: 'Uj-Jelszo-2026', password_confirmation: 'Uj-Jelszo-2026' };
  const madeUp = () => `kitalalt-${Math.random().toString(36).slice(2)}${'x'.repeat(30)}`;

  it('refuses an unknown link with 404 without hashing the password', async () => {
    const client = await started();
    const before = derivationCount();
    expectError(await client.post(`/api/auth/password/reset/${madeUp()}`, body), 404);
    expect(derivationCount()).toBe(before);
  });

  it('limits attempts per address: the 11th in ten minutes is 429 with Retry-After', async () => {
    const client = await started({ ip: '10.32.0.1' });
    for (let attempt = 0; attempt < 10; attempt += 1) expectError(await client.post(`/api/auth/password/reset/${madeUp()}`, body), 404);
    const refused = expectError(await client.post(`/api/auth/password/reset/${madeUp()}`, body), 429);
    expect(refused.message).toMatch(/\d/);
  });

  it('limits attempts per link from any address: the 6th is 429', async () => {
    const token = madeUp();
    for (let attempt = 0; attempt < 5; attempt += 1) expectError(await (await started()).post(`/api/auth/password/reset/${token}`, body), 404);
    const refused = await (await started()).post(`/api/auth/password/reset/${token}`, body);
    expectError(refused, 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the client address behind a trusted proxy', () => {
  it('takes the entry the proxy appended (rightmost), so a rotated X-Forwarded-For does not escape the login limit', { timeout: HASHING_TIMEOUT }, async () => {
    const client = await started();
    const spoofed = (attempt: number) => ({ headers: { 'X-Forwarded-For': `203.0.113.${attempt}, 10.33.0.1` } });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectError(await client.post('/api/auth/login', { email: 'demo@otthon.example', password: `rossz-${attempt}` }, spoofed(attempt)), 422);
    }
    expectError(await client.post('/api/auth/login', { email: 'demo@otthon.example', password: 'rossz-6' }, spoofed(6)), 429);
  });

  it('with two proxies, takes the second entry from the right', async () => {
    const twoHops = await api.variant({ trustProxy: 2 });
    const client = await new Client(twoHops).start();
    const spoofed = (attempt: number) => ({ headers: { 'X-Forwarded-For': `198.51.100.${attempt}, 10.33.0.2, 172.16.0.9` } });
    const madeUp = (attempt: number) => `ket-proxy-${attempt}${'x'.repeat(30)}`;
    const body = { password: 'Uj-Jelszo-2026', password_confirmation: 'Uj-Jelszo-2026' };
    for (let attempt = 0; attempt < 10; attempt += 1)
      expectError(await client.post(`/api/auth/password/reset/${madeUp(attempt)}`, body, spoofed(attempt)), 404);
    expectError(await client.post(`/api/auth/password/reset/${madeUp(10)}`, body, spoofed(10)), 429);
    // Another client behind the same proxies is counted on its own.
    expectError(await client.post(`/api/auth/password/reset/${madeUp(11)}`, body, { headers: { 'X-Forwarded-For': '10.33.0.3, 172.16.0.9' } }), 404);
  });

  it('reads TRUST_PROXY as a number of hops or a yes/no flag', () => {
    const hops = (value: string) => resolveOptions({}, { TRUST_PROXY: value }).trustProxy;
    expect([hops('0'), hops('1'), hops('2'), hops('true'), hops('off'), hops('')]).toEqual([0, 1, 2, 1, 0, 0]);
    expect(resolveOptions({ trustProxy: true }, {}).trustProxy).toBe(1);
    expect(() => hops('maybe')).toThrow(/TRUST_PROXY/);
  });
});

describe('what registration and the password reminder reveal', () => {
  it('answers registering a taken address like a new one, and mails the owner instead of an activation link', { timeout: HASHING_TIMEOUT }, async () => {
    const owner = await registerAndActivate(await started(), 'mar.van@example.hu', 'Eredeti-Jelszo-1');
    const client = await started();
    const before = derivationCount();
    const fresh = await client.post('/api/auth/register', await registration(client, { email: 'meg.nincs@example.hu' }));
    const taken = await client.post(
      '/api/auth/register',
      await registration(client, { email: owner.email, password: 'Masik-Jelszo-22', password_confirmation: 'Masik-Jelszo-22' }),
    );
    expectContract('register', fresh, 201);
    expectContract('register', taken, 201);
    expect(taken.body.data.message).toBe(fresh.body.data.message.replace('meg.nincs@example.hu', owner.email));
    // Both hash the password, so neither answers sooner.
    expect(derivationCount() - before).toBe(2);

    const mails = await mailsTo(client, owner.email);
    expect(mails).toHaveLength(2);
    const notice = mails.find((mail) => !mail.links.some((href) => href.startsWith(`${ORIGIN}/hu/aktivalas/`)))!;
    expect(notice.subject).toBe('Regisztrációs kísérlet az Ön e-mail-címével');
    expect(notice.links).toEqual([]);
    // The account is untouched: the old password still logs in.
    expectContract('login', await client.post('/api/auth/login', { email: owner.email, password: 'Eredeti-Jelszo-1' }));
  });

  it('answers a reset request before looking the address up, for a known and an unknown address alike', async () => {
    const { email } = DEMO;
    const client = await started();
    const outboxSize = async () => (await api.db.select().from(outbox).where(eq(outbox.to, email))).length;
    const mailsBefore = await outboxSize();
    const resume = holdDeferred();
    let known: Answer;
    let unknown: Answer;
    try {
      known = await client.post('/api/auth/password/reset', { email, result_url: `${ORIGIN}/hu/jelszo/` });
      expect(pendingCount()).toBe(1);
      unknown = await client.post('/api/auth/password/reset', { email: 'nincs.ilyen.fiok@example.hu', result_url: `${ORIGIN}/hu/jelszo/` });
      expect(pendingCount()).toBe(2);
      // Nothing about the account was done before answering.
      expect(await outboxSize()).toBe(mailsBefore);
    } finally {
      resume();
    }
    expect(expectContract('requestPasswordReset', unknown)).toEqual(expectContract('requestPasswordReset', known));
    const mails = await mailsTo(client, email);
    expect(mails.filter((mail) => mail.links.some((href) => href.startsWith(`${ORIGIN}/hu/jelszo/`)))).toHaveLength(1);
    expect(await mailsTo(client, 'nincs.ilyen.fiok@example.hu')).toEqual([]);
  });
});
