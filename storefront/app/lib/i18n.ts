import { createTranslator, type Locale, type MessageKey, type MessageValues, type RichMessageValues } from 'otthon';
import en from '../i18n/en.json';
import hu from '../i18n/hu.json';

/** The shop's own texts (page headings, header and footer wording) on top of the package's catalogue. */
export type ShopMessageKey = keyof typeof en;

export const shopMessages: Readonly<Record<Locale, Readonly<Record<ShopMessageKey, string>>>> = { en, hu };

/** A translator of the package's messages and the shop's own, with the package's ICU formatting. */
export interface ShopTranslator {
  (key: MessageKey | ShopMessageKey, values?: MessageValues): string;
  rich<Part>(key: MessageKey | ShopMessageKey, values: RichMessageValues<Part>): Array<string | Part>;
  readonly locale: Locale;
}

const translators = new Map<Locale, ShopTranslator>();

/**
 * The translator of a language. The package's translator formats (and caches) the text it is
 * given for a key; the shop's own keys are handed to it the same way as label overrides.
 */
export function shopTranslator(locale: Locale): ShopTranslator {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(locale, shopMessages[locale] as Partial<Record<MessageKey, string>>) as unknown as ShopTranslator;
    translators.set(locale, t);
  }
  return t;
}
