import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_DECIMALS, CURRENCY_SYMBOLS, type CurrencyCode } from './constants.js';
import { formatMoney, roundMoney } from './money.js';

const NBSP = '\u00a0';
const currency = fc.constantFrom(...CURRENCIES);
/**
 * Every finite amount a shop can hold, in whole units and in odd binary fractions; bounded where a
 * double still carries whole cents (above 2^53 / 100 cents stop being exact).
 */
const amount = fc.oneof(
  fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.integer({ min: -100_000_000, max: 100_000_000 }).map((cents) => cents / 100),
);

/** The number part of a formatted price, read back: groups joined, the dot as decimal point. */
function readBack(text: string, code: CurrencyCode): number {
  const number = text.endsWith(`${NBSP}${CURRENCY_SYMBOLS[code]}`) ? text.slice(0, -(CURRENCY_SYMBOLS[code].length + 1)) : text;
  return Number(number.replaceAll(NBSP, ''));
}

describe('formatMoney as properties (requirements §9)', () => {
  it('reads back as the amount rounded to the currency decimals, for HUF, EUR and USD', () => {
    fc.assert(
      fc.property(amount, currency, (value, code) => {
        expect(readBack(formatMoney(value, code), code)).toBe(roundMoney(value, code));
        expect(readBack(formatMoney(value, code, { symbol: false }), code)).toBe(roundMoney(value, code));
      }),
    );
  });

  it('groups the whole part in threes with no-break spaces, four-digit amounts included', () => {
    fc.assert(
      fc.property(amount, currency, (value, code) => {
        const whole = formatMoney(value, code, { symbol: false }).replace(/^-/, '').split('.')[0]!;
        const digits = whole.replaceAll(NBSP, '');
        expect(whole).toMatch(/^\d{1,3}(\u00a0\d{3})*$/);
        // The first group is as short as the digit count allows: 1270 → "1 270", not "12 70".
        expect(whole.split(NBSP)[0]!.length).toBe(((digits.length - 1) % 3) + 1);
      }),
    );
  });

  it('shows no decimals for HUF and exactly two, after a dot, for EUR and USD', () => {
    fc.assert(
      fc.property(amount, currency, (value, code) => {
        const text = formatMoney(value, code, { symbol: false });
        const decimals = CURRENCY_DECIMALS[code];
        if (decimals === 0) expect(text).not.toMatch(/[.,]/);
        else expect(text).toMatch(new RegExp(`^-?[\\d${NBSP}]+\\.\\d{${decimals}}$`));
        expect(text).not.toContain(',');
      }),
    );
  });

  it('ends with the currency symbol after a no-break space, and never wraps inside a price', () => {
    fc.assert(
      fc.property(amount, currency, (value, code) => {
        const text = formatMoney(value, code);
        expect(text.endsWith(`${NBSP}${CURRENCY_SYMBOLS[code]}`)).toBe(true);
        expect(text).toBe(`${formatMoney(value, code, { symbol: false })}${NBSP}${CURRENCY_SYMBOLS[code]}`);
        expect(text).not.toMatch(/[ \t\n\u2009\u202f]/);
      }),
    );
  });

  it('never writes NaN, Infinity, an exponent or a negative zero', () => {
    fc.assert(
      fc.property(amount, currency, fc.constantFrom('auto', 'always', 'exceptZero', 'never' as const), (value, code, signDisplay) => {
        const text = formatMoney(value, code, { signDisplay });
        expect(text).not.toMatch(/NaN|Infinity|∞|e[+-]?\d/i);
        if (roundMoney(value, code) === 0) expect(text).not.toMatch(/^-/);
      }),
    );
  });

  it('puts a minus exactly on amounts that round below zero, and a plus on gains when asked', () => {
    fc.assert(
      fc.property(amount, currency, (value, code) => {
        const rounded = roundMoney(value, code);
        expect(formatMoney(value, code).startsWith('-')).toBe(rounded < 0);
        expect(formatMoney(value, code, { signDisplay: 'exceptZero' }).startsWith('+')).toBe(rounded > 0);
        expect(formatMoney(value, code, { signDisplay: 'never' })).toBe(formatMoney(Math.abs(value), code));
      }),
    );
  });

  it('keeps the order of amounts: a larger amount never reads back smaller', () => {
    fc.assert(
      fc.property(amount, amount, currency, (a, b, code) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(readBack(formatMoney(low, code), code)).toBeLessThanOrEqual(readBack(formatMoney(high, code), code));
      }),
    );
  });

  it('refuses amounts that are not finite numbers instead of printing them', () => {
    fc.assert(
      fc.property(fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY), currency, (value, code) => {
        expect(() => formatMoney(value, code)).toThrow(/formatMoney: the amount must be a finite number/);
      }),
    );
  });
});
