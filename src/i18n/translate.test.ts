import { describe, expect, it } from 'vitest';
import { formatMoney } from '../domain/money.js';
import { createTranslator } from './translate.js';

describe('createTranslator', () => {
  const en = createTranslator('en');
  const hu = createTranslator('hu');

  it('fills placeholders, such as the path of a missing page (spec §8)', () => {
    expect(en('errors.notFound', { path: '/en/nowhere' })).toBe('Page Not Found: /en/nowhere');
    expect(hu('errors.notFound', { path: '/hu/sehol' })).toBe('Az oldal nem található: /hu/sehol');
  });

  it('chooses plural forms by language: "over N pieces" tiers (spec §9)', () => {
    expect(en('product.tiers.over', { count: 1 })).toBe('over 1 piece');
    expect(en('product.tiers.over', { count: 10 })).toBe('over 10 pieces');
    expect(hu('product.tiers.over', { count: 10 })).toBe('10 db felett');
    expect(en('cart.itemCount', { count: 0 })).toBe('Your cart is empty');
    expect(hu('cart.itemCount', { count: 3 })).toBe('3 termék a kosárban');
  });

  it('takes money already formatted, so amounts keep their spec format (spec §9)', () => {
    const amount = formatMoney(12700, 'HUF');
    expect(hu('cart.freeShipping.remaining', { amount })).toBe(`Még ${amount} hiányzik az ingyenes szállításhoz`);
    expect(en('product.tiers.nextTier', { count: 2, price: formatMoney(9.9, 'EUR') })).toBe('Buy 2 more to pay 9.90\u00a0€ each');
  });

  it('announces a quantity clamped to stock with the server number', () => {
    expect(en('announcements.cart.quantityClamped', { count: 3 })).toBe('Only 3 in stock; quantity set to 3.');
    expect(hu('announcements.cart.quantityClamped', { count: 3 })).toBe('Csak 3 db van raktáron, a mennyiséget 3 db-ra módosítottuk.');
  });

  it('renders tags through functions for rich text such as consent links (spec §5)', () => {
    const parts = en.rich('consent.terms', { link: (chunks) => ({ href: '/en/service-agrrement', chunks }) });
    expect(parts).toEqual(['I accept the ', { href: '/en/service-agrrement', chunks: ['terms and conditions'] }]);
    expect(hu.rich('consent.required', {})).toEqual(['kötelező']);
  });

  it('lets single messages be overridden, as label props do', () => {
    const custom = createTranslator('en', { 'cart.checkout': 'Go to payment ({count})' });
    expect(custom('cart.checkout', { count: 2 })).toBe('Go to payment (2)');
    expect(custom('cart.close')).toBe('Close cart');
  });

  it('knows its language', () => {
    expect(hu.locale).toBe('hu');
  });

  it('throws a message naming the key when a value is missing or the key is unknown', () => {
    expect(() => en('errors.notFound')).toThrow(/t\("errors.notFound"\) in "en"/);
    expect(() => en('no.such.key' as never)).toThrow(/t\("no.such.key"\): no such message in "en"/);
    expect(() => createTranslator('de' as never)).toThrow(/createTranslator: unknown locale "de"/);
  });
});
