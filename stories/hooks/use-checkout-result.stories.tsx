import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_ORDER_HASHES } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../support/i18n.js';
import { CheckoutResultExample } from './use-checkout-result.example.js';
import { readField } from './readout.js';

/** `useCheckoutResult()` on the mock shop's demo orders, one per payment outcome. */
const meta = {
  title: 'Hooks/useCheckoutResult',
  component: CheckoutResultExample,
  tags: ['!autodocs'],
  args: { orderHash: DEMO_ORDER_HASHES.paid },
} satisfies Meta<typeof CheckoutResultExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  name: 'Paid: success',
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(readField(canvasElement, 'state')).toBe("'success'"));
    await expect(readField(canvasElement, 'order?.payment.status')).toBe("'paid'");
    await expect(within(canvasElement).queryByRole('button', { name: t('checkout.result.payAgain') })).toBeNull();
  },
};

/** A declined card payment is the page's `'error'` state; "Pay Again" starts a new attempt. */
export const Failed: Story = {
  name: 'Declined: error, pay again',
  args: { orderHash: DEMO_ORDER_HASHES.failed },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(readField(canvasElement, 'state')).toBe("'error'"));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('checkout.result.payAgain') }));
    await waitFor(() => expect(readField(canvasElement, 'again?.ok')).toBe('true'));
    await expect(readField(canvasElement, 'isPayingAgain')).toBe('false');
  },
};
