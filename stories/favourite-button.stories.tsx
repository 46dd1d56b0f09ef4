import type { Meta, StoryObj } from '@storybook/react-vite';
import { FavouriteButton } from 'otthon/components';
import { longHungarian, mockError } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shopProduct, withOverrides } from './support/mock-shop.js';
import { ShopStateProbe } from './support/probes.js';
import { productTitle, t } from './support/i18n.js';

const meta = {
  title: 'Product/FavouriteButton',
  component: FavouriteButton,
  render: (args, { globals }) => (
    <div>
      <FavouriteButton {...args} product={shopProduct(globals)} />
      <ShopStateProbe />
    </div>
  ),
  args: { product: undefined as never, variant: 'icon' },
  argTypes: { product: { control: false }, variant: { control: 'inline-radio', options: ['icon', 'button'] } },
} satisfies Meta<typeof FavouriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const polite = () => document.querySelector('[data-slot="announcer"] [data-politeness="polite"]')!;
const assertive = () => document.querySelector('[data-slot="announcer"] [data-politeness="assertive"]')!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: t('product.favouriteLabel', { title: productTitle('Oslo háromszemélyes kanapé') }) });
    await waitFor(() => expect(canvas.getByTestId('favourites')).toHaveTextContent('–'));
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(polite()).toHaveTextContent(t('announcements.favourites.added', { title: productTitle('Oslo háromszemélyes kanapé') })));
    // Then the favourites list is loaded again from the server.
    await waitFor(() => expect(canvas.getByTestId('favourites')).toHaveTextContent('1'));
    await waitFor(() => expect(button).not.toHaveAttribute('data-busy'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('favourites')).toHaveTextContent('–'));
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { variant: 'button' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: t('product.favouriteLabel', { title: productTitle('Oslo háromszemélyes kanapé') }) });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockError('addFavourite', 500)) } } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: t('product.favouriteLabel', { title: productTitle('Oslo háromszemélyes kanapé') }) });
    await userEvent.click(button);
    // Rolled back and said at once (assertive), nothing lost.
    await waitFor(() => expect(assertive()).toHaveTextContent(t('announcements.favourites.failed')));
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const LongHungarian: Story = {
  args: { variant: 'button' },
  render: (args, { globals }) => (
    <div className="w-40">
      <FavouriteButton {...args} product={{ ...shopProduct(globals), title: longHungarian.productTitle }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="favourite-button"]')!.parentElement!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

export const AllVariants: Story = {
  render: (_args, { globals }) => {
    const products = [shopProduct(globals), shopProduct(globals, (product) => product.id === 2)];
    return (
      <div className="flex flex-wrap items-center gap-4 bg-muted p-4">
        <FavouriteButton product={products[0]!} variant="icon" />
        <FavouriteButton product={products[1]!} variant="icon" />
        <FavouriteButton product={products[0]!} variant="button" />
        <FavouriteButton product={products[1]!} variant="button" />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Pressing one product's buttons marks both of its buttons; the other product's stay off.
    const bergen = productTitle('Bergen sarokkanapé');
    await userEvent.click(canvas.getAllByRole('button', { name: (name) => name.includes(bergen) })[0]!);
    const pressed = canvas.getAllByRole('button').map((button) => button.getAttribute('aria-pressed'));
    await expect(pressed).toEqual(['false', 'true', 'false', 'true']);
  },
};
