import type { Meta, StoryObj } from '@storybook/react-vite';
import { StockBadge } from 'otthon/components';
import { expect, within } from 'storybook/test';
import { t } from './support/i18n.js';

const meta = {
  title: 'Product/StockBadge',
  component: StockBadge,
  args: { quantity: 12 },
} satisfies Meta<typeof StockBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('product.stock.inStock'))).toBeInTheDocument();
  },
};

export const WithCount: Story = {
  args: { showCount: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('product.stock.count', { count: 12 }))).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { quantity: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only 2 left')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { quantity: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="stock-badge"]')).toHaveAttribute('data-state', 'out-of-stock');
    await expect(within(canvasElement).getByText(t('product.stock.outOfStock'))).toBeInTheDocument();
  },
};

export const LongHungarian: Story = {
  render: () => (
    <div className="w-32">
      <StockBadge quantity={3} labels={{ 'product.stock.low': 'Már csak {count} darab van raktáron a bemutatóteremben' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector<HTMLElement>('[data-slot="stock-badge"]')!;
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(128);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <StockBadge quantity={30} />
      <StockBadge quantity={30} showCount />
      <StockBadge quantity={3} />
      <StockBadge quantity={1} />
      <StockBadge quantity={0} />
      <StockBadge quantity={8} lowStock={10} size="md" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('[data-slot="stock-badge"]')].map((badge) => badge.getAttribute('data-state'));
    await expect(states).toEqual(['in-stock', 'in-stock', 'low-stock', 'low-stock', 'out-of-stock', 'low-stock']);
  },
};
