import { describe, expect, it } from 'vitest';
import { isUnreadableAddress, unreadableAddressRequest } from './unreadable-address.js';

const at = (address: string) => `http://shop.test${address}`;

describe('isUnreadableAddress', () => {
  it.each(['/en/%00', '/en/p/%ZZ', '/hu/%ZZ', '/en/%E0%A4%A', '/en/search?q=%00', '/hu/kereses?q=%ZZ', '/en/contact?%00=1', '/%ZZ'])(
    'finds %s unreadable (broken percent-encoding or a NUL)',
    (address) => {
      expect(isUnreadableAddress(at(address))).toBe(true);
    },
  );

  it.each(['/en', '/hu/termekek/kanape%20nagy', '/en/search?q=sofa+bed&page=2', '/en/search?q=100%25', '/hu/kereses?q=%C3%A1gy', '/en/search?flag'])(
    'reads %s',
    (address) => {
      expect(isUnreadableAddress(at(address))).toBe(false);
    },
  );
});

describe('unreadableAddressRequest', () => {
  it('renders the catch-all page of the address’s language, without cookies, keeping a data request one', () => {
    const request = new Request(at('/en/p/%ZZ?q=%00'), { headers: { cookie: 'a=b', 'user-agent': 'x' } });
    const rendered = unreadableAddressRequest(request);
    expect(rendered.url).toBe(at('/en/-'));
    expect(rendered.headers.get('cookie')).toBeNull();
    expect(rendered.headers.get('user-agent')).toBe('x');
    expect(unreadableAddressRequest(new Request(at('/hu/%ZZ.data'))).url).toBe(at('/hu/-.data'));
    expect(unreadableAddressRequest(new Request(at('/%ZZ'))).url).toBe(at('/hu/-'));
  });
});
