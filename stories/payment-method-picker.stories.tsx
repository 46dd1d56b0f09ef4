import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeliveryMethodPicker, PaymentMethodPicker } from 'otthon/components';
import { longHungarian, mockLoading } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockShop, withOverrides } from './support/mock-shop.js';
import { expectNoOverflow, seedCart } from './support/scenarios.js';
import { t, tx } from './support/i18n.js';

const meta = {
  title: 'Checkout/PaymentMethodPicker',
  component: PaymentMethodPicker,
  render: (args) => (
    <div className="grid max-w-xl gap-8">
      <DeliveryMethodPicker />
      <PaymentMethodPicker {...args} />
    </div>
  ),
  beforeEach: () => seedCart({ 9: 1 }),
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Limited by delivery method',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Csomagautomata' }));
    const cash = canvas.getByRole('radio', { name: 'Utánvét' });
    await waitFor(() => expect(cash).toBeDisabled());
    await expect(cash).toHaveAccessibleDescription(t('checkout.payment.unavailable'));
    await userEvent.click(canvas.getByRole('radio', { name: 'Online bankkártyás fizetés' }));
    await waitFor(() => expect(mockShop.state.session.paymentMethodId).toBe(3));
  },
};

export const HideUnavailable: Story = {
  args: { showUnavailable: false },
  beforeEach: () => seedCart({}, { deliveryMethodId: 3 }),
  play: async ({ canvasElement }) => {
    const payment = await within(canvasElement).findByRole('radiogroup', { name: tx('checkout.payment.title') });
    await waitFor(() => expect(within(payment).getAllByRole('radio')).toHaveLength(2));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockLoading('cart')) } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="method-picker"][data-state="loading"]')).toHaveLength(2);
  },
};

export const Required: Story = {
  args: { error: 'A vásárlás befejezéséhez kérjük, válasszon fizetési módot.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radiogroup', { name: tx('checkout.payment.title') })).toHaveAccessibleDescription(t('checkout.errors.paymentRequired'));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: 'Card payment online' })).toBeInTheDocument();
  },
};

export const LongHungarian: Story = {
  render: (args) => (
    <div className="w-[320px]">
      <PaymentMethodPicker
        {...args}
        methods={[{ id: 3, code: 'card_online', title: longHungarian.paymentTitle, description: longHungarian.longestWord, is_online: true }]}
        allowed={[{ id: 3, code: 'card_online', title: longHungarian.paymentTitle, description: '', is_online: true }]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector('[data-slot="payment-method-picker"]'));
  },
};

export const AllVariants: Story = {
  beforeEach: () => seedCart({}, { deliveryMethodId: 3, paymentMethodId: 3 }),
  render: () => (
    <div className="grid max-w-xl gap-8">
      <PaymentMethodPicker />
      <PaymentMethodPicker showUnavailable={false} labels={{ 'checkout.payment.title': 'Csak az elérhetők' }} />
      <PaymentMethodPicker value={null} onValueChange={() => undefined} error="A vásárlás befejezéséhez kérjük, válasszon fizetési módot." labels={{ 'checkout.payment.title': 'Hibával' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('radio', { checked: true })).toHaveLength(2));
  },
};
