import IntlMessageFormat from 'intl-messageformat';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, FILTERS, LOCALES, LOCALE_TAGS, SORT_OPTIONS, VAT_MODES, type Locale } from '../domain/constants.js';
import { sourceMessagePiece, sourceMessages } from '../testing/messages.js';
import { loadMessages, MESSAGE_PARTS } from './load-messages.js';
import { isMessageKey, type MessageCatalogue, type MessageKey } from './messages.js';
import { compileMessages } from './precompile.js';
import { routeTable } from './routes.js';

const en = sourceMessages('en');
const hu = sourceMessages('hu');
const messages: Record<Locale, MessageCatalogue> = { en, hu };

/** Argument and tag names a message uses, e.g. `{count}` → "count", `<link>` → "<link>". */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      found.add(`<${element.value}>`);
      placeholders(element.children, found);
      continue;
    }
    found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
  }
  return found;
}

const keys = Object.keys(en) as MessageKey[];

describe('the message catalogues', () => {
  it('have exactly the same keys in English and Hungarian', () => {
    expect(Object.keys(hu).sort()).toEqual([...keys].sort());
  });

  it('put each key in the same part in both languages, and in one part only', () => {
    const seen = new Set<string>();
    for (const piece of ['core', ...MESSAGE_PARTS] as const) {
      const english = Object.keys(sourceMessagePiece('en', piece));
      expect(Object.keys(sourceMessagePiece('hu', piece)).sort(), piece).toEqual([...english].sort());
      for (const key of english) {
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
    expect(seen.size).toBe(keys.length);
  });

  it('compile as ICU MessageFormat in both languages and use the same placeholders', () => {
    for (const key of keys) {
      const used = LOCALES.map((locale) => {
        const format = new IntlMessageFormat(messages[locale][key], LOCALE_TAGS[locale]);
        return [...placeholders(format.getAst())].sort();
      });
      expect(used[1], key).toEqual(used[0]);
    }
  });

  it('load precompiled: each language’s module holds the ICU AST of its file, plain texts as they are', async () => {
    for (const locale of LOCALES) {
      const loaded = await loadMessages(locale);
      expect(loaded).toEqual(compileMessages(messages[locale]));
      expect(Object.keys(loaded).sort()).toEqual([...keys].sort());
    }
    const loaded = await loadMessages('en');
    expect(loaded['cart.close']).toBe(en['cart.close']);
    expect(loaded['cart.itemCount']).toEqual(expect.arrayContaining([expect.objectContaining({ type: TYPE.plural, value: 'count' })]));
  });

  it('compare real placeholders, tags and plural arguments included', () => {
    const of = (key: MessageKey) => [...placeholders(new IntlMessageFormat(en[key], 'en-US').getAst())].sort();
    expect(of('product.tiers.nextTier')).toEqual(['count', 'price']);
    expect(of('consent.terms')).toEqual(['<link>']);
    expect(of('cart.itemCount')).toEqual(['count']);
  });

  it('name keys as dotted segments, and never use a key as the prefix of another, so they can nest', () => {
    for (const key of keys) {
      expect(key).toMatch(/^[a-z][A-Za-z]*(\.[A-Za-z0-9_-]+)+$/);
      expect(
        keys.filter((other) => other.startsWith(`${key}.`)),
        key,
      ).toEqual([]);
    }
  });

  it('hold no empty text, no stray whitespace and no ASCII apostrophe (an ICU escape character)', () => {
    for (const locale of LOCALES) {
      for (const key of keys) {
        const text = messages[locale][key];
        expect(text.trim(), `${locale} ${key}`).toBe(text);
        expect(text.length, `${locale} ${key}`).toBeGreaterThan(0);
        expect(text, `${locale} ${key}`).not.toContain("'");
      }
    }
  });

  it('are really translated: few Hungarian texts equal the English ones', () => {
    const same = keys.filter((key) => en[key] === hu[key]);
    expect(same.length / keys.length).toBeLessThan(0.05);
  });
});

describe('the error catalogue (requirements §8)', () => {
  it('keeps the English texts verbatim', () => {
    expect({
      notFound: en['errors.notFound'],
      coupon: en['checkout.errors.couponEmailRequired'],
      payment: en['checkout.errors.paymentRequired'],
      purchase: en['checkout.result.failed.title'],
      transaction: en['checkout.result.failed.transaction'],
      code: en['checkout.result.responseCode'],
      message: en['checkout.result.responseMessage'],
      authorization: en['checkout.result.authorizationCode'],
      payAgain: en['checkout.result.payAgain'],
      refresh: en['checkout.result.refreshPage'],
      turnstile: en['errors.botChallenge.loadFailed'],
      category: en['errors.category'],
    }).toEqual({
      notFound: 'Page Not Found: {path}',
      coupon: 'To verify the code, please provide your email address during the checkout process or log in!',
      payment: 'To complete your purchase, please choose a payment method.',
      purchase: 'Unsuccessful Purchase',
      transaction: 'Failed Transaction',
      code: 'Response Code',
      message: 'Response Message',
      authorization: 'Authorization Code',
      payAgain: 'Pay Again',
      refresh: 'Refresh Page',
      turnstile: 'Failed to load Turnstile.',
      category: 'Category Error',
    });
  });

  it('has natural Hungarian with its accents', () => {
    expect(hu['errors.notFound']).toBe('Az oldal nem található: {path}');
    expect(hu['checkout.result.failed.title']).toBe('Sikertelen vásárlás');
    expect(hu['checkout.result.failed.transaction']).toBe('Sikertelen tranzakció');
    expect(hu['checkout.result.payAgain']).toBe('Fizetés újra');
    expect(hu['checkout.result.refreshPage']).toBe('Oldal frissítése');
  });
});

describe('the withdrawal texts (docs/requirements.md 10.3)', () => {
  it('count the 14 days from receiving the goods, as the server does, never from the purchase', () => {
    expect(hu['withdrawal.intro']).toMatch(/átvételétől számított 14 napon belül/);
    expect(en['withdrawal.intro']).toMatch(/within 14 days of receiving the goods/);
    const fromPurchase = Object.entries(messages).flatMap(([locale, catalogue]) =>
      Object.entries(catalogue)
        .filter(([, text]) => /vásárlástól 14 nap|within 14 days of (?:your )?(?:purchase|buying|ordering)/i.test(String(text)))
        .map(([key]) => `${locale}: ${key}`),
    );
    expect(fromPurchase).toEqual([]);
  });
});

describe('catalogue coverage', () => {
  it('has a page title for every route in both languages (requirements §2)', () => {
    expect(routeTable.map((route) => `routes.${route.name}.title`).filter((key) => !isMessageKey(key))).toEqual([]);
  });

  it('names every sort option, filter, VAT mode, currency and language (requirements §9)', () => {
    const needed = [
      ...SORT_OPTIONS.map((option) => `products.sort.${option}`),
      ...FILTERS.map((filter) => `products.filters.${filter}`),
      ...VAT_MODES.map((mode) => `vat.mode.${mode}`),
      ...CURRENCIES.map((currency) => `currency.name.${currency}`),
      ...LOCALES.map((locale) => `locale.name.${locale}`),
      ...[1, 2, 3, 4, 5, 6, 7].map((day) => `showroom.weekdays.${day}`),
    ];
    expect(needed.filter((key) => !isMessageKey(key))).toEqual([]);
  });

  it('tells keys from other strings', () => {
    expect(isMessageKey('cart.summary.total')).toBe(true);
    expect(isMessageKey('cart.summary')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });
});
