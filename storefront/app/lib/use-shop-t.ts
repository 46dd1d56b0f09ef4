import { useShop } from 'otthon';
import { type ShopTranslator, shopTranslator } from './i18n.js';

/** The translator of the page's language (the package's messages and the shop's own). */
export function useShopT(): ShopTranslator {
  return shopTranslator(useShop().locale);
}
