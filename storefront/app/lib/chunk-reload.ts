import { RELOAD_GUARD_MS } from 'otthon';

/** The session-storage entry that remembers when the page last reloaded itself. */
export const RELOAD_GUARD_KEY = 'otthon:chunk-reload';

/** Messages browsers give when a code-split chunk cannot be fetched (usually after a new deployment). */
const CHUNK_FAILURE = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS',
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURE.some((text) => message.includes(text));
}

export interface ReloadGuardEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now(): number;
  reload(): void;
  log(message: string, error: unknown): void;
}

/**
 * A chunk failed to load: reload the page once to pick up the current deployment, unless the
 * page already did so in the last 10 s (requirements §9 reload guard), which would loop. Returns whether
 * it reloads.
 */
export function reloadOnceForChunkError(error: unknown, environment: ReloadGuardEnvironment): boolean {
  const { storage, now } = environment;
  let last = Number.NaN;
  try {
    last = Number(storage?.getItem(RELOAD_GUARD_KEY));
  } catch {
    // Storage can be blocked (privacy modes); then the guard cannot hold and the page must not reload.
  }
  if (!storage || (Number.isFinite(last) && now() - last < RELOAD_GUARD_MS)) {
    environment.log('A code chunk failed to load again; the page was already reloaded, so it is left as it is.', error);
    return false;
  }
  try {
    storage.setItem(RELOAD_GUARD_KEY, String(now()));
  } catch {
    environment.log('A code chunk failed to load and the reload guard cannot be stored; the page is left as it is.', error);
    return false;
  }
  environment.log('A code chunk failed to load; reloading the page once for the current version.', error);
  environment.reload();
  return true;
}

function browserEnvironment(): ReloadGuardEnvironment {
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  return {
    storage,
    now: () => Date.now(),
    reload: () => window.location.reload(),
    log: (message, error) => console.warn(message, error),
  };
}

/** Watches the page for chunks that fail to load (Vite's preload errors and rejected imports). */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    // Handled here: without preventDefault Vite rethrows the error.
    event.preventDefault();
    reloadOnceForChunkError((event as Event & { payload?: unknown }).payload, browserEnvironment());
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnceForChunkError(event.reason, browserEnvironment());
  });
}
