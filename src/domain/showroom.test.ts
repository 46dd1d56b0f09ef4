import { describe, expect, it } from 'vitest';
import { isOpenAt, openingHourRanges, openingHoursFor, openingHoursSpecification, showroomStatus, weekdayRows } from './showroom.js';

// 2026-03-02 is a Monday; Budapest is UTC+1 in winter and UTC+2 in summer.
const budapest = (isoLocal: string, offset = '+01:00') => new Date(`${isoLocal}${offset}`);

describe('openingHoursFor', () => {
  it('gives each weekday its spec hours in Budapest time (requirements §9)', () => {
    expect(openingHoursFor(budapest('2026-03-02T12:00'))).toEqual({ weekday: 1, opens: '09:00', closes: '17:00' });
    expect(openingHoursFor(budapest('2026-03-03T12:00'))).toEqual({ weekday: 2, opens: '09:00', closes: '17:00' });
    expect(openingHoursFor(budapest('2026-03-04T12:00'))).toEqual({ weekday: 3, opens: '10:00', closes: '18:00' });
    expect(openingHoursFor(budapest('2026-03-05T12:00'))).toEqual({ weekday: 4, opens: '10:00', closes: '18:00' });
    expect(openingHoursFor(budapest('2026-03-06T12:00'))).toEqual({ weekday: 5, opens: '10:00', closes: '17:00' });
    expect(openingHoursFor(budapest('2026-03-07T12:00'))).toEqual({ weekday: 6, opens: '10:00', closes: '16:00' });
  });

  it('is closed on Sunday (requirements §9)', () => {
    expect(openingHoursFor(budapest('2026-03-08T12:00'))).toBeNull();
  });

  it("uses the showroom day, not the visitor's: 23:30 UTC on Sunday is already Monday in Budapest", () => {
    expect(openingHoursFor(new Date('2026-03-08T23:30:00Z'))?.weekday).toBe(1);
    expect(openingHoursFor(new Date('2026-03-08T23:30:00Z'), 'America/New_York')).toBeNull();
  });
});

describe('isOpenAt', () => {
  it('is open from the opening minute until just before closing (requirements §9)', () => {
    expect(isOpenAt(budapest('2026-03-02T08:59'))).toBe(false);
    expect(isOpenAt(budapest('2026-03-02T09:00'))).toBe(true);
    expect(isOpenAt(budapest('2026-03-02T16:59'))).toBe(true);
    expect(isOpenAt(budapest('2026-03-02T17:00'))).toBe(false);
    expect(isOpenAt(budapest('2026-03-08T12:00'))).toBe(false);
  });

  it('follows summer time in Budapest', () => {
    // 2026-07-01 is a Wednesday (10:00-18:00); 08:30 UTC is 10:30 in Budapest summer time.
    expect(isOpenAt(new Date('2026-07-01T08:30:00Z'))).toBe(true);
    expect(isOpenAt(new Date('2026-07-01T16:30:00Z'))).toBe(false);
  });
});

describe('showroomStatus', () => {
  it('says until when the showroom is open', () => {
    expect(showroomStatus(budapest('2026-03-04T11:00'))).toEqual({ isOpen: true, closes: '18:00' });
  });

  it('gives the same day opening before hours', () => {
    expect(showroomStatus(budapest('2026-03-04T07:00'))).toEqual({ isOpen: false, next: { weekday: 3, opens: '10:00', isTomorrow: false } });
  });

  it('skips closed Sunday to Monday after Saturday closing (requirements §9)', () => {
    expect(showroomStatus(budapest('2026-03-07T17:00'))).toEqual({ isOpen: false, next: { weekday: 1, opens: '09:00', isTomorrow: false } });
    expect(showroomStatus(budapest('2026-03-08T10:00'))).toEqual({ isOpen: false, next: { weekday: 1, opens: '09:00', isTomorrow: true } });
  });

  it('has no next opening when every day is closed', () => {
    const never = { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null };
    expect(showroomStatus(budapest('2026-03-04T11:00'), 'Europe/Budapest', never)).toEqual({ isOpen: false, next: null });
  });
});

describe('weekdayRows', () => {
  it('lists Monday to Sunday with hours, Sunday closed and today flagged (requirements §9)', () => {
    const rows = weekdayRows(budapest('2026-03-06T12:00'));
    expect(rows.map((row) => row.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows.filter((row) => row.isToday).map((row) => row.weekday)).toEqual([5]);
    expect(rows[6]).toEqual({ weekday: 7, opens: null, closes: null, isToday: false });
    expect(rows[2]).toMatchObject({ opens: '10:00', closes: '18:00' });
  });
});

describe('openingHourRanges', () => {
  it('groups consecutive days with equal hours as the spec lists them (requirements §9)', () => {
    expect(openingHourRanges()).toEqual([
      { from: 1, to: 2, opens: '09:00', closes: '17:00' },
      { from: 3, to: 4, opens: '10:00', closes: '18:00' },
      { from: 5, to: 5, opens: '10:00', closes: '17:00' },
      { from: 6, to: 6, opens: '10:00', closes: '16:00' },
    ]);
  });
});

describe('openingHoursSpecification', () => {
  it('builds schema.org entries for JSON-LD and leaves closed Sunday out (requirements §9)', () => {
    const spec = openingHoursSpecification();
    expect(spec[0]).toEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday'], opens: '09:00', closes: '17:00' });
    expect(spec.flatMap((entry) => entry.dayOfWeek)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  });
});
