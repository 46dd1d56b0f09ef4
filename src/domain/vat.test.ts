import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grossFromNet, isVatMode, netFromGross, pickAmount, pickPrice } from './vat.js';

describe('pickPrice', () => {
  const price = { price_net: 10000, price_gross: 12700 };

  it('shows the net price in net mode and the gross price in gross mode (requirements §1, §3)', () => {
    expect(pickPrice(price, 'net')).toBe(10000);
    expect(pickPrice(price, 'gross')).toBe(12700);
  });
});

describe('pickAmount', () => {
  it('picks the suffixed amount of a cart summary for the VAT mode (requirements §3)', () => {
    const summary = { total_amount_net: 100, total_amount_gross: 127, total_quantity: 1 };
    expect(pickAmount(summary, 'total_amount', 'net')).toBe(100);
    expect(pickAmount(summary, 'total_amount', 'gross')).toBe(127);
  });
});

describe('netFromGross and grossFromNet', () => {
  it('apply the 27 % Hungarian VAT rate', () => {
    expect(grossFromNet(10000, 'HUF')).toBe(12700);
    expect(netFromGross(12700, 'HUF')).toBe(10000);
    expect(grossFromNet(9.99, 'EUR')).toBe(12.69);
  });

  it('round to the currency only when one is given', () => {
    expect(netFromGross(100)).toBeCloseTo(78.740157, 5);
    expect(netFromGross(100, 'HUF')).toBe(79);
  });

  it('net a retail gross price with the one rounding rule, gross × 100 / 127 to the nearest unit', () => {
    expect(netFromGross(219_990, 'HUF')).toBe(173_220);
    expect(netFromGross(24_990, 'HUF')).toBe(19_677);
    expect(netFromGross(4_990, 'HUF')).toBe(3_929);
    expect(netFromGross(563.27, 'EUR')).toBe(443.52);
    expect(netFromGross(-12_700, 'HUF')).toBe(-10_000);
  });

  it('round exactly, as whole-number arithmetic on minor units does (no float drift at any size)', () => {
    // The reference: the same rule computed with big integers, half away from zero.
    const exact = (minor: bigint, numerator: bigint, denominator: bigint) => (2n * minor * numerator + denominator) / (2n * denominator);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.constantFrom('HUF' as const, 'EUR' as const), (minor, currency) => {
        const scale = currency === 'HUF' ? 1 : 100;
        expect(netFromGross(minor / scale, currency)).toBe(Number(exact(BigInt(minor), 100n, 127n)) / scale);
        expect(grossFromNet(minor / scale, currency)).toBe(Number(exact(BigInt(minor), 127n, 100n)) / scale);
      }),
    );
  });

  it('are inverse to each other', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e8, noNaN: true }), (net) => {
        expect(netFromGross(grossFromNet(net))).toBeCloseTo(net, 6);
      }),
    );
  });
});

describe('isVatMode', () => {
  it('accepts only net and gross (requirements §3)', () => {
    expect(isVatMode('net')).toBe(true);
    expect(isVatMode('gross')).toBe(true);
    expect(isVatMode('Gross')).toBe(false);
    expect(isVatMode(null)).toBe(false);
  });
});
