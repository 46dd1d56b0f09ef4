import { describe, expect, it } from 'vitest';
import { pageParam } from './page-param.js';

describe('pageParam', () => {
  it('reads the page of a paged list from the address', () => {
    expect(pageParam(new URLSearchParams('page=3'))).toBe(3);
  });

  it('starts at the first page when the parameter is missing or not a page number', () => {
    for (const query of ['', 'page=', 'page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=1e3', 'page=99999999']) {
      expect(pageParam(new URLSearchParams(query)), query).toBe(1);
    }
  });
});
