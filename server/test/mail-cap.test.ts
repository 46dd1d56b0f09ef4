// One address gets at most a few mails of one kind an hour, whoever asks (requirements 5.15):
// the requests keep succeeding, the mails beyond the limit are left out.
import { sql } from 'drizzle-orm';
import { MAIL_RECIPIENT_LIMIT } from 'otthon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectContract } from './support/client.js';
import { contactMessages } from '../src/db/schema.js';
import { issueBotToken, mailsTo } from './support/shop.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

const VICTIM = 'aldozat@example.hu';

async function contact(client: Client, path: '/api/contact' | '/api/contact/project', email: string) {
  const body = {
    name: 'Kiss Péter',
    email,
    ...(path === '/api/contact/project' ? { phone: '+36 30 111 2222' } : {}),
    message: 'Szeretnék érdeklődni a kanapé szállításáról.',
    bot_token: await issueBotToken(client),
  };
  return client.post(path, body);
}

describe('mails to one address', () => {
  it('stop at the limit per kind while the forms keep answering 201, whatever the address’s case', async () => {
    const client = await new Client(api, { locale: 'hu' }).start();
    const sent = MAIL_RECIPIENT_LIMIT.max + 2;
    for (let i = 0; i < sent; i++) {
      expectContract('contact', await contact(client, '/api/contact', i % 2 ? VICTIM.toUpperCase() : VICTIM), 201);
    }
    const mails = await mailsTo(client, VICTIM);
    expect(mails).toHaveLength(MAIL_RECIPIENT_LIMIT.max);
    // The messages themselves all reached the shop.
    const kept = await api.db.select().from(contactMessages).where(sql`lower(${contactMessages.email}) = ${VICTIM}`);
    expect(kept).toHaveLength(sent);
  });

  it('counts each kind apart: another form still mails the same address', async () => {
    const client = await new Client(api, { locale: 'hu' }).start();
    const before = (await mailsTo(client, VICTIM)).length;
    expectContract('projectContact', await contact(client, '/api/contact/project', VICTIM), 201);
    expect(await mailsTo(client, VICTIM)).toHaveLength(before + 1);
  });
});
