import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchBox } from 'otthon/components';
import { buildPath } from 'otthon';
import { defaultCatalogue, longHungarian, mockError, mockLoading } from 'otthon/msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withOverrides } from './support/mock-shop.js';
import { expectNoOverflow, plain } from './support/scenarios.js';
import { productTitle, storyLocale, t } from './support/i18n.js';

const status = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="search-box-status"]')!;

/** The start of "sofa" in the story's language, as a shopper types it: "kanap", "sofa". */
const sofaQuery = () => productTitle('Oslo háromszemélyes kanapé').split(' ').at(-1)!.slice(0, 5).toLowerCase();

/** The sofas category of the mock shop (in the living room), its name and page in the story's language. */
const sofas = () => {
  const category = defaultCatalogue.categories.find((candidate) => candidate.id === 4)!;
  const room = defaultCatalogue.categories.find((candidate) => candidate.id === category.parent_id)!;
  const locale = storyLocale();
  return { title: category.title[locale], slugs: [room.slug[locale], category.slug[locale]] };
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const meta = {
  title: 'Browse/SearchBox',
  component: SearchBox,
  args: { onNavigate: fn(), onSubmit: fn() },
  decorators: [(Story) => <div className="max-w-xl pb-80">{Story()}</div>],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: t('search.label') });
    await userEvent.type(input, sofaQuery());
    const list = await canvas.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(2));
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    // "3 javaslat érhető el": the number of suggestions is said to screen readers.
    const available = t('search.suggestions.count', { count: 3 }).replace('3', '').trim();
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent(available));
    await userEvent.keyboard('{ArrowDown}');
    const first = within(list).getAllByRole('option')[0]!;
    await expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{Enter}');
    // A sofa's page: /hu/termekek/nappali/kanapek/…-<id>.
    const sofaPages = buildPath('products-product_slug', storyLocale(), { product_slug: [...sofas().slugs, 'x'] }).slice(0, -1);
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^${escapeRegExp(sofaPages)}.+-\\d+$`)));
  },
};

export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, '  tölgy asztal {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('tölgy asztal');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { catalog: withOverrides('catalog', mockLoading('suggest')) } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'szék');
    await waitFor(() => expect(input).toHaveAttribute('aria-busy', 'true'));
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'xqzw');
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent(t('search.suggestions.count', { count: 0 })));
    // Only "all results" is offered: the search can still be sent.
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { catalog: withOverrides('catalog', mockError('suggest', 500)) } } },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'kanapé');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(within(canvasElement).queryAllByRole('option')).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('kanapé');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: t('search.label') }), sofaQuery());
    await userEvent.click(await canvas.findByRole('option', { name: sofas().title }));
    await expect(args.onNavigate).toHaveBeenCalledWith(buildPath('categories-category_slug', storyLocale(), { category_slug: sofas().slugs }));
  },
};

/** A suggestion's text ending with its price in the VAT mode, labelled with it ("nettó 504.54 €", "504.54 € excl. VAT"). */
const endsWithPrice = (vatMode: 'net' | 'gross', amount: string) =>
  new RegExp(`${escapeRegExp(t(`vat.amount.${vatMode}`, { amount: '#' })).replace('#', amount)}$`);

const priceOfFirst = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('combobox'), sofaQuery());
  const option = (await canvas.findAllByRole('option'))[0]!;
  return plain(option.textContent);
};

export const EUR: Story = {
  globals: { currency: 'EUR' },
  play: async ({ canvasElement }) => {
    await expect(await priceOfFirst(canvasElement)).toMatch(endsWithPrice('net', '\\d+\\.\\d{2} €'));
  },
};

export const USD: Story = {
  globals: { currency: 'USD' },
  play: async ({ canvasElement }) => {
    await expect(await priceOfFirst(canvasElement)).toMatch(endsWithPrice('net', '\\d+\\.\\d{2} \\$'));
  },
};

export const Gross: Story = {
  globals: { vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    await expect(await priceOfFirst(canvasElement)).toMatch(endsWithPrice('gross', '249 900 Ft'));
  },
};

export const LongHungarian: Story = {
  args: { defaultValue: `${longHungarian.productTitle} ${longHungarian.longestWord}` },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector('[data-slot="search-box"]'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('search.clear') }));
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <SearchBox {...args} />
      <SearchBox {...args} defaultValue="Oslo kanapé" />
      <SearchBox {...args} labels={{ 'search.placeholder': 'Mit keres?' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('search')).toHaveLength(3);
    await expect(within(canvasElement).getAllByRole('button', { name: t('search.clear') })).toHaveLength(1);
  },
};

/** A misspelt word that suggests nothing: the box offers the correction (requirements 9.6a), first. */
export const Correction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meant = storyLocale() === 'hu' ? 'kanapé' : 'sofa';
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, storyLocale() === 'hu' ? 'kanpaé' : 'sfoa');
    const correction = await canvas.findByRole('option', { name: t('search.suggestions.correction', { query: meant }) });
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', correction.id);
    await expect(correction).toHaveAttribute('data-kind', 'correction');
  },
};
