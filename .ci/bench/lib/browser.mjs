/**
 * Debian's Chromium through playwright-core (never a downloaded browser), and a recorder of the
 * data requests a page makes: `fetch`/XHR calls to `/api/*` and `/sanctum/*` and React Router's
 * `.data` loader fetches, each a round trip for data. Images (`/api/media/…` renditions), scripts
 * and styles are not data requests.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './common.mjs';

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

export function isDataRequest(url, resourceType = 'fetch') {
  if (resourceType !== 'fetch' && resourceType !== 'xhr') return false;
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/') || pathname.startsWith('/sanctum/') || pathname.endsWith('.data');
}

/** Records the data requests of `page` from now on; `take()` returns and clears them. */
export function recordDataRequests(page) {
  let requests = [];
  page.on('request', (request) => {
    if (isDataRequest(request.url(), request.resourceType())) requests.push({ method: request.method(), url: request.url() });
  });
  return {
    take() {
      const taken = requests;
      requests = [];
      return taken;
    },
    peek: () => [...requests],
  };
}

/** Waits until the page has made no request for `quietMs` (after the load event). */
export async function settle(page, quietMs = 1000) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(quietMs);
  await page.waitForLoadState('networkidle').catch(() => {});
}

export const describeRequests = (requests) =>
  requests.map(({ method, url }) => `${method} ${new URL(url).pathname}${new URL(url).search}`).join(', ') || 'none';
