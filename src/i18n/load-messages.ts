import { LOCALES, type Locale } from '../domain/constants.js';
import type { CompiledCatalogue, CompiledMessage } from './messages.js';

/**
 * The parts of a language's messages that only some screens show, each its own module beside the
 * core (`messages/<locale>.json`, what every page needs: the shop's frame, catalogue, product,
 * cart and every form and notice those use):
 *
 * - `checkout`: the checkout form, its delivery and payment choices, the order and its result;
 * - `account`: sign-in, registration, password and account screens;
 * - `withdrawal`: the withdrawal (return) forms and receipt.
 */
export const MESSAGE_PARTS = ['checkout', 'account', 'withdrawal'] as const;
/** A part of a language's messages that loads on demand (see {@link MESSAGE_PARTS}). */
export type MessagePart = (typeof MESSAGE_PARTS)[number];

type PieceImporter<Entry> = () => Promise<{ default: Readonly<Record<string, Entry>> }>;

/** A language's messages split into modules: `core` (what every page needs) and parts that load on demand. */
export type MessagePieces<Part extends string, Entry = string> = Readonly<Record<Locale, { core: PieceImporter<Entry> } & Record<Part, PieceImporter<Entry>>>>;

/** What {@link createMessageLoader} gives: each language's pieces loaded once and merged into one catalogue. */
export interface MessageLoader<Part extends string, Entry = string> {
  /** Loads the core and `parts` (once each; a failed load can be tried again); resolves to everything of the language loaded so far. */
  load(locale: Locale, parts: readonly Part[]): Promise<Readonly<Record<string, Entry>>>;
  /** The language's catalogue once its core and `parts` have arrived, else `undefined`. */
  loaded(locale: Locale, parts?: readonly Part[]): Readonly<Record<string, Entry>> | undefined;
  /** Keeps a whole catalogue already at hand (every piece) as the language's, so nothing is fetched for it. */
  keep(locale: Locale, catalogue: Readonly<Record<string, Entry>>): void;
}

export interface MessageLoaderOptions {
  /** The name its errors start with. @default 'loadMessages' */
  name?: string;
  /**
   * Merge each arriving piece into the language's one catalogue object, so a translator made
   * before a part arrived finds it. Without it the catalogue is a new object each time a piece
   * arrives (and only then), for code that compares it by identity.
   * @default false
   */
  inPlace?: boolean;
}

/**
 * A loader of messages split per language into a core and parts, each its own code-split module,
 * as the package's own catalogue is (`loadMessages`): a shop splits its own texts the same way.
 * Calls share the modules already loading or loaded.
 *
 * @example
 * const piece = (name: string) => () => import(`./i18n/${name}.json`);
 * const shopTexts = createMessageLoader({
 *   hu: { core: piece('hu'), orders: piece('hu.orders') },
 *   en: { core: piece('en'), orders: piece('en.orders') },
 * });
 * const texts = await shopTexts.load('hu', ['orders']);
 */
export function createMessageLoader<Part extends string, Entry = string>(
  pieces: MessagePieces<Part, Entry>,
  { name = 'loadMessages', inPlace = false }: MessageLoaderOptions = {},
): MessageLoader<Part, Entry> {
  type Catalogue = Record<string, Entry>;
  const catalogues = new Map<Locale, Catalogue>();
  /** The pieces that have arrived, as `<locale>:<piece>`. */
  const arrived = new Set<string>();
  const loading = new Map<string, Promise<unknown>>();
  const loadPiece = (locale: Locale, piece: string): Promise<unknown> => {
    const id = `${locale}:${piece}`;
    let promise = loading.get(id);
    if (!promise) {
      const importer = (pieces[locale] as Record<string, PieceImporter<Entry> | undefined>)[piece];
      if (!importer) {
        const parts = Object.keys(pieces[locale]).filter((known) => known !== 'core');
        return Promise.reject(new Error(`${name}: unknown message part "${piece}"; use some of ${parts.join(', ')}.`));
      }
      promise = importer().then(
        (module) => {
          const previous = catalogues.get(locale);
          catalogues.set(locale, inPlace && previous ? Object.assign(previous, module.default) : { ...previous, ...module.default });
          arrived.add(id);
        },
        (error: unknown) => {
          loading.delete(id);
          throw error;
        },
      );
      loading.set(id, promise);
    }
    return promise;
  };
  return {
    load(locale, parts) {
      if (!Object.hasOwn(pieces, locale)) {
        return Promise.reject(new Error(`${name}: unknown locale "${String(locale)}"; use one of ${LOCALES.join(', ')}.`));
      }
      return Promise.all(['core', ...parts].map((piece) => loadPiece(locale, piece))).then(() => catalogues.get(locale) as Catalogue);
    },
    loaded: (locale, parts = []) => (['core', ...parts].every((piece) => arrived.has(`${locale}:${piece}`)) ? catalogues.get(locale) : undefined),
    keep(locale, catalogue) {
      catalogues.set(locale, catalogue as Catalogue);
      for (const piece of Object.keys(pieces[locale])) {
        arrived.add(`${locale}:${piece}`);
        loading.set(`${locale}:${piece}`, Promise.resolve());
      }
    },
  };
}

