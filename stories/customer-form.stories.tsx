import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutComment, CheckoutConsents, CheckoutNewsletter, CustomerForm, PlaceOrderButton } from 'otthon/components';
import { longHungarian } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutFrame } from './support/checkout-frame.js';
import { findReadyButton } from './support/checkout.js';
import { expectNoOverflow, seedCart } from './support/scenarios.js';
import { t, txStart } from './support/i18n.js';

const meta = {
  title: 'Checkout/CustomerForm',
  component: CustomerForm,
  render: (args) => (
    <CheckoutFrame>
      <CustomerForm {...args} />
      <CheckoutComment />
      <CheckoutNewsletter />
      <CheckoutConsents />
      <PlaceOrderButton />
    </CheckoutFrame>
  ),
  beforeEach: () => seedCart({ 9: 1 }),
} satisfies Meta<typeof CustomerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: txStart('fields.email') })).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('textbox', { name: txStart('fields.phone') })).toHaveAttribute('autocomplete', 'tel');
    await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.email') }), 'anna@');
    await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.phone') }), '12');
    await userEvent.click(await findReadyButton(canvasElement, t('checkout.placeOrder')));
    await expect(await canvas.findByText(t('forms.errors.email'))).toBeInTheDocument();
    await expect(canvas.getByText(t('forms.errors.phone'))).toBeInTheDocument();
    await expect(canvas.getByText(t('consent.errors.terms'))).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Contact details' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: /terms and conditions/ })).toBeRequired();
  },
};

export const LongHungarian: Story = {
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: txStart('fields.email') }), longHungarian.email);
    await waitFor(() => expect(within(canvasElement).getByRole('textbox', { name: txStart('fields.email') })).toHaveValue(longHungarian.email));
    await expectNoOverflow(canvasElement.querySelector('[data-slot="customer-form"]'));
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-10 md:grid-cols-2">
      <CheckoutFrame>
        <CustomerForm />
      </CheckoutFrame>
      <CheckoutFrame>
        <CustomerForm headingLevel={3} labels={{ 'checkout.contact.title': 'Értesítési adatok' }} />
      </CheckoutFrame>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Értesítési adatok' })).toBeInTheDocument();
  },
};
