import { describe, expect, it } from 'vitest';
import { headerLoginPath, loginPath, safeReturnPath } from './return-path.js';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/hu/account/orders?page=2#latest')).toBe('/hu/account/orders?page=2#latest');
    expect(safeReturnPath('/en/cart/data')).toBe('/en/cart/data');
    // Encoded characters stay text of the path, as the browser would send them.
    expect(safeReturnPath('/hu/%2F%2Fevil')).toBe('/hu/%2F%2Fevil');
  });

  it('refuses addresses that would leave the site (field notes: return URLs on this origin only)', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://shop@evil.example',
      'javascript:alert(1)',
      'http://evil.example/hu',
      '/\t/evil.example',
      '/\n/evil.example',
      'hu/account',
      '',
    ]) {
      expect(safeReturnPath(value), value).toBeNull();
    }
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});

describe('loginPath', () => {
  it('is the login page of the language with the page to come back to', () => {
    expect(loginPath('hu', '/hu/account')).toBe('/hu/bejelentkezes?redirect=%2Fhu%2Faccount');
    expect(loginPath('en', '/en/account/orders?page=3')).toBe('/en/login?redirect=%2Fen%2Faccount%2Forders%3Fpage%3D3');
  });

  it('leaves out a return address that is not this site’s', () => {
    expect(loginPath('en', '//evil.example')).toBe('/en/login');
    expect(loginPath('hu')).toBe('/hu/bejelentkezes');
  });
});

describe('headerLoginPath', () => {
  it('comes back to the page it was followed from, with its query', () => {
    expect(headerLoginPath('hu', '/hu/kosar', '')).toBe('/hu/bejelentkezes?redirect=%2Fhu%2Fkosar');
    expect(headerLoginPath('en', '/en/search', '?q=sofa')).toBe('/en/login?redirect=%2Fen%2Fsearch%3Fq%3Dsofa');
  });

  it('keeps the return address of the login and registration pages instead of returning to a form', () => {
    expect(headerLoginPath('en', '/en/login', '?redirect=%2Fen%2Fcart')).toBe('/en/login?redirect=%2Fen%2Fcart');
    expect(headerLoginPath('hu', '/hu/regisztracio', '')).toBe('/hu/bejelentkezes');
    expect(headerLoginPath('en', '/en/login', '?redirect=%2F%2Fevil.example')).toBe('/en/login');
  });
});
