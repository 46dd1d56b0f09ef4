import type { Decorator, Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { type CurrencyCode, type Locale, messages, serializeCurrencyCookie, serializeVatModeCookie, ShopProvider, type VatMode } from 'otthon';
import { Announcer, dismissToast, MessagesProvider, preloadSelect, Toaster } from 'otthon/components';
import * as otthon from 'otthon';
import * as otthonComponents from 'otthon/components';
import docsPages from 'virtual:otthon-docs-links';
import { resetFixtureIds } from 'otthon/msw';
import { mockShopHandlers, resetMockShop } from '../stories/support/mock-shop.js';
import { DocsPage } from './docs-page.js';
import { normaliseDocgen } from './jsdoc.js';
import './preview.css';

// Docs pages read the components' JSDoc; render its tags (`@example`, `{@link}`, `@default`) first.
// A part without a page of its own links to the page of the component it belongs to, found by the
// longest name it starts with (`CartPanelTrigger` → the CartPanel page).
const docsLinkFor = (name: string) => {
  const owner = docsPages[name]
    ? name
    : Object.keys(docsPages)
        .filter((page) => name.startsWith(page))
        .sort((a, b) => b.length - a.length)[0];
  return owner ? `?path=/docs/${docsPages[owner]}` : undefined;
};
for (const exported of [...Object.values(otthon), ...Object.values(otthonComponents)]) normaliseDocgen(exported, docsLinkFor);

/** A request the mock shop should answer: the API (`/api/…`) and its CSRF cookie (`/sanctum/…`). */
const isShopApiRequest = (request: Request) => /^\/(api|sanctum)\//.test(new URL(request.url).pathname);

/**
 * The mock service worker, registered relative to the page (`./mockServiceWorker.js`) rather than
 * at the site's root, so the static build also works from a sub-path (`https://example.com/sb/`).
 */
async function startMockWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    // Only a call of the shop's API without a handler is worth a warning. Everything else the page
    // asks its own origin for is Storybook's: assets, the iframes of docs stories, and in
    // `storybook dev` Vite's modules (`/@id/…`, `/@fs/…`, `/node_modules/…`).
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || !isShopApiRequest(request)) return;
      print.warning();
    },
  });
  return worker;
}

/**
 * A play function's `find…` queries and `waitFor` wait up to 10 s, not Testing Library's one
 * second: on two busy cores (the test run does several things at once) a mocked answer and the
 * render after it can take longer than that, and a story must not fail by chance. A story that
 * really fails still fails, 10 s later.
 */
configure({ asyncUtilTimeout: 10_000 });

/**
 * Under the test runner (a browser driven by automation) a toast stays until the story ends: the
 * screenshot comes after the play function and the accessibility check, however long a busy
 * machine takes for them, and must show the toast the story opened. A reader sees the shop's own
 * durations.
 */
const TOAST_DURATION = typeof navigator !== 'undefined' && navigator.webdriver ? 10 * 60_000 : undefined;

/**
 * Every story runs inside a fresh `<ShopProvider>` (a cache of its own) in the toolbar's language,
 * currency and VAT mode; the cookies the API client sends are set to match first. A story pins
 * them with `globals: { locale: 'en', currency: 'EUR', vatMode: 'gross' }`. Both languages'
 * catalogues are given at once, so switching the toolbar's language never waits.
 */
const withShop: Decorator = (Story, context) => {
  const locale = context.globals.locale as Locale;
  const currency = context.globals.currency as CurrencyCode;
  const vatMode = context.globals.vatMode as VatMode;
  document.cookie = serializeCurrencyCookie(currency);
  document.cookie = serializeVatModeCookie(vatMode);
  document.documentElement.lang = locale;
  return (
    <ShopProvider
      key={`${context.id}|${locale}|${currency}|${vatMode}`}
      locale={locale}
      initialCurrency={currency}
      initialVatMode={vatMode}
      // A failed request shows its error state at once instead of retrying behind the screenshot.
      swrConfig={{ shouldRetryOnError: false, revalidateOnFocus: false }}
    >
      <MessagesProvider messages={messages}>
        <Announcer />
        <Toaster duration={TOAST_DURATION} />
        <Story />
      </MessagesProvider>
    </ShopProvider>
  );
};

