import { afterEach, describe, expect, it, vi } from 'vitest';

// Fresh modules per test: nothing loaded yet, as in a browser before the page's language arrives.
async function freshLoader() {
  vi.resetModules();
  return import('./load-messages.js');
}

afterEach(() => {
  vi.doUnmock('./messages/hu.json');
});

describe('loadMessages', () => {
  it('loads only the language asked for, once, and keeps it for synchronous use', async () => {
    const { loadMessages, loadedMessages } = await freshLoader();
    expect(loadedMessages('hu')).toBeUndefined();
    const first = loadMessages('hu');
    expect(loadMessages('hu')).toBe(first);
    const catalogue = await first;
    expect(catalogue['cart.close']).toBe('Kosár bezárása');
    expect(loadedMessages('hu')).toBe(catalogue);
    expect(loadedMessages('en')).toBeUndefined();
  });

  it('can try again after a failed load (a chunk that did not arrive)', async () => {
    vi.doMock('./messages/hu.json', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadMessages, loadedMessages } = await freshLoader();
    await expect(loadMessages('hu')).rejects.toBeInstanceOf(Error);
    expect(loadedMessages('hu')).toBeUndefined();
    vi.doUnmock('./messages/hu.json');
    expect((await loadMessages('hu'))['cart.close']).toBe('Kosár bezárása');
  });

  it('takes both catalogues as loaded where `messages` is imported (servers, tests), fetching nothing', async () => {
    const { loadMessages, loadedMessages } = await freshLoader();
    const { messages } = await import('./messages.js');
    expect(loadedMessages('hu')).toBe(messages.hu);
    expect(loadedMessages('en')).toBe(messages.en);
    expect(await loadMessages('en')).toBe(messages.en);
  });

  it('refuses a language the shop does not have, naming the ones it has', async () => {
    const { loadMessages } = await freshLoader();
    await expect(loadMessages('de' as never)).rejects.toThrow('loadMessages: unknown locale "de"; use one of hu, en.');
  });
});
