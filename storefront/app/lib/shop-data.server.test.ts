import { describe, expect, it } from 'vitest';
import { shopRequest } from './shop-data.server.js';

const request = (cookie?: string) => new Request('http://shop.test/hu/kosar', cookie ? { headers: { cookie } } : {});

describe('shopRequest', () => {
  it('renders a first-time visitor (no vat_mode cookie) in gross prices', () => {
    expect(shopRequest(request()).vatMode).toBe('gross');
    expect(shopRequest(request('currency_id=EUR')).vatMode).toBe('gross');
    // An unknown value is no choice either.
    expect(shopRequest(request('vat_mode=both')).vatMode).toBe('gross');
  });

  it('keeps the mode the shopper chose', () => {
    expect(shopRequest(request('vat_mode=net')).vatMode).toBe('net');
    expect(shopRequest(request('vat_mode=gross')).vatMode).toBe('gross');
  });
});
