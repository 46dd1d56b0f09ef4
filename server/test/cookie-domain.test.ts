import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../src/options.js';
import { createTestApi, ORIGIN, type TestApi } from './support/api.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

/** The cookies of a visitor's first change (which stores the session), after `/sanctum/csrf-cookie`. */
const sessionCookies = async (shop: TestApi) => {
  const answer = await shop.app.request('/sanctum/csrf-cookie', { headers: { Origin: ORIGIN } });
  expect(answer.status).toBeLessThan(300);
  const pair = answer.headers.getSetCookie()[0]!.split(';')[0]!;
  const token = decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
  const changed = await shop.app.request('/api/favourites/1', { method: 'POST', headers: { Origin: ORIGIN, Cookie: pair, 'X-XSRF-TOKEN': token } });
  expect(changed.status).toBeLessThan(300);
  return changed.headers.getSetCookie();
};

describe('the cookie domain (a front end on another host of the same site)', () => {
  it('sets the session and XSRF-TOKEN cookies for the whole site when a cookie domain is configured', async () => {
    const shared = await api.variant({ cookieDomain: '.shop.example', publicOrigins: [ORIGIN, 'https://www.shop.example'] });
    const cookies = await sessionCookies(shared);
    expect(cookies.map((line) => line.split('=')[0])).toEqual(['otthon_session', 'XSRF-TOKEN']);
    for (const line of cookies) expect(line).toMatch(/; Domain=\.?shop\.example(;|$)/i);
  });

  it('keeps the cookies on the API host alone by default', async () => {
    const cookies = await sessionCookies(api);
    expect(cookies).toHaveLength(2);
    for (const line of cookies) expect(line).not.toMatch(/domain=/i);
  });

  it('takes COOKIE_DOMAIN and refuses a domain the public origins are not within, or one that is not a host name', () => {
    expect(resolveOptions({ publicOrigins: ['https://shop.example.hu'] }, { COOKIE_DOMAIN: '.Shop.Example.hu' }).cookieDomain).toBe('.shop.example.hu');
    expect(resolveOptions({ publicOrigins: ['https://shop.example.hu'] }, {}).cookieDomain).toBeUndefined();
    expect(() => resolveOptions({ publicOrigins: ['http://localhost:3000'], cookieDomain: '.shop.example.hu' }, {})).toThrow(
      /http:\/\/localhost:3000 is not within \.shop\.example\.hu/,
    );
    expect(() => resolveOptions({ publicOrigins: ['https://shop.example.hu'], cookieDomain: 'https://shop.example.hu' }, {})).toThrow(/not a host name/);
  });
});
