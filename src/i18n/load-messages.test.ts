import { afterEach, describe, expect, it, vi } from 'vitest';
import { sourceMessagePiece, sourceMessages } from '../testing/messages.js';

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
    const [catalogue, again] = await Promise.all([loadMessages('hu'), loadMessages('hu')]);
    expect(again).toBe(catalogue);
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

  it('loads every part when no part is named, so every component finds its messages', async () => {
    const { loadMessages } = await freshLoader();
    const catalogue = await loadMessages('en');
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(sourceMessages('en')).sort());
  });

  it('loads the core and only the parts asked for; a part loaded later joins the language’s catalogue', async () => {
    const { loadMessages, loadedMessages } = await freshLoader();
    const checkoutKey = Object.keys(sourceMessagePiece('hu', 'checkout'))[0] as keyof Awaited<ReturnType<typeof loadMessages>>;
    const core = await loadMessages('hu', { parts: [] });
    expect(core['cart.close']).toBe('Kosár bezárása');
    expect(core[checkoutKey]).toBeUndefined();
    expect(loadedMessages('hu')).toBe(core);
    expect(loadedMessages('hu', ['checkout'])).toBeUndefined();
    expect(await loadMessages('hu', { parts: [] })).toBe(core);

    const withCheckout = await loadMessages('hu', { parts: ['checkout'] });
    expect(withCheckout[checkoutKey]).toBeDefined();
    expect(withCheckout['cart.close']).toBe('Kosár bezárása');
    expect(loadedMessages('hu', ['checkout'])).toBe(withCheckout);
    expect(loadedMessages('hu', ['checkout', 'account'])).toBeUndefined();
    // Nothing new arrived: the same catalogue, so translators made from it stay the same.
    expect(await loadMessages('hu', { parts: ['checkout'] })).toBe(withCheckout);
    expect(await loadMessages('hu', { parts: [] })).toBe(withCheckout);
  });

  it('makes a translator of a language without the part of a message throw, naming how to load it', async () => {
    const { loadMessages } = await freshLoader();
    const { createTranslator } = await import('./translate.js');
    const checkoutKey = Object.keys(sourceMessagePiece('en', 'checkout'))[0] as Parameters<ReturnType<typeof createTranslator>>[0];
    await loadMessages('en', { parts: [] });
    const t = createTranslator('en');
    expect(t('cart.close')).toBe('Close cart');
    expect(t.has(checkoutKey)).toBe(false);
    expect(() => t(checkoutKey)).toThrow(
      `t("${checkoutKey}"): not in the loaded "en" messages; load its part first (loadMessages("en", { parts })) or add it to src/i18n/messages.`,
    );
    await loadMessages('en', { parts: ['checkout'] });
    // The same translator: it reads the language's catalogue at each message.
    expect(t.has(checkoutKey)).toBe(true);
    expect(t(checkoutKey)).toBeTypeOf('string');
  });

  it('refuses a part that does not exist, naming the ones that do', async () => {
    const { loadMessages } = await freshLoader();
    await expect(loadMessages('hu', { parts: ['basket' as never] })).rejects.toThrow(
      'loadMessages: unknown message part "basket"; use some of checkout, account, withdrawal.',
    );
  });

  it('refuses a language the shop does not have, naming the ones it has', async () => {
    const { loadMessages } = await freshLoader();
    await expect(loadMessages('de' as never)).rejects.toThrow('loadMessages: unknown locale "de"; use one of hu, en.');
  });
});

describe('createMessageLoader', () => {
  const pieces = () => ({
    hu: { core: async () => ({ default: { greeting: 'Szia' } }), extra: async () => ({ default: { bye: 'Viszlát' } }) },
    en: { core: async () => ({ default: { greeting: 'Hi' } }), extra: async () => ({ default: { bye: 'Bye' } }) },
  });

  it('merges the pieces into a new catalogue each time one arrives, and says which parts it knows', async () => {
    const { createMessageLoader } = await freshLoader();
    const texts = createMessageLoader(pieces(), { name: 'loadTexts' });
    const core = await texts.load('hu', []);
    expect(core).toEqual({ greeting: 'Szia' });
    expect(texts.loaded('hu', ['extra'])).toBeUndefined();
    const all = await texts.load('hu', ['extra']);
    expect(all).toEqual({ greeting: 'Szia', bye: 'Viszlát' });
    expect(all).not.toBe(core);
    expect(texts.loaded('hu', ['extra'])).toBe(all);
    expect(texts.loaded('en')).toBeUndefined();
    await expect(texts.load('hu', ['basket' as 'extra'])).rejects.toThrow('loadTexts: unknown message part "basket"; use some of extra.');
    await expect(texts.load('de' as never, [])).rejects.toThrow('loadTexts: unknown locale "de"; use one of hu, en.');
  });

  it('in place, fills the one catalogue object, so what was handed out before a part finds it', async () => {
    const { createMessageLoader } = await freshLoader();
    const texts = createMessageLoader(pieces(), { inPlace: true });
    const core = await texts.load('en', []);
    expect(core.bye).toBeUndefined();
    expect(await texts.load('en', ['extra'])).toBe(core);
    expect(core.bye).toBe('Bye');
  });
});
