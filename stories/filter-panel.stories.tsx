import type { Meta, StoryObj } from '@storybook/react-vite';
import { useProducts } from 'otthon';
import { FilterPanel, type FilterPanelProps, type ProductFilters } from 'otthon/components';
import { defaultCatalogue, longHungarian, mockError, mockLoading } from 'otthon/msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type StoryGlobals, withOverrides } from './support/mock-shop.js';
import { expectNoOverflow } from './support/scenarios.js';
import { storyLocale, t, tx } from './support/i18n.js';
import { categoryOf, categoryTitle, localeOf } from './support/categories.js';

/** A listing page's panel: facets from the API, the filters kept in state (a shop keeps them in the URL). */
function Listing(props: Partial<FilterPanelProps> & { initial?: ProductFilters }) {
  const { initial = {}, ...rest } = props;
  const [filters, setFilters] = useState<ProductFilters>(initial);
  const { data } = useProducts({ per_page: 24, ...filters });
  return (
    <div className="grid max-w-sm gap-4">
      <FilterPanel facets={data?.facets} {...rest} value={filters} onValueChange={setFilters} />
      <output data-testid="filters" className="text-xs break-all text-muted-foreground">
        {JSON.stringify(filters)}
      </output>
    </div>
  );
}

const meta = {
  title: 'Browse/FilterPanel',
  component: FilterPanel,
  render: (args) => <Listing {...args} />,
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** White's address segment in the story's language (colour filters use the localised slug). */
const whiteSlug = (globals: StoryGlobals) => defaultCatalogue.colours.find((colour) => colour.id === 5)?.slug[globals.locale === 'en' ? 'en' : 'hu'] ?? 'feher';

/** A category's slug path in the story's language, as the filter holds it. */
const categoryPathOf = (hungarianTitles: string[], locale: 'hu' | 'en' = storyLocale()) =>
  hungarianTitles.map((title) => categoryOf(title).slug[locale]).join('/');

const filters = (canvasElement: HTMLElement) => JSON.parse(within(canvasElement).getByTestId('filters').textContent ?? '{}') as ProductFilters;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: t('products.filters.category') });
    await userEvent.type(canvas.getByRole('spinbutton', { name: t('products.filters.priceMin') }), '50000');
    await userEvent.type(canvas.getByRole('spinbutton', { name: t('products.filters.priceMax') }), '200000{Enter}');
    await waitFor(() => expect(filters(canvasElement)).toEqual({ price_min: 50000, price_max: 200000 }));
    await userEvent.click(canvas.getByRole('checkbox', { name: tx('products.filters.in_stock') }));
    await waitFor(() => expect(filters(canvasElement)).toMatchObject({ in_stock: true }));
    await expect(canvas.getByText(t('products.filters.active', { count: 2 }))).toBeInTheDocument();
  },
};

/** The category tree with counts, the chosen category's branch expanded (by `initial`). */
export const CategoryTree: Story = {
  render: (args, { globals }) => <Listing {...args} initial={{ category: categoryPathOf(['Nappali', 'Kanapék'], localeOf(globals)) }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = await canvas.findByRole('group', { name: t('products.filters.category') });
    const livingRoom = await within(tree).findByRole('button', { name: t('products.filters.subcategories', { title: categoryTitle('Nappali') }) });
    await expect(livingRoom).toHaveAttribute('aria-expanded', 'true');
    const sofas = within(tree).getByRole('radio', { name: new RegExp(`^${categoryTitle('Kanapék')} \\(\\d+\\)$`) });
    await expect(sofas).toBeChecked();
    // Arrow keys choose the next visible category (native radios in one group).
    sofas.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(filters(canvasElement).category).toBe(categoryPathOf(['Nappali', 'Fotelek'])));
    await userEvent.click(livingRoom);
    await expect(livingRoom).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = await canvas.findByRole('group', { name: t('products.filters.colour') });
    const first = within(colours).getAllByRole('button')[0]!;
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(filters(canvasElement).colour).toHaveLength(1));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(filters(canvasElement)).toEqual({}));
  },
};

