import { availableParallelism } from 'node:os';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's password-storage minimum for scrypt: N = 2^17, r = 8, p = 1 (128 MiB, ≈ 0.25 s per hash here). */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

let derivations = 0;

/** How many scrypt derivations this process has started (tests count the work a request did). */
export function derivationCount(): number {
  return derivations;
}

function derive(password: string, salt: Buffer, params: typeof PARAMS): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  derivations += 1;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash that never matches, verified against when the e-mail is unknown so both cases take as long. */
export const DUMMY_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`;

/**
 * The shop-wide budget for hashing on behalf of requests, per process. Each scrypt holds 128 MiB
 * and a core for ≈ 0.25 s, so visitors who rotate e-mails or addresses could otherwise take every
 * core and a gigabyte of memory from the shop. Half the cores hash (at least one), a short queue
 * waits its turn (≈ 2 s at most), and anything beyond it is refused at once (`HashingBusy`, a 429
 * with Retry-After for the caller) without hashing: the rest of the shop keeps answering.
 */
export const HASHING_BUDGET = {
  active: Math.max(1, Math.floor(availableParallelism() / 2)),
  waiting: 8,
};

/** Thrown instead of hashing when the process's hashing budget is spent. */
export class HashingBusy extends Error {
  constructor() {
    super('The password hashing budget is spent; try again shortly.');
    this.name = 'HashingBusy';
  }
}

let active = 0;
const queue: (() => void)[] = [];

/** Runs `work` (one hash or check) within the hashing budget, or throws `HashingBusy` at once. */
export async function withinHashingBudget<T>(work: () => Promise<T>): Promise<T> {
  if (active >= HASHING_BUDGET.active) {
    if (queue.length >= HASHING_BUDGET.waiting) throw new HashingBusy();
    await new Promise<void>((resolve) => queue.push(resolve));
  } else active += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so `active` never exceeds the budget.
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  }
}
