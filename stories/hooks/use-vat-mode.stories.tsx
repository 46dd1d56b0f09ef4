import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../support/i18n.js';
import { shopProduct } from '../support/mock-shop.js';
import { VatModeExample } from './use-vat-mode.example.js';
import { readField } from './readout.js';

/** `useVatMode()` over one mock-shop product's net and gross price, starting from net prices. */
const meta = {
  title: 'Hooks/useVatMode',
  component: VatModeExample,
  tags: ['!autodocs'],
  globals: { vatMode: 'net' },
  render: (_args, { globals }) => <VatModeExample price={shopProduct(globals, (product) => product.id === 9)} />,
  args: { price: { price_net: 0, price_gross: 0 } },
} satisfies Meta<typeof VatModeExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchesToGross: Story = {
  name: 'Switches to gross',
  play: async ({ canvasElement, globals }) => {
    const product = shopProduct(globals, (candidate) => candidate.id === 9);
    await expect(readField(canvasElement, 'vatMode')).toBe("'net'");
    await expect(readField(canvasElement, 'pick(price)')).toBe(String(product.price_net));
    await userEvent.click(within(canvasElement).getByRole('radio', { name: t('vat.mode.gross') }));
    await waitFor(() => expect(readField(canvasElement, 'vatMode')).toBe("'gross'"));
    await expect(readField(canvasElement, 'pick(price)')).toBe(String(product.price_gross));
    // Kept for the next visit.
    await expect(document.cookie).toMatch(/vat_mode=gross/);
  },
};
