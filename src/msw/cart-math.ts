/**
 * The cart arithmetic of the mock's fixtures: the contract's (`summarizeCart` of
 * `otthon/contract`, which the shop and the reference server answer by), at the mock's rates,
 * with lines that name no purchase cost costed as the mock's catalogue costs them.
 */
import { roundMoney } from '../domain/money.js';
import type { CartProduct } from '../contract/cart.js';
import { summarizeCart as summarize, type CartTotals, type CartTotalsInput as ContractInput, type SummaryLine } from '../contract/cart-view.js';
import { MOCK_RATES, PURCHASE_COST_RATIO } from './prices.js';

export { couponDiscount, deliveryPrice, priceCartLine, type CartTotals, type CouponRule } from '../contract/cart-view.js';

export interface CartTotalsInput extends Omit<ContractInput, 'lines' | 'rates'> {
  /** The lines; one without `cost_net` costs {@link PURCHASE_COST_RATIO} of its list price. */
  lines: readonly (CartProduct & Partial<Pick<SummaryLine, 'cost_net' | 'purchasable'>>)[];
  /** Forints per unit of EUR and USD; the mock's rates when left out. */
  rates?: ContractInput['rates'];
}

/** The cart's summary and coupons by the contract's rule (see `summarizeCart` of `otthon/contract`). */
export function summarizeCart(input: CartTotalsInput): CartTotals {
  return summarize({
    ...input,
    rates: input.rates ?? MOCK_RATES,
    lines: input.lines.map((line) => ({
      ...line,
      cost_net: line.cost_net ?? roundMoney(PURCHASE_COST_RATIO * (line.price_original_net ?? line.price_net) * line.quantity, input.currency),
    })),
  });
}
