import { LOCALES, type Locale } from '../domain/constants.js';
import type { CompiledCatalogue } from './messages.js';

// One module per language, so a page downloads only its own. The package's build compiles these
// JSON files to the ICU AST (precompile.ts); where a build does not, they arrive as ICU text.
const importers: Record<Locale, () => Promise<{ default: CompiledCatalogue }>> = {
  en: () => import('./messages/en.json'),
  hu: () => import('./messages/hu.json'),
};

const loaded = new Map<Locale, CompiledCatalogue>();
const loading = new Map<Locale, Promise<CompiledCatalogue>>();

/**
 * Loads the message catalogue of one language (its own code-split module) and keeps it, so
 * `createTranslator(locale)` and `useT()` find it from then on without waiting. Load the page's
 * language before the first render: on the server before rendering, in the browser before
 * `hydrateRoot`, so both render the same text. A second call gets the same promise; a failed
 * load can be tried again.
 *
 * @example
 * // entry.client.tsx
 * await loadMessages(localeFromPath(window.location.pathname));
 * hydrateRoot(document, <App />);
 */
export function loadMessages(locale: Locale): Promise<CompiledCatalogue> {
  let promise = loading.get(locale);
  if (!promise) {
    const importer = importers[locale];
    if (!importer) return Promise.reject(new Error(`loadMessages: unknown locale "${String(locale)}"; use one of ${LOCALES.join(', ')}.`));
    promise = importer().then(
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
 * Keeps a catalogue that is already at hand as the language's loaded one (`messages` does this
 * for both languages when it is imported), so nothing is fetched for it.
 */
export function keepMessages(locale: Locale, catalogue: CompiledCatalogue): void {
  if (loaded.has(locale)) return;
  loaded.set(locale, catalogue);
  loading.set(locale, Promise.resolve(catalogue));
}

/**
 * The catalogue of a language once `loadMessages(locale)` has finished, else `undefined`.
 *
 * @example
 * const catalogue = loadedMessages('hu') ?? (await loadMessages('hu'));
 */
export function loadedMessages(locale: Locale): CompiledCatalogue | undefined {
  return loaded.get(locale);
}
