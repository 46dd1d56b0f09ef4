// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AuthAccount,
  type AuthMail,
  type AuthStore,
  attemptKeys,
  createAuthDesk,
  linkWithToken,
  ThrottledRefusal,
  type TokenPurpose,
} from './auth-desk.js';
import { ShopRefusal } from './refusal.js';

const SITE = 'https://shop.example';
const T0 = new Date('2026-11-25T10:00:00Z');

interface Token {
  accountId: number;
  purpose: TokenPurpose;
  issuedAt: Date;
  expiresAt: Date;
  used: boolean;
}

interface World {
  now: Date;
  accounts: (AuthAccount & { passwordHash: string })[];
  current: number | null;
  attempts: Map<string, { count: number; resetAt: number }>;
  tokens: Map<string, Token>;
  mails: AuthMail[];
  later: (() => Promise<void>)[];
  endedLogins: number[];
  subscribers: string[];
  botTokens: Set<string>;
  hashed: number;
  verified: number;
  busy: boolean;
}

/** A small in-memory store: passwords "hashed" with a prefix, deferred work kept until a test runs it. */
function memory(world: World): AuthStore {
  const store: AuthStore = {
    clientAddress: '10.0.0.1',
    now: () => world.now,
    async countAttempt(key, windowSeconds) {
      const now = world.now.getTime();
      const current = world.attempts.get(key);
      const next =
        current && current.resetAt > now ? { count: current.count + 1, resetAt: current.resetAt } : { count: 1, resetAt: now + windowSeconds * 1000 };
      world.attempts.set(key, next);
      return { count: next.count, retryAfterSeconds: Math.ceil((next.resetAt - now) / 1000) };
    },
    async releaseAttempt(key) {
      const current = world.attempts.get(key);
      if (current) current.count -= 1;
    },
    async clearAttempts(key) {
      world.attempts.delete(key);
    },
    tokenDigest: (token) => `digest-${token}`,
    accountByEmail: async (email) => world.accounts.find((account) => account.email === email) ?? null,
    currentAccount: async () => world.accounts.find((account) => account.id === world.current) ?? null,
    async hashPassword(password) {
      world.hashed += 1;
      return `hash:${password}`;
    },
    async verifyPassword(password, hash) {
      if (world.busy) throw new ShopRefusal(429, 'busy');
      world.verified += 1;
      return hash === `hash:${password}`;
    },
    consumeBotToken: async (token) => world.botTokens.delete(token),
    isReturnUrl: (url) => url.startsWith(`${SITE}/`),
    async insertAccountIfNew(account) {
      if (world.accounts.some((item) => item.email === account.email)) return null;
      const created = {
        id: world.accounts.length + 1,
        email: account.email,
        passwordHash: account.passwordHash,
        firstname: account.firstname,
        lastname: account.lastname,
        phone: account.phone,
        activated: false,
        newsletter: account.newsletter,
        created_at: world.now,
        customer_data: { email: account.email, phone: account.phone, invoice_data: null, delivery_data: null, is_delivery_same_as_invoice: true },
      };
      world.accounts.push(created);
      return created;
    },
    async activate(id) {
      world.accounts.find((account) => account.id === id)!.activated = true;
    },
    async setPassword(id, passwordHash) {
      Object.assign(world.accounts.find((account) => account.id === id)!, { passwordHash, activated: true });
    },
    async endLoginsOf(id) {
      world.endedLogins.push(id);
    },
    async updateProfile(id, profile) {
      const account = world.accounts.find((item) => item.id === id)!;
      Object.assign(account, profile);
      return account;
    },
    async subscribeNewsletter({ email }) {
      world.subscribers.push(email);
    },
    counts: async () => ({ orders: 2, offers: 1, favourites: 3 }),
    async issueToken(accountId, purpose, expiresAt) {
      for (const token of world.tokens.values()) if (token.accountId === accountId && token.purpose === purpose) token.used = true;
      const token = `token-${world.tokens.size + 1}`;
      world.tokens.set(token, { accountId, purpose, issuedAt: world.now, expiresAt, used: false });
      return token;
    },
    async useToken(token, purpose, at) {
      const found = world.tokens.get(token);
      if (!found || found.purpose !== purpose || found.used || found.expiresAt <= at) return null;
      found.used = true;
      return found.accountId;
    },
    async tokenUsable(token, purpose, at) {
      const found = world.tokens.get(token);
      return Boolean(found && found.purpose === purpose && !found.used && found.expiresAt > at);
    },
    async lastTokenIssuedAt(accountId, purpose) {
      const times = [...world.tokens.values()]
        .filter((token) => token.accountId === accountId && token.purpose === purpose)
        .map((token) => token.issuedAt.getTime());
      return times.length ? new Date(Math.max(...times)) : null;
    },
    async sendMail(mail) {
      world.mails.push(mail);
    },
    afterAnswer(work) {
      world.later.push(work);
    },
    transaction: (work) => work(store),
  };
  return store;
}

