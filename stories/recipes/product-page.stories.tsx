import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shopProduct, hasTiers } from '../support/mock-shop.js';
import { ProductPage } from './product-page.js';

/** The product page of the recipe, live on the mock shop in the toolbar's language and currency. */
const meta = {
  title: 'Recipes/Product page',
  component: ProductPage,
  tags: ['!autodocs'],
  render: (_args, { globals }) => <ProductPage productId={shopProduct(globals, hasTiers).id} />,
  args: { productId: 0 },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPageStory: Story = {
  name: 'Product page',
  play: async ({ canvasElement, globals }) => {
    const product = shopProduct(globals, hasTiers);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: product.title })).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="price-current"]')).not.toBeNull());
    await expect(canvasElement.querySelector('[data-slot="add-to-cart-button"]')).not.toBeNull();
  },
};

/** The same page after one press of the add button: the cart panel opens with the product in it. */
export const AfterAdd: Story = {
  name: 'Product page, after adding to the cart',
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  play: async ({ canvasElement, globals }) => {
    const product = shopProduct(globals, hasTiers);
    const add = await waitFor(() => {
      const button = canvasElement.querySelector<HTMLButtonElement>('[data-slot="add-to-cart-button"]');
      if (!button) throw new Error('no add-to-cart button yet');
      return button;
    });
    await userEvent.click(add);
    const dialog = await within(document.body).findByRole('dialog');
    await expect(await within(dialog).findByRole('listitem', { name: product.title })).toBeInTheDocument();
  },
};
