import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShopApi } from '../api/shop-api.js';
import { BOT_CHALLENGE_RESET_SECONDS } from '../domain/constants.js';

/** A bot-challenge widget behind the forms (Turnstile, or the local invisible provider). */
export interface BotChallengeProvider {
  /** Loads the widget's script; rejects when it cannot. */
  load(): Promise<void>;
  /** A fresh one-time token. */
  getToken(): Promise<string>;
}

/** Unloaded, loading, ready; plus error when the script fails to load. */
export type BotChallengeStatus = 'unloaded' | 'loading' | 'ready' | 'error';

export interface BotChallengeState {
  state: BotChallengeStatus;
  /** The token to send with the form; `null` until one is issued and right after a reset. */
  token: string | null;
  error: Error | undefined;
  /** Discards the token and asks for a new one (after a submit: tokens are one-time). */
  reset(): void;
}

/** What a failed script load reports. */
export const BOT_CHALLENGE_LOAD_ERROR = 'Failed to load Turnstile.';

/**
 * The local, invisible provider: nothing to load, tokens from `POST /api/bot-challenge`. Never
 * a puzzle (field notes: accessibility).
 */
export function createLocalBotChallengeProvider(api: Pick<ShopApi, 'botChallenge'>): BotChallengeProvider {
  return {
    load: () => Promise.resolve(),
    getToken: async () => (await api.botChallenge()).token,
  };
}

/**
 * Loads a bot challenge and keeps a token ready for a form; the token resets every 295 seconds
 * and after `reset()`.
 *
 * @example
 * const { api } = useShop();
 * const provider = useMemo(() => createLocalBotChallengeProvider(api), [api]);
 * const { token } = useBotChallenge({ provider });
 */
export function useBotChallenge({ provider }: { provider: BotChallengeProvider }): BotChallengeState {
  const [state, setState] = useState<BotChallengeStatus>('unloaded');
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<Error>();
  const [round, setRound] = useState(0);
  const loaded = useRef<{ provider: BotChallengeProvider; ready: Promise<void>; failed: boolean } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the trigger: a reset or the timer asks for a fresh token
  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A new provider, or a reset after a failed load, loads the script (again).
    if (!loaded.current || loaded.current.provider !== provider || loaded.current.failed) {
      loaded.current = { provider, ready: provider.load(), failed: false };
      setState('loading');
    }
    const load = loaded.current;
    setToken(null);
    load.ready.then(
      async () => {
        if (!active) return;
        setState('ready');
        try {
          const issued = await provider.getToken();
          if (!active) return;
          setToken(issued);
          setError(undefined);
          timer = setTimeout(() => setRound((value) => value + 1), BOT_CHALLENGE_RESET_SECONDS * 1000);
        } catch (failure) {
          if (active) setError(failure instanceof Error ? failure : new Error(String(failure)));
        }
      },
      () => {
        load.failed = true;
        if (!active) return;
        setState('error');
        setError(new Error(BOT_CHALLENGE_LOAD_ERROR));
      },
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [provider, round]);

  const reset = useCallback(() => setRound((value) => value + 1), []);
  return { state, token, error, reset };
}