let world: World;
const desk = () => createAuthDesk(memory(world));
const anna = () => world.accounts[0]!;
const refusalOf = async (promise: Promise<unknown>): Promise<ShopRefusal> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ShopRefusal) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};
const runLater = async () => {
  for (const work of world.later.splice(0)) await work();
};
const later = (ms: number) => {
  world.now = new Date(world.now.getTime() + ms);
};
const registration = (email: string, extra: Record<string, unknown> = {}) => {
  world.botTokens.add('bot');
  return {
    email,
    password: 'Egy-Jo-Jelszo-42',
    firstname: '  Péter ',
    lastname: ' Szabó',
    phone: null,
    is_newsletter_subscription: false,
    bot_token: 'bot',
    activation_url: `${SITE}/hu/aktivalas/`,
    ...extra,
  };
};
const tokenOf = (mail: AuthMail | undefined) => decodeURIComponent(mail!.action!.url.split('/').at(-1)!);

beforeEach(() => {
  world = {
    now: T0,
    accounts: [
      {
        id: 1,
        email: 'anna@example.hu',
        passwordHash: 'hash:Otthon-2025',
        firstname: 'Anna',
        lastname: 'Kovács',
        phone: null,
        activated: true,
        newsletter: false,
        created_at: T0,
        customer_data: { email: 'anna@example.hu', phone: null, invoice_data: null, delivery_data: null, is_delivery_same_as_invoice: true },
      },
    ],
    current: null,
    attempts: new Map(),
    tokens: new Map(),
    mails: [],
    later: [],
    endedLogins: [],
    subscribers: [],
    botTokens: new Set(),
    hashed: 0,
    verified: 0,
    busy: false,
  };
});

