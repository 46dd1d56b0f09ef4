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

type Catalogue = Readonly<Record<string, CompiledMessage>>;
type Importer = () => Promise<{ default: Catalogue }>;

// One module per language and part, so a page downloads only its own language and the parts its
// screen shows. The package's build compiles these JSON files to the ICU AST (precompile.ts);
// where a build does not, they arrive as ICU text.
const importers: Record<Locale, { core: Importer } & Record<MessagePart, Importer>> = {
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
};

type Piece = 'core' | MessagePart;

/** Each language's pieces merged into one catalogue as they arrive (a new object each time). */
const loaded = new Map<Locale, CompiledCatalogue>();
/** The pieces that have arrived, as `<locale>:<piece>`. */
const arrived = new Set<string>();
const loading = new Map<string, Promise<unknown>>();

function loadPiece(locale: Locale, piece: Piece): Promise<unknown> {
  const id = `${locale}:${piece}`;
  let promise = loading.get(id);
  if (!promise) {
    const importer = importers[locale][piece] as Importer | undefined;
    if (!importer) return Promise.reject(new Error(`loadMessages: unknown message part "${piece}"; use some of ${MESSAGE_PARTS.join(', ')}.`));
    promise = importer().then(
      (module) => {
        loaded.set(locale, { ...loaded.get(locale), ...module.default } as CompiledCatalogue);
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
}

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
  if (!Object.hasOwn(importers, locale)) {
    return Promise.reject(new Error(`loadMessages: unknown locale "${String(locale)}"; use one of ${LOCALES.join(', ')}.`));
  }
  return Promise.all(['core' as const, ...parts].map((piece) => loadPiece(locale, piece))).then(() => loaded.get(locale) as CompiledCatalogue);
}

/**
 * Keeps a whole catalogue that is already at hand (every part) as the language's loaded one
 * (`messages` does this for both languages when it is imported), so nothing is fetched for it.
 */
export function keepMessages(locale: Locale, catalogue: CompiledCatalogue): void {
  loaded.set(locale, catalogue);
  for (const piece of ['core', ...MESSAGE_PARTS]) {
    arrived.add(`${locale}:${piece}`);
    loading.set(`${locale}:${piece}`, Promise.resolve());
  }
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
  return ['core', ...parts].every((piece) => arrived.has(`${locale}:${piece}`)) ? loaded.get(locale) : undefined;
}
