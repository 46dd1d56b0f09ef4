import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProductListQuery } from 'otthon/contract';
import { useProducts } from 'otthon';
import { ProductGrid, type ProductGridProps } from 'otthon/components';
import { longHungarian, mockError, mockLoading } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shopProducts, withOverrides } from './support/mock-shop.js';
import { t } from './support/i18n.js';

/** The grid fed by `useProducts()` from the mock API, as a listing page does. */
// `products` of the args is left out: the listing brings its own from the API.
function Listing({ query = { per_page: 8 }, products: _fromArgs, ...props }: { query?: ProductListQuery } & Partial<ProductGridProps>) {
  const { data, error, isLoading, mutate } = useProducts(query);
  return <ProductGrid {...props} products={data?.items} isLoading={isLoading} error={error} onRetry={() => void mutate()} />;
}

const meta = {
  title: 'Product/ProductGrid',
  component: ProductGrid,
  render: (args) => <Listing {...args} />,
  args: { products: undefined },
  argTypes: { products: { control: false }, columns: { control: 'inline-radio', options: [2, 3, 4] } },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="p-4">{Story()}</div>],
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(8));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { catalog: withOverrides('catalog', mockLoading('products')) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('products.loading'))).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-slot="product-card-skeleton"]')).toHaveLength(8);
  },
};

export const Empty: Story = {
  render: (args) => <Listing {...args} query={{ q: 'nincs-ilyen-termek-xyz' }} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(t('products.empty'))).toBeInTheDocument());
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { catalog: withOverrides('catalog', mockError('products', 500)) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvasElement.querySelector('[data-slot="product-grid"]')!;
    await waitFor(() => expect(grid).toHaveAttribute('data-state', 'error'));
    await expect(canvas.getByText(t('products.error'))).toHaveAttribute('role', 'alert');
    // The retry asks again (and fails again against this mock): the error stays, nothing breaks.
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(grid).toHaveAttribute('data-state', 'error');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('link', { name: 'Oslo three-seater sofa' })).toBeInTheDocument());
  },
};

export const EUR: Story = {
  globals: { currency: 'EUR', vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="price-current"]')).toHaveLength(8));
    const prices = [...canvasElement.querySelectorAll('[data-slot="price-current"]')].map((price) => price.textContent ?? '');
    await expect(prices.every((price) => /\d\.\d{2}\s€$/.test(price))).toBe(true);
  },
};

export const Gross: Story = {
  globals: { vatMode: 'gross' },
  render: (args) => <Listing {...args} query={{ per_page: 4, sale: true }} columns={4} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="price-original"]')).toHaveLength(4));
  },
};

export const LongHungarian: Story = {
  // A phone-wide listing of long Hungarian names: they wrap inside their cards.
  render: (args, { globals }) => (
    <div className="w-[360px]">
      <ProductGrid
        {...args}
        products={shopProducts(globals)
          .slice(0, 2)
          .map((product) => ({ ...product, title: `${longHungarian.productTitle} (${longHungarian.longestWord})` }))}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2));
    const grid = canvasElement.querySelector<HTMLElement>('[data-slot="product-grid"]')!;
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="grid gap-10">
      <Listing {...args} query={{ per_page: 4 }} columns={4} />
      <Listing {...args} query={{ per_page: 3, page: 2 }} columns={3} />
      <Listing {...args} query={{ per_page: 2, page: 3 }} columns={2} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(9));
  },
};
