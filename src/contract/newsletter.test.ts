// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createNewsletter, type NewsletterMail, type NewsletterStore, type NewsletterSubscriber } from './newsletter.js';
import type { ShopRefusal } from './refusal.js';

const ORIGIN = 'https://shop.example';

/** A small shop: the subscribers with their links, the mails sent. */
function memory() {
  const shop = { subscribers: [] as (NewsletterSubscriber & { token: string; confirmed_at: Date | null })[], mails: [] as NewsletterMail[], tokens: 0 };
  const copy = ({ token: _token, confirmed_at: _at, ...subscriber }: (typeof shop.subscribers)[number]): NewsletterSubscriber => ({ ...subscriber });
  let clock = new Date('2026-11-25T10:00:00Z');
  const store: NewsletterStore = {
    now: () => clock,
    newToken: () => `token-${++shop.tokens}`,
    origins: [ORIGIN, 'https://other.example'],
    subscriber: async (email) => {
      const found = shop.subscribers.find((item) => item.email === email);
      return found ? copy(found) : null;
    },
    signUp: async (signup) => {
      const fresh = { email: signup.email, name: signup.name, locale: signup.locale, token: signup.token, confirmed: false, confirmed_at: null };
      shop.subscribers = [...shop.subscribers.filter((item) => item.email !== signup.email), fresh];
      return true;
    },
    pending: async (token) => {
      const found = shop.subscribers.find((item) => item.token === token);
      return found ? copy(found) : null;
    },
    confirm: async (token, at) => {
      const found = shop.subscribers.find((item) => item.token === token);
      if (!found) return null;
      found.confirmed = true;
      found.confirmed_at ??= at;
      return copy(found);
    },
    deliver: async (mail) => {
      shop.mails.push(mail);
    },
  };
  return { shop, newsletter: createNewsletter(store), later: () => (clock = new Date(clock.getTime() + 60_000)) };
}

const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('not refused'),
    (error: unknown) => error as ShopRefusal,
  );
const tokenOf = (mail: NewsletterMail) => decodeURIComponent(mail.action.url.split('/').pop()!);

describe('the newsletter: signing up', () => {
  it('only mails a confirmation link on the shop’s first origin, and answers that it did', async () => {
    const { shop, newsletter } = memory();
    expect(await newsletter.subscribe('en', { name: ' Anna Kovács ', email: ' Anna@Example.hu' })).toEqual({
      message: 'Thank you! We have sent you a confirmation e-mail: open its link to start receiving our newsletter.',
    });
    expect(shop.mails).toEqual([
      {
        kind: 'newsletter_confirm',
        locale: 'en',
        to: 'anna@example.hu',
        name: 'Anna Kovács',
        subject: 'Confirm your newsletter subscription',
        paragraphs: [expect.stringContaining('without confirmation we send you no newsletter')],
        action: { label: 'Confirm the subscription', url: `${ORIGIN}/api/newsletter/confirm/token-1` },
      },
    ]);
    expect(shop.subscribers).toMatchObject([{ email: 'anna@example.hu', name: 'Anna Kovács', locale: 'en', confirmed: false }]);
  });

  it('words the answer and the mail in Hungarian', async () => {
    const { shop, newsletter } = memory();
    expect((await newsletter.subscribe('hu', { name: 'Kovács Anna', email: 'anna@example.hu' })).message).toBe(
      'Köszönjük! Elküldtük a megerősítő e-mailt: a benne lévő hivatkozással erősítheti meg a feliratkozást.',
    );
    expect(shop.mails[0]).toMatchObject({ subject: 'Erősítse meg hírlevél-feliratkozását', action: { label: 'Feliratkozás megerősítése' } });
  });

  it('a second signup before confirming starts over in its language: a new link, the first one stops working', async () => {
    const { shop, newsletter } = memory();
    await newsletter.subscribe('hu', { name: 'Kovács Anna', email: 'anna@example.hu' });
    await newsletter.signUp('en', { name: 'Anna', email: 'ANNA@example.hu' });
    expect(shop.mails.map(tokenOf)).toEqual(['token-1', 'token-2']);
    expect(await refused(newsletter.ask('hu', 'token-1'))).toMatchObject({ status: 404 });
    expect((await newsletter.ask('hu', 'token-2')).locale).toBe('en');
  });

  it('a signup of a confirmed address, by any form, changes nothing and mails nothing', async () => {
    const { shop, newsletter } = memory();
    await newsletter.subscribe('hu', { name: 'Kovács Anna', email: 'anna@example.hu' });
    await newsletter.confirm('hu', 'token-1');
    expect((await newsletter.subscribe('en', { name: 'Someone', email: 'anna@example.hu' })).message).toMatch(/^Thank you!/);
    await newsletter.signUp('en', { name: 'Someone', email: 'anna@example.hu' });
    expect(shop.mails).toHaveLength(1);
    expect(shop.subscribers).toMatchObject([{ token: 'token-1', name: 'Kovács Anna', locale: 'hu', confirmed: true }]);
  });
});

describe('the newsletter: confirming', () => {
  it('opening the link shows a button in the signup’s language and confirms nobody (a mail scanner opens links)', async () => {
    const { shop, newsletter } = memory();
    await newsletter.subscribe('en', { name: 'Anna', email: 'anna@example.hu' });
    expect(await newsletter.ask('hu', 'token-1')).toEqual({
      locale: 'en',
      title: 'Confirm your newsletter subscription',
      paragraphs: [expect.stringContaining('Opening this page alone changes nothing.')],
      button: 'Confirm the subscription',
    });
    await newsletter.ask('en', 'token-1');
    expect(shop.subscribers).toMatchObject([{ confirmed: false }]);
  });

  it('the button confirms once and answers the page in the signup’s language; pressing it again shows the same', async () => {
    const { shop, newsletter, later } = memory();
    await newsletter.subscribe('hu', { name: 'Kovács Anna', email: 'anna@example.hu' });
    const page = {
      locale: 'hu',
      title: 'Feliratkozás megerősítve',
      paragraphs: ['Köszönjük a feliratkozást! Új kollekciókról, ajánlatokról és lakberendezési ötletekről értesítjük.'],
      link: { label: 'Vissza az áruházba', url: `${ORIGIN}/hu` },
    };
    expect(await newsletter.confirm('en', 'token-1')).toEqual(page);
    const first = shop.subscribers[0]!.confirmed_at;
    later();
    expect(await newsletter.confirm('en', 'token-1')).toEqual(page);
    expect(shop.subscribers).toMatchObject([{ confirmed: true, confirmed_at: first }]);
    expect(shop.mails).toHaveLength(1);
  });

  it('refuses an unknown link with 404 in the request’s language, both ways', async () => {
    const { newsletter } = memory();
    const text = 'This confirmation link is invalid or can no longer be used.';
    expect(await refused(newsletter.confirm('en', 'nincs'))).toMatchObject({ status: 404, message: text });
    expect(await refused(newsletter.ask('hu', 'nincs'))).toMatchObject({
      status: 404,
      message: 'Ez a megerősítő hivatkozás érvénytelen vagy már nem használható.',
    });
  });
});
