import { createContext, type ReactNode, useContext } from 'react';
import type { Locale } from '../domain/constants.js';
import { loadedMessages, loadMessages, type MessagePart } from '../i18n/load-messages.js';
import type { CompiledCatalogue, MessageCatalogue } from '../i18n/messages.js';

/** Catalogues given by `<MessagesProvider>`, by language. */
type ProvidedMessages = Partial<Record<Locale, MessageCatalogue | CompiledCatalogue>>;

const MessagesContext = /* @__PURE__ */ createContext<ProvidedMessages | null>(null);

export interface MessagesProviderProps {
  /**
   * The catalogue of each language the tree renders in: what `loadMessages(locale)` resolved
   * to, or the source JSON (`messages` from `otthon`) in tests and Storybook.
   */
  messages: ProvidedMessages;
  children?: ReactNode;
}

/**
 * Gives the components below their message catalogues at once, without a global load: for
 * Storybook, tests, or an app that carries the catalogue in its own data. Without it, `useT()`
 * uses the catalogue `loadMessages(locale)` loaded, and waits for it (Suspense) if it has not.
 *
 * @example
 * const catalogue = await loadMessages('hu');
 * root.render(
 *   <ShopProvider locale="hu">
 *     <MessagesProvider messages={{ hu: catalogue }}>
 *       <App />
 *     </MessagesProvider>
 *   </ShopProvider>,
 * );
 */
function MessagesProvider({ messages, children }: MessagesProviderProps) {
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>;
}

// Loads that failed, until a component rethrows the failure to its error boundary.
const failures = new Map<Locale, unknown>();

/**
 * The catalogue of `locale`: from `<MessagesProvider>`, else the one `loadMessages(locale)`
 * loaded. If neither has it yet, the component suspends while it loads (inside a transition the
 * page keeps showing what it showed); a load that fails is thrown to the nearest error boundary,
 * and the next render tries again. With `parts`, it also waits for those on-demand parts
 * (`loadMessages(locale, { parts })`); without, a catalogue not loaded yet loads whole.
 *
 * @example
 * function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
 *   useMessages(locale); // nothing of the page renders before its language has arrived
 *   return <html lang={locale}>…</html>;
 * }
 * function CheckoutScreen() {
 *   useMessages('hu', ['checkout']); // the checkout's texts are there before it renders
 *   return <CheckoutForm />;
 * }
 */
function useMessages(locale: Locale, parts?: readonly MessagePart[]): MessageCatalogue | CompiledCatalogue {
  const catalogue = useContext(MessagesContext)?.[locale] ?? loadedMessages(locale, parts);
  if (catalogue) return catalogue;
  if (failures.has(locale)) {
    const failure = failures.get(locale);
    failures.delete(locale);
    throw failure;
  }
  // Suspense by a thrown promise rather than `use()`: React replays a component that suspended in
  // `use()` and expects the call again, and in tests `act()` yields at every `use()`, even of a
  // settled promise.
  throw loadMessages(locale, parts && { parts }).catch((error: unknown) => {
    failures.set(locale, error);
  });
}

export { MessagesProvider, useMessages };
