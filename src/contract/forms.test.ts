// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type ContactMessage, createForms, type FormMail, type FormsStore } from './forms.js';
import { MAIL_EXCERPT_MAX_LENGTH } from './mail-name.js';

/** A small shop: one issued bot token per test, the messages kept, the mails sent. */
function memory() {
  const shop = { tokens: new Set(['jo-token']), messages: [] as ContactMessage[], mails: [] as FormMail[] };
  const store: FormsStore = {
    consumeBotToken: async (token) => shop.tokens.delete(token),
    keepMessage: async (message) => {
      shop.messages.push(message);
    },
    deliver: async (mail) => {
      shop.mails.push(mail);
    },
  };
  return { shop, forms: createForms(store) };
}

const contact = {
  name: 'Kovács Anna',
  email: ' Anna@Example.HU ',
  phone: '+36 30 123 4567',
  subject: 'Kanapé',
  message: 'Mikor érkezik újra?',
  bot_token: 'jo-token',
};

describe('the contact forms', () => {
  it('keep the message, acknowledge it by e-mail quoting it, and thank in the request’s language', async () => {
    const { shop, forms } = memory();
    expect(await forms.contact('hu', 'contact', contact)).toEqual({ message: 'Köszönjük üzenetét! Egy munkanapon belül válaszolunk.' });
    expect(shop.messages).toEqual([
      {
        kind: 'contact',
        name: 'Kovács Anna',
        email: 'anna@example.hu',
        phone: '+36 30 123 4567',
        subject: 'Kanapé',
        message: 'Mikor érkezik újra?',
        locale: 'hu',
      },
    ]);
    expect(shop.mails).toEqual([
      {
        kind: 'contact',
        locale: 'hu',
        to: 'anna@example.hu',
        name: 'Kovács Anna',
        subject: 'Megkaptuk üzenetét',
        paragraphs: ['Köszönjük, hogy írt nekünk! Egy munkanapon belül válaszolunk. Az üzenete:', 'Mikor érkezik újra?'],
      },
    ]);
  });

  it('keep a long message whole but quote only a short excerpt without links in the mail', async () => {
    const { shop, forms } = memory();
    const message = `Nyerjen most: https://evil.example/claim ${'Kérem, hívjon vissza a kanapé miatt. '.repeat(100)}`;
    await forms.contact('hu', 'contact', { ...contact, message });
    expect(shop.messages[0]!.message).toBe(message);
    const quoted = shop.mails[0]!.paragraphs[1]!;
    expect([...quoted].length).toBeLessThanOrEqual(MAIL_EXCERPT_MAX_LENGTH);
    expect(quoted).not.toMatch(/https?:|evil\.example/);
    expect(quoted.startsWith('Nyerjen most: Kérem, hívjon vissza')).toBe(true);
  });

  it('the project form keeps no subject and answers its own words', async () => {
    const { shop, forms } = memory();
    expect((await forms.contact('en', 'project', contact)).message).toBe('Thank you! Our interior design team will contact you within two working days.');
    expect(shop.messages[0]).toMatchObject({ kind: 'project', subject: null, locale: 'en' });
    expect(shop.mails[0]).toMatchObject({ kind: 'project', subject: 'We have received your project request' });
  });

  it.each([
    ['hu', 'A robotellenőrzés sikertelen vagy lejárt. Kérjük, próbálja újra.'],
    ['en', 'The bot check failed or expired. Please try again.'],
  ] as const)('refuse an unknown or used bot token with 422 on bot_token, keeping and mailing nothing (%s)', async (locale, text) => {
    const { shop, forms } = memory();
    await forms.contact(locale, 'contact', contact);
    const refused = await forms.contact(locale, 'contact', contact).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 422, message: text, errors: { bot_token: [text] } });
    expect(await forms.contact(locale, 'project', { ...contact, bot_token: 'nincs' }).catch((error: unknown) => error)).toMatchObject({ status: 422 });
    expect([shop.messages.length, shop.mails.length]).toEqual([1, 1]);
  });
});
