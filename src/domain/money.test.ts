import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertFromHuf, formatMoney, isCurrencyCode, minimumAmount, roundMoney } from './money.js';

/** Expected strings are written with plain spaces; the formatter uses no-break spaces throughout. */
const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatMoney', () => {
  it('shows forints without decimals and with the Ft symbol (requirements §9)', () => {
    expect(formatMoney(12700, 'HUF')).toBe(nb('12 700 Ft'));
    expect(formatMoney(159900, 'HUF')).toBe(nb('159 900 Ft'));
    expect(formatMoney(0, 'HUF')).toBe(nb('0 Ft'));
  });

  it('shows euros and dollars with two decimals and a dot instead of the Hungarian comma (requirements §9)', () => {
    expect(formatMoney(1234.5, 'EUR')).toBe(nb('1 234.50 €'));
    expect(formatMoney(99.9, 'USD')).toBe(nb('99.90 $'));
    expect(formatMoney(10, 'EUR')).toBe(nb('10.00 €'));
  });

  it('groups four-digit amounts too, so price tables stay aligned', () => {
    expect(formatMoney(1270, 'HUF')).toBe(nb('1 270 Ft'));
    expect(formatMoney(1000.1, 'USD')).toBe(nb('1 000.10 $'));
  });

  it('separates groups and the symbol with no-break spaces only, so a price never wraps', () => {
    const text = formatMoney(1234567.891, 'EUR');
    expect(text).toBe('1\u00a0234\u00a0567.89\u00a0€');
    expect(text).not.toMatch(/[ \u202f,]/);
  });

  it('rounds half away from zero to the currency decimals (requirements §9)', () => {
    expect(formatMoney(12699.5, 'HUF')).toBe(nb('12 700 Ft'));
    expect(formatMoney(1.005, 'EUR')).toBe(nb('1.01 €'));
    expect(formatMoney(-0.4, 'HUF')).toBe(nb('0 Ft'));
  });

  it('writes negative amounts with a leading minus and can sign differences explicitly', () => {
    expect(formatMoney(-1500, 'HUF')).toBe(nb('-1 500 Ft'));
    expect(formatMoney(500, 'HUF', { signDisplay: 'exceptZero' })).toBe(nb('+500 Ft'));
    expect(formatMoney(0, 'HUF', { signDisplay: 'exceptZero' })).toBe(nb('0 Ft'));
  });

  it('can leave the symbol out for inputs and compact cells', () => {
    expect(formatMoney(12700, 'HUF', { symbol: false })).toBe(nb('12 700'));
    expect(formatMoney(5.5, 'EUR', { symbol: false })).toBe('5.50');
  });

  it('throws a message naming the API when the amount or the currency is unusable', () => {
    expect(() => formatMoney(Number.NaN, 'HUF')).toThrow(/formatMoney: the amount must be a finite number/);
    expect(() => formatMoney(1, 'GBP' as never)).toThrow(/formatMoney: unknown currency "GBP"; use one of HUF, EUR, USD/);
  });

  it('always produces digits, dots and no-break spaces followed by the symbol', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.constantFrom('HUF', 'EUR', 'USD' as const), (amount, currency) => {
        const text = formatMoney(amount, currency);
        const pattern = currency === 'HUF' ? /^-?\d{1,3}(\u00a0\d{3})* Ft$/ : /^-?\d{1,3}(\u00a0\d{3})*\.\d\d [€$]$/;
        expect(text).toMatch(new RegExp(pattern.source.replace(' ', '\u00a0')));
      }),
    );
  });
});

describe('roundMoney', () => {
  it('rounds forints to whole numbers and euros or dollars to cents (requirements §9)', () => {
    expect(roundMoney(1234.5, 'HUF')).toBe(1235);
    expect(roundMoney(1.005, 'EUR')).toBe(1.01);
    expect(roundMoney(2.675, 'USD')).toBe(2.68);
    expect(roundMoney(-2.5, 'HUF')).toBe(-3);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundMoney(-0.2, 'HUF'), 0)).toBe(true);
  });

  it('handles amounts that JavaScript prints in exponent form', () => {
    expect(roundMoney(1e-7, 'EUR')).toBe(0);
    expect(roundMoney(1e21, 'HUF')).toBe(1e21);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.constantFrom('HUF', 'EUR', 'USD' as const), (amount, currency) => {
        const once = roundMoney(amount, currency);
        expect(roundMoney(once, currency)).toBe(once);
      }),
    );
  });
});

describe('convertFromHuf', () => {
  it('divides by the forint rate and rounds to the target currency', () => {
    expect(convertFromHuf(159900, 'EUR', { EUR: 400 })).toBe(399.75);
    expect(convertFromHuf(1000, 'USD', { USD: 300 })).toBe(3.33);
  });

  it('returns forints unchanged apart from rounding', () => {
    expect(convertFromHuf(159900.4, 'HUF', {})).toBe(159900);
  });

  it('returns null when the rate is missing or unusable, rather than a wrong price', () => {
    expect(convertFromHuf(1000, 'EUR', {})).toBeNull();
    expect(convertFromHuf(1000, 'EUR', { EUR: 0 })).toBeNull();
    expect(convertFromHuf(1000, 'USD', { USD: Number.NaN })).toBeNull();
  });
});

describe('minimumAmount', () => {
  it('is 1000 for HUF and 10 for EUR and USD (requirements §5, §9)', () => {
    expect(minimumAmount('HUF')).toBe(1000);
    expect(minimumAmount('EUR')).toBe(10);
    expect(minimumAmount('USD')).toBe(10);
  });
});

describe('isCurrencyCode', () => {
  it('accepts only the supported currency ids (requirements §9)', () => {
    expect(['HUF', 'EUR', 'USD'].every(isCurrencyCode)).toBe(true);
    expect(isCurrencyCode('huf')).toBe(false);
    expect(isCurrencyCode('GBP')).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
  });
});
