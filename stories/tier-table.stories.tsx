import type { Meta, StoryObj } from '@storybook/react-vite';
import { NextTierNudge, QuantityField, TierTable } from 'otthon/components';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hasTiers, shopProduct, type StoryGlobals } from './support/mock-shop.js';
import { formatMoney } from 'otthon/core';
import { t } from './support/i18n.js';

const meta = {
  title: 'Prices/TierTable',
  component: TierTable,
  render: (args, { globals }) => <TierTable {...args} product={shopProduct(globals, hasTiers)} />,
  args: { product: undefined as never, quantity: 1 },
  argTypes: { product: { control: false } },
} satisfies Meta<typeof TierTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody tr')].map((row) => `${row.getAttribute('data-state')}: ${row.textContent?.replace(/\s/g, ' ')}`);

const spaced = (text: string) => text.replace(/\s/g, ' ');
/** A row as `rows` reads it, from the catalogue of the story's language: the quantity label, then the unit price. */
const row = (state: 'active' | 'inactive', label: string, price: number | string) =>
  spaced(
    `${state}: ${label}${t('product.tiers.unitPrice', { price: typeof price === 'number' ? formatMoney(price, 'HUF') : price })}${state === 'active' ? ` (${t('product.tiers.active')})` : ''}`,
  );
/** The nudge towards the next tier, gross, as the catalogue of the story's language words it. */
const nudgeText = (count: number, forints: number) =>
  spaced(t('product.tiers.nextTier', { count, price: t('vat.amount.gross', { amount: formatMoney(forints, 'HUF') }) }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: t('product.tiers.title') })).toBeInTheDocument();
    await expect(rows(canvasElement)[0]?.startsWith(spaced(`active: ${t('product.tiers.single', { last: 4 })}`))).toBe(true);
  },
};

export const ActiveTier: Story = {
  args: { quantity: 6 },
  globals: { vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([
      row('inactive', t('product.tiers.single', { last: 4 }), 24900),
      row('active', t('product.tiers.from', { count: 5 }), 22900),
      row('inactive', t('product.tiers.from', { count: 10 }), 19900),
    ]);
  },
};

export const English: Story = {
  globals: { locale: 'en', vatMode: 'gross' },
  args: { quantity: 12 },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)[2]).toBe('active: from 10 pieces19 900 Ft / piece (Your price)');
  },
};

export const EUR: Story = {
  globals: { currency: 'EUR', vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    const text = rows(canvasElement)[1] ?? '';
    const euros = /\d[\d ]*\.\d{2} €/.exec(text)?.[0] ?? 'no price in euros';
    await expect(text).toBe(row('inactive', t('product.tiers.from', { count: 5 }), euros));
  },
};

export const Gross: Story = {
  globals: { vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)[0]).toBe(row('active', t('product.tiers.single', { last: 4 }), 24900));
  },
};

/** An armchair's tiers as the reference shop seeds them: cheaper from 2 and from 5 pieces. */
function fromTwoPieces(globals: StoryGlobals) {
  const product = shopProduct(globals, hasTiers);
  const prices = product.prices_by_currencies.HUF!;
  const [first, second] = prices.qty_discounts;
  const tiers = [
    { ...first!, quantity: 2, quantity_to: 4 },
    { ...(second ?? first)!, quantity: 5, quantity_to: null },
  ];
  return { ...product, prices_by_currencies: { ...product.prices_by_currencies, HUF: { ...prices, qty_discounts: tiers } } };
}

export const FromTwoPieces: Story = {
  globals: { vatMode: 'gross' },
  render: (args, { globals }) => <TierTable {...args} product={fromTwoPieces(globals)} />,
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([
      row('active', t('product.tiers.single', { last: 1 }), 24900),
      row('inactive', t('product.tiers.from', { count: 2 }), 22900),
      row('inactive', t('product.tiers.from', { count: 5 }), 19900),
    ]);
  },
};

function Interactive({ globals }: { globals: StoryGlobals }) {
  const product = shopProduct(globals, hasTiers);
  const [quantity, setQuantity] = useState(3);
  return (
    <div className="flex max-w-sm flex-col gap-4">
      <QuantityField value={quantity} onValueChange={setQuantity} max={product.quantity} />
      <NextTierNudge product={product} quantity={quantity} />
      <TierTable product={product} quantity={quantity} />
    </div>
  );
}

export const WithQuantity: Story = {
  globals: { vatMode: 'gross' },
  render: (_, { globals }) => <Interactive globals={globals} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nudge = canvasElement.querySelector('[data-slot="next-tier-nudge"]')!;
    await expect(spaced(nudge.textContent ?? '')).toBe(nudgeText(2, 22900));
    await userEvent.click(canvas.getByRole('button', { name: t('product.increaseQuantity') }));
    await userEvent.click(canvas.getByRole('button', { name: t('product.increaseQuantity') }));
    // At 5 pieces the first tier applies and the nudge points at the next one.
    await waitFor(() => expect(rows(canvasElement)[1]).toMatch(/^active:/));
    await expect(spaced(nudge.textContent ?? '')).toBe(nudgeText(5, 19900));
  },
};

export const Empty: Story = {
  render: (args, { globals }) => (
    <div>
      <TierTable {...args} product={shopProduct(globals, (product) => !hasTiers(product))} />
      <p className="text-sm text-muted-foreground">Mennyiségi kedvezmény nélküli terméknél a táblázat nem jelenik meg.</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('table')).toBeNull();
  },
};

export const LongHungarian: Story = {
  render: (args, { globals }) => (
    <div className="w-56">
      <TierTable
        {...args}
        quantity={7}
        product={shopProduct(globals, hasTiers)}
        labels={{ 'product.tiers.title': 'Mennyiségi kedvezmények a megszentségteleníthetetlenségeskedéseitekért' }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('table')!.parentElement!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

export const AllVariants: Story = {
  render: (args, { globals }) => (
    <div className="grid gap-8 md:grid-cols-3">
      {[1, 5, 10].map((quantity) => (
        <TierTable key={quantity} {...args} quantity={quantity} product={shopProduct(globals, hasTiers)} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('tr[data-state="active"]')).toHaveLength(3);
  },
};
