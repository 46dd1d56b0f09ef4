import { CookieConsent } from 'otthon/components';
import { useCookieChoice } from '../shell/cookie-choice.js';
import { renderShopLink } from '../shell/shop-link.js';

/**
 * The cookie banner of a visitor who has not chosen yet; its code loads on demand (`ShopShell`),
 * so a visitor who has chosen never loads it.
 */
export function CookieBanner() {
  const { choice, choose } = useCookieChoice();
  return <CookieConsent value={choice} {...(choose ? { onValueChange: choose } : {})} renderLink={renderShopLink} />;
}
