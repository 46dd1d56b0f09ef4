import { countIntent } from './pending-intents.js';

/**
 * Coalesces rapid edits per key (a cart line, the cart's delivery or payment method, a favourite):
 * at most one request per key is in flight, and while it is, new intents merge into one waiting
 * intent, so only the latest is sent next (field notes: cart races). An intent may also wait a
 * short gathering window before its first request (`gatherMs`), so a burst of presses on an idle
 * key is sent as one: the window starts again with every press and never lasts longer than
 * {@link MAX_GATHER_FACTOR} windows.
 * `send` must not throw; it reports failures itself.
 */
export interface IntentQueue<Intent, Key = number> {
  /** Queues an intent; resolves once the key has nothing left to send. */
  push(key: Key, intent: Intent): Promise<void>;
  /** The intent waiting behind the one in flight, if any. */
  waiting(key: Key): Intent | undefined;
  /**
   * Drops the waiting intent of a key (after a failure, later intents built on it are void), or
   * of every key.
   */
  drop(key?: Key): void;
  /** Whether a key has an intent in flight or waiting. */
  busy(key: Key): boolean;
  /** Ends every gathering window now: each key's waiting intent is sent without further wait. */
  flush(): void;
}

interface Line<Intent> {
  waiting: Intent | undefined;
  done: Array<() => void>;
  /** While the line gathers presses before its first request: the timer and when it must end. */
  gathering?: { timer: ReturnType<typeof setTimeout>; deadline: number };
}

/** A gathering window restarts with each press, up to this many windows in all. */
export const MAX_GATHER_FACTOR = 4;

// A key with an intent gathering, waiting or in flight counts in `pendingIntents()`.
export { pendingIntents } from './pending-intents.js';

export function createIntentQueue<Intent, Key = number>(
  send: (key: Key, intent: Intent) => Promise<void>,
  merge: (waiting: Intent | undefined, next: Intent) => Intent = (_, next) => next,
  gatherMs: (intent: Intent) => number = () => 0,
): IntentQueue<Intent, Key> {
  const lines = new Map<Key, Line<Intent>>();

  function gather(key: Key, line: Line<Intent>, windowMs: number) {
    const now = Date.now();
    const deadline = line.gathering?.deadline ?? now + windowMs * MAX_GATHER_FACTOR;
    if (line.gathering) clearTimeout(line.gathering.timer);
    const timer = setTimeout(
      () => {
        line.gathering = undefined;
        void run(key, line);
      },
      Math.max(0, Math.min(windowMs, deadline - now)),
    );
    line.gathering = { timer, deadline };
  }

  async function run(key: Key, line: Line<Intent>) {
    let intent: Intent | undefined;
    while ((intent = line.waiting) !== undefined) {
      line.waiting = undefined;
      // A throwing `send` is a bug there; it must not leave the key busy for ever.
      await send(key, intent).catch(() => undefined);
    }
    lines.delete(key);
    countIntent(-1);
    for (const resolve of line.done) resolve();
  }

  return {
    push(key, intent) {
      const existing = lines.get(key);
      const line: Line<Intent> = existing ?? { waiting: undefined, done: [] };
      if (!existing) {
        lines.set(key, line);
        countIntent(1);
      }
      line.waiting = merge(line.waiting, intent);
      const settled = new Promise<void>((resolve) => line.done.push(resolve));
      // An idle key starts now or gathers; a press during the window starts it again, and one
      // that needs no waiting ends it. A key with a request in flight sends its waiting intent next.
      if (!existing || line.gathering) {
        const windowMs = gatherMs(line.waiting);
        if (windowMs > 0) gather(key, line, windowMs);
        else {
          if (line.gathering) clearTimeout(line.gathering.timer);
          line.gathering = undefined;
          void run(key, line);
        }
      }
      return settled;
    },
    waiting: (key) => lines.get(key)?.waiting,
    drop(key) {
      for (const [lineKey, line] of lines) if (key === undefined || key === lineKey) line.waiting = undefined;
    },
    busy: (key) => lines.has(key),
    flush() {
      for (const [key, line] of lines) {
        if (!line.gathering) continue;
        clearTimeout(line.gathering.timer);
        line.gathering = undefined;
        void run(key, line);
      }
    },
  };
}
