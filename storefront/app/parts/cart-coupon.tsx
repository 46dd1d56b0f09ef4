import { buildPath, useShop } from 'otthon';
import { CouponForm } from 'otthon/components';
import { loginPath } from '../lib/return-path.js';
import { renderShopLink } from '../shell/shop-link.js';

/** The cart page's coupon form; its code loads on demand (`CartScreen`). */
export function CartCoupon() {
  const { locale } = useShop();
  return <CouponForm loginHref={loginPath(locale, buildPath('cart', locale))} renderLink={renderShopLink} />;
}
