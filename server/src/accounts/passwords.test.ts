import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../options.js';
import { belowCurrentCost, hashingCost, hashPassword, SHOP_HASHING_COST, TEST_HASHING_COST, verifyPassword } from './passwords.js';

describe('the cost of password hashing', () => {
  it("is OWASP's scrypt minimum unless the test cost is asked for by name", () => {
    expect(hashingCost({})).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(hashingCost({ OTTHON_TEST_PASSWORD_HASHING: '1' })).toBe(SHOP_HASHING_COST);
    expect(hashingCost({ OTTHON_TEST_PASSWORD_HASHING: 'fast' })).toBe(TEST_HASHING_COST);
  });

  it('keeps the cost in the hash, so a hash below the current cost is recognised', async () => {
    // This suite runs at the test cost (vitest.config.ts).
    const hash = await hashPassword('Jelszo-123');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', String(TEST_HASHING_COST.N), '8', '1']);
    expect(await verifyPassword('Jelszo-123', hash)).toBe(true);
    expect(await verifyPassword('Jelszo-124', hash)).toBe(false);
    expect(belowCurrentCost(hash)).toBe(false);
    expect(belowCurrentCost(hash.replace(`$${TEST_HASHING_COST.N}$`, `$${TEST_HASHING_COST.N / 2}$`))).toBe(true);
    expect(belowCurrentCost(hash.replace(`$${TEST_HASHING_COST.N}$`, `$${SHOP_HASHING_COST.N}$`))).toBe(false);
  });

  it('refuses the test cost for a production shop with a public origin, and allows it on this machine', () => {
    const production = { NODE_ENV: 'production', OTTHON_TEST_PASSWORD_HASHING: 'fast' };
    expect(() => resolveOptions({ publicOrigins: ['https://bolt.example.hu'] }, production)).toThrow(
      /OTTHON_TEST_PASSWORD_HASHING=fast.*https:\/\/bolt\.example\.hu/,
    );
    expect(resolveOptions({ publicOrigins: ['http://127.0.0.1:3000'] }, production).publicOrigins).toEqual(['http://127.0.0.1:3000']);
    expect(resolveOptions({ publicOrigins: ['https://bolt.example.hu'] }, { NODE_ENV: 'production' }).publicOrigins).toEqual(['https://bolt.example.hu']);
  });
});
