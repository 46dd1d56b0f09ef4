import type { Meta, StoryObj } from '@storybook/react-vite';
import { NextTierNudge } from 'otthon/components';
import { formatMoney } from 'otthon/core';
import { expect } from 'storybook/test';
import { hasTiers, shopProduct } from './support/mock-shop.js';
import { t } from './support/i18n.js';

const meta = {
  title: 'Prices/NextTierNudge',
  component: NextTierNudge,
  render: (args, { globals }) => <NextTierNudge {...args} product={shopProduct(globals, hasTiers)} />,
  args: { product: undefined as never, quantity: 2 },
  argTypes: { product: { control: false } },
} satisfies Meta<typeof NextTierNudge>;

export default meta;
type Story = StoryObj<typeof meta>;

const spaced = (text: string) => text.replace(/\s/g, ' ');
const text = (canvasElement: HTMLElement) => spaced(canvasElement.querySelector('[data-slot="next-tier-nudge"]')?.textContent ?? '');
/** The nudge as the catalogue of the story's language words it, the price labelled with its VAT mode. */
const nudge = (count: number, vatMode: 'net' | 'gross', price: number | string) =>
  spaced(t('product.tiers.nextTier', { count, price: t(`vat.amount.${vatMode}`, { amount: typeof price === 'number' ? formatMoney(price, 'HUF') : price }) }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Net prices by default: the 5-piece tier's 22 900 Ft gross is 18 031 Ft net.
    await expect(text(canvasElement)).toBe(nudge(3, 'net', 18_031));
  },
};

export const Gross: Story = {
  globals: { vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    await expect(text(canvasElement)).toBe(nudge(3, 'gross', 22_900));
  },
};

export const English: Story = {
  globals: { locale: 'en', vatMode: 'gross' },
  args: { quantity: 7 },
  play: async ({ canvasElement }) => {
    await expect(text(canvasElement)).toBe('Buy 3 more to pay 19 900 Ft incl. VAT each');
  },
};

export const EUR: Story = {
  globals: { currency: 'EUR' },
  play: async ({ canvasElement }) => {
    const euros = /\d[\d ]*\.\d{2} €/.exec(text(canvasElement))?.[0] ?? 'no price in euros';
    await expect(text(canvasElement)).toBe(nudge(3, 'net', euros));
  },
};

export const Empty: Story = {
  args: { quantity: 12 },
  play: async ({ canvasElement }) => {
    // At the top tier there is nothing cheaper to suggest; the live region stays for later changes.
    await expect(text(canvasElement)).toBe('');
    await expect(canvasElement.querySelector('[data-slot="next-tier-nudge"]')).toHaveAttribute('aria-live', 'polite');
  },
};

export const LongHungarian: Story = {
  render: (args, { globals }) => (
    <div className="w-48">
      <NextTierNudge {...args} product={shopProduct(globals, hasTiers)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const nudge = canvasElement.querySelector<HTMLElement>('[data-slot="next-tier-nudge"]')!;
    await expect(nudge.scrollWidth).toBeLessThanOrEqual(nudge.clientWidth);
  },
};
