import en from './en.json';
import enCustomer from './en.customer.json';
import enOrders from './en.orders.json';
import enPages from './en.pages.json';
import hu from './hu.json';
import huCustomer from './hu.customer.json';
import huOrders from './hu.orders.json';
import huPages from './hu.pages.json';

/**
 * Both languages' shop messages at once, every part of each, for tests that compare a page with
 * either language's texts. The shop itself loads one language at a time, its core and the parts a
 * screen shows (`loadPageMessages` in lib/i18n.ts).
 */
export const shopMessages = {
  en: { ...en, ...enOrders, ...enCustomer, ...enPages },
  hu: { ...hu, ...huOrders, ...huCustomer, ...huPages },
} as const;
