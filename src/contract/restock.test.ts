// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ShopRefusal } from './refusal.js';
import { createRestockNotices, type RestockMail, type RestockStore, type RestockSubscription } from './restock.js';

const ORIGIN = 'https://shop.example';
const PAGE = `${ORIGIN}/hu/termek/kanape-7`;
const SOLD_OUT = 7;
const IN_STOCK = 8;

/** A small shop: two products (7 sold out, 8 in stock), signups with their tokens, the mails sent. */
function memory() {
  const shop = {
    stock: new Map([
      [SOLD_OUT, 0],
      [IN_STOCK, 3],
    ]),
    signups: [] as (RestockSubscription & { token: string })[],
    mails: [] as RestockMail[],
    tokens: 0,
  };
  const copy = ({ token: _token, ...subscription }: RestockSubscription & { token: string }) => ({ ...subscription });
  const store: RestockStore = {
    now: () => new Date('2026-11-25T10:00:00Z'),
    newToken: () => `token-${++shop.tokens}`,
    origins: [ORIGIN],
    product: async (id) => (shop.stock.has(id) ? { stock: shop.stock.get(id)!, title: { hu: `Kanapé ${id}`, en: `Sofa ${id}` } } : null),
    subscription: async (productId, email) => {
      const found = shop.signups.find((item) => item.product_id === productId && item.email === email);
      return found ? copy(found) : null;
    },
    signUp: async (signup) => {
      shop.signups = shop.signups.filter((item) => !(item.product_id === signup.product_id && item.email === signup.email));
      shop.signups.push({ ...signup, confirmed: false, notified: false });
      return true;
    },
    pending: async (token) => {
      const found = shop.signups.find((item) => item.token === token && !item.notified);
      return found ? copy(found) : null;
    },
    confirm: async (token) => {
      const found = shop.signups.find((item) => item.token === token && !item.notified);
      if (!found) return null;
      found.confirmed = true;
      return copy(found);
    },
    claimDue: async (productIds) => {
      const due = shop.signups.filter((item) => productIds.includes(item.product_id) && item.confirmed && !item.notified);
      for (const item of due) item.notified = true;
      return due.map(copy);
    },
    deliver: async (mail) => {
      shop.mails.push(mail);
    },
  };
  return { shop, notices: createRestockNotices(store) };
}

const body = (overrides: Partial<{ email: string; consent: boolean; product_url: string }> = {}) => ({
  email: ' Vevo@Example.hu ',
  consent: true,
  product_url: PAGE,
  ...overrides,
});

const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('not refused'),
    (error: unknown) => error as ShopRefusal,
  );
const tokenOf = (mail: RestockMail) => decodeURIComponent(mail.action.url.split('/').pop()!);

describe('restock notices: signing up', () => {
  it('mails a confirmation link on the product page’s origin, in the signup’s language, and answers its message', async () => {
    const { shop, notices } = memory();
    expect(await notices.subscribe('en', SOLD_OUT, body())).toEqual({
      message: 'Thank you! We have sent you a confirmation e-mail: open its link to switch the notice on.',
    });
    expect(shop.mails).toEqual([
      {
        kind: 'restock_confirm',
        locale: 'en',
        to: 'vevo@example.hu',
        name: 'customer',
        subject: 'Confirm your restock notice: Sofa 7',
        paragraphs: [expect.stringContaining('back in stock: Sofa 7.')],
        action: { label: 'Confirm the notice', url: `${ORIGIN}/api/restock-notifications/confirm/token-1` },
      },
    ]);
    expect(shop.signups).toMatchObject([{ product_id: SOLD_OUT, email: 'vevo@example.hu', locale: 'en', product_url: PAGE, confirmed: false }]);
  });

  it('words the Hungarian answer and mail in Hungarian', async () => {
    const { shop, notices } = memory();
    expect((await notices.subscribe('hu', SOLD_OUT, body())).message).toBe(
      'Köszönjük! Elküldtük a megerősítő e-mailt: a benne lévő hivatkozással kapcsolhatja be az értesítést.',
    );
    expect(shop.mails[0]).toMatchObject({ subject: 'Erősítse meg az értesítést: Kanapé 7', action: { label: 'Értesítés megerősítése' } });
  });

  it('refuses without consent first (422 on consent), then an address off the site (422 on product_url)', async () => {
    const { shop, notices } = memory();
    const noConsent = await refused(notices.subscribe('hu', 999, body({ consent: false, product_url: 'https://evil.example/' })));
    expect(noConsent).toMatchObject({ status: 422, errors: { consent: ['Kérjük, járuljon hozzá, hogy e-mailben értesítsük.'] } });
    for (const url of ['https://evil.example/hu/termek', '//evil.example/x', `https://vevo:titok@shop.example/hu`]) {
      const offSite = await refused(notices.subscribe('en', SOLD_OUT, body({ product_url: url })));
      expect(offSite).toMatchObject({ status: 422, errors: { product_url: ["The product address must be a page of this shop's own site."] } });
    }
    expect(shop.mails).toEqual([]);
  });

  it('refuses an unknown product with 404 and a product in stock with 409', async () => {
    const { shop, notices } = memory();
    expect(await refused(notices.subscribe('en', 999, body()))).toMatchObject({ status: 404, message: 'This product does not exist.' });
    const inStock = await refused(notices.subscribe('hu', IN_STOCK, body()));
    expect(inStock).toBeInstanceOf(ShopRefusal);
    expect(inStock).toMatchObject({ status: 409, message: 'Ez a termék most is raktáron van, azonnal megrendelheti.' });
    expect(shop.signups).toEqual([]);
  });

  it('a second signup before confirming starts over: a new link, the first one stops working', async () => {
    const { shop, notices } = memory();
    await notices.subscribe('hu', SOLD_OUT, body());
    await notices.subscribe('en', SOLD_OUT, body());
    expect(shop.mails.map(tokenOf)).toEqual(['token-1', 'token-2']);
    expect(await refused(notices.confirm('hu', 'token-1'))).toMatchObject({ status: 404 });
    expect((await notices.confirm('hu', 'token-2')).locale).toBe('en');
  });

  it('a second signup after confirming changes nothing and mails nothing', async () => {
    const { shop, notices } = memory();
    await notices.subscribe('hu', SOLD_OUT, body());
    await notices.confirm('hu', 'token-1');
    expect((await notices.subscribe('hu', SOLD_OUT, body())).message).toMatch(/^Köszönjük!/);
    expect(shop.mails).toHaveLength(1);
    expect(shop.signups).toMatchObject([{ token: 'token-1', confirmed: true }]);
  });
});

