import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePatternsSource } from '../scripts/route-patterns.js';

describe('app/route-patterns.ts', () => {
  it('is the route table of otthon as it is now (run `npm run routes -w storefront` after changing it)', () => {
    expect(readFileSync(new URL('./route-patterns.ts', import.meta.url), 'utf8')).toBe(routePatternsSource());
  });
});
