import IntlMessageFormat, { type FormatXMLElementFn, type PrimitiveType } from 'intl-messageformat';
import { LOCALE_TAGS, LOCALES, type Locale } from '../domain/constants.js';
import { loadedMessages } from './load-messages.js';
import type { CompiledCatalogue, CompiledMessage, MessageCatalogue, MessageKey } from './messages.js';

/** Values for plain messages: placeholders and plural counts. Money arrives pre-formatted (`{amount}`). */
export type MessageValues = Record<string, PrimitiveType>;
/** Values for rich messages: placeholders plus a function per tag (`<link>…</link>`) returning e.g. a React element. */
export type RichMessageValues<Part> = Record<string, PrimitiveType | Part | FormatXMLElementFn<Part, Part>>;
/**
 * Messages that replace the catalogue's, by key (a component's `labels`): ICU text, or its AST
 * compiled at build time where the ICU parser is left out of the bundle.
 */
export type MessageOverrides = Partial<Record<MessageKey, CompiledMessage>>;

export interface Translator {
  /** The message as text. @example t('cart.freeShipping.remaining', { amount: formatMoney(12000, 'HUF') }) */
  (key: MessageKey, values?: MessageValues): string;
  /**
   * The message as parts, with its tags rendered by the given functions.
   * @example t.rich('consent.terms', { link: (chunks) => <a href={terms}>{chunks}</a> })
   */
  rich<Part>(key: MessageKey, values: RichMessageValues<Part>): Array<string | Part>;
  /**
   * Whether `key` names a message of this translator (catalogue or override), for texts that are
   * either a key or already words, such as a hook's error message.
   * @example t.has(error) ? t(error) : error
   */
  has(key: string): key is MessageKey;
  readonly locale: Locale;
}

/** Text with none of ICU's syntax characters is its own message (quoting aside: `''` is `'`). */
const ICU_SYNTAX = /[{}<>]/;

// Compiled messages are shared by every translator: parsing ICU text is the expensive part.
const fromText = new Map<string, IntlMessageFormat>();
const fromAst = new WeakMap<object, Map<Locale, IntlMessageFormat>>();

function formatterOf(locale: Locale, message: CompiledMessage): IntlMessageFormat {
  if (typeof message === 'string') {
    const cacheKey = `${locale}\u0000${message}`;
    let format = fromText.get(cacheKey);
    if (!format) fromText.set(cacheKey, (format = new IntlMessageFormat(message, LOCALE_TAGS[locale])));
    return format;
  }
  let byLocale = fromAst.get(message);
  if (!byLocale) fromAst.set(message, (byLocale = new Map()));
  let format = byLocale.get(locale);
  if (!format) byLocale.set(locale, (format = new IntlMessageFormat(message, LOCALE_TAGS[locale])));
  return format;
}

const hasOwn = (object: object, key: string) => Object.hasOwn(object, key);

/**
 * A translator for one language. The catalogue is `messages`, else the one `loadMessages(locale)`
 * loaded (looked up when the first message is formatted, so a translator may be made before the
 * catalogue has arrived). A message of a part that is not loaded (`loadMessages(locale, { parts })`)
 * throws, saying how to load it. `overrides` replace single messages (a component's label props).
 * Catalogues and overrides may be ICU text or compiled ICU AST; a bundle without the ICU parser
 * can format text only when it has no ICU syntax.
 *
 * @example
 * await loadMessages('hu');
 * const t = createTranslator('hu');
 * t('errors.notFound', { path: '/hu/nincs' }); // "Az oldal nem található: /hu/nincs"
 * createTranslator('en', { 'cart.checkout': 'Pay now' }, messages.en)('cart.checkout'); // "Pay now"
 */
export function createTranslator(locale: Locale, overrides: MessageOverrides = {}, messages?: MessageCatalogue | CompiledCatalogue): Translator {
  if (!LOCALES.includes(locale)) throw new Error(`createTranslator: unknown locale "${String(locale)}"; use one of ${LOCALES.join(', ')}.`);
  function currentCatalogue(key: string): CompiledCatalogue {
    // Looked up at each message: parts loaded after the translator was made count as well.
    const catalogue = messages ?? loadedMessages(locale);
    if (!catalogue) {
      throw new Error(
        `t("${key}"): the "${locale}" messages are not loaded; await loadMessages("${locale}") before rendering, or pass them to <MessagesProvider>.`,
      );
    }
    return catalogue;
  }

  function format<Part>(key: MessageKey, values: RichMessageValues<Part> | undefined): string | Part | Array<string | Part> {
    const message = overrides[key] ?? currentCatalogue(key)[key];
    if (message === undefined) {
      throw new Error(
        `t("${key}"): not in the loaded "${locale}" messages; load its part first (loadMessages("${locale}", { parts })) or add it to src/i18n/messages.`,
      );
    }
    if (typeof message === 'string' && !ICU_SYNTAX.test(message)) return message.replaceAll("''", "'");
    try {
      return formatterOf(locale, message).format<Part>(values);
    } catch (error) {
      const reason = (error as Error).message.includes('without parser')
        ? 'this bundle has no ICU parser; compile the text at build time (parse() of @formatjs/icu-messageformat-parser) or keep ICU syntax out of it'
        : (error as Error).message;
      throw new Error(`t("${key}") in "${locale}": ${reason}`);
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
  t.has = (key: string): key is MessageKey => hasOwn(overrides, key) || hasOwn(currentCatalogue(key), key);
  Object.defineProperty(t, 'locale', { value: locale, enumerable: true });
  return t;
}