export const InvalidRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: t('products.filters.category') });
    await userEvent.type(canvas.getByRole('spinbutton', { name: t('products.filters.priceMin') }), '300000');
    await userEvent.type(canvas.getByRole('spinbutton', { name: t('products.filters.priceMax') }), '1000{Enter}');
    await expect(canvasElement.querySelector('[data-slot="filter-panel-price-error"]')).toHaveTextContent(t('products.filters.priceInvalid'));
    await expect(canvasElement.querySelector('[data-slot="filter-panel-price-error"]')).toHaveAttribute('role', 'alert');
    await expect(filters(canvasElement)).toEqual({});
  },
};

export const Loading: Story = {
  name: 'Loading (no facets yet)',
  parameters: { msw: { handlers: { catalog: withOverrides('catalog', mockLoading('products')) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: t('products.filters.priceMin') })).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: t('products.filters.category') })).toBeNull();
  },
};

export const Empty: Story = {
  render: (args) => <Listing {...args} initial={{ price_min: 9_000_000 }} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(t('products.filters.active', { count: 1 }))).toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByRole('checkbox', { name: /\(0\)/ })).toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('products.filters.clear') }));
    await expect(filters(canvasElement)).toEqual({});
    await within(canvasElement).findByRole('group', { name: t('products.filters.category') });
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { catalog: withOverrides('catalog', mockError('products', 500)) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Without facets the panel still filters by price and stock.
    await userEvent.click(canvas.getByRole('checkbox', { name: tx('products.filters.in_stock') }));
    await expect(filters(canvasElement)).toEqual({ in_stock: true });
  },
};

export const WithBrands: Story = {
  args: { showBrand: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const brands = await canvas.findByRole('group', { name: t('products.filters.brand') });
    await userEvent.click(within(brands).getAllByRole('checkbox')[0]!);
    await waitFor(() => expect(filters(canvasElement).brand).toHaveLength(1));
    await expect(canvas.getByText(t('products.filters.active', { count: 1 }))).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('products.filters.subcategories', { title: categoryTitle('Nappali') }) }));
    await userEvent.click(await canvas.findByRole('radio', { name: /Sofas/ }));
    await waitFor(() => expect(filters(canvasElement)).toEqual({ category: 'living-room/sofas' }));
  },
};

export const EUR: Story = {
  globals: { currency: 'EUR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: t('products.filters.category') });
    // The price heading names the VAT mode and the currency the range is in.
    await expect(canvasElement.querySelector('[data-slot="filter-panel-price-unit"]')).toHaveTextContent(`(${t('vat.suffix.net')}, EUR)`);
    await waitFor(() =>
      expect(canvas.getByRole('slider', { name: t('products.filters.priceMax') })).toHaveAttribute('aria-valuetext', expect.stringMatching(/€$/)),
    );
  },
};

export const USD: Story = {
  globals: { currency: 'USD' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('group', { name: t('products.filters.category') });
    await waitFor(() =>
      expect(within(canvasElement).getByRole('slider', { name: t('products.filters.priceMin') })).toHaveAttribute(
        'aria-valuetext',
        expect.stringMatching(/\$$/),
      ),
    );
  },
};

export const Gross: Story = {
  globals: { vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('group', { name: t('products.filters.category') });
    await waitFor(() =>
      expect(within(canvasElement).getByRole('slider', { name: t('products.filters.priceMin') })).toHaveAttribute(
        'aria-valuetext',
        expect.stringMatching(/Ft$/),
      ),
    );
    await expect(canvasElement.querySelector('[data-slot="filter-panel-price-unit"]')).toHaveTextContent(`(${t('vat.suffix.gross')}, HUF)`);
  },
};

