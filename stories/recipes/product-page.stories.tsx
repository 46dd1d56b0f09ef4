import type { Meta, StoryObj } from '@storybook/react-vite';
import { matchPath, productIdFromSlug } from 'otthon';
import type { RenderLink } from 'otthon/components';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shopProduct, shopProducts, hasTiers, type StoryGlobals } from '../support/mock-shop.js';
import { ProductPage } from './product-page.js';

/** A product in stock in several colours, so the page shows all of its parts. */
const featured = (globals: StoryGlobals) => shopProduct(globals, (product) => product.variant_count > 1 && product.quantity > 0);

/**
 * The story's router: a link to another product page (a colour swatch, a similar product) shows
 * that product in place, as an app's router would.
 */
function RoutedProductPage({ initialId }: { initialId: number }) {
  const [productId, setProductId] = useState(initialId);
  const renderLink: RenderLink = ({ href, ...props }) => (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        const match = matchPath(href);
        const id = match?.name === 'products-product_slug' ? productIdFromSlug(match.params.product_slug) : null;
        if (id === null) return;
        event.preventDefault();
        setProductId(id);
      }}
    />
  );
  return <ProductPage productId={productId} renderLink={renderLink} />;
}

/** The product page of the recipe, live on the mock shop in the toolbar's language and currency. */
const meta = {
  title: 'Recipes/Product page',
  component: ProductPage,
  tags: ['!autodocs'],
  render: (_args, { globals }) => <RoutedProductPage initialId={featured(globals).id} />,
  args: { productId: 0 },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPageStory: Story = {
  name: 'Product page',
  play: async ({ canvasElement, globals }) => {
    const product = featured(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: product.title })).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="price-current"]')).not.toBeNull());
    // The whole page: gallery, colours, tiers, buy buttons, description and product safety.
    for (const slot of ['product-gallery', 'colour-swatches', 'add-to-cart-button', 'favourite-button', 'rich-text', 'product-safety', 'similar-products']) {
      await expect(canvasElement.querySelector(`[data-slot="${slot}"]`), slot).not.toBeNull();
    }
    // Its pictures show the product's own kind, in its colour.
    const picture = canvasElement.querySelector<HTMLImageElement>('[data-slot="product-gallery"] img')!;
    await expect(picture.getAttribute('src')).toContain(product.image!.src.split('?')[0]);
  },
};

/** Another colour of the model is one press away: the page shows that product, pictures and price included. */
export const OtherColour: Story = {
  name: 'Product page, another colour',
  play: async ({ canvasElement, globals }) => {
    const product = featured(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: product.title });
    const other = shopProducts(globals).find((candidate) => candidate.id !== product.id && product.swatches.some((swatch) => swatch.id === candidate.id))!;
    const swatch = canvasElement.querySelector<HTMLAnchorElement>(`[data-slot="colour-swatch"][data-state="other"][title*="${other.colour!.name}"]`)!;
    await userEvent.click(swatch);
    await expect(await canvas.findByRole('heading', { level: 1, name: other.title })).toBeInTheDocument();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="colour-swatch"][data-state="current"]')?.getAttribute('title')).toContain(other.colour!.name),
    );
  },
};

/** A product sold by quantity: the tiers, and the price of the chosen quantity with its tier. */
export const QuantityTiers: Story = {
  name: 'Product page, quantity tiers',
  render: (_args, { globals }) => <RoutedProductPage initialId={shopProduct(globals, hasTiers).id} />,
  play: async ({ canvasElement, globals }) => {
    const product = shopProduct(globals, hasTiers);
    await within(canvasElement).findByRole('heading', { level: 1, name: product.title });
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="tier-table"]')).not.toBeNull());
  },
};

/** The same page after one press of the add button: the cart panel opens with the product in it. */
export const AfterAdd: Story = {
  name: 'Product page, after adding to the cart',
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  play: async ({ canvasElement, globals }) => {
    const product = featured(globals);
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
