import type { Meta, StoryObj } from '@storybook/react-vite';
import { useProducts } from 'otthon';
import { SearchHelp } from 'otthon/components';
import { expect, within } from 'storybook/test';
import { storyLocale, t } from './support/i18n.js';
import { expectNoOverflow } from './support/scenarios.js';

const meta = {
  title: 'Catalogue/SearchHelp',
  component: SearchHelp,
  args: {
    query: 'kanpé',
    help: {
      did_you_mean: 'kanapé',
      categories: [
        { id: 2, title: 'Kanapék', slugs: ['nappali', 'kanapek'] },
        { id: 3, title: 'Fotelek', slugs: ['nappali', 'fotelek'] },
      ],
    },
  },
} satisfies Meta<typeof SearchHelp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A correction that finds products, and the kinds near the typed word. */
export const Correction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('search.noResults', { query: 'kanpé' }))).toBeInTheDocument();
    const correction = canvas.getByRole('link', { name: 'kanapé' });
    await expect(correction.getAttribute('href')).toMatch(/\?q=kanap%C3%A9$/);
    const kinds = canvas.getByRole('navigation', { name: t('search.help.categories') });
    await expect(
      within(kinds)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Kanapék', 'Fotelek']);
  },
};

/** Nothing to correct and no kind near: the mock's own answer offers the shop's rooms. */
function FromTheMock({ query }: { query: string }) {
  const { data } = useProducts({ q: query });
  if (!data) return null;
  return data.search_help ? <SearchHelp query={query} help={data.search_help} /> : <p>{data.meta.total}</p>;
}

export const RoomsFromTheMock: Story = {
  name: 'Rooms (the mock’s answer)',
  render: () => <FromTheMock query={storyLocale() === 'hu' ? 'zuhanyzó' : 'fridge'} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rooms = await canvas.findByRole('navigation', { name: t('search.help.categories') });
    await expect(within(rooms).getAllByRole('link').length).toBeGreaterThan(1);
    await expect(canvas.queryByText(/\?$/)).toBeNull();
  },
};

export const LongQueryOnAPhone: Story = {
  args: { query: 'kanapéágyneműtartóstámlásháromszemélyesszürkeantracit' },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
  },
};
