import type { PaymentMethod } from 'otthon/contract';
import type { paymentMethods } from '../db/schema.js';
import { cardProvider, type PaymentProviders } from './config.js';
import type { PaymentProvider } from './provider.js';

type PaymentRow = typeof paymentMethods.$inferSelect;

/** What of a payment method's row decides who takes it. */
type MethodRow = Pick<PaymentRow, 'isOnline' | 'provider'>;

/**
 * Whether the shop offers a payment method with the providers it has on: a method bound to a
 * provider only while that provider is on beside another (each then is its own card method);
 * every other method always. A method not offered is neither listed nor accepted.
 */
export function methodOffered(row: MethodRow, providers: PaymentProviders): boolean {
  if (!row.provider) return true;
  const on = Object.entries(providers).filter(([, provider]) => provider !== null);
  return on.length > 1 && on.some(([name]) => name === row.provider);
}

/**
 * The outside provider that takes a payment method: a method bound to a provider goes to it; the
 * shop's card method to the first configured provider (SimplePay, else Barion); offline methods,
 * and the card method while the simulated gateway takes it, have none.
 */
export function methodTaker(row: MethodRow, providers: PaymentProviders): PaymentProvider | null {
  if (!row.isOnline) return null;
  return row.provider ? providers[row.provider] : cardProvider(providers);
}

/** The provider's name of {@link methodTaker}, as the cart and orders name it. */
export function methodProvider(row: MethodRow, providers: PaymentProviders): PaymentMethod['provider'] {
  return methodTaker(row, providers)?.name ?? null;
}

/**
 * A payment method's code in the contract: a method bound to a provider is another card method
 * (its row's code is its own only because the column is unique), so it answers `card_online`.
 */
export function methodCode(row: Pick<PaymentRow, 'code' | 'provider'>): PaymentMethod['code'] {
  return (row.provider ? 'card_online' : row.code) as PaymentMethod['code'];
}
