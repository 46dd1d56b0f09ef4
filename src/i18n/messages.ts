import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '../domain/constants.js';
import { keepMessages } from './load-messages.js';
import en from './messages/en.json';
import hu from './messages/hu.json';

/** Every message key; English is the reference catalogue, Hungarian must have the same keys. */
export type MessageKey = keyof typeof en;
/** A full catalogue of one language as written: ICU MessageFormat text per key. */
export type MessageCatalogue = Readonly<Record<MessageKey, string>>;
/**
 * One message ready to format: ICU text, or the ICU AST it was compiled to at build time (what
 * `parse()` of `@formatjs/icu-messageformat-parser` returns), so a browser needs no parser. Text
 * without ICU syntax (no `{`, `}`, `<`, `>`, `'`) is shown as it is either way.
 */
export type CompiledMessage = string | MessageFormatElement[];
/**
 * A full catalogue of one language as `loadMessages()` gives it: each message compiled at build
 * time, or still ICU text where the build did not compile it (a catalogue as written fits too).
 */
export type CompiledCatalogue = Readonly<Record<MessageKey, CompiledMessage>>;

/**
 * Both languages' catalogues at once, for servers, tests and tools: importing this
 * brings both into a bundle, and makes them the loaded ones, so `createTranslator(locale)` needs
 * no `loadMessages` there. Pages load their language's catalogue with `loadMessages(locale)`.
 */
export const messages: Readonly<Record<Locale, CompiledCatalogue>> = { en, hu };

// A bundle that does not use `messages` (nor `isMessageKey`) leaves this module out, and with it
// this registration: the package declares its modules free of side effects.
keepMessages('en', en);
keepMessages('hu', hu);

/** Whether `key` names a message, for keys built at run time (`products.sort.${option}`). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}
