import { API_MESSAGES, type ApiMessageKey, fillPlaceholders } from 'otthon/contract';
import type { Locale } from '../domain.js';
import { en, type ServerMessageKey } from './en.js';
import { hu } from './hu.js';

/** The server's own texts and the API's words it shares with the mock shop (`otthon/contract`). */
export type MessageKey = ServerMessageKey | ApiMessageKey;

const shared = (locale: Locale) => Object.fromEntries(Object.entries(API_MESSAGES).map(([key, text]) => [key, text[locale]])) as Record<ApiMessageKey, string>;
const dictionaries: Record<Locale, Record<MessageKey, string>> = { en: { ...shared('en'), ...en }, hu: { ...shared('hu'), ...hu } };

/** Fills `{name}` placeholders (the contract's rule). */
export const format = fillPlaceholders;

/** A server text in the shopper's language. */
export function t(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  return format(dictionaries[locale][key], params);
}
