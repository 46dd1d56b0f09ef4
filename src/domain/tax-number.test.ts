import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalTaxNumber, checkTaxNumber, isValidTaxNumber, TAX_NUMBER_COUNTY_CODES, taxNumberCheckDigit } from './tax-number.js';

describe('taxNumberCheckDigit', () => {
  it('weights the first seven digits 9, 7, 3, 1, 9, 7, 3 and completes the sum to a multiple of 10', () => {
    // 1·9 + 2·7 + 3·3 + 4·1 + 5·9 + 6·7 + 7·3 = 144 → 6
    expect(taxNumberCheckDigit('1234567')).toBe(6);
    // 1·9 + 0·7 + 7·3 + 7·1 + 3·9 + 3·7 + 8·3 = 109 → 1
    expect(taxNumberCheckDigit('1077338')).toBe(1);
    // 2·9 + 6·7 + 5·3 + 4·1 + 3·9 + 2·7 + 1·3 = 123 → 7
    expect(taxNumberCheckDigit('2654321')).toBe(7);
    // A sum that is already a multiple of 10 needs 0, not 10.
    expect(taxNumberCheckDigit('0000000')).toBe(0);
    expect(taxNumberCheckDigit('1000001')).toBe(8); // 9 + 3 = 12 → 8
  });

  it('refuses anything but seven digits', () => {
    expect(() => taxNumberCheckDigit('123456')).toThrow(RangeError);
    expect(() => taxNumberCheckDigit('12345a7')).toThrow(RangeError);
  });
});

describe('checkTaxNumber', () => {
  it('accepts a tax number whose check digit, VAT code and region code are right, with or without hyphens', () => {
    for (const valid of ['12345676-2-41', '12345676241', '26543217-2-41', '10000018-1-02', '10000018-5-51', ' 12345676-3-13 ']) {
      expect(checkTaxNumber(valid), valid).toBeNull();
      expect(isValidTaxNumber(valid), valid).toBe(true);
    }
  });

  it('accepts a published company tax number, 10773381-2-44 (check digit 1, large taxpayers’ office)', () => {
    expect(checkTaxNumber('10773381-2-44')).toBeNull();
  });

  it('accepts a Hungarian EU VAT number: HU and the first eight digits, the check digit holding', () => {
    expect(checkTaxNumber('HU12345676')).toBeNull();
    expect(checkTaxNumber('hu10773381')).toBeNull();
    expect(checkTaxNumber('HU12345678')).toBe('checkDigit');
  });

  it('tells a wrong shape from a wrong check digit, a wrong VAT code and an unknown region', () => {
    for (const shape of [
      '',
      'abc',
      '1234567-2-41',
      '123456760-2-41',
      '12345676-241',
      '12345676-2-4',
      '12345676 2 41',
      'HU1234567',
      'HU12345676-2-41',
      'DE123456789',
      '１２３４５６７６-2-41',
    ]) {
      expect(checkTaxNumber(shape), shape).toBe('format');
    }
    expect(checkTaxNumber('12345678-2-42')).toBe('checkDigit');
    expect(checkTaxNumber('12345677-2-41')).toBe('checkDigit');
    for (const vatCode of ['0', '6', '7', '8', '9']) expect(checkTaxNumber(`12345676-${vatCode}-41`), vatCode).toBe('vatCode');
    for (const county of ['00', '01', '21', '45', '50', '52', '99']) expect(checkTaxNumber(`12345676-2-${county}`), county).toBe('county');
  });

  it('knows the region codes 02–20, 22–44 and 51, and no other', () => {
    const all = Array.from({ length: 100 }, (_, code) => String(code).padStart(2, '0'));
    const known = all.filter((code) => checkTaxNumber(`12345676-2-${code}`) === null);
    expect(known).toEqual([...TAX_NUMBER_COUNTY_CODES]);
    expect(known).toHaveLength(19 + 23 + 1);
    expect(known[0]).toBe('02');
    expect(known).toContain('20');
    expect(known).not.toContain('21');
    expect(known).toContain('22');
    expect(known).toContain('44');
    expect(known.at(-1)).toBe('51');
  });

  it('accepts every number built by the rule, and catches any single changed digit of the first eight', () => {
    const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((list) => list.join(''));
    fc.assert(
      fc.property(
        // A taxpayer number never begins with 0 (checked apart below).
        fc.tuple(fc.integer({ min: 1, max: 9 }), digits(6)).map(([head, tail]) => `${head}${tail}`),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(...TAX_NUMBER_COUNTY_CODES),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 1, max: 9 }),
        (first, vatCode, county, position, shift) => {
          const taxpayer = `${first}${taxNumberCheckDigit(first)}`;
          expect(checkTaxNumber(`${taxpayer}-${vatCode}-${county}`)).toBeNull();
          expect(checkTaxNumber(`HU${taxpayer}`)).toBeNull();
          // Every weight is prime to 10, so any one wrong digit changes the sum's last digit.
          const changed = `${taxpayer.slice(0, position)}${(Number(taxpayer[position]) + shift) % 10}${taxpayer.slice(position + 1)}`;
          const problem = changed.startsWith('0') ? 'taxpayer' : 'checkDigit';
          expect(checkTaxNumber(`${changed}-${vatCode}-${county}`)).toBe(problem);
          expect(checkTaxNumber(`HU${changed}`)).toBe(problem);
        },
      ),
    );
  });
});

describe('impossible tax numbers', () => {
  it('refuses a taxpayer number beginning with 0, all zeros included, though its check digit holds', () => {
    for (const value of ['00000000-1-02', '00000000102', 'HU00000000', 'hu00000000', '01234565-2-41']) {
      expect(checkTaxNumber(value), value).toBe('taxpayer');
    }
  });
});

describe('canonicalTaxNumber', () => {
  it('keeps a domestic number with its hyphens and an EU VAT number in capitals', () => {
    expect(canonicalTaxNumber('12345676241')).toBe('12345676-2-41');
    expect(canonicalTaxNumber(' 12345676-2-41 ')).toBe('12345676-2-41');
    expect(canonicalTaxNumber('hu12345676')).toBe('HU12345676');
    expect(canonicalTaxNumber('Hu12345676')).toBe('HU12345676');
  });

  it('leaves an invalid number as typed, trimmed (the check refuses it)', () => {
    expect(canonicalTaxNumber(' 1234-x ')).toBe('1234-x');
  });
});
