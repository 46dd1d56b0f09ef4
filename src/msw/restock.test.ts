// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMockShop } from './shop.js';

const ORIGIN = 'https://shop.example';

/** A mock shop with one sold-out product and a confirmed subscriber (Hungarian) and an unconfirmed one. */
async function subscribed() {
  const shop = createMockShop();
  const product = shop.catalogue.products.find((item) => (shop.state.stock.get(item.id) ?? 0) === 0)!;
  const view = shop.view({ locale: 'hu' });
  const page = `${ORIGIN}/hu/termek/${product.id}`;
  await shop.restockSubscribe({ view, params: { id: product.id }, body: { email: 'anna@example.hu', consent: true, product_url: page }, origins: [ORIGIN] });
  await shop.restockSubscribe({
    view: { locale: 'en' },
    params: { id: product.id },
    body: { email: 'bob@example.com', consent: true, product_url: page },
    origins: [ORIGIN],
  });
  const anna = shop.restockSubscriptions().find((item) => item.email === 'anna@example.hu')!;
  await shop.restockConfirm({ view, params: { token: anna.token } });
  return { shop, product, page };
}

const notices = (shop: ReturnType<typeof createMockShop>) =>
  shop.mails().filter((mail) => mail.subject.startsWith('Újra raktáron') || mail.subject.startsWith('Back in stock'));

describe('the mock shop’s restock notices', () => {
  it('setStock bringing a sold-out product back mails its confirmed subscribers once, as the server’s goods-in does', async () => {
    const { shop, product, page } = await subscribed();
    expect(await shop.setStock(product.id, 3)).toBe(1);
    expect(notices(shop)).toEqual([expect.objectContaining({ to: 'anna@example.hu', subject: `Újra raktáron: ${product.title.hu}`, links: [page] })]);
    // More stock, or stock gone and back again: the notice went out once.
    expect(await shop.setStock(product.id, 5)).toBe(0);
    await shop.setStock(product.id, 0);
    expect(await shop.setStock(product.id, 2)).toBe(0);
    expect(notices(shop)).toHaveLength(1);
  });

  it('setStock keeping a product sold out mails nothing', async () => {
    const { shop, product } = await subscribed();
    expect(await shop.setStock(product.id, 0)).toBe(0);
    expect(notices(shop)).toEqual([]);
  });
});
