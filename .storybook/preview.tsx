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

/**
 * The mock service worker, registered relative to the page (`./mockServiceWorker.js`) rather than
 * at the site's root, so the static build also works from a sub-path (`https://example.com/sb/`).
 */
async function startMockWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || /\.mdx$|sb-common-assets|iframe\.html|\.stories\./.test(request.url)) return;
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
        <Toaster />
        <Story />
      </MessagesProvider>
    </ShopProvider>
  );
};

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
  // again), and without the toasts of the story before.
  beforeEach: () => {
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
