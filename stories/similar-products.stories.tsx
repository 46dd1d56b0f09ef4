import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimilarProducts } from 'otthon/components';
import { mockShop } from './support/mock-shop.js';
import { expect, waitFor, within } from 'storybook/test';
import { expectNoOverflow, seedCart } from './support/scenarios.js';
import { fixtures, longHungarian } from 'otthon/msw';
import { t } from './support/i18n.js';

const meta = {
  title: 'Cart/SimilarProducts',
  component: SimilarProducts,
  beforeEach: () => seedCart({ 17: 2 }),
} satisfies Meta<typeof SimilarProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: t('cart.similarProducts') });
    await waitFor(() => expect(within(section).getAllByRole('article').length).toBeGreaterThan(0));
  },
};

export const Empty: Story = {
  name: 'Empty (renders nothing)',
  beforeEach: () => mockShop.reset(),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvasElement.querySelector('[data-slot="similar-products"]')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'You might also like' })).toBeInTheDocument();
  },
};

export const EUR: Story = {
  globals: { currency: 'EUR' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region');
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="price-current"]')?.textContent).toMatch(/€$/));
  },
};

export const Compact: Story = {
  args: { compact: true, limit: 3, headingLevel: 3 },
  decorators: [(Story) => <div className="w-[360px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="product-card"][data-variant="compact"]').length).toBeGreaterThan(0));
  },
};

export const LongHungarian: Story = {
  args: { products: [fixtures.longProduct({ id: 700 }), fixtures.product({ id: 701, title: longHungarian.longestWord })], compact: true },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector('[data-slot="similar-products"]'));
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-10">
      <SimilarProducts columns={4} />
      <SimilarProducts columns={2} limit={2} labels={{ 'cart.similarProducts': 'Kiegészítők' }} />
      <div className="w-[360px]">
        <SimilarProducts compact limit={2} labels={{ 'cart.similarProducts': 'A kosárpanelben' }} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="similar-products"]')).toHaveLength(3));
  },
};
