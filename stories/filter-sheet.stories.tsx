import type { Meta, StoryObj } from '@storybook/react-vite';
import { useProducts } from 'otthon';
import { FilterChips, FilterPanel, FilterSheet, type FilterSheetProps, type ProductFilters } from 'otthon/components';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t, tx } from './support/i18n.js';

/** A listing on a phone: the filters in the sheet, the applied ones as chips above the count. */
function PhoneListing(props: Partial<FilterSheetProps> & { initial?: ProductFilters }) {
  const { initial = {}, ...rest } = props;
  const [filters, setFilters] = useState<ProductFilters>(initial);
  const { data } = useProducts({ per_page: 24, ...filters });
  const results = useRef<HTMLParagraphElement>(null);
  return (
    <div className="grid max-w-sm gap-4">
      <FilterSheet {...rest} count={data?.meta.total} results={() => results.current}>
        <FilterPanel showTitle={false} showBrand value={filters} onValueChange={setFilters} facets={data?.facets} />
      </FilterSheet>
      <FilterChips value={filters} onValueChange={setFilters} facets={data?.facets} returnFocus={() => results.current} />
      <p ref={results} tabIndex={-1} data-testid="results" className="text-muted-foreground">
        {data ? t('products.count', { count: data.meta.total }) : ''}
      </p>
    </div>
  );
}

const meta = {
  title: 'Browse/FilterSheet',
  component: FilterSheet,
  render: (args) => <PhoneListing {...args} />,
  args: { count: undefined, children: null },
  argTypes: { children: { control: false } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof FilterSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const total = (canvasElement: HTMLElement) => Number(/\d+/.exec(within(canvasElement).getByTestId('results').textContent ?? '')?.[0]);

/** Open, tick "in stock": the show button follows the answer, and leads to the results. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(total(canvasElement)).toBeGreaterThan(0));
    const all = total(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('products.filters.open') }));
    const dialog = await screen().findByRole('dialog', { name: t('products.filters.title') });
    await expect(within(dialog).getByRole('button', { name: t('products.filters.apply', { count: all }) })).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: tx('products.filters.in_stock') }));
    await waitFor(() => expect(total(canvasElement)).toBeLessThan(all));
    const show = within(dialog).getByRole('button', { name: t('products.filters.apply', { count: total(canvasElement) }) });
    await userEvent.click(show);
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByTestId('results')).toHaveFocus());
    // The applied filter is a chip above the results.
    await expect(canvas.getByRole('button', { name: t('products.filters.remove', { label: t('products.filters.in_stock') }) })).toBeInTheDocument();
  },
};

/** The sheet open over the listing, its show button stuck to the bottom. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: t('products.filters.title') });
    await within(dialog).findByRole('group', { name: t('products.filters.colour') });
    await expect(dialog.querySelector('[data-slot="filter-sheet-footer"] [data-slot="filter-sheet-show"]')).not.toBeNull();
  },
};

/** From the keyboard: Enter opens it, focus stays inside, Escape closes it and returns to the button. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: t('products.filters.open') });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen().findByRole('dialog', { name: t('products.filters.title') });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const English: Story = {
  args: { defaultOpen: true },
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^Show \d+ products$/ })).toBeInTheDocument());
  },
};
