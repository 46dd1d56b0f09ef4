import fc from 'fast-check';
import { unstable_serialize } from 'swr';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CURRENCIES, LOCALES } from '../domain/constants.js';
import type { GetEndpointId } from './shop-api.js';
import { endpointKey, serializeShopKey, shopKey, type ShopKey, type ShopKeyName } from './shop-key.js';

const names: ShopKeyName[] = ['cart', 'product', 'products', 'resolveCategory', 'suggest', 'user'];
/** What hooks put after locale and currency: ids, slugs, page numbers, queries with optional fields. */
const argument = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    fc.double({ noNaN: false }),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.date({ noInvalidDate: true }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;
const keys = fc
  .tuple(fc.constantFrom(...names), fc.constantFrom(...LOCALES), fc.constantFrom(...CURRENCIES), fc.array(argument, { maxLength: 3 }))
  .map(([name, locale, currency, args]) => shopKey(name, locale, currency, ...args));

describe('serializeShopKey', () => {
  it('gives the string SWR files the same key under, for every key the hooks can build', () => {
    fc.assert(fc.property(keys, (key) => serializeShopKey(key) === unstable_serialize(key)));
  });

  it('files a product list query under the same string whatever the order of its fields', () => {
    const a = shopKey('products', 'hu', 'HUF', { page: 2, sort: 'price-asc', brand: undefined });
    const b = shopKey('products', 'hu', 'HUF', { sort: 'price-asc', page: 2 });
    expect(serializeShopKey(a)).toBe(serializeShopKey(b));
    expect(serializeShopKey(a)).toBe('@"otthon","products","hu","HUF",#sort:"price-asc",page:2,,');
  });

  it('refuses a key holding something SWR would file by identity, not by value', () => {
    const key = [...shopKey('cart', 'hu', 'HUF'), new Map()] as unknown as ShopKey;
    expect(() => serializeShopKey(key)).toThrow(/plain objects/);
  });
});

describe('shopKey', () => {
  it('names a cached answer by the id of the GET endpoint that answers it', () => {
    expectTypeOf<ShopKeyName>().toExtend<GetEndpointId>();
    // @ts-expect-error a name that is no endpoint's id is no key
    expect(shopKey('search-results', 'hu', 'HUF')).toHaveLength(4);
    expect(shopKey('resolveCategory', 'hu', 'HUF', 'nappali/kanapek')).toEqual(['otthon', 'resolveCategory', 'hu', 'HUF', 'nappali/kanapek']);
  });

  it('still takes the names keys had before they were endpoint ids, and builds the id’s key', () => {
    const renamed = [
      ['account-orders', 'accountOrders'],
      ['blog-post', 'blogPost'],
      ['blog-posts', 'blogPosts'],
      ['category', 'resolveCategory'],
      ['data-sheet', 'dataSheet'],
      ['search-suggestions', 'suggest'],
      ['withdrawable-orders', 'withdrawableOrders'],
    ] as const;
    for (const [former, id] of renamed) expect(shopKey(former, 'en', 'EUR', 2)).toEqual(shopKey(id, 'en', 'EUR', 2));
  });
});

describe('endpointKey', () => {
  it('builds the key shopKey builds for an endpoint id, which the provider files its answers under', () => {
    expect(endpointKey('cart', 'hu', 'HUF')).toEqual(shopKey('cart', 'hu', 'HUF'));
    expect(endpointKey('product', 'en', 'EUR', 42)).toEqual(['otthon', 'product', 'en', 'EUR', 42]);
  });
});
