import { API_MESSAGES, type ApiMessageKey, schemaMessage } from 'otthon/contract';
import { createTranslator, messages } from 'otthon/core';
import type { Locale } from '../domain.js';
import { en, type ServerMessageKey } from './en.js';
import { hu } from './hu.js';

/** The server's own texts and the API's words it shares with the mock shop (`otthon/contract`). */
export type MessageKey = ServerMessageKey | ApiMessageKey;

const shared = (locale: Locale) => Object.fromEntries(Object.entries(API_MESSAGES).map(([key, text]) => [key, text[locale]])) as Record<ApiMessageKey, string>;
const dictionaries: Record<Locale, Record<MessageKey, string>> = { en: { ...shared('en'), ...en }, hu: { ...shared('hu'), ...hu } };

/** Fills `{name}` placeholders. */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** A server text in the shopper's language. */
export function t(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  return format(dictionaries[locale][key], params);
}

/** A validation message written in the contract (English), in the shopper's language. */
export const contractMessage = schemaMessage;

/**
 * The spec's error-catalogue texts (requirements §5, §8) in both languages, read from the package's
 * message files so the shop shows the same words whether the client or the server speaks.
 */
export const SPEC_MESSAGE_KEYS = {
  paymentMethodRequired: 'checkout.errors.paymentRequired',
} as const;
export type SpecMessage = keyof typeof SPEC_MESSAGE_KEYS;

function loadSpecMessages(locale: Locale): Record<SpecMessage, string> {
  const translate = createTranslator(locale, {}, messages[locale]);
  const out = {} as Record<SpecMessage, string>;
  for (const [name, key] of Object.entries(SPEC_MESSAGE_KEYS) as [SpecMessage, (typeof SPEC_MESSAGE_KEYS)[SpecMessage]][]) {
    out[name] = translate(key);
  }
  return out;
}

let specMessages: Record<Locale, Record<SpecMessage, string>> | null = null;

export function specMessage(locale: Locale, name: SpecMessage): string {
  specMessages ??= { hu: loadSpecMessages('hu'), en: loadSpecMessages('en') };
  return specMessages[locale][name];
}
