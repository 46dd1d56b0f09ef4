import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../support/i18n.js';
import { CartPanelExample } from './use-cart-panel.example.js';
import { readField } from './readout.js';

/** `useCartPanel()`: the open state the cart button and `<CartPanel>` share. */
const meta = {
  title: 'Hooks/useCartPanel',
  component: CartPanelExample,
  tags: ['!autodocs'],
  args: { productId: 9 },
} satisfies Meta<typeof CartPanelExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAfterAdd: Story = {
  name: 'Toggles, and opens after an add',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(readField(canvasElement, 'open')).toBe('false');
    await userEvent.click(canvas.getByRole('button', { name: t('cart.open') }));
    await expect(readField(canvasElement, 'open')).toBe('true');
    await userEvent.click(canvas.getByRole('button', { name: t('cart.close') }));
    await expect(readField(canvasElement, 'open')).toBe('false');
    await userEvent.click(canvas.getByRole('button', { name: t('product.addToCart') }));
    // The panel opens once the server has taken the piece, not on the press.
    await waitFor(() => expect(readField(canvasElement, 'open')).toBe('true'));
  },
};
