import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WithdrawableOrder, Withdrawal } from '../contract/index.js';
import { allHandlers, createMockShop, DEMO_ORDER_HASHES } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer } from '../testing/shop.js';
import { WithdrawalConfirmForm, WithdrawalLookupForm, WithdrawalReceipt } from './withdrawal-forms.js';

const shop = createMockShop();
const { count } = setupShopServer(...allHandlers(shop));
beforeEach(() => shop.reset());

/** The demo customer's paid order (OT-000001: 4 + 1 pieces), delivered `daysAgo` days ago, or not delivered (null). */
function demoOrder(daysAgo: number | null) {
  const order = shop.state.orders.get(DEMO_ORDER_HASHES.paid)!;
  if (daysAgo === null) shop.state.deliveries.delete(order.order_hash);
  else shop.state.deliveries.set(order.order_hash, new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString());
  return { number: 'OT-000001', email: order.customer_data.email! };
}

/** The two steps and the result, as a page composes them. */
function Steps() {
  const [found, setFound] = useState<{ order: WithdrawableOrder; email: string; code: string } | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);
  if (done) return <WithdrawalReceipt withdrawal={done} focusOnMount />;
  if (found)
    return <WithdrawalConfirmForm order={found.order} email={found.email} code={found.code} onWithdrawn={setDone} onBack={() => setFound(null)} focusOnMount />;
  return <WithdrawalLookupForm onFound={(order, email, code) => setFound({ order, email, code })} />;
}

/** The code the mock shop mailed to `email` last. */
function mailedCode(email: string): string {
  const code = shop
    .mails(email)
    .find((mail) => mail.kind === 'withdrawal_code')
    ?.text.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** The number and the address, then the code from the mail. */
async function lookUp(user: ReturnType<typeof userEvent.setup>, number: string, email: string, locale: 'hu' | 'en') {
  await askForCode(user, number, email, locale);
  const field = await screen.findByRole('textbox', { name: locale === 'hu' ? /^Az e-mailben kapott kód/ : /^Code from the e-mail/ });
  await user.type(field, mailedCode(email));
  await user.click(screen.getByRole('button', { name: locale === 'hu' ? 'Rendelés keresése' : 'Find the order' }));
}

async function askForCode(user: ReturnType<typeof userEvent.setup>, number: string, email: string, locale: 'hu' | 'en') {
  await user.type(screen.getByRole('textbox', { name: locale === 'hu' ? /^Rendelésszám/ : /^Order number/ }), number);
  await user.type(screen.getByRole('textbox', { name: locale === 'hu' ? /^E-mail-cím/ : /^E-mail/ }), email);
  await user.click(screen.getByRole('button', { name: locale === 'hu' ? 'Kód küldése' : 'Send me a code' }));
}

describe('the withdrawal forms', () => {
  it('refuses an order whose 14 days have passed with an alert naming the last day', async () => {
    const user = userEvent.setup();
    const { number, email } = demoOrder(30);
    const { container } = renderShop(<Steps />, { locale: 'hu' });
    await lookUp(user, number, email, 'hu');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Az OT-000001 számú rendelés 14 napos elállási határideje \d{4}\. \p{L}+ \d{1,2}\. napján lejárt/u);
    expect(screen.queryByRole('button', { name: 'Elállás megerősítése' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('checks the chosen pieces before sending, then withdraws them and shows the time of receipt', async () => {
    const user = userEvent.setup();
    const { number, email } = demoOrder(2);
    const { container } = renderShop(<Steps />, { locale: 'en' });
    await lookUp(user, number, email, 'en');
    const heading = await screen.findByRole('heading', { name: 'What do you withdraw from?' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/You can withdraw until the end of \d{1,2} \w+ \d{4}\./)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Chosen items only' }));
    const [first] = screen.getAllByRole('textbox', { name: /^Pieces: / });
    await user.clear(first!);
    await user.type(first!, '9');
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    // The number is set to what can be withdrawn, and the press that did it sends nothing.
    expect(await screen.findByText('4 of 4 pcs can be withdrawn', { selector: '[data-slot="field-error"], [role="alert"], p' })).toBeTruthy();
    expect((first as HTMLInputElement).value).toBe('4');
    expect(first!.getAttribute('aria-invalid')).toBe('true');
    expect(count('POST /api/withdrawals')).toBe(0);
    await expectNoAxeViolations(container);

    await user.clear(first!);
    await user.type(first!, '2');
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    const receipt = await screen.findByRole('region', { name: 'We have received your withdrawal' });
    expect(within(receipt).getByText(/^Received on \d{1,2} \w+ \d{4} at \d{2}:\d{2}:\d{2} \(Hungarian time\)\.$/)).toBeTruthy();
    expect(within(receipt).getByRole('status').textContent).toContain(`We have sent the acknowledgement to ${email}.`);
    expect(shop.mails(email)[0]!.subject).toBe('We have received your withdrawal from order OT-000001');
  });

  it('asks for the code mailed to the address, focuses its field, refuses a wrong one on the field, and starts again on request', async () => {
    const user = userEvent.setup();
    const { number, email } = demoOrder(2);
    const { container } = renderShop(<Steps />, { locale: 'en' });
    await askForCode(user, number, 'someone.else@example.hu', 'en');
    const field = await screen.findByRole('textbox', { name: /^Code from the e-mail/ });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(
      screen.getByText(
        `If order ${number} was placed with someone.else@example.hu, we have e-mailed a 6-digit code to that address. Enter it here within 30 minutes.`,
      ),
    ).toBeTruthy();
    expect(shop.mails('someone.else@example.hu')).toEqual([]);
    await user.type(field, '12 34');
    await user.click(screen.getByRole('button', { name: 'Find the order' }));
    expect(await screen.findByText('Please give the 6 digits of the code.')).toBeTruthy();
    expect(count('POST /api/withdrawals/lookup')).toBe(0);
    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Find the order' }));
    expect(
      await screen.findByText('This code is wrong or has expired. Please check the order number and the e-mail address, or ask for a new code.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Change the order number or e-mail address' }));
    const address = screen.getByRole('textbox', { name: /^E-mail/ });
    expect((address as HTMLInputElement).value).toBe('someone.else@example.hu');
    await user.clear(address);
    await user.type(address, email);
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await user.type(await screen.findByRole('textbox', { name: /^Code from the e-mail/ }), mailedCode(email));
    await user.click(screen.getByRole('button', { name: 'Send the code again' }));
    expect(await screen.findByText('We have sent the code again. Please check your spam folder too.')).toBeTruthy();
    expect(shop.mails(email).filter((mail) => mail.kind === 'withdrawal_code')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: /^Code from the e-mail/ }), mailedCode(email));
    await user.click(screen.getByRole('button', { name: 'Find the order' }));
    expect(await screen.findByRole('heading', { name: 'What do you withdraw from?' })).toBeTruthy();
  });

  it('offers an order that is not delivered yet, saying the 14 days run from the delivery', async () => {
    const user = userEvent.setup();
    const { number, email } = demoOrder(null);
    renderShop(<Steps />, { locale: 'hu' });
    await lookUp(user, number, email, 'hu');
    await screen.findByRole('heading', { name: 'Mitől áll el?' });
    expect(screen.getByText(/Még nincs kézbesítve: már most elállhat, vagy a kézhezvételtől számított 14 napon belül\./)).toBeTruthy();
  });
});
