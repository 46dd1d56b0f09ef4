import type { PaymentMethod } from 'otthon/contract';
import { cardProvider, type PaymentProviders } from './config.js';

/**
 * The outside provider that takes a payment method, as the cart and orders name it: the card
 * method goes to the provider that takes card payments (SimplePay before Barion); offline methods,
 * and the card method while the simulated gateway takes it, have none.
 */
export function methodProvider(code: PaymentMethod['code'], providers: PaymentProviders): PaymentMethod['provider'] {
  return code === 'card_online' ? (cardProvider(providers)?.name ?? null) : null;
}
