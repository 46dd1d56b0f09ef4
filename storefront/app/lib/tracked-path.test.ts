import { describe, expect, it } from 'vitest';
import { trackedPath } from './tracked-path.js';

describe('trackedPath', () => {
  it('reports an order, a quote and a one-time link by their route pattern, never their secret (field notes: no personal data in tracker payloads)', () => {
    expect(trackedPath('/hu/orders/mFruS5H5572BKe_IES9-Uin_fzauFaYV', '')).toBe('/hu/orders/{order_hash}');
    expect(trackedPath('/en/checkout/result/mFruS5H5572BKe_IES9-Uin_fzauFaYV', '')).toBe('/en/checkout/result/{order_hash}');
    expect(trackedPath('/hu/checkout/offer/Q9x_secret', '')).toBe('/hu/checkout/offer/{offer_hash}');
    expect(trackedPath('/en/activate/tok3n', '')).toBe('/en/activate/{token}');
    expect(trackedPath('/hu/jelszo-visszaallitas/tok3n', '')).toBe('/hu/jelszo-visszaallitas/{token}');
  });

  it('drops the secrets of the payment return and the quote result from the query and keeps the rest', () => {
    expect(trackedPath('/hu/checkout/result', '?order_hash=abc&attempt=2&sig=f00&utm_source=mail')).toBe('/hu/checkout/result?utm_source=mail');
    expect(trackedPath('/en/offer/result', '?offer_hash=abc')).toBe('/en/offer/result');
  });

  it('leaves every other page as it is, query included', () => {
    expect(trackedPath('/en/search', '?q=sofa&sort=price_asc')).toBe('/en/search?q=sofa&sort=price_asc');
    expect(trackedPath('/hu/termekek/nappali/oslo-kanape-42', '')).toBe('/hu/termekek/nappali/oslo-kanape-42');
    expect(trackedPath('/', '')).toBe('/');
  });
});
