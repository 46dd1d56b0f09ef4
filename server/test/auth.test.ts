import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPasswordAt, TEST_HASHING_COST } from '../src/accounts/passwords.js';
import { users } from '../src/db/schema.js';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { Client, expectContract, expectError, type ClientOptions } from './support/client.js';
import { DEMO_PASSWORD, fixtures, loginDemo, mailsTo, registerAndActivate, registration } from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

const started = (options?: ClientOptions) => new Client(api, options).start();

describe('registration and activation (requirements §5)', () => {
  it('registers, mails an activation link, activates, and then logs in', async () => {
    const client = await started();
    const { email, password } = await registerAndActivate(client, 'uj.vevo@example.hu');
    const user = expectContract('login', await client.post('/api/auth/login', { email: email.toUpperCase(), password }));
    expect(user).toMatchObject({ email, firstname: 'Anna', lastname: 'Kovács', name: 'Kovács Anna', is_activated: true });
    client.locale = 'en';
    expect(expectContract('user', await client.get('/api/auth/user')).name).toBe('Anna Kovács');
  });

  it('stores only a scrypt hash of the password', async () => {
    const client = await started();
    await registerAndActivate(client, 'hash@example.hu', 'Titkos-Jelszo-99');
    const [row] = await api.db.select().from(users).where(eq(users.email, 'hash@example.hu'));
    // The suite hashes at the test cost (OTTHON_TEST_PASSWORD_HASHING=fast, vitest.config.ts).
    expect(row!.passwordHash).toMatch(new RegExp(`^scrypt\\$${TEST_HASHING_COST.N}\\$8\\$1\\$`));
    expect(row!.passwordHash).not.toContain('Titkos-Jelszo-99');
  });

  it('hashes a password stored at a lower cost again at the current one when its owner logs in', async () => {
    const client = await started();
    const { email, password } = await registerAndActivate(client, 'regi.hash@example.hu', 'Regi-Jelszo-2019');
    const old = await hashPasswordAt(password, { ...TEST_HASHING_COST, N: TEST_HASHING_COST.N / 2 });
    await api.db.update(users).set({ passwordHash: old }).where(eq(users.email, email));

    expectContract('login', await client.post('/api/auth/login', { email, password }));
    const [row] = await api.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).not.toBe(old);
    expect(row!.passwordHash).toMatch(new RegExp(`^scrypt\\$${TEST_HASHING_COST.N}\\$`));
    // The new hash is of the same password.
    const again = await started();
    expectContract('login', await again.post('/api/auth/login', { email, password }));
  });

  it('refuses a login before activation with 403', async () => {
    const client = await started();
    expectContract('register', await client.post('/api/auth/register', await registration(client, { email: 'nem.aktiv@example.hu' })), 201);
    expectError(await client.post('/api/auth/login', { email: 'nem.aktiv@example.hu', password: 'Hosszu-Jelszo-77' }), 403);
  });

  it('needs both consents and a valid bot token, and both passwords to match, with Hungarian messages', async () => {
    const client = await started();
    const body = expectError(await client.post('/api/auth/register', await registration(client, { accept_terms: false, bot_token: '' })), 422);
    expect(body.errors).toEqual({
      accept_terms: ['Kérjük, fogadja el az általános szerződési feltételeket.'],
      bot_token: ['Kérjük, végezze el a robotellenőrzést.'],
    });
    const mismatch = expectError(await client.post('/api/auth/register', await registration(client, { password_confirmation: 'mas' })), 422);
    expect(mismatch.errors).toEqual({ password_confirmation: ['A két jelszó nem egyezik.'] });
    client.locale = 'en';
    const english = expectError(
      await client.post('/api/auth/register', await registration(client, { password: 'rovid', password_confirmation: 'rovid' })),
      422,
    );
    expect(english.errors?.password).toEqual(['The password must be at least 8 characters.']);
  });

  it('accepts a bot token once', async () => {
    const client = await started();
    const first = await registration(client, { email: 'egyszer@example.hu' });
    expectContract('register', await client.post('/api/auth/register', first), 201);
    const again = expectError(await client.post('/api/auth/register', { ...first, email: 'masodszor@example.hu' }), 422);
    expect(again.errors?.bot_token).toHaveLength(1);
  });

  it('uses an activation token once', async () => {
    const client = await started();
    await client.post('/api/auth/register', await registration(client, { email: 'egyszeri@example.hu' }));
    const [mail] = await mailsTo(client, 'egyszeri@example.hu');
    const token = mail!.links[0]!.split('/').pop();
    expectContract('activate', await client.post('/api/auth/activate', { token }));
    expectError(await client.post('/api/auth/activate', { token }), 404);
  });
});

