// A visitor's name goes into the mails the shop sends (the greeting); it is the sender's own text,
// so links and bidirectional controls are stripped from it there (otthon/contract's mailName).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectContract } from './support/client.js';
import { mailsTo, registration } from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

const LINKS = /https?:|www\.|evil\.example|@evil/i;
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

describe('a name in a mail greeting', () => {
  it('loses its links and right-to-left override in the registration mail, in both languages', async () => {
    for (const [locale, greeting] of [
      ['en', 'Dear Anna Kovács,'],
      ['hu', 'Kedves Kovács Anna!'],
    ] as const) {
      const client = await new Client(api, { locale }).start();
      const email = `names.${locale}@example.hu`;
      const body = await registration(client, {
        email,
        firstname: 'Anna https://evil.example/claim \u202Ewww.evil.example',
        lastname: 'Kovács boss@evil.example',
      });
      expectContract('register', await client.post('/api/auth/register', body), 201);
      const [mail] = await mailsTo(client, email);
      const firstLine = mail!.text.split('\n')[0]!;
      expect(firstLine).toBe(greeting);
      expect(firstLine).not.toMatch(LINKS);
      expect(firstLine).not.toMatch(BIDI);
    }
  });

  it('greets a name that is nothing but a link as a customer', async () => {
    const client = await new Client(api, { locale: 'hu' }).start();
    const body = await registration(client, { email: 'names.link@example.hu', firstname: 'https://evil.example', lastname: 'www.evil.example' });
    expectContract('register', await client.post('/api/auth/register', body), 201);
    const [mail] = await mailsTo(client, 'names.link@example.hu');
    expect(mail!.text.split('\n')[0]).toBe('Kedves Vásárlónk!');
  });
});
