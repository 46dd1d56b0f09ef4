import { useMemo } from 'react';
import { useShopRuntime } from '../hooks/shop-context.js';
import { createTranslator, type MessageOverrides, type Translator } from '../i18n/translate.js';
import { useMessages } from './messages-provider.js';

/**
 * Messages a component's `labels` prop replaces, by message key; the text is ICU like the
 * catalogue's, so placeholders keep working (`{ 'cart.freeShipping.remaining': '{amount} to go' }`).
 * In a bundle without the ICU parser, text with ICU syntax must be given as its compiled AST.
 */
export type LabelOverrides = MessageOverrides;

/**
 * The translator of the shop's current language (from `<ShopProvider locale>`), with a
 * component's label overrides merged over the catalogue. The catalogue comes from
 * `<MessagesProvider>` or `loadMessages(locale)`; until it has loaded, the component suspends.
 *
 * @example
 * function CartTitle({ labels }: { labels?: LabelOverrides }) {
 *   const t = useT(labels);
 *   return <h2>{t('cart.summary.title')}</h2>;
 * }
 */
export function useT(labels?: LabelOverrides): Translator {
  // The runtime, not useShop(): the language is all a translator needs, and useShop() builds the whole API.
  const { locale } = useShopRuntime('useT');
  const catalogue = useMessages(locale);
  // Callers usually pass a fresh object literal; keying on its content keeps the translator stable.
  const key = labels ? JSON.stringify(labels) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the labels' content (key), not on the object
  return useMemo(() => createTranslator(locale, labels, catalogue), [locale, catalogue, key]);
}
