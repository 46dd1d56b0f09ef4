/**
 * The newsletter of the mock shop: the contract's newsletter rules (the reference server's too)
 * over the mock's in-memory subscribers and its outbox.
 */
import { createNewsletter, type Newsletter, type NewsletterSubscriber } from '../contract/newsletter.js';
import type { OutgoingMail } from './shop-state.js';

/** A subscriber the mock shop keeps (the link's token in the clear: the mock has no one to hide it from). */
export interface MockNewsletterSubscriber extends NewsletterSubscriber {
  token: string;
}

interface NewsletterDependencies {
  newToken: () => string;
  sendMail: (mail: OutgoingMail) => void;
  now: () => Date;
}

export interface MockNewsletter {
  /** The rules over this shop's subscribers, linking to the first of the shop's own origins. */
  rules(origins: readonly string[]): Newsletter;
  /** Every subscriber, oldest first. */
  subscribers: MockNewsletterSubscriber[];
}

export function createMockNewsletter(deps: NewsletterDependencies): MockNewsletter {
  const subscribers: MockNewsletterSubscriber[] = [];
  const copy = ({ token: _token, ...subscriber }: MockNewsletterSubscriber): NewsletterSubscriber => ({ ...subscriber });
  const found = (test: (item: MockNewsletterSubscriber) => boolean) => {
    const item = subscribers.find(test);
    return item ? copy(item) : null;
  };
  return {
    subscribers,
    rules: (origins) =>
      createNewsletter({
        now: deps.now,
        newToken: deps.newToken,
        origins,
        subscriber: async (email) => found((item) => item.email === email),
        async signUp({ email, name, locale, token }) {
          const at = subscribers.findIndex((item) => item.email === email);
          if (at !== -1 && subscribers[at]!.confirmed) return false;
          const fresh = { email, name, locale, token, confirmed: false };
          if (at === -1) subscribers.push(fresh);
          else subscribers[at] = fresh;
          return true;
        },
        pending: async (token) => found((item) => item.token === token),
        async confirm(token) {
          const item = subscribers.find((subscriber) => subscriber.token === token);
          if (!item) return null;
          item.confirmed = true;
          return copy(item);
        },
        async deliver(mail) {
          deps.sendMail(mail);
        },
      }),
  };
}
