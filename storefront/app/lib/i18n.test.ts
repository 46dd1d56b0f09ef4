import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import enPages from '../i18n/en.pages.json';
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

  it('load a screen’s parts with the core, and a translator made before finds them once there', async () => {
    await loadPageMessages('hu', []);
    const t = shopTranslator('hu');
    expect(t('home.heading')).toBeTruthy();
    expect(loadedShopMessages('hu')?.['contactPage.description']).toBeUndefined();
    expect(() => t('contactPage.description')).toThrow();
    await loadPageMessages('hu', ['pages']);
    expect(t('contactPage.description')).toBe(shopMessagesOf('hu')['contactPage.description']);
    expect(Object.keys(shopMessagesOf('hu'))).toEqual(expect.arrayContaining(Object.keys(enPages)));
  });
});
