import { describe, expect, it } from 'vitest';
import { isAllowedReturnUrl } from './return-url.js';

const SHOP = ['https://shop.example'];

describe('isAllowedReturnUrl', () => {
  it("accepts an address on one of the shop's origins", () => {
    expect(isAllowedReturnUrl('https://shop.example/hu/checkout/result', SHOP)).toBe(true);
    expect(isAllowedReturnUrl('http://127.0.0.1:5173/x', ['http://127.0.0.1:5173'])).toBe(true);
  });

  it('refuses another origin, and the tricks that look like the shop', () => {
    for (const raw of [
      'https://evil.example/steal',
      '//evil.example/steal',
      '/\\evil.example',
      'https://shop.example@evil.example/',
      'https://user:pass@shop.example/hu',
      'javascript:alert(1)',
      'https://shop.example/hu\n/x',
      ' https://shop.example/hu',
      'nem cím',
    ]) {
      expect(isAllowedReturnUrl(raw, SHOP), raw).toBe(false);
    }
  });
});
