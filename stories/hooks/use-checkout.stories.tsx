import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findReadyButton, methodTitle, orderCount, seedCustomer } from '../support/checkout.js';
import { t } from '../support/i18n.js';
import { seedCart } from '../support/scenarios.js';
import { CheckoutExample } from './use-checkout.example.js';
import { readField } from './readout.js';

/** `useCheckout()` for a returning customer with one product in the cart and no method chosen yet. */
const meta = {
  title: 'Hooks/useCheckout',
  component: CheckoutExample,
  tags: ['!autodocs'],
  beforeEach: async () => {
    await seedCart({ 9: 1 });
    await seedCustomer();
  },
} satisfies Meta<typeof CheckoutExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlacesOrder: Story = {
  name: 'Places an order',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = orderCount();
    await userEvent.click(await canvas.findByRole('radio', { name: methodTitle('deliveryMethods', 'home_delivery') }));
    await userEvent.click(await canvas.findByRole('radio', { name: methodTitle('paymentMethods', 'cash_on_delivery') }));
    await userEvent.click(await findReadyButton(canvasElement, t('checkout.placeOrder')));
    await waitFor(() => expect(readField(canvasElement, 'status')).toBe("'success'"));
    await expect(readField(canvasElement, 'result?.ok')).toBe('true');
    // Cash on delivery pays offline: there is no card gateway to send the shopper to.
    await expect(readField(canvasElement, 'result?.redirectUrl')).toBe('null');
    await expect(orderCount()).toBe(before + 1);
  },
};

/** Checked before any request: a missing payment method is a field error in the state, not an exception. */
export const MissingPayment: Story = {
  name: 'Error: no payment method',
  play: async ({ canvasElement }) => {
    const before = orderCount();
    await userEvent.click(await within(canvasElement).findByRole('radio', { name: methodTitle('deliveryMethods', 'home_delivery') }));
    await userEvent.click(await findReadyButton(canvasElement, t('checkout.placeOrder')));
    await waitFor(() => expect(readField(canvasElement, 'status')).toBe("'error'"));
    await expect(readField(canvasElement, 'message')).toBe("'checkout.errors.paymentRequired'");
    await expect(readField(canvasElement, 'fieldErrors')).toContain('"payment_method":["checkout.errors.paymentRequired"]');
    await expect(orderCount()).toBe(before);
  },
};
