import { useCallback } from 'react';
import { type BuildArgs, buildPath, type RouteName } from '../i18n/routes.js';
import { type ShopRuntime, useShopRuntime } from './shop-context.js';

/** The address of a page the kit links to: the app's own (`routes` of the provider), else the package's route. */
export function routePath<Name extends RouteName>(shop: ShopRuntime, name: Name, ...args: BuildArgs<Name>): string {
  const own = shop.settings().routes?.(name, shop.locale, args[0] ?? {});
  return own ?? buildPath(name, shop.locale, ...args);
}

/**
 * The addresses of the pages the kit's components link to, in the current language: the app's
 * own where the provider's `routes` names one, else the package's route table. Every link a
 * component renders by default goes through it, so an app places its pages once.
 *
 * @example
 * const pathTo = useRoutePath();
 * <a href={pathTo('orders-order_hash', { order_hash: order.order_hash })}>…</a>
 */
export function useRoutePath(): <Name extends RouteName>(name: Name, ...args: BuildArgs<Name>) => string {
  const shop = useShopRuntime('useRoutePath');
  // The runtime changes with the language, so the function does too.
  return useCallback(<Name extends RouteName>(name: Name, ...args: BuildArgs<Name>) => routePath(shop, name, ...args), [shop]);
}
