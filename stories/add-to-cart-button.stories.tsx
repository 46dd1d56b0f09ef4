import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddToCartButton } from 'otthon/components';
import { longHungarian, mockError, mockLoading } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isSoldOut, shopProduct, withOverrides } from './support/mock-shop.js';
import { ShopStateProbe } from './support/probes.js';
import { productTitle, t } from './support/i18n.js';

const meta = {
  title: 'Product/AddToCartButton',
  component: AddToCartButton,
  render: (args, { globals }) => (
    <div>
      <AddToCartButton {...args} product={shopProduct(globals)} />
      <ShopStateProbe />
    </div>
  ),
  args: { product: undefined as never, quantity: 1 },
  argTypes: { product: { control: false } },
} satisfies Meta<typeof AddToCartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { quantity: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('cart-quantity')).toHaveTextContent('0 db'));
    await userEvent.click(canvas.getByRole('button', { name: t('product.addToCartNamed', { title: productTitle('Oslo háromszemélyes kanapé') }) }));
    // After an add the cart is fetched again and the cart panel opens.
    await waitFor(() => expect(canvas.getByTestId('cart-panel')).toHaveTextContent('nyitva'));
    await expect(canvas.getByTestId('cart-quantity')).toHaveTextContent('2 db');
    const polite = document.querySelector('[data-slot="announcer"] [data-politeness="polite"]')!;
    await waitFor(() => expect(polite).toHaveTextContent(t('announcements.cart.added', { title: productTitle('Oslo háromszemélyes kanapé') })));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockLoading('addCartProduct')) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('product.addToCartNamed', { title: productTitle('Oslo háromszemélyes kanapé') }) }));
    const busy = canvas.getByRole('button', { name: t('product.addingToCart') });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    // Still focusable while busy, so the keyboard user keeps their place.
    await expect(busy).toHaveFocus();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockError('addCartProduct', 500)) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('product.addToCartNamed', { title: productTitle('Oslo háromszemélyes kanapé') }) }));
    const assertive = document.querySelector('[data-slot="announcer"] [data-politeness="assertive"]')!;
    await waitFor(() => expect(assertive).toHaveTextContent(t('announcements.cart.updateFailed')));
    await expect(canvas.getByTestId('cart-panel')).toHaveTextContent('zárva');
    // Said on screen too, under the button, until the next try.
    await expect(canvasElement.querySelector('[data-slot="add-to-cart-error"]')).toHaveTextContent(t('announcements.cart.updateFailed'));
  },
};

export const AddFailed: Story = {
  // A listing card's column: the failure takes its own row under the full-width button.
  globals: { locale: 'en' },
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockError('addCartProduct', 500)) } } },
  render: (args, { globals }) => (
    <div className="flex w-64 flex-wrap items-center gap-2">
      <AddToCartButton {...args} product={shopProduct(globals)} size="sm" className="flex-1" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Add to cart: Oslo three-seater sofa' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'error'));
    // Shown where the shopper looks, not only announced, and the button says why on focus.
    const message = canvasElement.querySelector<HTMLElement>('[data-slot="add-to-cart-error"]')!;
    await expect(message).toBeVisible();
    await expect(message).toHaveTextContent('Your cart could not be updated. Please try again.');
    await expect(button).toHaveAccessibleDescription('Your cart could not be updated. Please try again.');
    await expect(message.getBoundingClientRect().top).toBeGreaterThanOrEqual(button.getBoundingClientRect().bottom);
  },
};

export const Empty: Story = {
  name: 'Out of stock',
  render: (args, { globals }) => <AddToCartButton {...args} product={shopProduct(globals, isSoldOut)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('product.stock.outOfStock') })).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart: Oslo three-seater sofa' }));
    await waitFor(() => expect(canvas.getByTestId('cart-quantity')).toHaveTextContent('1 db'));
  },
};

export const LongHungarian: Story = {
  // A long product name goes into the accessible name only; the visible label stays short.
  render: (args, { globals }) => (
    <div className="w-44">
      <AddToCartButton {...args} product={{ ...shopProduct(globals), title: longHungarian.productTitle }} className="w-full" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('product.addToCartNamed', { title: longHungarian.productTitle }) })).toBeInTheDocument();
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="add-to-cart-button"]')!.parentElement!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

export const AllVariants: Story = {
  render: (_args, { globals }) => (
    <div className="flex flex-wrap items-center gap-4">
      <AddToCartButton product={shopProduct(globals)} size="sm" />
      <AddToCartButton product={shopProduct(globals)} size="md" />
      <AddToCartButton product={shopProduct(globals)} size="lg" />
      <AddToCartButton product={shopProduct(globals)} variant="outline" />
      <AddToCartButton product={shopProduct(globals, isSoldOut)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(5);
  },
};
