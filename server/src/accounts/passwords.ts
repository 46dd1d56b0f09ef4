import { availableParallelism } from 'node:os';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's password-storage minimum for scrypt: N = 2^17, r = 8, p = 1 (128 MiB, 0.25–0.7 s per hash). */
export const SHOP_HASHING_COST = { N: 2 ** 17, r: 8, p: 1 } as const;

/**
 * The cost test shops may hash at (1 MiB, ≈ 2 ms): with `OTTHON_TEST_PASSWORD_HASHING=fast`, the
 * test suites' thousands of registrations and logins do not each take 128 MiB and most of a core
 * second. Hashes keep their cost in their text, so one made at this cost is recognised and redone
 * at the shop's cost on its owner's next login; a shop with a public origin refuses to start with
 * it (`resolveOptions`).
 */
export const TEST_HASHING_COST = { N: 2 ** 10, r: 8, p: 1 } as const;

/** The variable that selects the test cost, and the value that does. */
export const TEST_HASHING_VARIABLE = 'OTTHON_TEST_PASSWORD_HASHING';

/** Whether `env` asks for the test cost. */
export const fastTestHashing = (env: NodeJS.ProcessEnv): boolean => env[TEST_HASHING_VARIABLE] === 'fast';

/** The cost new hashes are made at in a process with environment `env`. */
export const hashingCost = (env: NodeJS.ProcessEnv) => (fastTestHashing(env) ? TEST_HASHING_COST : SHOP_HASHING_COST);

type Cost = { N: number; r: number; p: number };
const PARAMS: Cost = hashingCost(process.env);
const KEY_LENGTH = 64;

let derivations = 0;

/** How many scrypt derivations this process has started (tests count the work a request did). */
export function derivationCount(): number {
  return derivations;
}

function derive(password: string, salt: Buffer, params: Cost): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  derivations += 1;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later without breaking old hashes. */
export function hashPassword(password: string): Promise<string> {
  return hashPasswordAt(password, PARAMS);
}

/** A hash at a cost of the caller's choice: a test's stored hash at the shop's or a lower cost. */
export async function hashPasswordAt(password: string, cost: Cost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash was made at a lower cost than new ones are (a login then hashes it again). */
export function belowCurrentCost(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme === 'scrypt' && (Number(n) < PARAMS.N || Number(r) < PARAMS.r || Number(p) < PARAMS.p);
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
