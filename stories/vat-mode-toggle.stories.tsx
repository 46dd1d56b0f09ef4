import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price, VatModeToggle } from 'otthon/components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hasTiers, shopProduct } from './support/mock-shop.js';
import { t } from './support/i18n.js';

const meta = {
  title: 'Shell/VatModeToggle',
  component: VatModeToggle,
  render: (args, { globals }) => (
    <div className="flex items-center gap-6">
      <VatModeToggle {...args} />
      <Price product={shopProduct(globals, hasTiers)} showVat />
    </div>
  ),
} satisfies Meta<typeof VatModeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

const price = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="price-current"]')?.textContent?.replace(/\s/g, ' ');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: t('vat.mode.net') })).toBeChecked();
    await expect(price(canvasElement)).toBe('19 606 Ft');
    await userEvent.click(canvas.getByRole('radio', { name: t('vat.mode.gross') }));
    await expect(price(canvasElement)).toBe('24 900 Ft');
    await expect(document.cookie).toContain('vat_mode=gross');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: t('vat.mode.net') })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: t('vat.mode.gross') })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(price(canvasElement)).toBe('24 900 Ft');
  },
};

export const Gross: Story = {
  globals: { vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: t('vat.mode.gross') })).toBeChecked();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { hideLabel: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Prices' })).toBeInTheDocument();
  },
};

export const LongHungarian: Story = {
  args: { hideLabel: false, labels: { 'vat.mode.label': 'Árak megjelenítése', 'vat.mode.gross': 'Bruttó, áfával együtt' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Bruttó, áfával együtt' })).toBeInTheDocument();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-4">
      <VatModeToggle size="sm" />
      <VatModeToggle size="md" hideLabel={false} />
      <VatModeToggle value="gross" onValueChange={() => undefined} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radiogroup')).toHaveLength(3);
  },
};