describe('restock notices: confirming and notifying', () => {
  it('opening the link shows a button in the signup’s language and changes nothing (a mail scanner confirms nobody)', async () => {
    const { shop, notices } = memory();
    await notices.subscribe('en', SOLD_OUT, body());
    const page = await notices.ask('hu', 'token-1');
    expect(page).toEqual({
      locale: 'en',
      title: 'Confirm your restock notice',
      paragraphs: [`Press the button to be e-mailed once this product is back in stock: Sofa ${SOLD_OUT}. Opening this page alone changes nothing.`],
      button: 'Confirm the notice',
    });
    await notices.ask('en', 'token-1');
    expect(shop.signups).toMatchObject([{ token: 'token-1', confirmed: false }]);
    expect(await refused(notices.ask('hu', 'nincs'))).toMatchObject({ status: 404 });
  });

  it('confirms by the link and answers the page in the signup’s language; opening it again shows the same', async () => {
    const { notices } = memory();
    await notices.subscribe('hu', SOLD_OUT, body());
    const page = {
      locale: 'hu',
      title: 'Értesítés bekapcsolva',
      paragraphs: ['Köszönjük, megerősítette a kérését. E-mailt küldünk, amint ez a termék újra raktáron lesz: Kanapé 7.'],
      link: { label: 'Vissza a termékhez', url: PAGE },
    };
    expect(await notices.confirm('en', 'token-1')).toEqual(page);
    expect(await notices.confirm('en', 'token-1')).toEqual(page);
  });

  it('refuses an unknown link with 404 in the request’s language', async () => {
    const { notices } = memory();
    expect(await refused(notices.confirm('en', 'nincs'))).toMatchObject({
      status: 404,
      message: 'This confirmation link is invalid or can no longer be used.',
    });
  });

  it('mails each confirmed subscriber once when the stock returns, in their language; the unconfirmed get nothing', async () => {
    const { shop, notices } = memory();
    await notices.subscribe('hu', SOLD_OUT, body({ email: 'anna@example.hu' }));
    await notices.subscribe('en', SOLD_OUT, body({ email: 'bob@example.com', product_url: `${ORIGIN}/en/product/sofa-7` }));
    await notices.subscribe('hu', SOLD_OUT, body({ email: 'nem-erositett@example.hu' }));
    await notices.confirm('hu', 'token-1');
    await notices.confirm('hu', 'token-2');
    shop.mails = [];
    expect(await notices.notify([SOLD_OUT])).toBe(0);
    shop.stock.set(SOLD_OUT, 2);
    expect(await notices.notify([SOLD_OUT, SOLD_OUT])).toBe(2);
    expect(shop.mails).toEqual([
      expect.objectContaining({
        kind: 'restock',
        to: 'anna@example.hu',
        subject: 'Újra raktáron: Kanapé 7',
        action: { label: 'Megnézem a terméket', url: PAGE },
      }),
      expect.objectContaining({
        kind: 'restock',
        to: 'bob@example.com',
        subject: 'Back in stock: Sofa 7',
        action: { label: 'View the product', url: `${ORIGIN}/en/product/sofa-7` },
      }),
    ]);
    expect(await notices.notify([SOLD_OUT])).toBe(0);
    // The notice has gone: the link no longer confirms.
    expect(await refused(notices.confirm('hu', 'token-1'))).toMatchObject({ status: 404 });
  });

  it('confirming a product already back in stock sends its notice at once', async () => {
    const { shop, notices } = memory();
    await notices.subscribe('en', SOLD_OUT, body());
    shop.stock.set(SOLD_OUT, 1);
    await notices.confirm('en', 'token-1');
    expect(shop.mails.map((mail) => mail.kind)).toEqual(['restock_confirm', 'restock']);
  });

  it('a signup after its notice went out starts over with a new link', async () => {
    const { shop, notices } = memory();
    await notices.subscribe('hu', SOLD_OUT, body());
    await notices.confirm('hu', 'token-1');
    shop.stock.set(SOLD_OUT, 1);
    await notices.notify([SOLD_OUT]);
    shop.stock.set(SOLD_OUT, 0);
    await notices.subscribe('hu', SOLD_OUT, body());
    expect(shop.mails.map((mail) => mail.kind)).toEqual(['restock_confirm', 'restock', 'restock_confirm']);
    expect(shop.signups).toMatchObject([{ token: 'token-2', confirmed: false, notified: false }]);
  });
});
