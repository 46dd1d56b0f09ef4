/** The SQL of sessions beyond the request's own (which `http/` reads and writes). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema.js';

/** Ends every login of an account: its sessions belong to visitors again. */
export async function endLoginsOf(tx: Db, userId: number): Promise<void> {
  await tx.update(sessions).set({ userId: null, userExpiresAt: null }).where(eq(sessions.userId, userId));
}
