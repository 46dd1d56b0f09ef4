import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '../domain/constants.js';
import type { MessageCatalogue } from '../i18n/messages.js';

const catalogueDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'i18n', 'messages');

/** A catalogue file as written (ICU text); importing it gives the build's compiled catalogue instead. */
export function sourceMessages(locale: Locale): MessageCatalogue {
  return JSON.parse(readFileSync(join(catalogueDir, `${locale}.json`), 'utf8')) as MessageCatalogue;
}
