import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { productTitle, t } from '../support/i18n.js';
import { SearchSuggestionsExample } from './use-search-suggestions.example.js';
import { readField } from './readout.js';

/** `useSearchSuggestions()` on the mock shop's catalogue, in the toolbar's language. */
const meta = {
  title: 'Hooks/useSearchSuggestions',
  component: SearchSuggestionsExample,
  tags: ['!autodocs'],
} satisfies Meta<typeof SearchSuggestionsExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Suggests: Story = {
  name: 'Suggests once typing pauses',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = productTitle('Tölgy dohányzóasztal');
    const field = canvas.getByRole('searchbox', { name: t('search.label') });
    // One letter is below `minLength`: nothing is asked for.
    await userEvent.type(field, title.slice(0, 1));
    await expect(readField(canvasElement, 'isStale')).toBe('false');
    await expect(readField(canvasElement, 'data?.products.length')).toBe('undefined');
    await userEvent.type(field, title.slice(1, 4));
    await waitFor(() => expect(canvas.getByRole('list', { name: t('search.suggestions.products') })).toHaveTextContent(title));
    await waitFor(() => expect(readField(canvasElement, 'isStale')).toBe('false'));
    await expect(Number(readField(canvasElement, 'data?.products.length'))).toBeGreaterThan(0);
  },
};
