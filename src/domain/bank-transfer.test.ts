import { describe, expect, it } from 'vitest';
import { transferDeadline } from './bank-transfer.js';
import { BANK_TRANSFER_DAYS } from './constants.js';

describe('transferDeadline', () => {
  it('allows five working days after the day of the order, to midnight in Budapest', () => {
    expect(BANK_TRANSFER_DAYS).toBe(5);
    // Monday morning: Tuesday to Friday, then Monday.
    expect(transferDeadline(new Date('2026-11-30T09:00:00Z')).toISOString()).toBe('2026-12-07T23:00:00.000Z');
  });

  it('skips public holidays and moved rest days, and counts a moved working Saturday', () => {
    // Wednesday 23 December: the 24th is a moved rest day, the 25th and 26th holidays, 1 January too.
    expect(transferDeadline(new Date('2026-12-23T14:00:00Z')).toISOString()).toBe('2027-01-04T23:00:00.000Z');
    // Saturday 12 December 2026 is a working day.
    expect(transferDeadline(new Date('2026-12-07T09:00:00Z')).toISOString()).toBe('2026-12-12T23:00:00.000Z');
  });

  it('takes the day of the order in Budapest, whatever the date in UTC', () => {
    // 23:30 UTC on Thursday is half past midnight on Friday in Budapest: Friday is the day of the order.
    expect(transferDeadline(new Date('2026-11-26T23:30:00Z')).toISOString()).toBe('2026-12-04T23:00:00.000Z');
    expect(transferDeadline(new Date('2026-11-26T22:30:00Z')).toISOString()).toBe('2026-12-03T23:00:00.000Z');
  });

  it('ends at midnight in summer time once the clocks have moved', () => {
    // Tuesday 24 March; the clocks move on Sunday the 29th: midnight is 22:00 UTC.
    expect(transferDeadline(new Date('2026-03-24T11:00:00Z')).toISOString()).toBe('2026-03-31T22:00:00.000Z');
  });
});
