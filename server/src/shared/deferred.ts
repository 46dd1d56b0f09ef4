/**
 * Work a request starts but does not wait for before answering — e.g. the password-reset mail,
 * so the answer takes as long whether or not the address has an account. Failures are logged;
 * `settled()` waits for everything started so far (closing the API, tests).
 */
const pending = new Set<Promise<void>>();
let held: Promise<void> | null = null;

export function afterAnswer(label: string, task: () => Promise<void>): void {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => held)
    .then(task)
    .catch((error: unknown) => console.error(`[api] ${label} failed:`, error))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/**
 * Tests: deferred tasks wait until the returned function is called, so a test can see what a
 * request did before it answered.
 */
export function holdDeferred(): () => void {
  let release!: () => void;
  held = new Promise<void>((resolve) => (release = resolve));
  return () => {
    held = null;
    release();
  };
}

/** How many deferred tasks have not finished yet. */
export function pendingCount(): number {
  return pending.size;
}

/** Resolves once every deferred task started so far (and any they started) has finished. */
export async function settled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
