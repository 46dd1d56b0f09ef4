import { describe, expect, it } from 'vitest';
import { connectionAllowsPreload, createPreloadQueue } from './route-preload.js';

function deferredPreloads() {
  const started: string[] = [];
  const finish = new Map<string, { resolve(): void; reject(error: Error): void }>();
  const preload = (path: string) =>
    new Promise<void>((resolve, reject) => {
      started.push(path);
      finish.set(path, { resolve, reject });
    });
  return { started, finish, preload };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPreloadQueue', () => {
  it('runs at most 4 route preloads at a time (requirements §9)', async () => {
    const { started, finish, preload } = deferredPreloads();
    const queue = createPreloadQueue(preload);
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/f']) queue.request(path);
    expect(started).toEqual(['/a', '/b', '/c', '/d']);
    expect(queue.running).toBe(4);
    finish.get('/b')!.resolve();
    await settle();
    expect(started).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(queue.running).toBe(4);
  });

  it('preloads a path once however often its links come into view', async () => {
    const { started, finish, preload } = deferredPreloads();
    const queue = createPreloadQueue(preload, 2);
    queue.request('/a');
    queue.request('/a');
    finish.get('/a')!.resolve();
    await settle();
    queue.request('/a');
    expect(started).toEqual(['/a']);
  });

  it('drops a waiting path whose link left the screen', async () => {
    const { started, finish, preload } = deferredPreloads();
    const queue = createPreloadQueue(preload, 1);
    queue.request('/a');
    queue.request('/b');
    queue.request('/c');
    queue.withdraw('/b');
    finish.get('/a')!.resolve();
    await settle();
    expect(started).toEqual(['/a', '/c']);
  });

  it('tries a failed preload again when asked again', async () => {
    const { started, finish, preload } = deferredPreloads();
    const queue = createPreloadQueue(preload, 1);
    queue.request('/a');
    finish.get('/a')!.reject(new Error('offline'));
    await settle();
    queue.request('/a');
    expect(started).toEqual(['/a', '/a']);
  });
});

describe('connectionAllowsPreload', () => {
  it('skips preloading on data-saving and 2G connections (requirements §9)', () => {
    expect(connectionAllowsPreload({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(connectionAllowsPreload({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllowsPreload({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('preloads on fast connections and where the browser does not say', () => {
    expect(connectionAllowsPreload({ effectiveType: '4g' })).toBe(true);
    expect(connectionAllowsPreload({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(connectionAllowsPreload(undefined)).toBe(true);
  });
});
