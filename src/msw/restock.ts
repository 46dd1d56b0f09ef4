/**
 * Restock notices of the mock shop: the contract's restock rules (the reference server's too) over
 * the mock's in-memory signups, its stock and its outbox.
 */
import { createRestockNotices, type RestockMail, type RestockNotices, type RestockStore, type RestockSubscription } from '../contract/restock.js';
import type { Locale } from '../domain/constants.js';
import type { OutgoingMail } from './shop-state.js';

/** A signup the mock shop keeps (the link's token in the clear: the mock has no one to hide it from). */
export interface MockRestockSubscription extends RestockSubscription {
  token: string;
}

interface RestockDependencies {
  /** The product's pieces in stock and its titles, or null when the catalogue has no such product. */
  product: (productId: number) => { stock: number; title: Record<Locale, string> } | null;
  newToken: () => string;
  sendMail: (mail: OutgoingMail) => void;
  now: () => Date;
}

export interface MockRestock {
  /** The rules over this shop's signups, with the shop's own origins for the product addresses. */
  notices(origins: readonly string[]): RestockNotices;
  /** Every signup, oldest first. */
  subscriptions: MockRestockSubscription[];
}

function memoryStore(deps: RestockDependencies, subscriptions: MockRestockSubscription[], origins: readonly string[]): RestockStore {
  const copy = ({ token: _token, ...subscription }: MockRestockSubscription): RestockSubscription => ({ ...subscription });
  return {
    now: deps.now,
    newToken: deps.newToken,
    origins,
    product: async (productId) => deps.product(productId),
    async subscription(productId, email) {
      const found = subscriptions.find((item) => item.product_id === productId && item.email === email);
      return found ? copy(found) : null;
    },
    async signUp(signup) {
      const fresh: MockRestockSubscription = {
        product_id: signup.product_id,
        email: signup.email,
        locale: signup.locale,
        product_url: signup.product_url,
        token: signup.token,
        confirmed: false,
        notified: false,
      };
      const at = subscriptions.findIndex((item) => item.product_id === signup.product_id && item.email === signup.email);
      if (at === -1) subscriptions.push(fresh);
      else subscriptions[at] = fresh;
      return true;
    },
    async pending(token) {
      const found = subscriptions.find((item) => item.token === token && !item.notified);
      return found ? copy(found) : null;
    },
    async confirm(token) {
      const found = subscriptions.find((item) => item.token === token && !item.notified);
      if (!found) return null;
      found.confirmed = true;
      return copy(found);
    },
    async claimDue(productIds) {
      const due = subscriptions.filter((item) => productIds.includes(item.product_id) && item.confirmed && !item.notified);
      for (const item of due) item.notified = true;
      return due.map(copy);
    },
    async deliver(mail: RestockMail) {
      deps.sendMail(mail);
    },
  };
}

export function createMockRestock(deps: RestockDependencies): MockRestock {
  const subscriptions: MockRestockSubscription[] = [];
  return {
    notices: (origins) => createRestockNotices(memoryStore(deps, subscriptions, origins)),
    subscriptions,
  };
}
