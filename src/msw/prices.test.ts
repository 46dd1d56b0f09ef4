// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.js';
import { createShopApi } from '../api/shop-api.js';
import { defaultCatalogue } from './fixtures/catalogue.js';
import { allHandlers } from './handlers.js';
import { priceHistoryOf, productPrices, referenceGross } from './prices.js';
import { createMockShop } from './shop.js';

const ORIGIN = 'http://shop.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const api = () => createShopApi(createApiClient({ origin: ORIGIN, cookie: '', locale: 'hu', defaultCurrency: 'HUF' }));
const catalogue = defaultCatalogue;
const withHistory = catalogue.products.filter((product) => product.price.history);

describe('the mock shop’s reference prices', () => {
  it('takes the lowest price of the 30 days before the reduction, from the first step of a progressive one', () => {
    expect(
      referenceGross({
        gross: 289_900,
        history: [
          { daysAgo: 60, gross: 329_900 },
          { daysAgo: 20, gross: 309_900 },
          { daysAgo: 6, gross: 289_900 },
        ],
      }),
    ).toBe(329_900);
    expect(
      referenceGross({
        gross: 89_900,
        history: [
          { daysAgo: 40, gross: 84_900 },
          { daysAgo: 25, gross: 99_900 },
          { daysAgo: 5, gross: 89_900 },
        ],
      }),
    ).toBeNull();
    expect(referenceGross({ gross: 79_900, originalGross: 99_900 })).toBe(99_900);
    expect(referenceGross({ gross: 79_900 })).toBeNull();
  });

  it('answers price_original_* and the sale badge from each fixture product’s history', () => {
    expect(withHistory.length).toBeGreaterThanOrEqual(2);
    const reduced = withHistory.filter((product) => referenceGross(product.price) !== null);
    const raisedAndBack = withHistory.filter((product) => referenceGross(product.price) === null);
    expect(reduced.length).toBeGreaterThan(0);
    expect(raisedAndBack.length).toBeGreaterThan(0);
    for (const product of withHistory) {
      const history = priceHistoryOf(product.price);
      expect(history.at(-1)!.gross).toBe(product.price.gross);
      const prices = productPrices(product.price);
      expect(prices.price_original_gross).toBe(referenceGross(product.price));
      expect(prices.discount_percent === null).toBe(prices.price_original_gross === null);
    }
  });

  it('lists as sale items exactly the products below their reference price', async () => {
    server.resetHandlers(...allHandlers(createMockShop()));
    const sale = await api().products({ sale: true, per_page: 96 });
    const expected = catalogue.products.filter((product) => referenceGross(product.price) !== null).map((product) => product.id);
    expect(sale.items.map((item) => item.id).sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    for (const item of sale.items) expect(item.price_gross).toBeLessThan(item.price_original_gross!);
    const raised = withHistory.find((product) => referenceGross(product.price) === null)!;
    const product = await api().product(raised.id);
    expect(product.price_original_gross).toBeNull();
    expect(product.discount_percent).toBeNull();
  });
});
