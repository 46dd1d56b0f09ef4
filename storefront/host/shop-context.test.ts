import { describe, expect, it } from 'vitest';
import { applySetCookies, pagePathname, wantsSession } from './shop-context.js';

describe('applySetCookies', () => {
  it('adds and replaces cookies as the browser will store them', () => {
    expect(applySetCookies('a=1; b=2', ['b=3; Path=/; HttpOnly', 'XSRF-TOKEN=tok%3D; Path=/'])).toBe('a=1; b=3; XSRF-TOKEN=tok%3D');
  });

  it('drops a cookie the API deletes', () => {
    expect(applySetCookies('a=1; session=x', ['session=; Max-Age=0; Path=/'])).toBe('a=1');
  });

  it('starts from no cookies on a first visit', () => {
    expect(applySetCookies('', ['session=s1; Path=/'])).toBe('session=s1');
  });
});

describe('pagePathname', () => {
  it('sees the page behind React Router’s data requests, so the language prefix is kept', () => {
    expect(pagePathname('/en.data')).toBe('/en');
    expect(pagePathname('/hu/kosar.data')).toBe('/hu/kosar');
    expect(pagePathname('/_root.data')).toBe('/');
    expect(pagePathname('/en/faq')).toBe('/en/faq');
  });
});

describe('wantsSession', () => {
  it('starts a session for pages and their data, not for files', () => {
    expect(wantsSession(new Request('http://shop/hu/kosar'))).toBe(true);
    expect(wantsSession(new Request('http://shop/en.data'))).toBe(true);
    expect(wantsSession(new Request('http://shop/sitemap.xml'))).toBe(false);
    expect(wantsSession(new Request('http://shop/favicon.svg'))).toBe(false);
    expect(wantsSession(new Request('http://shop/hu', { method: 'POST' }))).toBe(false);
  });
});
