import type { CookieChoice } from 'otthon/components';
import { createContext, useContext } from 'react';

/** The visitor's cookie choice as the shell keeps it, and how to change it (the cookie settings page). */
export interface CookieChoiceState {
  /** `null` while the visitor has not chosen (the banner shows). */
  choice: CookieChoice | null;
  /** Stores a new choice; missing where choices cannot be stored (the crawler's error frame). */
  choose: ((choice: CookieChoice) => void) | undefined;
}

const CookieChoiceContext = createContext<CookieChoiceState | null>(null);

export const CookieChoiceProvider = CookieChoiceContext.Provider;

/** The cookie choice the shell keeps (stored in a cookie, told to Consent Mode and analytics). */
export function useCookieChoice(): CookieChoiceState {
  const state = useContext(CookieChoiceContext);
  if (!state) throw new Error('`useCookieChoice()` must be used inside `<ShopShell>`, which keeps the cookie choice.');
  return state;
}
