import { describe, expect, it } from 'vitest';
import { isWorkingDay } from './delivery.js';
import {
  assemblyPriceHuf,
  carryInHuf,
  HOME_SERVICE_PRICES_HUF,
  type HomeServicePiece,
  homeServiceFigures,
  homeServiceHuf,
  NO_HOME_SERVICE,
  offeredSlots,
  offersHomeService,
  SLOT_CAPACITY,
  slotDates,
  slotProblem,
} from './home-delivery.js';

const sofa: HomeServicePiece = { weightKg: 74.8, assembly: 'legs', quantity: 1 };
const chairs: HomeServicePiece = { weightKg: 6.2, assembly: 'self', quantity: 4 };
const lamp: HomeServicePiece = { weightKg: 3, assembly: 'electrician', quantity: 1 };
const vase: HomeServicePiece = { weightKg: 1.5, assembly: 'none', quantity: 2 };

describe('carrying in', () => {
  it('is included on the ground floor and a flat fee by lift to any floor', () => {
    expect(carryInHuf({ floor: 0, has_lift: false }, [sofa])).toBe(0);
    expect(carryInHuf({ floor: 1, has_lift: true }, [sofa, chairs])).toBe(HOME_SERVICE_PRICES_HUF.carryInByLift);
    expect(carryInHuf({ floor: 12, has_lift: true }, [sofa])).toBe(HOME_SERVICE_PRICES_HUF.carryInByLift);
  });

  it('costs per floor for each bulky piece without a lift, and at least one piece’s worth', () => {
    expect(carryInHuf({ floor: 3, has_lift: false }, [sofa])).toBe(3 * HOME_SERVICE_PRICES_HUF.carryInPerFloor);
    expect(carryInHuf({ floor: 2, has_lift: false }, [{ ...sofa, quantity: 2 }, chairs])).toBe(2 * 2 * HOME_SERVICE_PRICES_HUF.carryInPerFloor);
    // Light pieces only: one trip's fee.
    expect(carryInHuf({ floor: 4, has_lift: false }, [chairs, vase])).toBe(4 * HOME_SERVICE_PRICES_HUF.carryInPerFloor);
    expect(carryInHuf({ floor: 4, has_lift: false }, [])).toBe(0);
  });
});

describe('assembly', () => {
  it('is priced per piece by how it is put together, and not offered for what needs none', () => {
    expect(assemblyPriceHuf('legs')).toBe(1_990);
    expect(assemblyPriceHuf('two-person')).toBe(12_990);
    expect(assemblyPriceHuf('assembled')).toBeNull();
    expect(assemblyPriceHuf('none')).toBeNull();
    expect(homeServiceHuf({ ...NO_HOME_SERVICE, assembly: true }, [sofa, chairs, lamp, vase]).assembly).toBe(1_990 + 4 * 5_990 + 8_990);
    expect(homeServiceHuf(NO_HOME_SERVICE, [sofa, chairs]).assembly).toBe(0);
  });
});

describe('the figures in a currency', () => {
  it('converts each part from gross forints and takes the net part at 27 %', () => {
    const choice = { floor: 2, has_lift: false, assembly: true, slot: { date: '2026-12-07', period: 'evening' as const } };
    const huf = homeServiceFigures(choice, [sofa], 'HUF', {});
    expect(huf).toEqual({
      carry_in_net: 3_134,
      carry_in_gross: 3_980,
      assembly_net: 1_567,
      assembly_gross: 1_990,
      slot_net: 3_142,
      slot_gross: 3_990,
      total_net: 7_843,
      total_gross: 9_960,
    });
    const eur = homeServiceFigures(choice, [sofa], 'EUR', { EUR: 400 });
    expect([eur.carry_in_gross, eur.assembly_gross, eur.slot_gross, eur.total_gross]).toEqual([9.95, 4.98, 9.98, 24.91]);
    expect(() => homeServiceFigures(choice, [sofa], 'USD', {})).toThrow(RangeError);
  });

  it('charges nothing for a slot on a cart with nothing to deliver', () => {
    expect(homeServiceHuf({ ...NO_HOME_SERVICE, slot: { date: '2026-12-07', period: 'evening' } }, []).slot).toBe(0);
  });
});

describe('slots', () => {
  it('are offered on working days only, from the first day the order can arrive', () => {
    // Friday 18 December 2026: the next days cross a weekend and Christmas (24–26 December).
    const dates = slotDates('2026-12-18');
    expect(dates).toEqual([
      '2026-12-18',
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-04',
      '2027-01-05',
    ]);
    expect(dates.every(isWorkingDay)).toBe(true);
    expect(slotDates('2026-12-19', 2)).toEqual(['2026-12-21', '2026-12-22']);
  });

  it('list three periods a day with what is left of each', () => {
    const slots = offeredSlots('2026-12-07', (slot) => (slot.date === '2026-12-07' && slot.period === 'evening' ? 2 : 1), 1);
    expect(slots).toEqual([
      { date: '2026-12-07', period: 'morning', from: '08:00', to: '12:00', remaining: SLOT_CAPACITY.morning - 1 },
      { date: '2026-12-07', period: 'afternoon', from: '12:00', to: '17:00', remaining: SLOT_CAPACITY.afternoon - 1 },
      { date: '2026-12-07', period: 'evening', from: '17:00', to: '20:00', remaining: 0 },
    ]);
  });

  it('refuses a day not offered and a full slot', () => {
    expect(slotProblem({ date: '2026-12-12', period: 'morning' }, '2026-12-07', 0)).toBeNull(); // a moved working Saturday
    expect(slotProblem({ date: '2026-12-13', period: 'morning' }, '2026-12-07', 0)).toBe('slot_unavailable');
    expect(slotProblem({ date: '2026-12-04', period: 'morning' }, '2026-12-07', 0)).toBe('slot_unavailable');
    expect(slotProblem({ date: '2027-01-05', period: 'morning' }, '2026-12-07', 0)).toBe('slot_unavailable');
    expect(slotProblem({ date: '2026-12-08', period: 'evening' }, '2026-12-07', SLOT_CAPACITY.evening)).toBe('slot_full');
    expect(slotProblem({ date: '2026-12-08', period: 'evening' }, '2026-12-07', SLOT_CAPACITY.evening - 1)).toBeNull();
  });

  it('belong to the furniture home delivery only', () => {
    expect(offersHomeService('home_delivery')).toBe(true);
    expect(offersHomeService('parcel_locker')).toBe(false);
    expect(offersHomeService('showroom_pickup')).toBe(false);
  });
});
