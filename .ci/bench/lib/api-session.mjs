/**
 * A shopper's session against the API from Node: a cookie jar, the contract's headers and the
 * Sanctum CSRF handshake (`/sanctum/csrf-cookie`, then `X-XSRF-TOKEN` on state-changing calls).
 */

/** Creates a session for `baseUrl` in a language and currency. */
export function createSession(baseUrl, { locale = 'hu', currency = 'HUF' } = {}) {
  const jar = new Map();
  const remember = (response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(header) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const headers = (extra = {}) => ({
    accept: 'application/json',
    locale,
    'currency-id': currency,
    ...(jar.size > 0 ? { cookie: cookie() } : {}),
    ...extra,
  });

  /** The headers a state-changing call adds (the XSRF token and the page it comes from). */
  const writeHeaders = () => ({
    'content-type': 'application/json',
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    origin: baseUrl,
    referer: `${baseUrl}/`,
  });

  async function request(method, path, body) {
    const stateChanging = method !== 'GET' && method !== 'HEAD';
    if (stateChanging && !jar.has('XSRF-TOKEN')) {
      remember(await fetch(`${baseUrl}/sanctum/csrf-cookie`, { headers: headers() }));
    }
    const extra = stateChanging ? writeHeaders() : {};
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: headers(extra),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    remember(response);
    const text = await response.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: the caller sees the status
    }
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return json?.data ?? json;
  }

  return {
    get: (path) => request('GET', path),
    send: (method, path, body) => request(method, path, body),
    /** The `Cookie` header this session sends. */
    cookie,
    /** The headers a load generator or browser should send to act as this session. */
    headers: () => headers(),
    /** The same for a state-changing call (after one call through `send`, which fetches the XSRF token). */
    writeHeaders: () => headers(writeHeaders()),
  };
}

/** A product that can be put in the cart (in stock), from the catalogue listing. */
export async function pickProduct(session, { skip = 0 } = {}) {
  const list = await session.get('/api/products?in_stock=1&sort=default&per_page=24');
  const items = list.items ?? list;
  const product = items[skip] ?? items[0];
  if (!product) throw new Error('pickProduct: the catalogue lists no product in stock');
  return product;
}
