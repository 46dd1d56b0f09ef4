import { useMemo } from 'react';
import { useShop } from '../hooks/index.js';
import type { MessageKey } from '../i18n/messages.js';
import { createTranslator, type Translator } from '../i18n/translate.js';

/**
 * Messages a component's `labels` prop replaces, by message key; the text is ICU like the
 * catalogue's, so placeholders keep working (`{ 'cart.freeShipping.remaining': '{amount} to go' }`).
 */
export type LabelOverrides = Partial<Record<MessageKey, string>>;

/**
 * The translator of the shop's current language (from `<ShopProvider locale>`), with a
 * component's label overrides merged over the catalogue.
 *
 * @example
 * function CartTitle({ labels }: { labels?: LabelOverrides }) {
 *   const t = useT(labels);
 *   return <h2>{t('cart.summary.title')}</h2>;
 * }
 */
export function useT(labels?: LabelOverrides): Translator {
  const { locale } = useShop();
  // Callers usually pass a fresh object literal; keying on its content keeps the translator stable.
  const key = labels ? JSON.stringify(labels) : '';
  return useMemo(() => createTranslator(locale, labels), [locale, key]);
}
