import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddToCartButton, CartSummary } from 'otthon/components';
import { mockError } from 'otthon/msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { shopProduct, withOverrides } from '../support/mock-shop.js';
import { seedCart } from '../support/scenarios.js';

/**
 * The handlers of `otthon/msw` in the browser: the same mock shop a Vitest test runs on, here with
 * one endpoint replaced by a failure (`mockError('addCartProduct')`), as a test would with
 * `server.use(...)`.
 */
const meta = {
  title: 'Recipes/Testing your app with otthon-msw',
  component: AddToCartButton,
  tags: ['!autodocs'],
  render: (_args, { globals }) => (
    <div className="grid max-w-sm gap-4">
      <AddToCartButton product={shopProduct(globals, (product) => product.id === 9)} />
      <CartSummary />
    </div>
  ),
  args: { product: { id: 9, title: '', quantity: 1 } },
  beforeEach: () => seedCart({ 17: 2 }),
} satisfies Meta<typeof AddToCartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerFails: Story = {
  name: 'Adding fails on the server',
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockError('addCartProduct')) } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="cart-summary"]')).toHaveAttribute('data-state', 'ready'));
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('[data-slot="add-to-cart-button"]')!);
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="add-to-cart-error"]')).not.toBeNull());
    await expect(canvasElement.querySelector('[data-slot="add-to-cart-button"]')).toBeEnabled();
  },
};
