import {
  createMessageLoader,
  createTranslator,
  type Locale,
  loadMessages,
  MESSAGE_PARTS,
  type MessageKey,
  type MessagePart,
  type MessageValues,
  matchPath,
  type RichMessageValues,
  type RouteName,
} from 'otthon';
import type en from '../i18n/en.json';
import type enCustomer from '../i18n/en.customer.json';
import type enOrders from '../i18n/en.orders.json';
import type enPages from '../i18n/en.pages.json';
import screenParts from '../message-parts.json';

/** The shop's own texts (page headings, header and footer wording) on top of the package's catalogue. */
export type ShopMessageKey = keyof typeof en | keyof typeof enOrders | keyof typeof enCustomer | keyof typeof enPages;
export type ShopMessages = Readonly<Record<ShopMessageKey, string>>;

/**
 * The parts of the shop's own messages that only some screens show, each a module beside the core
 * (`i18n/<locale>.json`: the header, footer, home, listing, product and cart pages):
 *
 * - `orders`: the checkout's data page, quote requests, orders and payment results;
 * - `customer`: sign-in, registration, password and account pages;
 * - `pages`: the blog, the product finder and data sheet, favourites, contact, newsletter and
 *   cookie-settings pages.
 */
export const SHOP_MESSAGE_PARTS = ['orders', 'customer', 'pages'] as const;
export type ShopMessagePart = (typeof SHOP_MESSAGE_PARTS)[number];
/** A part of the messages a screen loads besides the cores: the package's or the shop's. */
export type PageMessagePart = MessagePart | ShopMessagePart;

// One module per language and part, as the package's catalogues: a page downloads only its own
// language and the parts its screen shows. Each language's messages are one object filled in as
// its pieces arrive, so a translator made before a part arrived finds it.
const shopMessages = createMessageLoader<ShopMessagePart>(
  {
    en: {
      core: () => import('../i18n/en.json'),
      orders: () => import('../i18n/en.orders.json'),
      customer: () => import('../i18n/en.customer.json'),
      pages: () => import('../i18n/en.pages.json'),
    },
    hu: {
      core: () => import('../i18n/hu.json'),
      orders: () => import('../i18n/hu.orders.json'),
      customer: () => import('../i18n/hu.customer.json'),
      pages: () => import('../i18n/hu.pages.json'),
    },
  },
  { name: 'loadShopMessages', inPlace: true },
);

/** Loads the shop's own messages of a language, its core and `parts` (once; a failed load can be tried again). */
export function loadShopMessages(locale: Locale, parts: readonly ShopMessagePart[] = SHOP_MESSAGE_PARTS): Promise<ShopMessages> {
  return shopMessages.load(locale, parts) as Promise<ShopMessages>;
}

/** The package's parts among a page's message parts, for `useMessages`. */
export const packageMessageParts = (parts: readonly PageMessagePart[]) =>
  parts.filter((part): part is MessagePart => (MESSAGE_PARTS as readonly string[]).includes(part));
const shopParts = (parts: readonly PageMessagePart[]) =>
  parts.filter((part): part is ShopMessagePart => (SHOP_MESSAGE_PARTS as readonly string[]).includes(part));

/**
 * The parts of the package's and the shop's messages (besides their cores) that a screen shows, by
 * route name (`message-parts.json`; a screen not listed needs the cores only). The end-of-the-line check that
 * this table is right is `message-parts.test.ts`: it follows each screen's imports to the message
 * keys they use.
 */
const partsByScreen = screenParts as Partial<Record<RouteName, readonly PageMessagePart[]>>;
const NO_PARTS: readonly PageMessagePart[] = [];

/** The parts of the package's and the shop's messages that the screen at `pathname` needs besides the cores. */
export function pageMessageParts(pathname: string): readonly PageMessagePart[] {
  const screen = matchPath(pathname)?.name;
  return (screen && partsByScreen[screen]) || NO_PARTS;
}

/**
 * The package's and the shop's messages of a language, needed before a page in it renders: on the
 * server before rendering, in the browser before hydrating and before showing a page of the other
 * language or a screen with message parts of its own. `parts` are the on-demand parts to load with
 * the cores (`pageMessageParts(pathname)` for a page); without, all of them.
 */
export function loadPageMessages(locale: Locale, parts?: readonly PageMessagePart[]): Promise<void> {
  return Promise.all([
    loadMessages(locale, parts ? { parts: packageMessageParts(parts) } : {}),
    loadShopMessages(locale, parts ? shopParts(parts) : SHOP_MESSAGE_PARTS),
  ]).then(() => undefined);
}

/** The shop's messages of a language once loaded (`loadShopMessages`), else `undefined`. */
export function loadedShopMessages(locale: Locale): ShopMessages | undefined {
  return shopMessages.loaded(locale) as ShopMessages | undefined;
}

/** The shop's messages of a language; they must have been loaded (`loadPageMessages`). */
export function shopMessagesOf(locale: Locale): ShopMessages {
  const messages = loadedShopMessages(locale);
  if (!messages) throw new Error(`The shop's "${locale}" messages are not loaded; await loadPageMessages("${locale}") before rendering.`);
  return messages;
}

// Loads that failed, until a component rethrows the failure to its error boundary.
const failures = new Map<Locale, unknown>();

/**
 * Suspends until the shop's messages of `locale` are there, its core and the shop's parts among
 * `parts` (as `useMessages` does for the package's); a failed load is thrown to the nearest error
 * boundary, and the next render tries again.
 */
export function useShopMessages(locale: Locale, parts: readonly PageMessagePart[] = NO_PARTS): ShopMessages {
  const wanted = shopParts(parts);
  const messages = shopMessages.loaded(locale, wanted);
  if (messages) return messages as ShopMessages;
  if (failures.has(locale)) {
    const failure = failures.get(locale);
    failures.delete(locale);
    throw failure;
  }
  throw loadShopMessages(locale, wanted).catch((error: unknown) => {
    failures.set(locale, error);
  });
}

/** A translator of the package's messages and the shop's own, with the package's ICU formatting. */
export interface ShopTranslator {
  (key: MessageKey | ShopMessageKey, values?: MessageValues): string;
  rich<Part>(key: MessageKey | ShopMessageKey, values: RichMessageValues<Part>): Array<string | Part>;
  readonly locale: Locale;
}

const translators = new Map<Locale, ShopTranslator>();

/**
 * The translator of a language, once its messages are loaded. The package's translator formats
 * (and caches) the text it is given for a key; the shop's own keys are handed to it the same way
 * as label overrides.
 */
export function shopTranslator(locale: Locale): ShopTranslator {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(locale, shopMessagesOf(locale) as Partial<Record<MessageKey, string>>) as unknown as ShopTranslator;
    translators.set(locale, t);
  }
  return t;
}
