import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi, type Api, type ApiOptions } from '../../src/index.js';
import { freshDatabase } from './database.js';

/** The shop's own origin in tests: return addresses must be on it. */
export const ORIGIN = 'https://shop.example';

export interface TestApi extends Api {
  mediaDir: string;
  /** Another API over the same database with other options (closed with this one). */
  variant(options: ApiOptions): Promise<TestApi>;
}

/** A fresh, seeded shop for one test file, checking every answer against its contract schema. */
export async function createTestApi(): Promise<TestApi> {
  const { database, drop } = await freshDatabase();
  const mediaDir = await mkdtemp(join(tmpdir(), 'otthon-media-'));
  const base: ApiOptions = {
    database,
    publicOrigins: [ORIGIN],
    mailboxEnabled: true,
    secret: 'test-signing-secret',
    mediaDir,
    trustProxy: true,
    validateResponses: true,
    // Payments are swept by the tests that mean to (a timer's sweep would decide attempts mid-test).
    paymentSweep: false,
    // Lapsed stock reservations too: a test on its own clock releases them when it means to.
    reservationSweep: false,
    invoiceWorker: false,
  };
  const api = await createApi(base, {});
  const variants: Api[] = [];
  const variant = async (options: ApiOptions): Promise<TestApi> => {
    const other = await createApi({ ...base, ...options, seed: false }, {});
    variants.push(other);
    return { ...other, mediaDir, variant };
  };
  return {
    ...api,
    mediaDir,
    variant,
    close: async () => {
      for (const other of variants) await other.close();
      await api.close();
      await drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
