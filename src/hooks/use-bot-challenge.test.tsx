import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, renderShopHook, setupShopServer } from '../testing/shop.js';
import { type BotChallengeProvider, createLocalBotChallengeProvider, useBotChallenge } from './use-bot-challenge.js';
import { useShop } from './use-shop.js';

const { server, count } = setupShopServer();

afterEach(() => {
  vi.useRealTimers();
});

function countingProvider(overrides: Partial<BotChallengeProvider> = {}): BotChallengeProvider & { issued: number } {
  const provider: BotChallengeProvider & { issued: number } = {
    issued: 0,
    load: () => Promise.resolve(),
    getToken: async (): Promise<string> => `token-${++provider.issued}`,
    ...overrides,
  };
  return provider;
}

describe('useBotChallenge', () => {
  it('goes from unloaded through loading to ready with a token (requirements §4)', async () => {
    function Probe() {
      return <output>{useBotChallenge({ provider: countingProvider() }).state}</output>;
    }
    // Nothing loads before the page runs in a browser.
    expect(renderToString(<Probe />)).toContain('unloaded');
    let finishLoading: () => void = () => undefined;
    const provider = countingProvider({ load: () => new Promise<void>((resolve) => (finishLoading = resolve)) });
    const { result } = renderHook(() => useBotChallenge({ provider }));
    expect(result.current.state).toBe('loading');
    expect(result.current.token).toBeNull();
    act(() => finishLoading());
    await waitFor(() => expect(result.current.token).toBe('token-1'));
    expect(result.current.state).toBe('ready');
  });

  it('reports "Failed to load Turnstile." when the script fails to load (requirements §8)', async () => {
    const provider = countingProvider({ load: () => Promise.reject(new Error('script error')) });
    const { result } = renderHook(() => useBotChallenge({ provider }));
    await waitFor(() => expect(result.current.state).toBe('error'));
    expect(result.current.error?.message).toBe('Failed to load Turnstile.');
    expect(result.current.token).toBeNull();
  });

  it('resets its token automatically after 295 seconds (requirements §4, §9)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const provider = countingProvider();
    const { result } = renderHook(() => useBotChallenge({ provider }));
    await waitFor(() => expect(result.current.token).toBe('token-1'));
    await act(() => vi.advanceTimersByTimeAsync(294_000));
    expect(result.current.token).toBe('token-1');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(result.current.token).toBe('token-2'));
  });

  it('issues a new token on reset, after a one-time token was used', async () => {
    const provider = countingProvider();
    const { result } = renderHook(() => useBotChallenge({ provider }));
    await waitFor(() => expect(result.current.token).toBe('token-1'));
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.token).toBe('token-2'));
  });

  it('loads again on reset after a failed load', async () => {
    let attempts = 0;
    const provider = countingProvider({ load: () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve()) });
    const { result } = renderHook(() => useBotChallenge({ provider }));
    await waitFor(() => expect(result.current.state).toBe('error'));
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.token).toBe('token-1'));
    expect(result.current.state).toBe('ready');
    expect(result.current.error).toBeUndefined();
  });

  it('gets tokens from POST /api/bot-challenge with the local provider', async () => {
    server.use(http.post(`${API}/api/bot-challenge`, () => HttpResponse.json({ data: { token: 'local-token', expires_in: 295 } })));
    const { result } = renderShopHook(() => ({ provider: createLocalBotChallengeProvider(useShop().api) }));
    const challenge = renderHook(() => useBotChallenge({ provider: result.current.provider }));
    await waitFor(() => expect(challenge.result.current.token).toBe('local-token'));
    expect(count('POST /api/bot-challenge')).toBe(1);
  });
});
