import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '../domain/constants.js';
import { MESSAGE_PARTS, type MessagePart } from '../i18n/load-messages.js';
import type { MessageCatalogue } from '../i18n/messages.js';

const catalogueDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'i18n', 'messages');

/** One file of a language's catalogue as written (ICU text): its core, or one on-demand part. */
export function sourceMessagePiece(locale: Locale, piece: 'core' | MessagePart): Readonly<Record<string, string>> {
  const file = piece === 'core' ? `${locale}.json` : `${locale}.${piece}.json`;
  return JSON.parse(readFileSync(join(catalogueDir, file), 'utf8')) as Record<string, string>;
}

/**
 * A language's whole catalogue as written (ICU text), its core and every part; importing the
 * files gives the build's compiled catalogue instead.
 */
export function sourceMessages(locale: Locale): MessageCatalogue {
  return Object.assign({}, ...(['core', ...MESSAGE_PARTS] as const).map((piece) => sourceMessagePiece(locale, piece))) as MessageCatalogue;
}
