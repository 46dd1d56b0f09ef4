import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '../domain/constants.js';
import { keepMessages } from './load-messages.js';
import en from './messages/en.json';
import enAccount from './messages/en.account.json';
import enCheckout from './messages/en.checkout.json';
import enWithdrawal from './messages/en.withdrawal.json';
import hu from './messages/hu.json';
import huAccount from './messages/hu.account.json';
import huCheckout from './messages/hu.checkout.json';
import huWithdrawal from './messages/hu.withdrawal.json';

/**
 * Every message key: the core's and the on-demand parts' (`load-messages.ts`). English is the
 * reference catalogue, Hungarian must have the same keys in the same parts.
 */
export type MessageKey = keyof typeof en | keyof typeof enCheckout | keyof typeof enAccount | keyof typeof enWithdrawal;
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
 * Both languages' whole catalogues (core and every part) at once, for servers, tests and tools:
 * importing this brings both into a bundle, and makes them the loaded ones, so
 * `createTranslator(locale)` needs no `loadMessages` there. Pages load their language's
 * catalogue with `loadMessages(locale)`.
 */
export const messages: Readonly<Record<Locale, CompiledCatalogue>> = {
  en: { ...en, ...enCheckout, ...enAccount, ...enWithdrawal },
  hu: { ...hu, ...huCheckout, ...huAccount, ...huWithdrawal },
};

// A bundle that does not use `messages` (nor `isMessageKey`) leaves this module out, and with it
// this registration: the package declares its modules free of side effects.
keepMessages('en', messages.en);
keepMessages('hu', messages.hu);

/** Whether `key` names a message, for keys built at run time (`products.sort.${option}`). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages.en, key);
}
