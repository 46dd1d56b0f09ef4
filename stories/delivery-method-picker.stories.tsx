import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeliveryMethodPicker } from 'otthon/components';
import { formatMoney } from 'otthon/core';
import { defaultCatalogue, longHungarian, mockLoading } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockShop, withOverrides } from './support/mock-shop.js';
import { loose } from './support/consents.js';
import { storyLocale, t } from './support/i18n.js';
import { expectNoOverflow, seedCart } from './support/scenarios.js';

const meta = {
  title: 'Checkout/DeliveryMethodPicker',
  component: DeliveryMethodPicker,
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
  beforeEach: () => seedCart({ 9: 1 }),
} satisfies Meta<typeof DeliveryMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A delivery method's name in the story's language. */
const method = (code: 'showroom_pickup' | 'home_delivery' | 'parcel_locker') => {
  const found = defaultCatalogue.deliveryMethods.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`The mock shop has no delivery method "${code}".`);
  return found.title[storyLocale()];
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pickup = await canvas.findByRole('radio', { name: method('showroom_pickup') });
    await expect(pickup).toHaveAccessibleDescription(expect.stringContaining(t('cart.summary.deliveryFree')));
    pickup.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(mockShop.state.session.deliveryMethodId).toBe(1));
    // Held as a person holds it: Radix chooses the option that gets focus while an arrow key is down.
    await userEvent.keyboard('{ArrowDown>}');
    await userEvent.keyboard('{/ArrowDown}');
    await waitFor(() => expect(mockShop.state.session.deliveryMethodId).toBe(2));
    await expect(canvas.getByRole('radio', { name: method('home_delivery') })).toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockLoading('cart')) } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="method-picker"]')).toHaveAttribute('data-state', 'loading');
  },
};

export const Invalid: Story = {
  args: { error: 'Kérjük, válasszon szállítási módot.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: 'Home delivery' })).toBeInTheDocument();
  },
};

export const EUR: Story = {
  globals: { currency: 'EUR' },
  play: async ({ canvasElement }) => {
    // The fee in euros, labelled net as the prices are.
    const fee = new RegExp(loose(t('vat.amount.net', { amount: 'AMOUNT' })).source.replace('AMOUNT', '\\d+\\.\\d{2}\\s€'));
    await expect(await within(canvasElement).findByRole('radio', { name: method('home_delivery') })).toHaveAccessibleDescription(fee);
  },
};

export const Gross: Story = {
  globals: { vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    const fee = t('vat.amount.gross', { amount: formatMoney(14_990, 'HUF') });
    await expect(await within(canvasElement).findByRole('radio', { name: method('home_delivery') })).toHaveAccessibleDescription(loose(fee));
  },
};

export const LongHungarian: Story = {
  args: {
    methods: [
      {
        id: 2,
        code: 'home_delivery',
        title: longHungarian.deliveryTitle,
        description: longHungarian.longestWord,
        price_net: 11803,
        price_gross: 14990,
        payment_ids: [1, 2, 3],
        lead_days: { min: 2, max: 5 },
        delivery_window: { earliest: '2026-12-01', latest: '2026-12-04' },
        needs_pickup_point: false,
        pickup_carriers: [],
        home_service: true,
      },
    ],
  },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector('[data-slot="delivery-method-picker"]'));
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-8">
      <DeliveryMethodPicker />
      <DeliveryMethodPicker value={3} onValueChange={() => undefined} hideLabel labels={{ 'checkout.delivery.title': 'Csomagautomata kiválasztva' }} />
      <DeliveryMethodPicker
        value={null}
        onValueChange={() => undefined}
        error="Kérjük, válasszon szállítási módot."
        labels={{ 'checkout.delivery.title': 'Hibával' }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('radiogroup')).toHaveLength(3));
    await expect(within(canvasElement).getByRole('radiogroup', { name: /Csomagautomata kiválasztva/ })).toBeInTheDocument();
  },
};
