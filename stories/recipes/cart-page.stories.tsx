import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { seedCart } from '../support/scenarios.js';
import { CartPage } from './cart-page.js';

/** The cart page of the recipe: two products, a coupon, and home delivery chosen. */
const meta = {
  title: 'Recipes/Cart page',
  component: CartPage,
  tags: ['!autodocs'],
  args: { checkoutHref: '/hu/kosar/adatok' },
  beforeEach: () => seedCart({ 17: 2, 9: 1 }, { coupons: ['OTTHON10'], deliveryMethodId: 2 }),
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CartPageStory: Story = {
  name: 'Cart page',
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="cart-summary"]')).toHaveAttribute('data-state', 'ready'));
    await expect(canvasElement.querySelectorAll('[data-slot="cart-line"]')).toHaveLength(2);
  },
};
