import { isCrawler } from 'otthon';
import { createContext, useContext } from 'react';

/** What the server knows about the request that the document needs while rendering. */
export interface RequestInfo {
  /** This response's CSP nonce. */
  nonce: string | undefined;
  /** Whether the user agent looks like a crawler (requirements §4: crawlers get no error page). */
  isCrawler: boolean;
}

// The server provides the request's values (entry.server.tsx); in the browser there is none, and
// the page knows them from itself.
const RequestInfoContext = createContext<RequestInfo | null>(null);

export const RequestInfoProvider = RequestInfoContext.Provider;

/** The CSP nonce for `<Scripts>`, `<ScrollRestoration>` and any inline script. */
export function useNonce(): string | undefined {
  const info = useContext(RequestInfoContext);
  if (info) return info.nonce;
  if (typeof document === 'undefined') return undefined;
  // Browsers hide a nonce attribute once the page is parsed but keep it as the element's `nonce`
  // property, which is what React compares when hydrating.
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/** Whether this visitor is a crawler, on the server (from the request) and in the browser alike. */
export function useIsCrawler(): boolean {
  const info = useContext(RequestInfoContext);
  if (info) return info.isCrawler;
  return typeof navigator !== 'undefined' && isCrawler(navigator.userAgent);
}
