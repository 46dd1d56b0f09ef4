import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Withdrawal } from 'otthon';
import { WithdrawalReceipt, type WithdrawalReceiptProps } from 'otthon/components';
import { expect, waitFor, within } from 'storybook/test';
import { localeOf } from './support/categories.js';
import { t } from './support/i18n.js';
import { plain, politeRegion } from './support/scenarios.js';
import { BUYER_EMAIL, DELIVERED_BUYER_EMAIL, withdrawWholeOrder } from './support/withdrawal.js';

/** The acknowledgement of the whole order withdrawn (set before each story renders). */
let received: Withdrawal | undefined;

/** The receipt of the withdrawal the shop received, in place of the one in the args. */
function ReceivedReceipt(props: WithdrawalReceiptProps) {
  return received ? <WithdrawalReceipt {...props} withdrawal={received} /> : null;
}

/** Stands for the withdrawal in the props table; the story renders the one the shop received. */
const NO_WITHDRAWAL: Withdrawal = {
  withdrawal_number: '',
  order_number: '',
  received_at: '',
  whole_order: true,
  items: [],
  reason: null,
  email: '',
  return: { delivery_cancelled: true, send_back: false, collection_price_huf: null },
};

const meta = {
  title: 'Forms/WithdrawalReceipt',
  component: WithdrawalReceipt,
  args: { withdrawal: NO_WITHDRAWAL },
  argTypes: { withdrawal: { control: false } },
  render: (args) => <ReceivedReceipt {...args} />,
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
  // Steps 1 and 2 done: a visitor's order of 3 + 1 pieces withdrawn as a whole.
  beforeEach: async ({ globals }) => {
    received = await withdrawWholeOrder(localeOf(globals));
  },
} satisfies Meta<typeof WithdrawalReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Acknowledges the withdrawal',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('withdrawal.result.title') })).toBeInTheDocument();
    await expect(canvas.getByText(t('withdrawal.result.reference', { number: received?.withdrawal_number ?? '' }))).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(t('withdrawal.result.email', { email: BUYER_EMAIL }))).toBeInTheDocument();
    // The time of receipt is machine-readable too.
    await expect(canvasElement.querySelector('[data-slot="withdrawal-received"] time')).toHaveAttribute('dateTime', received?.received_at);
    // Said to screen readers as well as shown.
    await waitFor(() => expect(politeRegion()).toHaveTextContent(t('withdrawal.result.title')));
  },
};

/** The delivery not made yet: the receipt says the withdrawal cancels it, nothing to send back (requirements 10.3). */
export const BeforeDelivery: Story = {
  name: 'Before delivery: the delivery cancelled',
  play: async ({ canvasElement }) => {
    const note = canvasElement.querySelector<HTMLElement>('[data-slot="withdrawal-return"]')!;
    await expect(note).toHaveAttribute('data-state', 'delivery-cancelled');
    await expect(note).not.toHaveTextContent(t('withdrawal.return.by.post'));
  },
};

/** Delivered: the side table goes back by post at the buyer's cost; the coffee tables are collected for the stated price. */
export const AfterDelivery: Story = {
  name: 'After delivery: sent back and collected',
  beforeEach: async ({ globals }) => {
    received = await withdrawWholeOrder(localeOf(globals), DELIVERED_BUYER_EMAIL);
  },
  play: async ({ canvasElement }) => {
    const note = canvasElement.querySelector<HTMLElement>('[data-slot="withdrawal-return"]')!;
    await expect(note).toHaveAttribute('data-state', 'collection');
    await expect(plain(note.textContent)).toContain(plain(t('withdrawal.return.sendBack', { days: 14 })));
    await expect(plain(note.textContent)).toMatch(/12\s?990/);
  },
};
