import type { Meta, StoryObj } from '@storybook/react-vite';
import { BillingForm, ShippingForm } from 'otthon/components';
import { longHungarian } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { seedCustomer } from './support/checkout.js';
import { CheckoutFrame } from './support/checkout-frame.js';
import { expectNoOverflow, seedCart } from './support/scenarios.js';
import { t, txStart } from './support/i18n.js';

const meta = {
  title: 'Checkout/ShippingForm',
  component: ShippingForm,
  render: (args) => (
    <CheckoutFrame>
      <ShippingForm {...args} />
    </CheckoutFrame>
  ),
  beforeEach: () => seedCart({ 9: 1 }),
} satisfies Meta<typeof ShippingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Same as billing',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const same = canvas.getByRole('checkbox', { name: t('fields.sameAsBilling') });
    await expect(same).toBeChecked();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    same.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('textbox', { name: txStart('fields.name') })).toHaveAttribute('autocomplete', 'shipping name');
  },
};

export const CopiedFromBilling: Story = {
  beforeEach: () => seedCustomer(),
  render: () => (
    <CheckoutFrame>
      <BillingForm />
      <ShippingForm />
    </CheckoutFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('textbox', { name: txStart('fields.name') })[0]).toHaveValue('Kovács Anna'));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('fields.sameAsBilling') }));
    const shipping = canvas.getByRole('region', { name: t('checkout.shipping.title') });
    // A company's parcels are addressed to the company (the contract's rule for "same as billing").
    await expect(within(shipping).getByRole('textbox', { name: txStart('fields.name') })).toHaveValue('Otthon Lakberendezés Kft.');
    await expect(within(shipping).getByLabelText(txStart('fields.city'))).toHaveValue('Budapest');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Shipping address is the same as billing address' }));
    await expect(within(canvasElement).getByRole('textbox', { name: /^Street address/ })).toBeInTheDocument();
  },
};

export const LongHungarian: Story = {
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox'));
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: txStart('fields.address') }), longHungarian.address);
    await expectNoOverflow(canvasElement.querySelector('[data-slot="shipping-form"]'));
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-10 md:grid-cols-2">
      <CheckoutFrame>
        <ShippingForm />
      </CheckoutFrame>
      <CheckoutFrame>
        <ShippingForm headingLevel={3} labels={{ 'checkout.shipping.title': 'Másik szállítási cím' }} />
      </CheckoutFrame>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('checkbox');
    await userEvent.click(boxes[1]!);
    await expect(within(canvasElement).getAllByRole('textbox', { name: txStart('fields.name') })).toHaveLength(1);
  },
};
