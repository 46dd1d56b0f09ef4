/** The SQL of the shop's images (which illustrations exist and how each is drawn). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { media } from '../db/schema.js';

/** How the image `key` is drawn, or undefined when the shop has no such image. */
export async function mediaSpec(db: Db, key: string): Promise<typeof media.$inferSelect | undefined> {
  const [spec] = await db.select().from(media).where(eq(media.key, key));
  return spec;
}
