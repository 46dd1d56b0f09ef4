import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashIdentifier } from './hashing.js';

describe('hashIdentifier', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hashes with SHA-256 into lower-case hex (requirements §7: identifiers are hashed first)', async () => {
    // Known digest: sha256("abc").
    await expect(hashIdentifier('abc')).resolves.toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('trims and lower-cases before hashing, so the same address always gives the same hash', async () => {
    const plain = await hashIdentifier('anna@example.com');
    await expect(hashIdentifier('  Anna@Example.COM \n')).resolves.toBe(plain);
    expect(plain).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes numeric ids as their decimal text', async () => {
    await expect(hashIdentifier(42)).resolves.toBe(await hashIdentifier('42'));
  });

  it('resolves null for an empty value instead of hashing nothing', async () => {
    await expect(hashIdentifier('   ')).resolves.toBeNull();
    await expect(hashIdentifier(null)).resolves.toBeNull();
    await expect(hashIdentifier(undefined)).resolves.toBeNull();
  });

  it('rejects with a clear message where Web Crypto is unavailable', async () => {
    vi.stubGlobal('crypto', {});
    await expect(hashIdentifier('anna@example.com')).rejects.toThrow(/hashIdentifier: Web Crypto \(crypto\.subtle\) is unavailable/);
  });
});
