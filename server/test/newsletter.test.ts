// The newsletter is a double opt-in (requirements 5.7): every way of signing up only mails a
// confirmation link; opening it changes nothing, its page's button confirms.
import { eq } from 'drizzle-orm';
import { MAIL_RECIPIENT_LIMIT } from 'otthon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../src/db/schema.js';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';
import { Client, expectContract } from './support/client.js';
import { addToCart, fixtures, mailsTo, placeOrder, readyForCheckout, registration } from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

const LINK = `${ORIGIN}/api/newsletter/confirm/`;
const SUBJECT = { hu: 'Erősítse meg hírlevél-feliratkozását', en: 'Confirm your newsletter subscription' };

let addresses = 0;
const address = (label: string) => `hirlevel-${label}-${++addresses}@example.hu`;
const row = async (email: string) => (await api.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const links = async (client: Client, email: string) => (await mailsTo(client, email)).flatMap((mail) => mail.links).filter((href) => href.startsWith(LINK));
const open = (client: Client, link: string) => client.get(new URL(link).pathname);
const press = (client: Client, link: string) => client.request('POST', new URL(link).pathname, { csrf: false });

describe('the newsletter form', () => {
  it('mails a link on the shop’s own origin and keeps the address unconfirmed; opening the link confirms nothing', async () => {
    const client = await new Client(api, { locale: 'en' }).start();
    const email = address('form');
    const answer = expectContract<{ message: string }>(
      'newsletter',
      await client.post('/api/newsletter', { name: 'Anna Kovács', email: email.toUpperCase() }),
      201,
    );
    expect(answer.message).toBe('Thank you! We have sent you a confirmation e-mail: open its link to start receiving our newsletter.');
    const mails = await mailsTo(client, email);
    expect(mails.map((mail) => mail.subject)).toEqual([SUBJECT.en]);
    const [link] = await links(client, email);
    expect(link).toMatch(/^https:\/\/shop\.example\/api\/newsletter\/confirm\/[\w-]{32,}$/);
    // What a mail scanner does: it opens the link, perhaps twice.
    for (let i = 0; i < 2; i++) expect((await open(client, link!)).status).toBe(200);
    expect(await row(email)).toMatchObject({ email, name: 'Anna Kovács', locale: 'en', confirmedAt: null });
  });

  it('confirms with the button, once: pressing it again keeps the first time, a new signup mails nothing', async () => {
    const client = await new Client(api, { locale: 'hu' }).start();
    const email = address('gomb');
    await client.post('/api/newsletter', { name: 'Kovács Anna', email });
    const [link] = await links(client, email);
    const page = await press(client, link!);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Feliratkozás megerősítve');
    const first = (await row(email))!.confirmedAt;
    expect(first).toBeInstanceOf(Date);
    expect((await press(client, link!)).status).toBe(200);
    expect((await row(email))!.confirmedAt).toEqual(first);
    expectContract('newsletter', await client.post('/api/newsletter', { name: 'Valaki Más', email }), 201);
    expect(await mailsTo(client, email)).toHaveLength(1);
    expect(await row(email)).toMatchObject({ name: 'Kovács Anna', locale: 'hu' });
  });

  it('a second signup before confirming mails a fresh link; the first stops working', async () => {
    const client = await new Client(api, { locale: 'hu' }).start();
    const email = address('ujra');
    await client.post('/api/newsletter', { name: 'Kovács Anna', email });
    await client.post('/api/newsletter', { name: 'Anna', email });
    const [newer, older] = await links(client, email);
    expect(newer).not.toBe(older);
    expect((await press(client, older!)).status).toBe(404);
    expect((await open(client, older!)).status).toBe(404);
    expect((await press(client, newer!)).status).toBe(200);
    expect(await row(email)).toMatchObject({ name: 'Anna', confirmedAt: expect.any(Date) });
  });

  it('signups of one address at the same moment leave one row, and exactly one of the mailed links confirms it', async () => {
    const email = address('egyszerre');
    const clients = await Promise.all(Array.from({ length: 4 }, () => new Client(api, { locale: 'hu' }).start()));
    const answers = await Promise.all(clients.map((client) => client.post('/api/newsletter', { name: 'Kovács Anna', email })));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(await api.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(1);
    const mailed = await links(clients[0]!, email);
    expect(mailed).toHaveLength(4);
    const statuses = [];
    for (const link of mailed) statuses.push((await press(clients[0]!, link)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  });

  it('mails one address at most the cap of confirmation links an hour, however often it is signed up', async () => {
    const email = address('elaraszt');
    const sent = MAIL_RECIPIENT_LIMIT.max + 3;
    for (let i = 0; i < sent; i++) {
      const client = await new Client(api, { locale: 'hu' }).start();
      expectContract('newsletter', await client.post('/api/newsletter', { name: 'Kovács Anna', email }), 201);
    }
    expect(await mailsTo(await new Client(api).start(), email)).toHaveLength(MAIL_RECIPIENT_LIMIT.max);
  });

  it('answers 404 for an unknown link, both ways', async () => {
    const client = new Client(api, { locale: 'en' });
    for (const answer of [await client.get(`/api/newsletter/confirm/${'x'.repeat(40)}`), await press(client, `${LINK}${'x'.repeat(40)}`)]) {
      expect(answer.status).toBe(404);
    }
  });
});

describe('the other ways of signing up', () => {
  it('the checkout’s box mails the shopper a confirmation link and subscribes nobody yet', async () => {
    const client = await new Client(api, { locale: 'hu' }).start();
    const email = address('penztar');
    const [product] = await fixtures.plain(api, 1);
    await addToCart(client, product!.id);
    await readyForCheckout(client, { email });
    expectContract('placeOrder', await placeOrder(client, { body: { is_newsletter_subscription: true } }), 201);
    expect((await mailsTo(client, email)).map((mail) => mail.subject)).toContain(SUBJECT.hu);
    expect(await row(email)).toMatchObject({ confirmedAt: null });
  });

  it('the registration’s box mails a confirmation link besides the activation link', async () => {
    const client = await new Client(api, { locale: 'en' }).start();
    const email = address('regisztracio');
    const body = await registration(client, { email, is_newsletter_subscription: true });
    expectContract('register', await client.post('/api/auth/register', body), 201);
    expect(await links(client, email)).toHaveLength(1);
    expect(await row(email)).toMatchObject({ locale: 'en', confirmedAt: null });
  });

  it('an order without the box signs nobody up', async () => {
    const client = await new Client(api, { locale: 'hu' }).start();
    const email = address('doboz-nelkul');
    const [product] = await fixtures.plain(api, 1);
    await addToCart(client, product!.id);
    await readyForCheckout(client, { email });
    expectContract('placeOrder', await placeOrder(client), 201);
    expect(await links(client, email)).toEqual([]);
    expect(await row(email)).toBeUndefined();
  });
});
