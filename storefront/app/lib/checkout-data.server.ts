import { data } from 'react-router';
import type { ShopLoaderArgs } from './load-context.js';
import type { ScreenData } from './screen-data.js';
import { apiCookieHeaders, shopRequest } from './shop-data.server.js';

/**
 * The checkout's and the quote form's own data: the countries of the address fields, so the form
 * renders complete on the server (the cart comes with every page).
 */
export async function checkoutLoader({ request, context }: ShopLoaderArgs) {
  const { key } = shopRequest(request);
  const countries = await context.shop.countries();
  return data({ fallback: { [key('countries')]: countries } } satisfies ScreenData, { headers: apiCookieHeaders(context) });
}
