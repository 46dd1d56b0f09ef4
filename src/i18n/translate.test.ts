import IntlMessageFormat from 'intl-messageformat';
import { parse as parseWithoutParser } from '@formatjs/icu-messageformat-parser/no-parser.js';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../domain/constants.js';
import { formatMoney } from '../domain/money.js';
import { sourceMessages } from '../testing/messages.js';
import { loadMessages } from './load-messages.js';
import type { MessageKey } from './messages.js';
import { compileMessage, compileMessages } from './precompile.js';
import { createTranslator } from './translate.js';

beforeAll(async () => {
  await Promise.all(LOCALES.map((locale) => loadMessages(locale)));
});

describe('createTranslator', () => {
  const en = createTranslator('en');
  const hu = createTranslator('hu');

  it('fills placeholders, such as the path of a missing page (requirements §8)', () => {
    expect(en('errors.notFound', { path: '/en/nowhere' })).toBe('Page Not Found: /en/nowhere');
    expect(hu('errors.notFound', { path: '/hu/sehol' })).toBe('Az oldal nem található: /hu/sehol');
  });

  it('chooses plural forms by language: a tier "from N pieces"', () => {
    expect(en('product.tiers.from', { count: 1 })).toBe('from 1 piece');
    expect(en('product.tiers.from', { count: 10 })).toBe('from 10 pieces');
    expect(hu('product.tiers.from', { count: 10 })).toBe('10 db-tól');
    expect(en('cart.itemCount', { count: 0 })).toBe('Your cart is empty');
    expect(hu('cart.itemCount', { count: 3 })).toBe('3 termék a kosárban');
  });

  it('takes money already formatted, so amounts keep their spec format (requirements §9)', () => {
    const amount = formatMoney(12700, 'HUF');
    expect(hu('cart.freeShipping.remaining', { amount })).toBe(`Még ${amount} hiányzik az ingyenes szállításhoz`);
    expect(en('product.tiers.nextTier', { count: 2, price: formatMoney(9.9, 'EUR') })).toBe('Buy 2 more to pay 9.90\u00a0€ each');
  });

  it('announces a quantity clamped to stock with the server number', () => {
    expect(en('announcements.cart.quantityClamped', { count: 3 })).toBe('Only 3 in stock; quantity set to 3.');
    expect(hu('announcements.cart.quantityClamped', { count: 3 })).toBe('Csak 3 db van raktáron, a mennyiséget 3 db-ra módosítottuk.');
  });

  it('renders tags through functions for rich text such as consent links (requirements §5)', () => {
    const parts = en.rich('consent.terms', { link: (chunks) => ({ href: '/en/service-agrrement', chunks }) });
    expect(parts).toEqual(['I accept the ', { href: '/en/service-agrrement', chunks: ['terms and conditions'] }]);
    expect(hu.rich('consent.required', {})).toEqual(['kötelező']);
  });

  it('lets single messages be overridden, as label props do, with ICU text or its compiled AST', () => {
    const custom = createTranslator('en', { 'cart.checkout': 'Go to payment ({count})' });
    expect(custom('cart.checkout', { count: 2 })).toBe('Go to payment (2)');
    expect(custom('cart.close')).toBe('Close cart');
    const compiled = createTranslator('en', { 'cart.checkout': compileMessage('{count, plural, one {Pay for # item} other {Pay for # items}}') });
    expect(compiled('cart.checkout', { count: 2 })).toBe('Pay for 2 items');
  });

  it('shows text without ICU syntax as it is, an ICU-quoted apostrophe included', () => {
    const custom = createTranslator('en', { 'cart.close': 'Don’t close', 'cart.checkout': "It''s yours" });
    expect(custom('cart.close')).toBe('Don’t close');
    expect(custom('cart.checkout')).toBe("It's yours");
    expect(custom.rich('cart.checkout', {})).toEqual(["It's yours"]);
  });

  it('formats every message of a catalogue as written and precompiled alike', () => {
    for (const locale of LOCALES) {
      const written = createTranslator(locale, {}, sourceMessages(locale));
      const compiled = createTranslator(locale, {}, compileMessages(sourceMessages(locale)));
      for (const key of Object.keys(sourceMessages(locale)) as MessageKey[]) {
        const values = sampleValues(new IntlMessageFormat(sourceMessages(locale)[key]).getAst());
        expect(compiled.rich(key, values), `${locale} ${key}`).toEqual(written.rich(key, values));
      }
    }
  });

  it('knows which keys it has: the catalogue’s and the overrides’', () => {
    const custom = createTranslator('hu', { 'cart.close': 'Bezár' });
    expect(custom.has('checkout.errors.paymentRequired')).toBe(true);
    expect(custom.has('cart.close')).toBe(true);
    expect(custom.has('The address is not deliverable.')).toBe(false);
    expect(custom.has('toString')).toBe(false);
  });

  it('knows its language', () => {
    expect(hu.locale).toBe('hu');
  });

  it('throws a message naming the key when a value is missing or the key is unknown', () => {
    expect(() => en('errors.notFound')).toThrow(/t\("errors.notFound"\) in "en"/);
    expect(() => en('no.such.key' as never)).toThrow(/t\("no.such.key"\): not in the loaded "en" messages/);
    expect(() => createTranslator('de' as never)).toThrow(/createTranslator: unknown locale "de"/);
  });

  it('says what to do when a bundle without the ICU parser meets ICU text', () => {
    const parser = IntlMessageFormat.__parse;
    IntlMessageFormat.__parse = parseWithoutParser as unknown as typeof IntlMessageFormat.__parse;
    try {
      const custom = createTranslator('en', { 'cart.checkout': 'Pay {count} items', 'cart.close': 'Close' });
      expect(() => custom('cart.checkout', { count: 2 })).toThrow(/t\("cart.checkout"\) in "en": this bundle has no ICU parser; compile the text/);
      // Plain text and the precompiled catalogue need no parser.
      expect(custom('cart.close')).toBe('Close');
      expect(custom('cart.itemCount', { count: 2 })).toBe('2 items in your cart');
    } finally {
      IntlMessageFormat.__parse = parser;
    }
  });
});

describe('createTranslator before the catalogue has loaded', () => {
  it('can be made at once, says how to load when asked too early, and finds the catalogue once loaded', async () => {
    vi.resetModules();
    const fresh = { ...(await import('./translate.js')), ...(await import('./load-messages.js')) };
    const t = fresh.createTranslator('hu');
    expect(() => t('cart.close')).toThrow(/t\("cart.close"\): the "hu" messages are not loaded; await loadMessages\("hu"\)/);
    expect(fresh.loadedMessages('hu')).toBeUndefined();
    await fresh.loadMessages('hu');
    expect(t('cart.close')).toBe('Kosár bezárása');
    expect(fresh.loadedMessages('en')).toBeUndefined();
  });
});

/** A value for every argument of a message: numbers for plurals and numbers, a function per tag. */
function sampleValues(elements: MessageFormatElement[], values: Record<string, unknown> = {}): Record<string, never> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      values[element.value] = (chunks: unknown[]) => ({ tag: element.value, chunks });
      sampleValues(element.children, values);
      continue;
    }
    values[element.value] = element.type === TYPE.plural || element.type === TYPE.number ? 3 : `[${element.value}]`;
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) sampleValues(option.value, values);
    }
  }
  return values as Record<string, never>;
}
