import type { Meta, StoryObj } from '@storybook/react-vite';
import { BillingForm, PlaceOrderButton } from 'otthon/components';
import { longHungarian } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { seedCustomer } from './support/checkout.js';
import { CheckoutFrame } from './support/checkout-frame.js';
import { expectNoOverflow, seedCart } from './support/scenarios.js';
import { t, txStart } from './support/i18n.js';

const meta = {
  title: 'Checkout/BillingForm',
  component: BillingForm,
  render: (args) => (
    <CheckoutFrame>
      <BillingForm {...args} />
      <PlaceOrderButton />
    </CheckoutFrame>
  ),
  beforeEach: () => seedCart({ 9: 1 }),
} satisfies Meta<typeof BillingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Individual',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: t('fields.customerType.individual') })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: txStart('fields.companyName') })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.zipcode') }), '4024');
    // The postal code names one city: it is filled in (useCities).
    await waitFor(() => expect(canvas.getByLabelText(txStart('fields.city'))).toHaveValue('Debrecen'));
    await expect(canvas.getByRole('textbox', { name: txStart('fields.name') })).toHaveAttribute('autocomplete', 'billing name');
  },
};

export const Company: Story = {
  name: 'Company (tax number required)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const company = canvas.getByRole('radio', { name: t('fields.customerType.company') });
    company.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('textbox', { name: txStart('fields.companyName') })).toHaveAttribute('autocomplete', 'billing organization');
    await waitFor(() => expect(canvas.getByRole('button', { name: t('checkout.placeOrder') })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: t('checkout.placeOrder') }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: txStart('fields.taxNumber') })).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const ReturningCustomer: Story = {
  beforeEach: () => seedCustomer(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('textbox', { name: txStart('fields.taxNumber') })).toHaveValue('12345676-1-42'));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Billing details' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getAllByRole('combobox', { name: /Country/ })[0]).toHaveTextContent('Hungary'));
  },
};

export const LongHungarian: Story = {
  beforeEach: () => seedCustomer(),
  decorators: [(Story) => <div className="w-[340px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: txStart('fields.companyName') }), longHungarian.longestWord);
    await expectNoOverflow(canvasElement.querySelector('[data-slot="billing-form"]'));
  },
};

export const AllVariants: Story = {
  beforeEach: () => seedCustomer(),
  render: () => (
    <div className="grid gap-10 md:grid-cols-2">
      <CheckoutFrame>
        <BillingForm />
      </CheckoutFrame>
      <CheckoutFrame>
        <BillingForm headingLevel={null} labels={{ 'checkout.billing.title': 'Számlázás (rejtett cím)' }} />
      </CheckoutFrame>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('textbox', { name: txStart('fields.companyName') })).toHaveLength(2));
    await expect(within(canvasElement).getAllByRole('heading', { name: t('checkout.billing.title') })).toHaveLength(1);
  },
};
