import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeliveryMethodPicker, PaymentMethodPicker } from 'otthon/components';
import { defaultCatalogue, longHungarian, mockLoading } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockShop, providerShopHandlers, providerShops, withOverrides } from './support/mock-shop.js';
import { expectNoOverflow, seedCart } from './support/scenarios.js';
import { storyLocale, t, tx } from './support/i18n.js';

const meta = {
  title: 'Checkout/PaymentMethodPicker',
  component: PaymentMethodPicker,
  render: (args) => (
    <div className="grid max-w-xl gap-8">
      <DeliveryMethodPicker />
      <PaymentMethodPicker {...args} />
    </div>
  ),
  // A flat-packed side table: small enough for the lockers, so every delivery method is offered.
  beforeEach: () => seedCart({ 12: 1 }),
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A delivery or payment method's name as the mock shop answers it in the story's language. */
const method = (kind: 'deliveryMethods' | 'paymentMethods', code: string): string => {
  const found = defaultCatalogue[kind].find((candidate) => candidate.code === code);
  if (!found) throw new Error(`method(): the mock shop has no ${kind} "${code}".`);
  return found.title[storyLocale()];
};

export const Default: Story = {
  name: 'Limited by delivery method',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: method('deliveryMethods', 'parcel_locker') }));
    const cash = canvas.getByRole('radio', { name: method('paymentMethods', 'cash_on_delivery') });
    await waitFor(() => expect(cash).toBeDisabled());
    await expect(cash).toHaveAccessibleDescription(t('checkout.payment.unavailable'));
    await userEvent.click(canvas.getByRole('radio', { name: method('paymentMethods', 'card_online') }));
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
  // The message the checkout gives when no payment method is chosen, in the story's language.
  render: (args) => (
    <div className="grid max-w-xl gap-8">
      <DeliveryMethodPicker />
      <PaymentMethodPicker {...args} error={t('checkout.errors.paymentRequired')} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radiogroup', { name: tx('checkout.payment.title') })).toHaveAccessibleDescription(
      t('checkout.errors.paymentRequired'),
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: method('paymentMethods', 'card_online') })).toBeInTheDocument();
  },
};

export const LongHungarian: Story = {
  render: (args) => (
    <div className="w-[320px]">
      <PaymentMethodPicker
        {...args}
        methods={[{ id: 3, code: 'card_online', title: longHungarian.paymentTitle, description: longHungarian.longestWord, is_online: true, provider: null }]}
        allowed={[{ id: 3, code: 'card_online', title: longHungarian.paymentTitle, description: '', is_online: true, provider: null }]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector('[data-slot="payment-method-picker"]'));
  },
};

/** The card method taken by `provider`, chosen with home delivery. */
const withProvider = (provider: keyof typeof providerShops) => ({
  parameters: { msw: { handlers: providerShopHandlers[provider] } },
  beforeEach: async () => {
    providerShops[provider].reset();
    await seedCart({ 9: 1 }, { shop: providerShops[provider], deliveryMethodId: 2, paymentMethodId: 3 });
  },
});

export const SimplePay: Story = {
  name: 'Card payments through SimplePay',
  ...withProvider('simplepay'),
  play: async ({ canvasElement }) => {
    const mark = await within(canvasElement).findByRole('link', { name: tx('checkout.payment.providerMark', { provider: 'SimplePay' }) });
    await expect(mark).toHaveAccessibleName(`${t('checkout.payment.providerMark', { provider: 'SimplePay' })} ${t('common.externalLink')}`);
    await expect(mark).toHaveAttribute('href', 'https://simplepay.hu/vasarlo-aff/');
    await expect(mark).toHaveAttribute('target', '_blank');
    await expect(mark.closest('[data-slot="payment-method-option"]')).toHaveAttribute('data-provider', 'simplepay');
  },
};

export const Barion: Story = {
  name: 'Card payments through Barion',
  ...withProvider('barion'),
  play: async ({ canvasElement }) => {
    const mark = await within(canvasElement).findByRole('link', { name: tx('checkout.payment.providerMark', { provider: 'Barion' }) });
    await expect(mark).toHaveAttribute('href', `https://www.barion.com/${storyLocale()}/`);
    await expect(mark.closest('[data-slot="payment-method-option"]')).toHaveAttribute('data-provider', 'barion');
  },
};

/** The name of the card method `provider` takes in the mock shop with both on, in the story's language. */
const bothCard = (provider: 'simplepay' | 'barion'): string =>
  providerShops.both.catalogue.paymentMethods.find((candidate) => candidate.provider === provider)!.title[storyLocale()];

export const SimplePayAndBarion: Story = {
  name: 'Card payments through SimplePay and Barion',
  ...withProvider('both'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const simplePay = await canvas.findByRole('radio', { name: bothCard('simplepay') });
    const barion = canvas.getByRole('radio', { name: bothCard('barion') });
    await expect(simplePay.closest('[data-slot="payment-method-option"]')).toHaveAttribute('data-provider', 'simplepay');
    await expect(barion.closest('[data-slot="payment-method-option"]')).toHaveAttribute('data-provider', 'barion');
    await expect(canvas.getByRole('link', { name: tx('checkout.payment.providerMark', { provider: 'SimplePay' }) })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: tx('checkout.payment.providerMark', { provider: 'Barion' }) })).toBeInTheDocument();
    await userEvent.click(barion);
    await waitFor(() => expect(providerShops.both.state.session.paymentMethodId).toBe(4));
    await waitFor(() => expect(barion).toBeChecked());
  },
};

export const AllVariants: Story = {
  beforeEach: () => seedCart({}, { deliveryMethodId: 3, paymentMethodId: 3 }),
  render: () => (
    <div className="grid max-w-xl gap-8">
      <PaymentMethodPicker />
      <PaymentMethodPicker showUnavailable={false} labels={{ 'checkout.payment.title': 'Csak az elérhetők' }} />
      <PaymentMethodPicker
        value={null}
        onValueChange={() => undefined}
        error={t('checkout.errors.paymentRequired')}
        labels={{ 'checkout.payment.title': 'Hibával' }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('radio', { checked: true })).toHaveLength(2));
  },
};