describe('logging in', () => {
  it('logs in with the right password, whatever the case and spaces of the address, and asks for a renewed session', async () => {
    const done = await desk().login('hu', { email: '  ANNA@example.hu ', password: 'Otthon-2025', remember: true });
    expect(done).toMatchObject({ accountId: 1, remember: true, renewSession: true, user: { email: 'anna@example.hu', name: 'Kovács Anna' } });
    expect((await desk().login('en', { email: 'anna@example.hu', password: 'Otthon-2025' })).user.name).toBe('Anna Kovács');
  });

  it('answers a wrong password and an unknown address alike, after checking a password either way', async () => {
    const wrong = await refusalOf(desk().login('en', { email: 'anna@example.hu', password: 'rossz' }));
    const unknown = await refusalOf(desk().login('en', { email: 'senki@example.hu', password: 'rossz' }));
    expect([wrong.status, wrong.message, wrong.errors]).toEqual([
      422,
      'These credentials do not match our records.',
      { email: ['These credentials do not match our records.'] },
    ]);
    expect([unknown.status, unknown.message, unknown.errors]).toEqual([wrong.status, wrong.message, wrong.errors]);
    expect(world.verified).toBe(2);
  });

  it('refuses an account not activated yet with 403, but only for the right password', async () => {
    anna().activated = false;
    expect((await refusalOf(desk().login('hu', { email: 'anna@example.hu', password: 'rossz' }))).status).toBe(422);
    const refused = await refusalOf(desk().login('hu', { email: 'anna@example.hu', password: 'Otthon-2025' }));
    expect([refused.status, refused.message]).toEqual([403, 'Kérjük, előbb aktiválja fiókját az e-mailben küldött hivatkozással.']);
  });

  it('throttles the sixth attempt of an address and e-mail in a minute, before checking the password, until the minute is over', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await refusalOf(desk().login('hu', { email: 'anna@example.hu', password: 'rossz' }));
    later(15_000);
    const throttled = await refusalOf(desk().login('hu', { email: 'anna@example.hu', password: 'Otthon-2025' }));
    expect(throttled).toBeInstanceOf(ThrottledRefusal);
    expect([throttled.status, throttled.message, (throttled as ThrottledRefusal).retryAfterSeconds]).toEqual([
      429,
      'Túl sok bejelentkezési kísérlet. Kérjük, próbálja újra 45 másodperc múlva.',
      45,
    ]);
    expect(world.verified).toBe(5);
    // Another e-mail from the address is still checked.
    expect((await refusalOf(desk().login('en', { email: 'senki@example.hu', password: 'rossz' }))).status).toBe(422);
    later(45_000);
    expect((await desk().login('en', { email: 'anna@example.hu', password: 'Otthon-2025' })).accountId).toBe(1);
  });

  it('throttles an address after twenty wrong passwords over all e-mails, giving the e-mail its place back', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) await refusalOf(desk().login('en', { email: `probe${attempt}@example.hu`, password: 'rossz' }));
    const throttled = await refusalOf(desk().login('en', { email: 'anna@example.hu', password: 'Otthon-2025' }));
    expect([throttled.status, throttled.message]).toEqual([429, 'Too many login attempts. Please try again in 600 seconds.']);
    expect(world.attempts.get(attemptKeys.login('10.0.0.1', 'anna@example.hu'))?.count).toBe(0);
  });

  it('gives the places back on a right password: the e-mail starts over', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await refusalOf(desk().login('hu', { email: 'anna@example.hu', password: 'rossz' }));
    await desk().login('hu', { email: 'anna@example.hu', password: 'Otthon-2025' });
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await refusalOf(desk().login('hu', { email: 'anna@example.hu', password: 'rossz' }))).status).toBe(422);
    expect(world.attempts.get(attemptKeys.loginAddress('10.0.0.1'))?.count).toBe(9);
  });

  it('does not count an attempt the store could not check', async () => {
    world.busy = true;
    expect((await refusalOf(desk().login('hu', { email: 'anna@example.hu', password: 'rossz' }))).message).toBe('busy');
    expect(world.attempts.get(attemptKeys.login('10.0.0.1', 'anna@example.hu'))?.count).toBe(0);
    expect(world.attempts.get(attemptKeys.loginAddress('10.0.0.1'))?.count).toBe(0);
  });

  it('logs out with its words and a renewed session', () => {
    const done = desk().logout('en');
    expect([done.message, done.renewSession]).toEqual(['You have been logged out.', true]);
  });
});

