import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithdrawalConfirmForm, WithdrawalLookupForm, type WithdrawalLookupFormProps } from 'otthon/components';
import { DEMO_ORDER_HASHES } from 'otthon/msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t, tx, txStart } from './support/i18n.js';
import { mockShop } from './support/mock-shop.js';
import { BUYER_EMAIL, type FoundOrder, mailedCode, placeWithdrawableOrder, wrongCode } from './support/withdrawal.js';

/** The look-up, and the confirm step it leads to, as a withdrawal page composes the two. */
function LookupThenConfirm(props: WithdrawalLookupFormProps) {
  const [found, setFound] = useState<FoundOrder | null>(null);
  if (found) return <WithdrawalConfirmForm {...found} onWithdrawn={() => undefined} onBack={() => setFound(null)} focusOnMount />;
  return (
    <WithdrawalLookupForm
      {...props}
      onFound={(order, email, code) => {
        props.onFound(order, email, code);
        setFound({ order, email, code });
      }}
    />
  );
}

const meta = {
  title: 'Forms/WithdrawalLookupForm',
  component: WithdrawalLookupForm,
  args: { onFound: fn() },
  render: (args) => <LookupThenConfirm {...args} />,
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
  // A visitor's order of 3 + 1 pieces, placed with BUYER_EMAIL and not delivered yet.
  beforeEach: async () => {
    await placeWithdrawableOrder();
  },
} satisfies Meta<typeof WithdrawalLookupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Part one: the order number and the address it was placed with; the shop mails a code there. */
async function askForCode(canvasElement: HTMLElement, orderNumber: string, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: txStart('withdrawal.identify.orderNumber') }), orderNumber);
  await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.email') }), email);
  await userEvent.click(canvas.getByRole('button', { name: t('withdrawal.identify.submit') }));
  await waitFor(() => expect(canvasElement.querySelector('[data-slot="withdrawal-lookup-form"]')).toHaveAttribute('data-step', 'code'));
}

/** Part two: the six digits from the mail. */
async function enterCode(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  const field = canvas.getByRole('textbox', { name: txStart('withdrawal.code.label') });
  // The code field takes the focus when it appears.
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.type(field, code);
  await userEvent.click(canvas.getByRole('button', { name: t('withdrawal.code.submit') }));
}

export const Default: Story = {
  name: 'Finds the order with the mailed code',
  play: async ({ canvasElement, args }) => {
    const orderNumber = await placeWithdrawableOrder();
    await askForCode(canvasElement, orderNumber, BUYER_EMAIL);
    await expect(canvasElement.querySelector('[data-slot="withdrawal-code-sent"]')).toHaveTextContent(orderNumber);
    const code = mailedCode(BUYER_EMAIL);
    await expect(code).toMatch(/^\d{6}$/);
    await enterCode(canvasElement, code ?? '');
    await waitFor(() => expect(args.onFound).toHaveBeenCalledWith(expect.objectContaining({ order_number: orderNumber }), BUYER_EMAIL, code));
    // The confirm step replaces the look-up and a screen reader starts at its heading.
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { name: t('withdrawal.confirm.title') })).toHaveFocus());
  },
};

/** A wrong code is refused on the code field, with the same words whatever was wrong. */
export const WrongCode: Story = {
  name: 'Error: wrong code',
  play: async ({ canvasElement, args }) => {
    await askForCode(canvasElement, await placeWithdrawableOrder(), BUYER_EMAIL);
    await enterCode(canvasElement, wrongCode(BUYER_EMAIL));
    const field = within(canvasElement).getByRole('textbox', { name: txStart('withdrawal.code.label') });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onFound).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-slot="withdrawal-lookup-form"]')).toHaveAttribute('data-step', 'code');
  },
};

/** The demo customer's paid order, delivered 30 days ago: its 14 days are over, which the form's alert says. */
export const PeriodOver: Story = {
  name: 'Refused: the period is over',
  // The mailed code stays in its field, and it differs on every run.
  parameters: { screenshot: { mask: ['[data-slot="withdrawal-lookup-form"] input[name="code"]'] } },
  beforeEach: () => {
    const order = mockShop.state.orders.get(DEMO_ORDER_HASHES.paid);
    if (order) mockShop.state.deliveries.set(order.order_hash, new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString());
  },
  play: async ({ canvasElement, args }) => {
    const order = mockShop.state.orders.get(DEMO_ORDER_HASHES.paid);
    const email = order?.customer_data.email ?? '';
    await askForCode(canvasElement, 'OT-000001', email);
    await enterCode(canvasElement, mailedCode(email) ?? '');
    const form = canvasElement.querySelector<HTMLElement>('[data-slot="withdrawal-lookup-form"]')!;
    const alert = await within(form).findByRole('alert');
    await expect(alert).toHaveTextContent('OT-000001');
    await expect(args.onFound).not.toHaveBeenCalled();
    await expect(within(canvasElement).queryByRole('heading', { name: tx('withdrawal.confirm.title') })).toBeNull();
  },
};