describe('login (requirements §4, §7)', () => {
  it('answers the same 422 for an unknown e-mail and a wrong password', async () => {
    const client = await started();
    const unknown = expectError(await client.post('/api/auth/login', { email: 'senki@example.hu', password: 'barmi-123' }), 422);
    const wrong = expectError(await client.post('/api/auth/login', { email: 'demo@otthon.example', password: 'barmi-123' }), 422);
    expect(unknown).toEqual(wrong);
    expect(wrong.errors?.email).toEqual(['A megadott adatokkal nem található fiók.']);
  });

  it('gives the session a new id and CSRF token, and the old ones stop working', async () => {
    const client = await started();
    // A visitor with a stored session (the first change stores it).
    expect((await client.post('/api/favourites/1')).status).toBeLessThan(300);
    const before = { session: client.session!, xsrf: client.xsrf! };
    expect(before.session).toBeTruthy();
    await loginDemo(client);
    expect(client.session).not.toBe(before.session);
    expect(client.xsrf).not.toBe(before.xsrf);
    const old = new Client(api);
    old.cookies.set('otthon_session', before.session);
    old.cookies.set('XSRF-TOKEN', encodeURIComponent(before.xsrf));
    expect(expectContract('user', await old.get('/api/auth/user'))).toBeNull();
    expect((await old.post('/api/favourites/1')).status).toBe(419);
    expect(expectContract('user', await client.get('/api/auth/user'))).not.toBeNull();
  });

  // Seven scrypt derivations at the production cost: the time its volume needs on a busy machine.
  it('locks an address and e-mail out after five wrong passwords with 429 and Retry-After', { timeout: 90_000 }, async () => {
    const client = await started({ ip: '10.20.30.40' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectError(await client.post('/api/auth/login', { email: 'demo@otthon.example', password: `rossz-${attempt}` }), 422);
    }
    const locked = await client.post('/api/auth/login', { email: 'demo@otthon.example', password: DEMO_PASSWORD });
    expectError(locked, 429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(locked.body.message).toContain(String(retryAfter));
    // Another address is not locked out.
    const elsewhere = await started({ ip: '10.20.30.41' });
    expectContract('login', await elsewhere.post('/api/auth/login', { email: 'demo@otthon.example', password: DEMO_PASSWORD }));
  });

  // Nine scrypt derivations at the production cost (128 MiB each): seconds apiece when CI's other
  // jobs share the two cores, so the test gets the time its volume needs.
  it('forgets earlier failures after a successful login', { timeout: 120_000 }, async () => {
    const client = await started({ ip: '10.20.30.50' });
    for (let attempt = 0; attempt < 4; attempt += 1) await client.post('/api/auth/login', { email: 'demo@otthon.example', password: 'rossz' });
    await loginDemo(client);
    const again = await started({ ip: '10.20.30.50' });
    for (let attempt = 0; attempt < 4; attempt += 1) expectError(await again.post('/api/auth/login', { email: 'demo@otthon.example', password: 'rossz' }), 422);
  });

  it("logs out: the user is gone, the session has new tokens, the cart is the customer's no more", async () => {
    const client = await started();
    await loginDemo(client);
    const [product] = await fixtures.plain(api);
    await client.post('/api/cart/product', { product_id: product!.id, quantity: 1 });
    const session = client.session;
    expectContract('logout', await client.get('/api/auth/logout'));
    expect(client.session).not.toBe(session);
    expect(expectContract('user', await client.get('/api/auth/user'))).toBeNull();
    expect(expectContract('cart', await client.get('/api/cart')).products).toEqual([]);
    expectError(await client.get('/api/account'), 401);
  });
});

describe('password reset (requirements §7)', () => {
  // Several scrypt derivations at the production cost: the time its volume needs on a busy machine.
  it("mails a link, sets the new password once, and ends the account's other logins", { timeout: 90_000 }, async () => {
    const { email } = await registerAndActivate(await started(), 'elfelejtett@example.hu', 'Regi-Jelszo-11');
    const other = await started();
    expectContract('login', await other.post('/api/auth/login', { email, password: 'Regi-Jelszo-11' }));

    const client = await started();
    const answer = expectContract(
      'requestPasswordReset',
      await client.post('/api/auth/password/reset', { email, result_url: `${ORIGIN}/hu/jelszo-visszaallitas` }),
    );
    const [mail] = await mailsTo(client, email);
    expect(mail!.subject).toMatch(/jelsz/i);
    const link = mail!.links.find((href) => href.startsWith(`${ORIGIN}/hu/jelszo-visszaallitas/`))!;
    const token = link.split('/').pop()!;
    expectContract(
      'resetPassword',
      await client.post(`/api/auth/password/reset/${token}`, { password: 'Uj-Jelszo-2026', password_confirmation: 'Uj-Jelszo-2026' }),
    );
    expectError(await client.post(`/api/auth/password/reset/${token}`, { password: 'Masik-Jelszo-1', password_confirmation: 'Masik-Jelszo-1' }), 404);

    expectError(await client.post('/api/auth/login', { email, password: 'Regi-Jelszo-11' }), 422);
    expectContract('login', await client.post('/api/auth/login', { email, password: 'Uj-Jelszo-2026' }));
    expect(expectContract('user', await other.get('/api/auth/user'))).toBeNull();

    // The same answer, and no mail, for an address without an account.
    const unknown = expectContract(
      'requestPasswordReset',
      await client.post('/api/auth/password/reset', { email: 'nincs.fiok@example.hu', result_url: `${ORIGIN}/hu/jelszo/` }),
    );
    expect(unknown).toEqual(answer);
    expect(await mailsTo(client, 'nincs.fiok@example.hu')).toEqual([]);
  });
});

describe('account', () => {
  it('needs a login (401) and shows counts once logged in', async () => {
    const client = await started();
    expectError(await client.get('/api/account'), 401);
    expectError(await client.put('/api/account', { firstname: 'A', lastname: 'B', phone: null, is_newsletter_subscription: false }), 401);
    expectError(await client.get('/api/account/orders'), 401);
    await loginDemo(client);
    const account = expectContract('account', await client.get('/api/account'));
    expect(account.user.email).toBe('demo@otthon.example');
    expect(account.favourites_count).toBe(expectContract('favourites', await client.get('/api/favourites')).length);
  });

  it('updates the name, phone and newsletter choice', async () => {
    const client = await started();
    await registerAndActivate(client, 'profil@example.hu');
    await client.post('/api/auth/login', { email: 'profil@example.hu', password: 'Egy-Jo-Jelszo-42' });
    const user = expectContract(
      'updateAccount',
      await client.put('/api/account', {
        firstname: 'Zsófia',
        lastname: 'Kiss',
        phone: '+36 20 123 4567',
        is_newsletter_subscription: true,
      }),
    );
    expect(user).toMatchObject({ name: 'Kiss Zsófia', phone: '+36 20 123 4567', is_newsletter_subscription: true });
  });
});