describe('registering and activating', () => {
  it('writes a new account (names trimmed, address in lower case) and mails its activation link', async () => {
    const answer = await desk().register('hu', registration(' Peter@Example.hu '));
    expect(answer.message).toBe('Az aktiváló hivatkozást elküldtük a(z) peter@example.hu címre. Nyissa meg a fiókja aktiválásához.');
    expect(world.accounts[1]).toMatchObject({
      email: 'peter@example.hu',
      firstname: 'Péter',
      lastname: 'Szabó',
      activated: false,
      passwordHash: 'hash:Egy-Jo-Jelszo-42',
    });
    expect(world.mails).toEqual([
      expect.objectContaining({ kind: 'activation', to: 'peter@example.hu', subject: 'Aktiválja Otthon-fiókját', name: 'Szabó Péter' }),
    ]);
    expect(world.mails[0]!.action!.url).toMatch(/^https:\/\/shop\.example\/hu\/aktivalas\/token-1$/);
    expect(world.tokens.get('token-1')!.expiresAt.getTime() - T0.getTime()).toBe(7 * 24 * 3600 * 1000);
  });

  it('answers a taken address as a new one and mails its owner a notice without a link, hashing either way', async () => {
    const fresh = await desk().register('en', registration('new@example.hu'));
    const taken = await desk().register('en', registration('ANNA@example.hu'));
    expect(taken.message).toBe(fresh.message.replace('new@example.hu', 'anna@example.hu'));
    expect(world.mails[1]).toMatchObject({
      kind: 'register_existing',
      to: 'anna@example.hu',
      subject: 'Someone tried to register with your e-mail address',
      name: 'Anna Kovács',
    });
    expect(world.mails[1]!.action).toBeUndefined();
    expect(world.hashed).toBe(2);
    expect(world.accounts).toHaveLength(2);
  });

  it('refuses a used bot token and an activation page on another site', async () => {
    await desk().register('en', registration('new@example.hu'));
    const bot = await refusalOf(desk().register('en', { ...registration('other@example.hu'), bot_token: 'made-up' }));
    expect([bot.status, bot.errors]).toEqual([422, { bot_token: ['The bot check failed or expired. Please try again.'] }]);
    const page = await refusalOf(desk().register('en', registration('other@example.hu', { activation_url: 'https://evil.example/a/' })));
    expect(page.errors).toEqual({ activation_url: ["This address is not on this shop's site."] });
    expect(world.hashed).toBe(1);
  });

  it('throttles the eleventh registration of an address in an hour', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) await desk().register('en', registration(`u${attempt}@example.hu`));
    const throttled = await refusalOf(desk().register('en', registration('u10@example.hu')));
    expect([throttled.status, throttled.message]).toEqual([429, 'Too many requests. Please try again in 3600 seconds.']);
  });

  it('activates once with a link, and not after its 7 days', async () => {
    await desk().register('en', registration('new@example.hu'));
    const token = tokenOf(world.mails[0]);
    expect((await desk().activate('en', token)).message).toBe('Your account is active. You can log in now.');
    expect(world.accounts[1]!.activated).toBe(true);
    const again = await refusalOf(desk().activate('hu', token));
    expect([again.status, again.message]).toEqual([404, 'Ez a hivatkozás érvénytelen vagy lejárt.']);

    await desk().register('en', registration('late@example.hu'));
    later(7 * 24 * 3600 * 1000);
    const expired = await refusalOf(desk().activate('en', tokenOf(world.mails.at(-1))));
    expect(expired.status).toBe(404);
  });
});