export const LongHungarian: Story = {
  args: { labels: { 'products.filters.in_stock': `Csak a raktáron lévő, azonnal szállítható termékek (${longHungarian.longestWord})` } },
  decorators: [(Story) => <div className="w-[300px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('group', { name: t('products.filters.category') });
    await expectNoOverflow(canvasElement.querySelector('[data-slot="filter-panel"]'));
  },
};

/** The colours folded to about one row: the most products first, the chosen ones always in sight. */
export const MoreColours: Story = {
  render: (args, { globals }) => <Listing {...args} initial={{ colour: [whiteSlug(globals)] }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = await canvas.findByRole('group', { name: t('products.filters.colour') });
    const swatches = () => colours.querySelectorAll('[data-slot="filter-panel-swatch"]');
    const folded = swatches().length;
    const foldedSlugs = [...swatches()].map((swatch) => swatch.getAttribute('data-colour'));
    const toggle = colours.querySelector<HTMLElement>('[data-slot="filter-panel-colour-toggle"]')!;
    await expect(toggle).toHaveAccessibleName(t('products.filters.moreColours', { count: defaultCatalogue.colours.length - folded }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(colours.querySelector('[data-slot="filter-panel-swatch"][aria-pressed="true"]')).not.toBeNull();
    await userEvent.click(toggle);
    await waitFor(() => expect(swatches().length).toBe(defaultCatalogue.colours.length));
    // Focus moves to the first colour the unfolding revealed.
    const revealed = [...swatches()].find((swatch) => !foldedSlugs.includes(swatch.getAttribute('data-colour')) && !swatch.hasAttribute('disabled'));
    await waitFor(() => expect(document.activeElement).toBe(revealed));
    await expect(toggle).toHaveTextContent(t('products.filters.fewerColours'));
    await userEvent.click(toggle);
    await waitFor(() => expect(swatches().length).toBe(folded));
    await expect(toggle).toHaveFocus();
  },
};

/** A category page (the sofas): the tree lists only its own room's kinds, not the other rooms. */
export const CategoryPage: Story = {
  render: (args, { globals }) => <Listing {...args} categoryValue={categoryPathOf(['Nappali', 'Kanapék'], localeOf(globals))} onCategoryChange={() => {}} />,
  play: async ({ canvasElement }) => {
    const tree = await within(canvasElement).findByRole('group', { name: t('products.filters.category') });
    await within(tree).findByRole('radio', { name: new RegExp(`^${categoryTitle('Kanapék')} \\(\\d+\\)$`) });
    await expect(within(tree).getByRole('radio', { name: new RegExp(`^${categoryTitle('Kanapék')} `) })).toBeChecked();
    // Every category listed is the room or under it.
    const room = categoryOf('Nappali');
    const rooms = defaultCatalogue.categories.filter((category) => category.parent_id === null && category.id !== room.id);
    for (const other of rooms)
      await expect(within(tree).queryByRole('radio', { name: new RegExp(`^${other.title[localeOf({ locale: storyLocale() })]} \\(`) })).toBeNull();
    await expect(within(tree).getByRole('radio', { name: new RegExp(`^${categoryTitle('Nappali')} \\(`) })).toBeInTheDocument();
  },
};

export const AllVariants: Story = {
  render: (args, { globals }) => (
    <div className="grid gap-10 md:grid-cols-3">
      <Listing {...args} />
      <Listing {...args} initial={{ price_min: 20000, price_max: 150000, in_stock: true, colour: [whiteSlug(globals)] }} showSlider={false} />
      <Listing {...args} showCategory={false} headingLevel={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('region', { name: t('products.filters.title') })).toHaveLength(3));
    await waitFor(() => expect(within(canvasElement).getAllByRole('slider')).toHaveLength(4));
    await waitFor(() => expect(within(canvasElement).getAllByRole('group', { name: t('products.filters.category') })).toHaveLength(2));
  },
};
