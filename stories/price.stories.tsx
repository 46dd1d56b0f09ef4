import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMoney } from 'otthon';
import { Price, PriceDisplay } from 'otthon/components';
import { expect, within } from 'storybook/test';
import { hasTiers, isOnSale, shopProduct } from './support/mock-shop.js';
import { t } from './support/i18n.js';

const meta = {
  title: 'Prices/Price',
  component: Price,
  subcomponents: { PriceDisplay },
  // The product is the mock shop's, in the toolbar's language and currency.
  render: (args, { globals }) => <Price {...args} product={shopProduct(globals, hasTiers)} />,
  args: { product: undefined as never, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] }, product: { control: false } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="price-current"]')?.textContent?.replace(/\s/g, ' ');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Net by default: the Rattan side table's 24 900 Ft gross is 19 606 Ft net.
    await expect(current(canvasElement)).toBe('19 606 Ft');
  },
};

export const Gross: Story = {
  globals: { vatMode: 'gross' },
  args: { showVat: true },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toBe('24 900 Ft');
    await expect(within(canvasElement).getByText(t('vat.suffix.gross'))).toBeInTheDocument();
  },
};

export const EUR: Story = {
  globals: { currency: 'EUR' },
  args: { showVat: true },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toMatch(/^\d+\.\d{2} €$/);
    await expect(within(canvasElement).getByText(t('vat.suffix.net'))).toBeInTheDocument();
  },
};

export const EURGross: Story = {
  name: 'EUR, gross',
  globals: { currency: 'EUR', vatMode: 'gross' },
  args: { showVat: true },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toMatch(/^\d+\.\d{2} €$/);
    await expect(within(canvasElement).getByText(t('vat.suffix.gross'))).toBeInTheDocument();
  },
};

export const USD: Story = {
  globals: { currency: 'USD', vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toMatch(/^\d+\.\d{2} \$$/);
  },
};

export const Hungarian: Story = {
  globals: { locale: 'hu', vatMode: 'gross' },
  render: (args, { globals }) => <Price {...args} showVat product={shopProduct(globals, isOnSale)} />,
  play: async ({ canvasElement }) => {
    const original = canvasElement.querySelector('[data-slot="price-original"]')!;
    await expect(original.tagName).toBe('S');
    // The struck price says what it is: the lowest price of the 30 days before the reduction.
    await expect(canvasElement.querySelector('[data-slot="price-reference"]')).toHaveTextContent(/^Az elmúlt 30 nap legalacsonyabb ára: /);
    await expect(canvasElement.querySelector('[data-slot="price-discount"]')).toHaveTextContent(/% kedvezmény$/);
  },
};

export const English: Story = {
  globals: { locale: 'en', vatMode: 'gross' },
  render: (args, { globals }) => <Price {...args} showVat product={shopProduct(globals, isOnSale)} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-reference"]')).toHaveTextContent(/^Lowest price in the last 30 days: /);
    await expect(within(canvasElement).getByText('incl. VAT')).toBeInTheDocument();
  },
};

export const TierQuantity: Story = {
  globals: { vatMode: 'gross' },
  args: { quantity: 10 },
  play: async ({ canvasElement }) => {
    // 10 pieces reach the 19 900 Ft tier; a tier is not a sale, nothing is struck through.
    await expect(current(canvasElement)).toBe('19 900 Ft');
    await expect(canvasElement.querySelector('[data-slot="price-original"]')).toBeNull();
  },
};

export const LongHungarian: Story = {
  globals: { currency: 'USD', vatMode: 'gross' },
  render: () => (
    // A phone-narrow column: the figures wrap onto lines of their own, a figure never breaks.
    <div className="w-44 border border-dashed border-border p-1">
      <PriceDisplay current={formatMoney(1234567.9, 'USD')} original={formatMoney(1543210, 'USD')} discountPercent={20} vatMode="gross" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="price"]')!.parentElement!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-4">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-baseline gap-8">
          <PriceDisplay size={size} current="19 606 Ft" />
          <PriceDisplay size={size} current="24 900 Ft" vatMode="gross" />
          <PriceDisplay size={size} current="49 900 Ft" original="59 900 Ft" discountPercent={17} />
          <PriceDisplay size={size} current="39 291 Ft" original="47 165 Ft" discountPercent={17} vatMode="net" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="price"][data-state="sale"]')).toHaveLength(6);
  },
};
