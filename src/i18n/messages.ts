import type { Locale } from '../domain/constants.js';
import en from './messages/en.json';
import hu from './messages/hu.json';

/** Every message key; English is the reference catalogue, Hungarian must have the same keys. */
export type MessageKey = keyof typeof en;
/** A full catalogue of one language: ICU MessageFormat text per key. */
export type MessageCatalogue = Readonly<Record<MessageKey, string>>;

/** The message catalogues of both site languages (spec §1), as plain ICU text. */
export const messages: Readonly<Record<Locale, MessageCatalogue>> = { en, hu };

/** Whether `key` names a message, for keys built at run time (`products.sort.${option}`). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}
