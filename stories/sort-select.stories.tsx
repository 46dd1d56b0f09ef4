import type { Meta, StoryObj } from '@storybook/react-vite';
import { SortSelect } from 'otthon/components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectNoOverflow } from './support/scenarios.js';
import { t } from './support/i18n.js';

const meta = {
  title: 'Browse/SortSelect',
  component: SortSelect,
  args: { onValueChange: fn(), defaultValue: 'default' },
  decorators: [(Story) => <div className="w-72 pb-72">{Story()}</div>],
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: t('products.sort.label') });
    await expect(trigger).toHaveTextContent(t('products.sort.default'));
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    // The shop's five sort orders.
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('price_asc'));
    await expect(trigger).toHaveTextContent(t('products.sort.price_asc'));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: 'popularity' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Most popular');
  },
};

export const Controlled: Story = {
  args: { value: 'price_desc' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveTextContent(t('products.sort.price_desc'));
  },
};

export const LongHungarian: Story = {
  args: { labels: { 'products.sort.label': 'Termékek sorrendje a megszentségteleníthetetlenségeskedéseitekért' } },
  decorators: [(Story) => <div className="w-[240px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector('[data-slot="sort-select"]'));
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <SortSelect defaultValue="default" />
      <SortSelect defaultValue="name" size="sm" labels={{ 'products.sort.label': 'Kicsi' }} />
      <SortSelect defaultValue="price_asc" hideLabel labels={{ 'products.sort.label': 'Rejtett címke' }} />
      <SortSelect defaultValue="popularity" options={['default', 'popularity']} labels={{ 'products.sort.label': 'Két lehetőség' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('combobox')).toHaveLength(4);
    await expect(within(canvasElement).getByRole('combobox', { name: 'Rejtett címke' })).toHaveTextContent(t('products.sort.price_asc'));
  },
};
