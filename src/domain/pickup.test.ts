import { describe, expect, it } from 'vitest';
import { CARRIER_LIMITS, carriersTaking, distanceKm, isPostcode, methodRefusal, nearestPoints, parcelFits, productParcel, type Parcel } from './pickup.js';

const cushion: Parcel = { weightKg: 1.2, size: [30, 30, 10] };
const sofa: Parcel = { weightKg: 68, size: [230, 102, 90] };

describe('parcelFits', () => {
  it('takes a parcel turned any way into the largest box under the weight limit (requirements §4)', () => {
    const { box, maxWeightKg } = CARRIER_LIMITS.foxpost;
    expect(parcelFits({ weightKg: maxWeightKg, size: [box[2], box[0], box[1]] }, 'foxpost')).toBe(true);
    expect(parcelFits({ weightKg: maxWeightKg + 0.1, size: [10, 10, 10] }, 'foxpost')).toBe(false);
    expect(parcelFits({ weightKg: 1, size: [box[0] + 1, 1, 1] }, 'foxpost')).toBe(false);
  });

  it('refuses a parcel whose sides each fit but not together', () => {
    // The longest side fits the longest edge, but the two others are both over the middle edge.
    const { box } = CARRIER_LIMITS.gls;
    expect(parcelFits({ weightKg: 1, size: [box[0], box[1] + 1, box[1] + 1] }, 'gls')).toBe(false);
  });

  it('judges a piece of unknown size by its weight', () => {
    expect(parcelFits({ weightKg: 2, size: null }, 'packeta')).toBe(true);
    expect(parcelFits({ weightKg: CARRIER_LIMITS.packeta.maxWeightKg + 1, size: null }, 'packeta')).toBe(false);
  });
});

describe('carriersTaking and methodRefusal', () => {
  const lockers = { maxItemWeightKg: 20, pickupCarriers: ['foxpost', 'gls', 'packeta', 'mpl'] as const };

  it('keeps the carriers every parcel fits, in the method’s order', () => {
    expect(carriersTaking(lockers.pickupCarriers, [cushion])).toEqual(['foxpost', 'gls', 'packeta', 'mpl']);
    const fifteenKg: Parcel = { weightKg: 15, size: [40, 30, 20] };
    expect(carriersTaking(lockers.pickupCarriers, [cushion, fifteenKg])).not.toContain('packeta');
    expect(carriersTaking(lockers.pickupCarriers, [cushion, sofa])).toEqual([]);
  });

  it('says why a method cannot take a cart: too heavy for it, or too large for every carrier', () => {
    expect(methodRefusal(lockers, [cushion])).toBeNull();
    expect(methodRefusal(lockers, [sofa])).toBe('too_heavy');
    expect(methodRefusal(lockers, [{ weightKg: 5, size: [150, 20, 20] }])).toBe('too_large');
    expect(methodRefusal({ maxItemWeightKg: null, pickupCarriers: [] }, [sofa])).toBeNull();
  });
});

describe('productParcel', () => {
  it('uses the recorded packed size and weight', () => {
    expect(productParcel({ dimensions: { width: 1, depth: 1, height: 1 }, weightKg: 1, packedSize: [60, 40, 10], packedWeightKg: 3 })).toEqual({
      weightKg: 3,
      size: [60, 40, 10],
    });
  });

  it('estimates packaging around a product without one', () => {
    expect(productParcel({ dimensions: { width: 45, depth: 45, height: 10 }, weightKg: 1 })).toEqual({ weightKg: 1.1, size: [51, 51, 16] });
    expect(productParcel({ dimensions: null, weightKg: null })).toEqual({ weightKg: 0, size: null });
  });
});

describe('distance and the nearest points', () => {
  const budapest = { lat: 47.4979, lng: 19.0402 };
  const szeged = { lat: 46.253, lng: 20.1414 };

  it('measures great-circle kilometres to 0.1 km', () => {
    expect(distanceKm(budapest, szeged)).toBeGreaterThan(160);
    expect(distanceKm(budapest, szeged)).toBeLessThan(162);
    expect(distanceKm(budapest, budapest)).toBe(0);
  });

  it('orders points nearest first, ties by id, and keeps the limit', () => {
    const points = [
      { id: 'b', ...szeged },
      { id: 'c', ...budapest },
      { id: 'a', ...budapest },
    ];
    const found = nearestPoints(points, budapest, 2);
    expect(found.map((point) => point.id)).toEqual(['a', 'c']);
    expect(found[0]!.distance_km).toBe(0);
  });
});

it('recognises a complete Hungarian postcode', () => {
  expect(['1117', ' 2000 '].map(isPostcode)).toEqual([true, true]);
  expect(['0117', '111', '11170', 'Buda'].map(isPostcode)).toEqual([false, false, false, false]);
});
