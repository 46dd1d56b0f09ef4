import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockError } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../support/i18n.js';
import { withOverrides } from '../support/mock-shop.js';
import { FavouritesExample } from './use-favourites.example.js';
import { readField } from './readout.js';

/** `useFavourites()` for a visitor without favourites (a visitor keeps them in the session). */
const meta = {
  title: 'Hooks/useFavourites',
  component: FavouritesExample,
  tags: ['!autodocs'],
  args: { productId: 9 },
} satisfies Meta<typeof FavouritesExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const ids = (canvasElement: HTMLElement) => readField(canvasElement, 'favourites.map((product) => product.id)');

export const Toggles: Story = {
  name: 'Adds and removes a favourite',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(readField(canvasElement, 'isLoading')).toBe('false'));
    await expect(ids(canvasElement)).toBe('[]');
    await userEvent.click(canvas.getByRole('button', { name: t('product.addToFavourites') }));
    // The heart turns at once; the list is the server's once it answers.
    await expect(readField(canvasElement, 'isFavourite(9)')).toBe('true');
    await waitFor(() => expect(ids(canvasElement)).toBe('[9]'));
    await waitFor(() => expect(readField(canvasElement, 'pendingIds')).toBe('[]'));
    await userEvent.click(canvas.getByRole('button', { name: t('product.removeFromFavourites') }));
    await waitFor(() => expect(ids(canvasElement)).toBe('[]'));
    await expect(readField(canvasElement, 'isFavourite(9)')).toBe('false');
  },
};

/** The server refuses: nothing throws; the toggle rolls back and `lastError` says why. */
export const FailedToggle: Story = {
  name: 'Error: the add fails',
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockError('addFavourite', 500)) } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(readField(canvasElement, 'isLoading')).toBe('false'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('product.addToFavourites') }));
    await waitFor(() => expect(readField(canvasElement, 'lastError?.status')).toBe('500'));
    await expect(readField(canvasElement, 'isFavourite(9)')).toBe('false');
    await expect(ids(canvasElement)).toBe('[]');
  },
};
