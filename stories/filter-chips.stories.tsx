import type { Meta, StoryObj } from '@storybook/react-vite';
import { useProducts } from 'otthon';
import { FilterChips, type FilterChipsProps, type ProductFilters } from 'otthon/components';
import { defaultCatalogue } from 'otthon/msw';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { categoryOf, categoryTitle, localeOf } from './support/categories.js';
import { t } from './support/i18n.js';

function Listing(props: Partial<FilterChipsProps> & { initial: ProductFilters }) {
  const { initial, ...rest } = props;
  const [filters, setFilters] = useState<ProductFilters>(initial);
  const { data } = useProducts({ per_page: 24, ...filters });
  const results = useRef<HTMLParagraphElement>(null);
  return (
    <div className="grid max-w-md gap-4">
      <FilterChips {...rest} value={filters} onValueChange={setFilters} facets={data?.facets} returnFocus={() => results.current} />
      <p ref={results} tabIndex={-1} data-testid="results" className="text-muted-foreground">
        {data ? t('products.count', { count: data.meta.total }) : ''}
      </p>
      <output data-testid="filters" className="text-xs break-all text-muted-foreground">
        {JSON.stringify(filters)}
      </output>
    </div>
  );
}

const locale = (globals: { locale?: unknown }) => localeOf(globals);
const colourSlug = (id: number, globals: { locale?: unknown }) => defaultCatalogue.colours.find((colour) => colour.id === id)!.slug[locale(globals)];
const every = (globals: { locale?: unknown }): ProductFilters => ({
  price_min: 100_000,
  price_max: 300_000,
  in_stock: true,
  category: ['Nappali', 'Kanapék'].map((title) => categoryOf(title).slug[locale(globals)]).join('/'),
  colour: [colourSlug(1, globals)],
});

const meta = {
  title: 'Browse/FilterChips',
  component: FilterChips,
  render: (args, { globals }) => <Listing {...args} initial={every(globals)} />,
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

const filters = (canvasElement: HTMLElement) => JSON.parse(within(canvasElement).getByTestId('filters').textContent ?? '{}') as ProductFilters;

/** Every kind of filter as a chip (a sofa in stock within the range has the colour, so every name comes from the facets); removing one moves focus to the next, "clear" leads to the results. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: t('products.filters.applied') });
    await waitFor(() =>
      expect(
        within(group).getByRole('button', {
          name: t('products.filters.remove', { label: categoryTitle('Kanapék') }),
        }),
      ).toBeInTheDocument(),
    );
    const chips = () =>
      within(group)
        .getAllByRole('button')
        .filter((button) => button.dataset.slot === 'filter-chip');
    await expect(chips()).toHaveLength(4);
    await userEvent.click(within(group).getByRole('button', { name: t('products.filters.remove', { label: t('products.filters.in_stock') }) }));
    await waitFor(() => expect(filters(canvasElement).in_stock).toBeUndefined());
    await waitFor(() => expect(chips()[1]).toHaveFocus());
    await userEvent.click(within(group).getByRole('button', { name: t('products.filters.clear') }));
    await waitFor(() => expect(filters(canvasElement)).toEqual({}));
    await waitFor(() => expect(canvas.getByTestId('results')).toHaveFocus());
  },
};

/** Every kind of chip, as a listing shows them (nothing pressed). */
export const AllKinds: Story = {
  render: (args, { globals }) => (
    <Listing {...args} initial={{ ...every(globals), brand: defaultCatalogue.brands.filter((brand) => brand.id === 2).map((brand) => brand.slug) }} />
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: t('products.filters.applied') });
    await waitFor(() =>
      expect(within(group).getByRole('button', { name: t('products.filters.remove', { label: categoryTitle('Kanapék') }) })).toBeInTheDocument(),
    );
    await expect(group.querySelectorAll('[data-slot="filter-chip"]')).toHaveLength(5);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Applied filters' });
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Remove filter: Sofas' })).toBeInTheDocument());
    // A grey sofa in stock in the range: the category and colour chips take their names from the facets.
    await expect(
      within(group).getByRole('button', { name: `Remove filter: ${defaultCatalogue.colours.find((colour) => colour.id === 1)!.name.en}` }),
    ).toBeInTheDocument();
  },
};

/** An open-ended price range is named by its one end. */
export const PriceFrom: Story = {
  render: (args) => <Listing {...args} initial={{ price_min: 50_000 }} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="filter-chip"]')).not.toBeNull());
    const chip = canvasElement.querySelector('[data-slot="filter-chip"]')!;
    await expect(chip.getAttribute('aria-label')?.replace(/\s/g, ' ')).toBe(
      t('products.filters.remove', { label: t('products.filters.chipPriceMin', { min: '50 000 Ft' }) }).replace(/\s/g, ' '),
    );
  },
};
