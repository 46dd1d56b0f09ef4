import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RELOAD_GUARD_KEY, reloadOnceForChunkError } from './chunk-reload.js';

function environment(now: number, stored?: string) {
  const storage = new Map<string, string>(stored === undefined ? [] : [[RELOAD_GUARD_KEY, stored]]);
  return {
    storage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) },
    stored: storage,
    now: () => now,
    reload: vi.fn(),
    log: vi.fn(),
  };
}

describe('reloadOnceForChunkError', () => {
  it('reloads the page when a chunk fails to load and remembers when (requirements §9 reload guard)', () => {
    const env = environment(50_000);
    expect(reloadOnceForChunkError(new Error('Failed to fetch dynamically imported module'), env)).toBe(true);
    expect(env.reload).toHaveBeenCalledOnce();
    expect(env.stored.get(RELOAD_GUARD_KEY)).toBe('50000');
  });

  it('does not reload again within 10 seconds of the last reload', () => {
    const env = environment(59_999, '50000');
    expect(reloadOnceForChunkError(new Error('chunk'), env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
    expect(env.log).toHaveBeenCalled();
  });

  it('reloads again once the guard has expired', () => {
    const env = environment(60_000, '50000');
    expect(reloadOnceForChunkError(new Error('chunk'), env)).toBe(true);
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it('leaves the page as it is when session storage is unavailable, since a reload could loop', () => {
    const env = { ...environment(1000), storage: undefined };
    expect(reloadOnceForChunkError(new Error('chunk'), env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it('recognises the chunk failures of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
