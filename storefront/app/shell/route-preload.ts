import { MAX_ROUTE_PRELOADS } from 'otthon';

/** The Network Information API where the browser has it (Chromium). */
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether preloading is worth it on this connection (requirements §9: skipped on slow or data-saving
 * connections): not when the visitor asked to save data, nor on 2G.
 */
export function connectionAllowsPreload(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

export interface PreloadQueue {
  /** Asks for a path to be preloaded; each path is preloaded at most once. */
  request(path: string): void;
  /** Withdraws a request that has not started (the link left the screen). */
  withdraw(path: string): void;
  /** How many preloads are running now. */
  readonly running: number;
}

/**
 * Preloads run `limit` at a time (requirements §9: at most 4 route preloads at a time), in the order they
 * were asked for; the rest wait. A failed preload is forgotten, so a later request tries again.
 */
export function createPreloadQueue(preload: (path: string) => Promise<void>, limit = MAX_ROUTE_PRELOADS): PreloadQueue {
  const waiting: string[] = [];
  const started = new Set<string>();
  let running = 0;

  const pump = () => {
    while (running < limit && waiting.length > 0) {
      const path = waiting.shift()!;
      started.add(path);
      running += 1;
      preload(path)
        .catch(() => {
          started.delete(path);
        })
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };

  return {
    request(path) {
      if (started.has(path) || waiting.includes(path)) return;
      waiting.push(path);
      pump();
    },
    withdraw(path) {
      const index = waiting.indexOf(path);
      if (index !== -1) waiting.splice(index, 1);
    },
    get running() {
      return running;
    },
  };
}
