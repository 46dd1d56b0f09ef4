import { act } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { TEST_API_ORIGIN, TEST_SITE_ORIGIN } from './render.js';
import { createShopServer } from './server.js';

// The package's own tests use the public helpers of `otthon/testing` with vitest's lifecycle.
export { renderShop, renderShopHook, testProviderProps } from './render.js';

/** The API origin the hooks' tests talk to through msw. */
export const API = TEST_API_ORIGIN;
/** The CSRF token every test of `setupShopServer` starts with. */
export const TEST_XSRF_TOKEN = 'test-xsrf-token';
/** The storefront origin return addresses are built from. */
export const SITE = TEST_SITE_ORIGIN;

/**
 * An msw server for one test file: started before, reset after each test (handlers and the
 * request log), closed after all. `requests` lists `METHOD /path?query` of every request.
 */
export function setupShopServer(...handlers: RequestHandler[]) {
  const { server, requests, count, start, reset, stop } = createShopServer({ handlers });
  beforeAll(start);
  beforeEach(() => {
    requests.length = 0;
    clearCookies();
    // A visit whose CSRF cookie the API already set (as the storefront's first page does), so a
    // state change is sent at once; tests of the cookie's own rules clear it.
    document.cookie = `XSRF-TOKEN=${TEST_XSRF_TOKEN}; path=/`;
  });
  afterEach(reset);
  afterAll(stop);
  return { server, requests, count };
}

export function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

/** A promise the test resolves when it decides: answers arrive exactly when and in the order wanted. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * `tree` as a shop's server sends it, in the document, then hydrated. `beforeHydrating` plays what
 * the browser alone does before the code arrives (a shopper typing into the served fields).
 * Answers the container, what React reported as recoverable (it dropped the server's HTML), and
 * `unmount`, which also takes the container out of the document.
 */
export async function hydrateServerHtml(tree: ReactElement, beforeHydrating: (container: HTMLElement) => void = () => {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  beforeHydrating(container);
  const errors: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) }));
  const unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { container, errors, unmount };
}
