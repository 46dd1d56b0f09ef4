import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildPath, productSlugSegments } from 'otthon';
import { ProductCard, ProductCardSkeleton } from 'otthon/components';
import { longHungarian, mockError } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hasTiers, isNearlySoldOut, isOnSale, isSoldOut, shopProduct, withOverrides } from './support/mock-shop.js';
import { ShopStateProbe } from './support/probes.js';
import { productTitle, storyLocale, t, txStart } from './support/i18n.js';

const meta = {
  title: 'Product/ProductCard',
  component: ProductCard,
  render: (args, { globals }) => (
    <div className="w-72">
      <ProductCard {...args} product={shopProduct(globals)} />
    </div>
  ),
  args: { product: undefined as never },
  argTypes: { product: { control: false }, variant: { control: 'inline-radio', options: ['default', 'compact'] } },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const imagesLoaded = (canvasElement: HTMLElement) =>
  waitFor(() => expect([...canvasElement.querySelectorAll('img')].every((image) => image.complete && image.naturalWidth > 0)).toBe(true));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: productTitle('Oslo háromszemélyes kanapé') });
    // The product page in the story's language: /hu/termekek/nappali/kanapek/oslo-haromszemelyes-kanape-1.
    const product = shopProduct({ locale: storyLocale() });
    await expect(link).toHaveAttribute('href', buildPath('products-product_slug', storyLocale(), { product_slug: productSlugSegments(product) }));
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(productTitle('Oslo háromszemélyes kanapé'));
    await imagesLoaded(canvasElement);
  },
};

export const Keyboard: Story = {
  render: (args, { globals }) => (
    <div>
      <div className="w-72">
        <ProductCard {...args} product={shopProduct(globals)} />
      </div>
      <ShopStateProbe />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Tab order: favourite, title link, add to cart; each works from the keyboard alone.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('product.favouriteLabel', { title: productTitle('Oslo háromszemélyes kanapé') }) })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByTestId('favourites')).toHaveTextContent('1'));
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: productTitle('Oslo háromszemélyes kanapé') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('product.addToCartNamed', { title: productTitle('Oslo háromszemélyes kanapé') }) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('cart-panel')).toHaveTextContent('nyitva'));
    await imagesLoaded(canvasElement);
  },
};

export const OnSale: Story = {
  globals: { vatMode: 'gross' },
  render: (args, { globals }) => (
    <div className="w-72">
      <ProductCard {...args} product={shopProduct(globals, isOnSale)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-reference"]')).toHaveTextContent(txStart('product.price.referenceShort'));
    await imagesLoaded(canvasElement);
  },
};

export const Empty: Story = {
  name: 'Out of stock',
  render: (args, { globals }) => (
    <div className="w-72">
      <ProductCard {...args} product={shopProduct(globals, isSoldOut)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('product.stock.outOfStock') })).toBeDisabled();
    await imagesLoaded(canvasElement);
  },
};

export const AddFailed: Story = {
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockError('addCartProduct', 500)) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: t('product.addToCartNamed', { title: productTitle('Oslo háromszemélyes kanapé') }) });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'error'));
    // In a listing the failure is said in the card, under its button, until the next try.
    const message = canvasElement.querySelector<HTMLElement>('[data-slot="product-card"] [data-slot="add-to-cart-error"]')!;
    await expect(message).toBeVisible();
    await expect(message).toHaveTextContent(t('announcements.cart.updateFailed'));
    await expect(message.getBoundingClientRect().top).toBeGreaterThanOrEqual(button.getBoundingClientRect().bottom);
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="product-card"]')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await imagesLoaded(canvasElement);
  },
};

export const Loading: Story = {
  render: () => (
    <div className="w-72">
      <ProductCardSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="product-card-skeleton"]')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: productTitle('Oslo háromszemélyes kanapé') });
    await expect(link.getAttribute('href')).toMatch(/^\/en\/products\/.+-1$/);
    await imagesLoaded(canvasElement);
  },
};

export const EUR: Story = {
  globals: { currency: 'EUR' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-current"]')?.textContent).toMatch(/\d\.\d{2}\s€$/);
    await imagesLoaded(canvasElement);
  },
};

export const USD: Story = {
  globals: { currency: 'USD', vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-current"]')?.textContent).toMatch(/\d\.\d{2}\s\$$/);
    await imagesLoaded(canvasElement);
  },
};

export const Gross: Story = {
  globals: { vatMode: 'gross' },
  render: (args, { globals }) => (
    <div className="w-72">
      <ProductCard {...args} product={shopProduct(globals, hasTiers)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-current"]')?.textContent?.replace(/\s/g, ' ')).toBe('24 900 Ft');
    await imagesLoaded(canvasElement);
  },
};

export const LongHungarian: Story = {
  render: (args, { globals }) => {
    const product = shopProduct(globals);
    return (
      <div className="w-60">
        <ProductCard
          {...args}
          product={{ ...product, title: longHungarian.productTitle, brand: product.brand && { ...product.brand, name: longHungarian.brandName } }}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="product-card"]')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(240);
    await imagesLoaded(canvasElement);
  },
};

export const AllVariants: Story = {
  render: (_args, { globals }) => (
    <div className="grid gap-6">
      <div className="grid grid-cols-4 gap-4">
        <ProductCard product={shopProduct(globals)} />
        <ProductCard product={shopProduct(globals, isOnSale)} />
        <ProductCard product={shopProduct(globals, isNearlySoldOut)} />
        <ProductCard product={shopProduct(globals, isSoldOut)} />
      </div>
      <div className="grid max-w-xl gap-3">
        <ProductCard product={shopProduct(globals)} variant="compact" titleAs="p" />
        <ProductCard product={shopProduct(globals, isOnSale)} variant="compact" titleAs="p" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="product-card"]')).toHaveLength(6);
    await imagesLoaded(canvasElement);
  },
};
