// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFavourites, type FavouritesStore } from './favourites.js';
import { ShopRefusal } from './refusal.js';

/** A catalogue of products 1–5 (product 5 no longer shown) and one owner's list, newest first; `owner: false` is a visitor without a session. */
function memory(initial: number[] = [], owner = true) {
  const shop = { ids: [...initial], writes: 0 };
  const store: FavouritesStore<{ id: number }> = {
    productExists: async (id) => id >= 1 && id <= 5,
    ids: async () => (owner ? [...shop.ids] : []),
    add: async (id) => {
      shop.writes += 1;
      shop.ids.unshift(id);
    },
    remove: async (id) => {
      shop.writes += 1;
      shop.ids = shop.ids.filter((candidate) => candidate !== id);
    },
    products: async (ids) => ids.filter((id) => id !== 5).map((id) => ({ id })),
  };
  return { shop, favourites: createFavourites(store) };
}

const ids = (products: { id: number }[]) => products.map((product) => product.id);

describe('favourites', () => {
  it('lists the favourites newest first, leaving out a product the catalogue no longer shows', async () => {
    expect(ids(await memory([3, 5, 1]).favourites.list())).toEqual([3, 1]);
  });

  it('has none for a visitor without a session', async () => {
    expect(await memory([2], false).favourites.list()).toEqual([]);
  });

  it('adds a favourite as the newest and answers the whole list', async () => {
    const { favourites } = memory([1]);
    expect(ids(await favourites.add('hu', 2))).toEqual([2, 1]);
  });

  it('adds a favourite already there once, keeping its place', async () => {
    const { shop, favourites } = memory([1, 2]);
    expect(ids(await favourites.add('hu', 2))).toEqual([1, 2]);
    expect(shop.writes).toBe(0);
  });

  it('removes a favourite and answers the rest', async () => {
    expect(ids(await memory([3, 2, 1]).favourites.remove('en', 2))).toEqual([3, 1]);
  });

  it('removing a product that is not a favourite changes nothing', async () => {
    const { shop, favourites } = memory([1]);
    expect(ids(await favourites.remove('hu', 4))).toEqual([1]);
    expect(shop.writes).toBe(0);
  });

  it.each([
    ['hu', 'Ez a termék nem létezik.'],
    ['en', 'This product does not exist.'],
  ] as const)('refuses an unknown product with 404, adding or removing (%s)', async (locale, text) => {
    const { shop, favourites } = memory([1]);
    for (const change of [favourites.add, favourites.remove]) {
      const refused = await change(locale, 999).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ShopRefusal);
      expect(refused).toMatchObject({ status: 404, message: text });
    }
    expect(shop.ids).toEqual([1]);
  });
});
