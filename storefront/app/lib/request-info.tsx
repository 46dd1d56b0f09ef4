import { createContext, useContext } from 'react';

/** What the server knows about the request that the document needs while rendering. */
export interface RequestInfo {
  /** This response's CSP nonce (server only: browsers hide nonces from the page). */
  nonce: string | undefined;
}

// Browsers hide a nonce attribute once the page is parsed but keep it as the element's `nonce`
// property, which is what React compares when hydrating; the client reads it from a script.
const RequestInfoContext = createContext<RequestInfo>({
  nonce: typeof document === 'undefined' ? undefined : (document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? undefined),
});

export const RequestInfoProvider = RequestInfoContext.Provider;

/** The CSP nonce for `<Scripts>`, `<ScrollRestoration>` and any inline script or style. */
export function useNonce(): string | undefined {
  return useContext(RequestInfoContext).nonce;
}
