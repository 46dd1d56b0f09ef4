// Every public entry of the package, as a consumer's TypeScript reads its declarations.
import type { MessageKey } from 'otthon/core';
import { createTranslator, formatMoney } from 'otthon/core';
import { ShopProvider } from 'otthon';
import { CheckoutForm } from 'otthon/components';
import { endpoints } from 'otthon/contract';
import { createHandlers } from 'otthon/msw';
import otthonPreset from 'otthon/tailwind';
import { createShopServer } from 'otthon/testing';

// Message keys stay checked: a label override with a key the catalogue does not have is an error.
const key: MessageKey = 'product.addToCart';
// @ts-expect-error -- not a message key
const wrong: MessageKey = 'product.noSuchMessage';
// @ts-expect-error -- a number is no message key
const number: MessageKey = 42;
const labels: Partial<Record<MessageKey, string>> = { 'product.addToCart': 'Kosárba tesz' };

export const used = [
  key,
  wrong,
  number,
  labels,
  createTranslator,
  formatMoney,
  ShopProvider,
  CheckoutForm,
  endpoints,
  createHandlers,
  otthonPreset,
  createShopServer,
];
