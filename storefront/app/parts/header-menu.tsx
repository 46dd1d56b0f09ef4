import { useInit } from 'otthon';
import { HeaderMenu } from 'otthon/components';
import { useLocation } from 'react-router';
import { renderShopLink } from '../shell/shop-link.js';

/** The header's menu row on a wide screen; its code loads on demand (`SiteHeader`). */
export function ShopHeaderMenu() {
  const { data: init } = useInit();
  const location = useLocation();
  return <HeaderMenu items={init?.menu.header ?? []} currentPath={location.pathname} renderLink={renderShopLink} className="mx-auto max-w-screen-xl px-2" />;
}