// One module per language and part, so a page downloads only its own language and the parts its
// screen shows. The package's build compiles these JSON files to the ICU AST (precompile.ts);
// where a build does not, they arrive as ICU text.
const packageMessages = createMessageLoader<MessagePart, CompiledMessage>({
  en: {
    core: () => import('./messages/en.json'),
    checkout: () => import('./messages/en.checkout.json'),
    account: () => import('./messages/en.account.json'),
    withdrawal: () => import('./messages/en.withdrawal.json'),
  },
  hu: {
    core: () => import('./messages/hu.json'),
    checkout: () => import('./messages/hu.checkout.json'),
    account: () => import('./messages/hu.account.json'),
    withdrawal: () => import('./messages/hu.withdrawal.json'),
  },
} as MessagePieces<MessagePart, CompiledMessage>);

export interface LoadMessagesOptions {
  /**
   * The on-demand parts to load with the core, for a page that shows only some screens: `[]` for
   * the core alone. Without it every part loads, so every component finds its messages.
   * @default MESSAGE_PARTS
   */
  parts?: readonly MessagePart[];
}

/**
 * Loads the messages of one language (the core and the parts asked for, each its own code-split
 * module) and keeps them, so `createTranslator(locale)` and `useT()` find them from then on
 * without waiting. Without `parts`, the whole catalogue loads. Load the page's language before the
 * first render: on the server before rendering, in the browser before `hydrateRoot`, so both
 * render the same text; a page that loads only some parts must load the same ones on both sides.
 * Calls share the modules already loading or loaded; a failed load can be tried again. The
 * catalogue is a new object only when a piece has arrived.
 *
 * Resolves to the language's catalogue of everything loaded so far: a message of a part that is
 * not loaded is missing from it, and a translator asked for one throws, saying how to load it.
 *
 * @example
 * // entry.client.tsx
 * await loadMessages(localeFromPath(window.location.pathname));
 * hydrateRoot(document, <App />);
 *
 * // a shop that loads the checkout's messages only with the checkout
 * await loadMessages('hu', { parts: pathname.startsWith('/hu/kosar/adatok') ? ['checkout'] : [] });
 */
export function loadMessages(locale: Locale, { parts = MESSAGE_PARTS }: LoadMessagesOptions = {}): Promise<CompiledCatalogue> {
  return packageMessages.load(locale, parts) as Promise<CompiledCatalogue>;
}

/**
 * Keeps a whole catalogue that is already at hand (every part) as the language's loaded one
 * (`messages` does this for both languages when it is imported), so nothing is fetched for it.
 */
export function keepMessages(locale: Locale, catalogue: CompiledCatalogue): void {
  packageMessages.keep(locale, catalogue);
}

/**
 * The catalogue of a language once `loadMessages(locale)` has loaded its core, else `undefined`:
 * every message of the parts loaded so far. Pass `parts` to get it only when those are loaded too.
 *
 * @example
 * const catalogue = loadedMessages('hu') ?? (await loadMessages('hu'));
 * const checkout = loadedMessages('hu', ['checkout']) ?? (await loadMessages('hu', { parts: ['checkout'] }));
 */
export function loadedMessages(locale: Locale, parts: readonly MessagePart[] = []): CompiledCatalogue | undefined {
  return packageMessages.loaded(locale, parts) as CompiledCatalogue | undefined;
}
