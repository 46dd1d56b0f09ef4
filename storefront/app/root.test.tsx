// @vitest-environment jsdom
import { cleanup, configure, render, screen } from '@testing-library/react';
import { createTranslator } from 'otthon';
import { createRoutesStub, data } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopTranslator } from './lib/i18n.js';
import { ErrorBoundary } from './root.js';

// On a busy machine the first render of the route stub takes longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const hu = createTranslator('hu');
const en = createTranslator('en');
const realUserAgent = navigator.userAgent;

function setUserAgent(userAgent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
}

/** The root error boundary over one page whose loader fails the given way. */
function renderFailingPage(path: string, failure: () => never) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      ErrorBoundary,
      HydrateFallback: () => null,
      children: [{ path: '*', loader: failure, Component: () => <h1>never shown</h1> }],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

beforeEach(() => {
  // The shop's header asks the API for menus and the cart; here there is none to ask.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );
  // jsdom has no layout observers; the shell's link preloading and cookie banner use them.
  const observer = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  vi.stubGlobal('IntersectionObserver', observer);
  vi.stubGlobal('ResizeObserver', observer);
});

afterEach(() => {
  cleanup();
  setUserAgent(realUserAgent);
  vi.unstubAllGlobals();
});

describe('the root error boundary', () => {
  it('shows a missing page in the page’s language inside the shop’s frame, with its header, search and navigation (requirements §2, §8)', async () => {
    const { container } = renderFailingPage('/hu/nincs-ilyen-oldal', () => {
      throw data({ path: '/hu/nincs-ilyen-oldal' }, { status: 404 });
    });
    // A sentence for the shopper; the raw address is the document's title, not the heading.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', shopTranslator('hu')('notFound.title'));
    expect(screen.getByText(shopTranslator('hu')('notFound.hint'))).toBeTruthy();
    expect(container.querySelector('main')?.textContent).not.toContain('/hu/nincs-ilyen-oldal');
    // A search box of its own, besides the header's, named so the two can be told apart (its code
    // loads on demand: at once when the browser renders the page itself).
    await vi.waitFor(() => expect(screen.getByRole('search', { name: hu('search.label') }).querySelector('input')).not.toBeNull(), { timeout: 15_000 });
    // The logo leads home (requirements §2 error screen), and the way on is the shop's own.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/hu');
    expect(container.querySelector('[data-slot="site-header"]')).not.toBeNull();
    expect(screen.getAllByRole('search').length).toBeGreaterThan(0);
    expect(container.querySelector('[data-slot="site-footer"]')).not.toBeNull();
  });

  it('shows the error screen for any other failure and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingPage('/en/faq', () => {
      throw new Error('The database is down');
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', en('errors.screen.title'));
    expect(screen.getByText(en('errors.screen.text'))).toBeTruthy();
    // The failure is logged from an effect, which may run after the screen is painted.
    await vi.waitFor(() => expect(log.mock.calls.some(([message]) => String(message).includes('The page /en/faq failed'))).toBe(true));
  });

  it('gives a crawler no error screen: the failure is only logged (requirements §4)', async () => {
    setUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderFailingPage('/en/faq', () => {
      throw new Error('The database is down');
    });
    await vi.waitFor(() => expect(log.mock.calls.some(([message]) => String(message).startsWith('[crawler] The page /en/faq failed'))).toBe(true));
    expect(container.querySelector('[data-slot="error-screen"]')).toBeNull();
    expect(screen.queryByText(en('errors.screen.title'))).toBeNull();
    // The shop's frame is there instead.
    expect(container.querySelector('[data-slot="site-header"]')).not.toBeNull();
  });

  it('still answers a crawler’s request for a missing page with the 404 screen', async () => {
    setUserAgent('Mozilla/5.0 (compatible; bingbot/2.0)');
    renderFailingPage('/en/no-such-page', () => {
      throw data({ path: '/en/no-such-page' }, { status: 404 });
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', shopTranslator('en')('notFound.title'));
  });
});
