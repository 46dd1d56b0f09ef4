import type { ScopedMutator } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client.js';
import type { Cart } from '../contract/index.js';
import { fixtures } from '../msw/fixtures/index.js';

/**
 * A controller whose code for sending changes (`cart-changes`) loads only when `load()` is called,
 * or fails to load with `fail()`; the client answers every change with `answer`.
 */
async function gatedController(answer: Cart) {
  let release!: (loaded: boolean) => void;
  const gate = new Promise<boolean>((resolve) => (release = resolve));
  vi.resetModules();
  vi.doMock('./cart-changes.js', async (importOriginal) => {
    if (!(await gate)) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  const { createCartController } = await import('./cart-controller.js');
  const { pendingIntents } = await import('./intent-queue.js');
  const sent: string[] = [];
  const send = async (path: string) => {
    sent.push(path);
    return answer as never;
  };
  const client = {
    readCookie: () => undefined,
    post: (path: string) => send(`POST ${path}`),
    put: (path: string) => send(`PUT ${path}`),
  } as unknown as ApiClient;
  let shown: Cart | undefined = fixtures.cart({ products: [], revision: 1 });
  const mutate = (async (_key: unknown, data: Cart) => {
    shown = data;
    return data;
  }) as unknown as ScopedMutator;
  const controller = createCartController({
    client,
    mutate,
    key: () => ['otthon', 'cart', 'hu', 'HUF'],
    read: () => shown,
    emit: () => undefined,
    openPanel: () => undefined,
    gatherMs: 0,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { controller, sent, pendingIntents, load: () => release(true), fail: () => release(false), settle };
}

afterEach(() => {
  vi.doUnmock('./cart-changes.js');
  vi.resetModules();
});

describe('the cart controller before its code for sending changes has loaded', () => {
  it('shows a change at once, counts it as held, and sends it once that code has loaded', async () => {
    const line = fixtures.cartProduct({ quantity: 2 });
    const cart = gatedController(fixtures.cart({ products: [line], revision: 2 }));
    const { controller, sent, pendingIntents, load, settle } = await cart;
    const done = controller.setQuantity(line.id, 2);
    expect(controller.edits.get().quantities.get(line.id)).toBe(2);
    expect(controller.edits.get().lineStatuses.get(line.id)).toBe('pending');
    expect(pendingIntents()).toBe(1);
    await settle();
    expect(sent).toEqual([]);
    load();
    await done;
    expect(sent).toEqual([`PUT /api/cart/product/${line.id}`]);
    expect(controller.edits.get().lineStatuses.size).toBe(0);
    expect(pendingIntents()).toBe(0);
  });

  it('counts a method choice waiting for that code as busy, so choosing it again is sent too', async () => {
    const { controller, sent, load } = await gatedController(fixtures.cart({ products: [], revision: 2 }));
    const first = controller.selectMethod('payment', 7);
    const again = controller.selectMethod('payment', 7);
    load();
    await Promise.all([first, again]);
    expect(sent).toEqual(['PUT /api/cart/method/payment', 'PUT /api/cart/method/payment']);
  });

  it('drops a change made before a reset (logout) instead of sending it once the code has loaded', async () => {
    const line = fixtures.cartProduct({ quantity: 1 });
    const { controller, sent, pendingIntents, load } = await gatedController(fixtures.cart({ products: [line], revision: 2 }));
    const done = controller.add(line.id, 1);
    controller.reset();
    load();
    await done;
    expect(sent).toEqual([]);
    expect(controller.edits.get().lineStatuses.size).toBe(0);
    expect(pendingIntents()).toBe(0);
  });

  it('rolls a change back and reports a network error when that code cannot load', async () => {
    const line = fixtures.cartProduct({ quantity: 1 });
    const { controller, sent, pendingIntents, fail } = await gatedController(fixtures.cart({ products: [line], revision: 2 }));
    const done = controller.setQuantity(line.id, 4);
    const choice = controller.selectMethod('delivery', 3);
    fail();
    await Promise.all([done, choice]);
    expect(sent).toEqual([]);
    const edits = controller.edits.get();
    expect(edits.quantities.has(line.id)).toBe(false);
    expect(edits.lineStatuses.get(line.id)).toBe('error');
    expect(edits.delivery).toEqual({ id: undefined, status: 'error' });
    expect(edits.lastError).toMatchObject({ name: 'ApiError', status: 0, kind: 'network' });
    expect(pendingIntents()).toBe(0);
  });
});
