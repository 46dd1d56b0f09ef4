import { describe, expect, it } from 'vitest';
import { addressGroup } from './client-address.js';

describe('addressGroup', () => {
  it('takes an IPv6 address as its /64 network, however it is written', () => {
    expect(addressGroup('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('[2001:DB8:1:2::9]')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(addressGroup('2001:db8:1:2::1'));
  });

  it('counts IPv4 and IPv4-mapped addresses one by one, and anything else as itself', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('local')).toBe('local');
    expect(addressGroup('1:2:3')).toBe('1:2:3');
  });
});
