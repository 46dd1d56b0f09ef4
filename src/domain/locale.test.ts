import { describe, expect, it } from 'vitest';
import { isLocale, localeTag } from './locale.js';

describe('isLocale', () => {
  it('accepts exactly the two site languages en and hu (requirements §1)', () => {
    expect(isLocale('hu')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale('HU')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('localeTag', () => {
  it('maps hu to hu-HU and en to en-US (requirements §1)', () => {
    expect(localeTag('hu')).toBe('hu-HU');
    expect(localeTag('en')).toBe('en-US');
  });
});
