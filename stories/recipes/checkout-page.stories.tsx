import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { seedCustomer } from '../support/checkout.js';
import { seedCart } from '../support/scenarios.js';
import { CheckoutPage } from './checkout-page.js';

/** The checkout page of the recipe, for a returning customer whose details the cart already holds. */
const meta = {
  title: 'Recipes/Checkout page',
  component: CheckoutPage,
  tags: ['!autodocs'],
  args: { onNavigate: fn(), privacyHref: '/hu/adatvedelem', termsHref: '/hu/aszf' },
  beforeEach: async () => {
    await seedCart({ 9: 1, 17: 2 }, { deliveryMethodId: 2 });
    await seedCustomer();
  },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CheckoutPageStory: Story = {
  name: 'Checkout page (filled)',
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector<HTMLInputElement>('input[type="email"]')?.value).toBe('anna@example.hu'));
  },
};
