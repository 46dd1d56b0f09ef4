import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WithdrawableOrder } from 'otthon';
import { WithdrawalConfirmForm, type WithdrawalConfirmFormProps } from 'otthon/components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localeOf } from './support/categories.js';
import { plain } from './support/scenarios.js';
import { t, txStart } from './support/i18n.js';
import { mockShop } from './support/mock-shop.js';
import { DELIVERED_BUYER_EMAIL, type FoundOrder, lookUpWithdrawableOrder } from './support/withdrawal.js';

/** The order the look-up found (set before each story renders), with the address and code that proved it. */
let found: FoundOrder | undefined;

/** The form for the order the look-up found, in place of the one in the args. */
function FoundOrderForm(props: WithdrawalConfirmFormProps) {
  return found ? <WithdrawalConfirmForm {...props} {...found} /> : null;
}

/** Stands for the order in the props table; each story renders the one the look-up found. */
const NO_ORDER: WithdrawableOrder = {
  order_number: '',
  created_at: '',
  delivered_at: null,
  period_last_day: null,
  period_ends_at: null,
  items: [],
  collection_price_huf: 0,
};

const meta = {
  title: 'Forms/WithdrawalConfirmForm',
  component: WithdrawalConfirmForm,
  args: { order: NO_ORDER, onWithdrawn: fn(), onBack: fn() },
  argTypes: { order: { control: false } },
  render: (args) => <FoundOrderForm {...args} />,
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
  // Step 1 done: a visitor's order of 3 + 1 pieces, not delivered yet, found by its number, address and code.
  beforeEach: async ({ globals }) => {
    found = await lookUpWithdrawableOrder(localeOf(globals));
  },
} satisfies Meta<typeof WithdrawalConfirmForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Withdraws from the whole order',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: t('withdrawal.confirm.whole') })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('withdrawal.confirm.submit') }));
    await waitFor(() => expect(args.onWithdrawn).toHaveBeenCalledTimes(1));
    await expect(args.onWithdrawn).toHaveBeenCalledWith(expect.objectContaining({ whole_order: true, order_number: found?.order.order_number }));
    await expect(mockShop.state.withdrawals).toHaveLength(1);
  },
};

/** Not delivered yet: the withdrawal cancels the delivery, so nothing goes back (requirements 10.3). */
export const BeforeDelivery: Story = {
  name: 'Before delivery: cancels the delivery',
  play: async ({ canvasElement }) => {
    const note = canvasElement.querySelector<HTMLElement>('[data-slot="withdrawal-return"]')!;
    await expect(note).toHaveAttribute('data-state', 'delivery-cancelled');
    await expect(note).toHaveTextContent(t('withdrawal.return.cancelDelivery'));
    await expect(canvasElement.querySelector('[data-slot="withdrawal-item-return"]')).toBeNull();
  },
};

/**
 * Delivered: each item says how it goes back, and the note states before the confirmation that the
 * coffee tables, which cannot go by post, are collected for the shop's price, borne by the buyer.
 */
export const AfterDelivery: Story = {
  name: 'After delivery: post and collection, with the price',
  beforeEach: async ({ globals }) => {
    found = await lookUpWithdrawableOrder(localeOf(globals), DELIVERED_BUYER_EMAIL);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ways = [...canvasElement.querySelectorAll('[data-slot="withdrawal-item-return"]')].map((item) => item.getAttribute('data-state'));
    await expect(ways).toEqual(['collection', 'post']);
    const note = canvasElement.querySelector<HTMLElement>('[data-slot="withdrawal-return"]')!;
    await expect(note).toHaveAttribute('data-state', 'collection');
    await expect(plain(note.textContent)).toContain(plain(t('withdrawal.return.sendBack', { days: 14 })));
    await expect(plain(note.textContent)).toMatch(/12\s?990/);
    // Only the side table chosen: it goes by post, so nothing is collected or charged.
    await userEvent.click(canvas.getByRole('radio', { name: t('withdrawal.confirm.items') }));
    const [, sideTable] = canvas.getAllByRole('textbox', { name: txStart('withdrawal.confirm.pieces') });
    await userEvent.clear(sideTable!);
    await userEvent.type(sideTable!, '1');
    await userEvent.tab();
    await waitFor(() => expect(note).toHaveAttribute('data-state', 'send-back'));
    await expect(plain(note.textContent)).not.toMatch(/12\s?990/);
  },
};

/** Chosen items: none chosen is refused before sending; one piece of the first item is withdrawn. */
export const ChosenItems: Story = {
  name: 'Withdraws chosen pieces',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('withdrawal.confirm.items') }));
    await userEvent.click(canvas.getByRole('button', { name: t('withdrawal.confirm.submit') }));
    const form = canvasElement.querySelector<HTMLElement>('[data-slot="withdrawal-confirm-form"]')!;
    await expect(await within(form).findByRole('alert')).toHaveTextContent(t('withdrawal.confirm.noneChosen'));
    await expect(args.onWithdrawn).not.toHaveBeenCalled();
    const [first] = canvas.getAllByRole('textbox', { name: txStart('withdrawal.confirm.pieces') });
    await userEvent.clear(first!);
    await userEvent.type(first!, '1{Enter}');
    await waitFor(() => expect(args.onWithdrawn).toHaveBeenCalledTimes(1));
    await expect(args.onWithdrawn).toHaveBeenCalledWith(expect.objectContaining({ whole_order: false, items: [expect.objectContaining({ quantity: 1 })] }));
  },
};
