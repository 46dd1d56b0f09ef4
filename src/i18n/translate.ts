import IntlMessageFormat, { type FormatXMLElementFn, type PrimitiveType } from 'intl-messageformat';
import { LOCALE_TAGS, type Locale } from '../domain/constants.js';
import { messages, type MessageKey } from './messages.js';

/** Values for plain messages: placeholders and plural counts. Money arrives pre-formatted (`{amount}`). */
export type MessageValues = Record<string, PrimitiveType>;
/** Values for rich messages: placeholders plus a function per tag (`<link>…</link>`) returning e.g. a React element. */
export type RichMessageValues<Part> = Record<string, PrimitiveType | Part | FormatXMLElementFn<Part, Part>>;

export interface Translator {
  /** The message as text. @example t('cart.freeShipping.remaining', { amount: formatMoney(12000, 'HUF') }) */
  (key: MessageKey, values?: MessageValues): string;
  /**
   * The message as parts, with its tags rendered by the given functions.
   * @example t.rich('consent.terms', { link: (chunks) => <a href={terms}>{chunks}</a> })
   */
  rich<Part>(key: MessageKey, values: RichMessageValues<Part>): Array<string | Part>;
  readonly locale: Locale;
}

// Compiled messages are shared by every translator: parsing ICU text is the expensive part.
const compiled = new Map<string, IntlMessageFormat>();

function compile(locale: Locale, source: string): IntlMessageFormat {
  const cacheKey = `${locale}\u0000${source}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(source, LOCALE_TAGS[locale]);
    compiled.set(cacheKey, format);
  }
  return format;
}

/**
 * A translator for one language. `overrides` replace single messages (a component's label
 * props); everything else comes from the catalogue in `messages`.
 *
 * @example
 * const t = createTranslator('hu');
 * t('errors.notFound', { path: '/hu/nincs' }); // "Az oldal nem található: /hu/nincs"
 */
export function createTranslator(locale: Locale, overrides: Partial<Record<MessageKey, string>> = {}): Translator {
  const catalogue = messages[locale];
  if (!catalogue) throw new Error(`createTranslator: unknown locale "${String(locale)}"; use one of ${Object.keys(messages).join(', ')}.`);

  function format<Part>(key: MessageKey, values: RichMessageValues<Part> | undefined): string | Part | Array<string | Part> {
    const source = overrides[key] ?? catalogue[key];
    if (source === undefined) {
      throw new Error(`t("${key}"): no such message in "${locale}"; add it to src/i18n/messages/${locale}.json.`);
    }
    try {
      return compile(locale, source).format<Part>(values);
    } catch (error) {
      throw new Error(`t("${key}") in "${locale}": ${(error as Error).message}`);
    }
  }

  const t = ((key: MessageKey, values?: MessageValues) => {
    const result = format<never>(key, values);
    return Array.isArray(result) ? result.join('') : String(result);
  }) as Translator;
  t.rich = <Part>(key: MessageKey, values: RichMessageValues<Part>) => {
    const result = format(key, values);
    return Array.isArray(result) ? result : [result];
  };
  Object.defineProperty(t, 'locale', { value: locale, enumerable: true });
  return t;
}
