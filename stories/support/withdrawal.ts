import { formatOrderNumber, type Locale, type WithdrawableOrder, type Withdrawal } from 'otthon';
import { seedCustomer } from './checkout.js';
import { mockShop } from './mock-shop.js';
import { seedCart } from './scenarios.js';

/**
 * The withdrawal stories' order: placed by a visitor, not delivered yet, so its 14 days have not
 * even started. Like `seedCart`, every helper here leaves the mock shop as one call does however
 * often it runs, because the stories of a docs page share that shop.
 */

/** The address the withdrawal stories' order is placed with (the checkout data of `seedCustomer`). */
export const BUYER_EMAIL = 'anna@example.hu';

/**
 * The address of the same order once delivered: its oak coffee tables cannot go by post (the shop
 * collects them, at its stated price), its rattan side table can.
 */
export const DELIVERED_BUYER_EMAIL = 'bela@example.hu';

/** The order placed with `email`, if the shop holds one. */
const placedOrder = (email: string) => [...mockShop.state.orders.values()].find((order) => order.customer_data.email === email);

/**
 * Places the order (3 oak coffee tables + 1 rattan side table, home delivery) through the mock
 * shop, as a checkout does, with {@link BUYER_EMAIL}; with {@link DELIVERED_BUYER_EMAIL} it is
 * delivered as well. Answers its number.
 */
export async function placeWithdrawableOrder(email: string = BUYER_EMAIL): Promise<string> {
  const placed = placedOrder(email);
  if (placed) return formatOrderNumber(placed.id);
  await seedCart({ 9: 3, 12: 1 }, { deliveryMethodId: 2, paymentMethodId: 3 });
  await seedCustomer(mockShop, email);
  const { origin } = window.location;
  const { order_hash } = await mockShop.placeOrder({
    body: {
      transaction_result_url: `${origin}/hu/penztar/eredmeny`,
      is_newsletter_subscription: false,
      comment: null,
      accept_privacy: true,
      accept_terms: true,
    },
    origins: [origin],
  });
  if (email === DELIVERED_BUYER_EMAIL) mockShop.state.deliveries.set(order_hash, new Date(Date.now() - 2 * 86_400_000).toISOString());
  return formatOrderNumber(mockShop.order({ params: { order_hash } }).id);
}

/** The newest withdrawal code mailed to `email`: a mail of kind `withdrawal_code` has it on a line of its own. */
export function mailedCode(email: string): string | undefined {
  return mockShop
    .mails(email)
    .find((mail) => mail.kind === 'withdrawal_code')
    ?.text.match(/^\d{6}$/m)?.[0];
}

/** A code that is not the one mailed to `email`, whatever that one is. */
export function wrongCode(email: string): string {
  return mailedCode(email) === '000000' ? '111111' : '000000';
}

/** What the look-up step hands to the confirm step: the order, and the address and code that proved it. */
export interface FoundOrder {
  order: WithdrawableOrder;
  email: string;
  code: string;
}

/** Step 1 done without the form: the order placed with `email`, its code mailed and used, in `locale`. */
export async function lookUpWithdrawableOrder(locale: Locale, email: string = BUYER_EMAIL): Promise<FoundOrder> {
  const orderNumber = await placeWithdrawableOrder(email);
  const view = mockShop.view({ locale });
  if (!mailedCode(email)) await mockShop.sendWithdrawalCode({ view, body: { order_number: orderNumber, email } });
  const code = mailedCode(email);
  if (!code) throw new Error(`lookUpWithdrawableOrder(): no withdrawal code was mailed to ${email}.`);
  return { order: await mockShop.lookupWithdrawal({ view, body: { order_number: orderNumber, email, code } }), email, code };
}

/** Steps 1 and 2 done without the forms: the whole order placed with `email` withdrawn, in `locale`; answers the acknowledgement. */
export async function withdrawWholeOrder(locale: Locale, email: string = BUYER_EMAIL): Promise<Withdrawal> {
  const orderNumber = await placeWithdrawableOrder(email);
  const done = mockShop.state.withdrawals.find((withdrawal) => withdrawal.response.order_number === orderNumber);
  if (done) return done.response;
  const { order, code } = await lookUpWithdrawableOrder(locale, email);
  return mockShop.submitWithdrawal({ view: { locale }, body: { order_number: order.order_number, email, code, reason: null } });
}
