/** What the host needs of an API: answer a request, and close. */
export interface ShopApiBackend {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
  close(): Promise<void>;
}

/** A backend that forwards every API request to another origin, keeping path, query, body and cookies. */
export function remoteApi(origin: string): ShopApiBackend {
  const base = new URL(origin);
  return {
    async fetch(request) {
      const url = new URL(request.url);
      const target = new URL(`${url.pathname}${url.search}`, base);
      const headers = new Headers(request.headers);
      headers.delete('host');
      headers.set('x-forwarded-host', url.host);
      headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
      // Redirects (the card gateway's 303) go back to the browser as they are.
      return fetch(target, { method: request.method, headers, body, redirect: 'manual' });
    },
    close: async () => undefined,
  };
}
