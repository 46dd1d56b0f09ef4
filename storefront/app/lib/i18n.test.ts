import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { loadedShopMessages, loadPageMessages, shopMessagesOf, shopTranslator } from './i18n.js';

describe('the shop’s own messages', () => {
  it('load one language at a time, with the package’s messages of that language', async () => {
    expect(loadedShopMessages('en')).toBeUndefined();
    expect(() => shopTranslator('en')).toThrow(/not loaded/);
    await loadPageMessages('en');
    expect(loadedShopMessages('hu')).toBeUndefined();
    expect(shopMessagesOf('en')['home.heading']).toBe(en['home.heading']);
    const t = shopTranslator('en');
    expect(t('home.heading')).toBe(en['home.heading']);
    // The package's catalogue of the language is there too.
    expect(t('product.quantity')).toBe('Quantity');
  });
});
