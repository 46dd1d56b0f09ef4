import { describe, expect, it } from 'vitest';
import { facetsInVatMode, isListingVariant, listingQuery, listingSearch, parseListingParams } from './listing-query.js';

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe('a listing address', () => {
  it('holds the sort, the filters and the page (requirements §9), read back exactly as written', () => {
    const search = '?sort=price_asc&price_min=10000&price_max=90000&in_stock=1&category=living-room/sofas&colour=navy,white&brand=fjordhus&page=2';
    const state = parse(search);
    expect(state).toEqual({
      q: '',
      sort: 'price_asc',
      page: 2,
      filters: { price_min: 10000, price_max: 90000, in_stock: true, category: 'living-room/sofas', colour: ['navy', 'white'], brand: ['fjordhus'] },
    });
    expect(listingSearch(state)).toBe(search);
  });

  it('is empty for the plain listing, so one listing has one address', () => {
    expect(listingSearch(parse(''))).toBe('');
    expect(listingSearch(parse('sort=default&page=1&in_stock=0&colour='))).toBe('');
  });

  it('leaves out what cannot be meant instead of failing: an unknown sort, a bad page or price, odd slugs', () => {
    expect(parse('sort=cheapest&page=-3&price_min=abc&price_max=-5&colour=<b>,navy&category=../etc')).toEqual({
      q: '',
      sort: 'default',
      page: 1,
      filters: { colour: ['navy'] },
    });
    expect(parse('page=999999').page).toBe(1);
    expect(parse('page=20000').page).toBe(10_000);
  });

  it('swaps a price range given upside down rather than showing nothing', () => {
    expect(parse('price_min=500&price_max=100').filters).toEqual({ price_min: 100, price_max: 500 });
  });

  it('keeps the search text, trimmed and at most 120 characters (the contract’s limit)', () => {
    expect(parse(`q=${encodeURIComponent('  kanapé  ')}`).q).toBe('kanapé');
    expect(parse(`q=${'a'.repeat(200)}`).q).toHaveLength(120);
    expect(listingSearch(parse('q=kanap%C3%A9+sz%C3%BCrke&page=3'))).toBe('?q=kanap%C3%A9%20sz%C3%BCrke&page=3');
  });

  it('counts as a variant when sorted or filtered, not when only paged', () => {
    expect(isListingVariant(parse('page=3'))).toBe(false);
    expect(isListingVariant(parse('sort=name'))).toBe(true);
    expect(isListingVariant(parse('in_stock=1'))).toBe(true);
  });
});

describe('the product list query of a listing', () => {
  it('sends gross prices in the shopper’s currency: net amounts typed in net mode are converted (27 % VAT)', () => {
    const state = parse('price_min=10000&price_max=20000');
    expect(listingQuery(state, {}, 'gross', 'HUF')).toMatchObject({ price_min: 10000, price_max: 20000 });
    expect(listingQuery(state, {}, 'net', 'HUF')).toMatchObject({ price_min: 12700, price_max: 25400 });
    expect(listingQuery(parse('price_max=99.99'), {}, 'net', 'EUR')).toMatchObject({ price_max: 126.99 });
  });

  it('lets the route’s category and the sale scope win over the address', () => {
    const state = parse('category=bedroom&sort=name&colour=navy');
    expect(listingQuery(state, { category: 'living-room' }, 'net', 'HUF')).toEqual({
      page: 1,
      per_page: 24,
      sort: 'name',
      category: 'living-room',
      colour: ['navy'],
    });
    expect(listingQuery(parse(''), { sale: true }, 'net', 'HUF')).toEqual({ page: 1, per_page: 24, sale: true });
  });

  it('shows the facet price range in the shopper’s VAT mode', () => {
    const facets = { price: { min: 1270, max: 12700 }, in_stock: 1, colours: [], brands: [], categories: [] };
    expect(facetsInVatMode(facets, 'net', 'HUF').price).toEqual({ min: 1000, max: 10000 });
    expect(facetsInVatMode(facets, 'gross', 'HUF')).toBe(facets);
  });
});
