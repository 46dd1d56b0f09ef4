// Every public entry of the package, as a consumer's TypeScript reads its declarations.
import type { MessageKey } from 'otthon/core';
import { createMessageLoader, createTranslator, formatMoney } from 'otthon/core';
import { type AddToCartState, ShopProvider, useAddToCart } from 'otthon';
import { CheckoutForm } from 'otthon/components';
import { endpoints } from 'otthon/contract';
import { createHandlers, createMockShop, type MockShop } from 'otthon/msw';
import otthonPreset from 'otthon/tailwind';
import { createShopServer } from 'otthon/testing';

// Message keys stay checked: a label override with a key the catalogue does not have is an error.
const key: MessageKey = 'product.addToCart';
// @ts-expect-error -- not a message key
const wrong: MessageKey = 'product.noSuchMessage';
// @ts-expect-error -- a number is no message key
const number: MessageKey = 42;
const labels: Partial<Record<MessageKey, string>> = { 'product.addToCart': 'Kosárba tesz' };

// The mock shop's calls are typed by the contract: a call's body, parameters and answer.
const shop: MockShop = createMockShop();
const lines: number = shop.cart({ view: { locale: 'en', currency: 'EUR' } }).products.length;
const added = shop.addCartProduct({ body: { product_id: 17, quantity: 2 } }).then((cart) => cart.revision);
// @ts-expect-error -- a call takes its request's parts, not a bare view
shop.cart(shop.view({ locale: 'en' }));
// @ts-expect-error -- adding to the cart needs its body
shop.addCartProduct();

// A shop's own add-to-cart control: one line's status, and `add` taking how many pieces.
function useOwnButton(productId: number): AddToCartState {
  const line = useAddToCart(productId);
  const status: 'idle' | 'pending' | 'error' = line.status;
  void line.add(2).then(() => status);
  // @ts-expect-error -- the product is the hook's; `add` takes only the pieces
  void line.add(productId, 2);
  return line;
}

// A shop's own texts split like the package's: a core and parts per language, each loaded on demand.
const shopTexts = createMessageLoader<'orders'>({
  hu: { core: async () => ({ default: { title: 'Otthon' } }), orders: async () => ({ default: { orders: 'Rendelések' } }) },
  en: { core: async () => ({ default: { title: 'Otthon' } }), orders: async () => ({ default: { orders: 'Orders' } }) },
});
const ordersTitle: Promise<string | undefined> = shopTexts.load('hu', ['orders']).then((texts) => texts.orders);
// @ts-expect-error -- a part the loader was not given
shopTexts.load('hu', ['account']);
// @ts-expect-error -- every language needs its core
createMessageLoader<'orders'>({ hu: { orders: async () => ({ default: {} }) }, en: { orders: async () => ({ default: {} }) } });

export const used = [
  ordersTitle,
  useOwnButton,
  key,
  wrong,
  number,
  labels,
  lines,
  added,
  createTranslator,
  formatMoney,
  ShopProvider,
  CheckoutForm,
  endpoints,
  createHandlers,
  otthonPreset,
  createShopServer,
];
