import {
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
import screenParts from '../message-parts.json';

/** The shop's own texts (page headings, header and footer wording) on top of the package's catalogue. */
export type ShopMessageKey = keyof typeof en;
export type ShopMessages = Readonly<Record<ShopMessageKey, string>>;

// One module per language, as the package's catalogues: a page downloads only its own language.
const importers: Record<Locale, () => Promise<{ default: ShopMessages }>> = {
  en: () => import('../i18n/en.json'),
  hu: () => import('../i18n/hu.json'),
};

const loaded = new Map<Locale, ShopMessages>();
const loading = new Map<Locale, Promise<ShopMessages>>();

/** Loads the shop's own messages of a language (once; a failed load can be tried again). */
export function loadShopMessages(locale: Locale): Promise<ShopMessages> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = importers[locale]().then(
      (module) => {
        loaded.set(locale, module.default);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, promise);
  }
  return promise;
}

/**
 * The parts of the package's messages (besides its core) that a screen shows, by route name
 * (`message-parts.json`; a screen not listed needs the core only). The end-of-the-line check that
 * this table is right is `message-parts.test.ts`: it follows each screen's imports to the message
 * keys they use.
 */
const partsByScreen = screenParts as Partial<Record<RouteName, readonly MessagePart[]>>;
const NO_PARTS: readonly MessagePart[] = [];

/** The parts of the package's messages that the screen at `pathname` needs besides the core. */
export function pageMessageParts(pathname: string): readonly MessagePart[] {
  const screen = matchPath(pathname)?.name;
  return (screen && partsByScreen[screen]) || NO_PARTS;
}

/**
 * The package's and the shop's messages of a language, needed before a page in it renders: on the
 * server before rendering, in the browser before hydrating and before showing a page of the other
 * language or a screen with message parts of its own. `parts` are the package's on-demand parts to
 * load with its core (`pageMessageParts(pathname)` for a page); without, all of them.
 */
export function loadPageMessages(locale: Locale, parts: readonly MessagePart[] = MESSAGE_PARTS): Promise<void> {
  return Promise.all([loadMessages(locale, { parts }), loadShopMessages(locale)]).then(() => undefined);
}

/** The shop's messages of a language once loaded (`loadShopMessages`), else `undefined`. */
export function loadedShopMessages(locale: Locale): ShopMessages | undefined {
  return loaded.get(locale);
}

/** The shop's messages of a language; they must have been loaded (`loadPageMessages`). */
export function shopMessagesOf(locale: Locale): ShopMessages {
  const messages = loaded.get(locale);
  if (!messages) throw new Error(`The shop's "${locale}" messages are not loaded; await loadPageMessages("${locale}") before rendering.`);
  return messages;
}

// Loads that failed, until a component rethrows the failure to its error boundary.
const failures = new Map<Locale, unknown>();

/**
 * Suspends until the shop's messages of `locale` are there (as `useMessages` does for the
 * package's); a failed load is thrown to the nearest error boundary, and the next render tries again.
 */
export function useShopMessages(locale: Locale): ShopMessages {
  const messages = loaded.get(locale);
  if (messages) return messages;
  if (failures.has(locale)) {
    const failure = failures.get(locale);
    failures.delete(locale);
    throw failure;
  }
  throw loadShopMessages(locale).catch((error: unknown) => {
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
