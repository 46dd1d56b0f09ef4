import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockError } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../support/i18n.js';
import { shopProduct, withOverrides } from '../support/mock-shop.js';
import { CartExample } from './use-cart.example.js';
import { readField } from './readout.js';

/** `useCart()` on the mock shop: an empty cart, one product to add and remove. */
const meta = {
  title: 'Hooks/useCart',
  component: CartExample,
  tags: ['!autodocs'],
  args: { productId: 9, title: '' },
  render: (args, { globals }) => <CartExample productId={args.productId} title={shopProduct(globals, (product) => product.id === args.productId).title} />,
} satisfies Meta<typeof CartExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const quantity = (canvasElement: HTMLElement) => readField(canvasElement, 'cart.summary.total_quantity');

export const AddAndRemove: Story = {
  name: 'Adds and removes',
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { title } = shopProduct(globals, (product) => product.id === 9);
    await waitFor(() => expect(quantity(canvasElement)).toBe('0'));
    await expect(readField(canvasElement, 'isLoading')).toBe('false');
    await userEvent.click(canvas.getByRole('button', { name: t('product.addToCart') }));
    await waitFor(() => expect(quantity(canvasElement)).toBe('1'));
    await userEvent.click(canvas.getByRole('button', { name: t('product.addToCart') }));
    await waitFor(() => expect(quantity(canvasElement)).toBe('2'));
    await waitFor(() => expect(readField(canvasElement, 'isSettling')).toBe('false'));
    await userEvent.click(canvas.getByRole('button', { name: t('cart.line.remove', { title }) }));
    await waitFor(() => expect(quantity(canvasElement)).toBe('0'));
    await expect(readField(canvasElement, 'lineStatus(9)')).toBe("'idle'");
  },
};

/** The server refuses the add: nothing throws; the line reports `'error'` and the cart stays the server's. */
export const FailedAdd: Story = {
  name: 'Error: the add fails',
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockError('addCartProduct', 500)) } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(quantity(canvasElement)).toBe('0'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('product.addToCart') }));
    await waitFor(() => expect(readField(canvasElement, 'lastError?.status')).toBe('500'));
    await expect(readField(canvasElement, 'lineStatus(9)')).toBe("'error'");
    await expect(quantity(canvasElement)).toBe('0');
  },
};
