import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../support/i18n.js';
import { hasTiers, shopProduct } from '../support/mock-shop.js';
import { PriceTierExample } from './use-price-tier.example.js';
import { readField } from './readout.js';

/** `usePriceTier()` for a mock-shop product with quantity discounts, in the toolbar's currency and VAT mode. */
const meta = {
  title: 'Hooks/usePriceTier',
  component: PriceTierExample,
  tags: ['!autodocs'],
  render: (_args, { globals }) => <PriceTierExample product={shopProduct(globals, hasTiers)} />,
  args: { product: { price_net: 0, price_gross: 0 } },
} satisfies Meta<typeof PriceTierExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReachesTier: Story = {
  name: 'Reaches the next tier',
  play: async ({ canvasElement }) => {
    const first = readField(canvasElement, 'unitPriceFormatted');
    await expect(readField(canvasElement, 'tier?.quantity')).toBe('null');
    const missing = Number(readField(canvasElement, 'nextTier?.missing'));
    await expect(missing).toBeGreaterThan(0);
    const cheaper = readField(canvasElement, 'nextTier?.priceFormatted');
    const field = within(canvasElement).getByRole('textbox', { name: t('product.quantity') });
    await userEvent.clear(field);
    await userEvent.type(field, `${1 + missing}{Enter}`);
    await waitFor(() => expect(readField(canvasElement, 'tier?.quantity')).toBe(String(1 + missing)));
    // The unit price is now the tier's: the one the hook promised before.
    await expect(readField(canvasElement, 'unitPriceFormatted')).toBe(cheaper);
    await expect(readField(canvasElement, 'unitPriceFormatted')).not.toBe(first);
  },
};
