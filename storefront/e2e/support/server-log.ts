import { readFileSync, statSync } from 'node:fs';

/** A place in the shop's log (its length so far), to read what it wrote after it. */
export function serverLogMark(file: string): number {
  return statSync(file).size;
}

/** What the shop wrote to its log after `mark`, waiting a moment for lines still on their way. */
export async function serverLogSince(file: string, mark: number): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return readFileSync(file).subarray(mark).toString('utf8');
}