describe('resetting a password', () => {
  const ask = (email: string, resultUrl = `${SITE}/hu/jelszo/`) => desk().requestPasswordReset('hu', { email, result_url: resultUrl });

  it('answers a known and an unknown address alike, and mails the known one after answering', async () => {
    const known = await ask('anna@example.hu');
    const unknown = await ask('senki@example.hu');
    expect(known).toEqual(unknown);
    expect(known.message).toBe('Ha ehhez a címhez tartozik fiók, elküldtük rá a jelszó-visszaállító hivatkozást.');
    expect(world.mails).toEqual([]);
    await runLater();
    expect(world.mails).toEqual([expect.objectContaining({ kind: 'password_reset', to: 'anna@example.hu', subject: 'Otthon-jelszavának visszaállítása' })]);
  });

  it('mails an account at most once a minute', async () => {
    await ask('anna@example.hu');
    await runLater();
    later(59_000);
    await ask('anna@example.hu');
    await runLater();
    expect(world.mails).toHaveLength(1);
    later(1_000);
    await ask('anna@example.hu');
    await runLater();
    expect(world.mails).toHaveLength(2);
  });

  it('refuses a result page on another site', async () => {
    expect((await refusalOf(ask('anna@example.hu', 'https://evil.example/reset/'))).errors).toEqual({
      result_url: ['Ez a cím nem a webáruház oldalára mutat.'],
    });
  });

  it('sets the password once, activates the account, ends its logins; a made-up or expired link costs no hashing', async () => {
    anna().activated = false;
    await ask('anna@example.hu');
    await runLater();
    const token = tokenOf(world.mails[0]);
    expect((await desk().resetPassword('en', token, 'Uj-Jelszo-2026')).message).toBe('Your password has been changed. You can log in now.');
    expect(anna()).toMatchObject({ passwordHash: 'hash:Uj-Jelszo-2026', activated: true });
    expect(world.endedLogins).toEqual([1]);
    expect((await refusalOf(desk().resetPassword('en', token, 'Masik-2027'))).status).toBe(404);
    expect((await refusalOf(desk().resetPassword('en', 'made-up', 'Masik-2027'))).status).toBe(404);
    expect(world.hashed).toBe(1);

    later(60_000);
    await ask('anna@example.hu');
    await runLater();
    later(60 * 60 * 1000);
    expect((await refusalOf(desk().resetPassword('en', tokenOf(world.mails[1]), 'Masik-2027'))).status).toBe(404);
  });

  it('retires an unused link when a newer one is mailed', async () => {
    await ask('anna@example.hu');
    await runLater();
    later(60_000);
    await ask('anna@example.hu');
    await runLater();
    expect((await refusalOf(desk().resetPassword('en', tokenOf(world.mails[0]), 'Masik-2027'))).status).toBe(404);
    expect((await desk().resetPassword('en', tokenOf(world.mails[1]), 'Masik-2027')).message).toBe('Your password has been changed. You can log in now.');
  });

  it('throttles a link after five tries', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await refusalOf(desk().resetPassword('en', 'made-up', 'Masik-2027'));
    expect((await refusalOf(desk().resetPassword('en', 'made-up', 'Masik-2027'))).status).toBe(429);
    expect(world.attempts.get(attemptKeys.resetLink('digest-made-up'))?.count).toBe(6);
  });
});

describe('the account', () => {
  it('is read and changed only by a logged-in customer: names trimmed, phone and newsletter, nothing else', async () => {
    expect((await refusalOf(desk().account('en'))).status).toBe(401);
    world.current = 1;
    expect(await desk().account('en')).toMatchObject({ user: { email: 'anna@example.hu' }, orders_count: 2, offers_count: 1, favourites_count: 3 });
    const body = { firstname: '  Béla ', lastname: ' Kiss ', phone: '+36 30 123 4567', is_newsletter_subscription: true, email: 'masik@example.hu' };
    const user = await desk().updateAccount('hu', body);
    expect(user).toMatchObject({
      email: 'anna@example.hu',
      firstname: 'Béla',
      lastname: 'Kiss',
      name: 'Kiss Béla',
      phone: '+36 30 123 4567',
      is_newsletter_subscription: true,
    });
    expect(world.subscribers).toEqual(['anna@example.hu']);
    // Saved again with the box still ticked: no second signup (and no second confirmation mail).
    await desk().updateAccount('hu', { ...body, firstname: 'Béla' });
    expect(world.subscribers).toEqual(['anna@example.hu']);
  });
});

describe('links', () => {
  it('puts the token where the page asks for it, or appends it', () => {
    expect(linkWithToken(`${SITE}/activate/{token}`, 'a b')).toBe(`${SITE}/activate/a%20b`);
    expect(linkWithToken(`${SITE}/activate?token=`, 'x')).toBe(`${SITE}/activate?token=x`);
    expect(linkWithToken(`${SITE}/activate`, 'x')).toBe(`${SITE}/activate/x`);
  });
});
