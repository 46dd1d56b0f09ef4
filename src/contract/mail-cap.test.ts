import { describe, expect, it } from 'vitest';
import { MAIL_RECIPIENT_LIMIT, mailCapKey, mayMail } from './mail-cap.js';

describe('the mail cap per recipient', () => {
  it('lets the first mails of a kind through and leaves out the ones beyond the limit', () => {
    const allowed = Array.from({ length: MAIL_RECIPIENT_LIMIT.max + 2 }, (_, i) => mayMail(i + 1));
    expect(allowed.filter(Boolean)).toHaveLength(MAIL_RECIPIENT_LIMIT.max);
    expect(allowed.slice(-2)).toEqual([false, false]);
  });

  it('counts an address whatever its case and spaces, and each kind apart', () => {
    expect(mailCapKey('order', ' Anna@Example.HU ')).toBe(mailCapKey('order', 'anna@example.hu'));
    expect(mailCapKey('order', 'anna@example.hu')).not.toBe(mailCapKey('offer', 'anna@example.hu'));
  });
});