/** The docs page whose stories are on show, while one is. */
let docsPage: string | undefined;

/**
 * Whether a story starts from a fresh mock shop: every story shown on its own does; on a docs page
 * only the first of the page's stories does. Those stories render together and share the shop
 * (and the service worker's handlers), so they set it up the same way (`seedCart` sets lines, it
 * does not add them). A story that needs another shop (an empty cart, a failing endpoint, other
 * toolbar values) stays off the docs page with `tags: ['!autodocs']`, or renders in a frame of its
 * own there (`docs: { story: { inline: false } }`).
 */
function startsOver(viewMode: string, componentId: string): boolean {
  if (viewMode !== 'docs') {
    docsPage = undefined;
    return true;
  }
  if (docsPage === componentId) return false;
  docsPage = componentId;
  return true;
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withShop],
  loaders: [
    mswLoader(startMockWorker),
    // The enhanced Select is loaded before the story renders, so screenshots never catch the
    // native fallback half-way.
    () => preloadSelect().then(() => ({})),
  ],
  // Each story starts from the same mock shop (what one story put in the cart is not in the
  // next), with the same fixtures whichever story was shown before it (fixture ids count from 1
  // again), and without the toasts of the story before. A docs page renders its stories at once
  // on that one shop: it starts over once for the page, not once per story, or a later story's
  // reset would empty the cart an earlier one had just filled (see `startsOver`).
  beforeEach: ({ viewMode, componentId }) => {
    if (!startsOver(viewMode, componentId)) return;
    resetMockShop();
    resetFixtureIds();
    dismissToast();
  },
  globalTypes: {
    locale: {
      description: 'Language of the shop',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'hu', title: 'Magyar (hu)' },
          { value: 'en', title: 'English (en)' },
        ],
        dynamicTitle: true,
      },
    },
    currency: {
      description: 'Currency of prices',
      toolbar: {
        title: 'Currency',
        icon: 'credit',
        items: [
          { value: 'HUF', title: 'HUF (Ft)' },
          { value: 'EUR', title: 'EUR (€)' },
          { value: 'USD', title: 'USD ($)' },
        ],
        dynamicTitle: true,
      },
    },
    vatMode: {
      description: 'Net or gross prices',
      toolbar: {
        title: 'VAT',
        icon: 'transfer',
        items: [
          { value: 'net', title: 'Net prices' },
          { value: 'gross', title: 'Gross prices' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'hu', currency: 'HUF', vatMode: 'net' },
  parameters: {
    layout: 'padded',
    // Storybook's docs page plus an "Anatomy" section where a story file gives one.
    docs: { page: DocsPage },
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // One key per contract tag, so a story replaces one group by the same key:
    // `msw: { handlers: { cart: [mockError('cart'), ...mockShopHandlers.cart] } }`.
    msw: { handlers: mockShopHandlers },
    a11y: {
      // Any violation fails the story in the test-runner (and the Vitest addon).
      test: 'error',
      // WCAG 2.0/2.1 A and AA plus 2.2 AA; without `wcag22aa` in the list `target-size` is dropped.
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
      config: { rules: [{ id: 'target-size', enabled: true }] },
    },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Recipes',
          ['Product page', 'Cart page', 'Checkout page', 'Wiring your own API', '*'],
          'Hooks',
          [
            'Overview',
            'useCart',
            'useCartPanel',
            'useCheckout',
            'useCheckoutResult',
            'usePriceTier',
            '*',
            'useShop and useAnalytics',
            'useRoutePath',
            'Data queries',
          ],
          'Primitives',
          'Prices',
          'Product',
          'Cart',
          'Checkout',
          'Browse',
          'Forms',
          'Shell',
          'Content',
        ],
      },
    },
  },
};

export default preview;
