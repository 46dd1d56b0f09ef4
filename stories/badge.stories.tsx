import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, CheckIcon, useT } from 'otthon/components';
import { expect, within } from 'storybook/test';
import { t } from './support/i18n.js';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { variant: 'sale', size: 'sm', children: '−20%' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['neutral', 'primary', 'sale', 'success', 'warning', 'danger', 'outline'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function StockBadges() {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-2">
      <Badge variant="success">
        <CheckIcon />
        {t('product.stock.inStock')}
      </Badge>
      <Badge variant="warning">{t('product.stock.low', { count: 2 })}</Badge>
      <Badge variant="neutral">{t('product.stock.outOfStock')}</Badge>
    </div>
  );
}

export const Hungarian: Story = {
  globals: { locale: 'hu' },
  render: () => <StockBadges />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('product.stock.inStock'))).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <StockBadges />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In stock')).toBeVisible();
  },
};

export const LongHungarian: Story = {
  render: () => (
    <div className="w-40">
      <Badge variant="outline">Legkedvezőbb ajánlatunk a megszentségteleníthetetlenségeskedéseitekért</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector<HTMLElement>('[data-slot="badge"]')!;
    // The long word wraps inside its box instead of widening the page.
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(160);
  },
};

const variants = ['neutral', 'primary', 'sale', 'success', 'warning', 'danger', 'outline'] as const;

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-3">
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-2">
          {variants.map((variant) => (
            <Badge key={variant} variant={variant} size={size}>
              {variant}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="badge"]')).toHaveLength(variants.length * 2);
  },
};
