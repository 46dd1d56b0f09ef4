import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildPath, useInit } from 'otthon';
import type { MenuItem } from 'otthon/contract';
import { HeaderMenu, type HeaderMenuProps } from 'otthon/components';
import { longHungarian, mockLoading } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withOverrides } from './support/mock-shop.js';
import { expectNoOverflow } from './support/scenarios.js';
import { categoryOf, categoryPath, categoryTitle, localeOf } from './support/categories.js';
import { storyLocale, t } from './support/i18n.js';

/** The header menu as the shop renders it: the items of `GET /api/init`. */
function FromInit(props: Partial<HeaderMenuProps>) {
  const { data } = useInit();
  return <HeaderMenu {...props} items={data?.menu.header ?? []} />;
}

const external: MenuItem = { id: 900, title: 'Instagram', link: { type: 'static', slug: 'https://instagram.com/otthon', ref_id: null }, children: [] };

const meta = {
  title: 'Browse/HeaderMenu',
  component: HeaderMenu,
  render: (args) => <FromInit {...args} />,
  args: { items: [] },
  argTypes: { items: { control: false } },
  decorators: [(Story) => <div className="pb-64">{Story()}</div>],
} satisfies Meta<typeof HeaderMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: t('menu.header.label') });
    await waitFor(() => expect(within(nav).getByRole('link', { name: categoryTitle('Nappali') })).toHaveAttribute('href', categoryPath(['Nappali'])));
    const toggle = within(nav).getByRole('button', { name: t('menu.submenu.toggle', { title: categoryTitle('Nappali') }) });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // A room's sub-categories are categories: its panel is a mega menu, drawn once it is reached for.
    await expect(await within(nav).findByRole('link', { name: categoryTitle('Kanapék') })).toHaveAttribute('href', categoryPath(['Nappali', 'Kanapék']));
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

/** As the reference shop's header names it: one item whose children are the rooms, without their sub-categories. */
const productsMenu = (): MenuItem[] => [
  {
    id: 800,
    title: t('routes.all-products.title'),
    link: { type: 'static', slug: buildPath('all-products', storyLocale()), ref_id: null },
    children: ['Nappali', 'Étkező', 'Hálószoba'].map((title, index) => ({
      id: 801 + index,
      title: categoryTitle(title),
      link: { type: 'category', slug: categoryOf(title).slug[storyLocale()], ref_id: categoryOf(title).id },
      children: [],
    })),
  },
];

/** The mega menu open (by `defaultOpenId`): a column per room with its picture, sub-categories and a link to all of it. */
export const MegaMenuOpen: Story = {
  args: { defaultOpenId: 800 },
  render: (args) => <HeaderMenu {...args} items={productsMenu()} />,
  decorators: [(Story) => <div className="min-h-[28rem]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: t('menu.header.label') });
    const toggle = within(nav).getByRole('button', { name: t('menu.submenu.toggle', { title: t('routes.all-products.title') }) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const livingRoom = await within(nav).findByRole('region', { name: categoryTitle('Nappali') });
    const sofas = await within(livingRoom).findByRole('link', { name: categoryTitle('Kanapék') });
    await expect(sofas).toHaveAttribute('href', categoryPath(['Nappali', 'Kanapék']));
    await expect(within(livingRoom).getByRole('link', { name: t('menu.mega.all', { title: categoryTitle('Nappali') }) })).toHaveAttribute(
      'href',
      categoryPath(['Nappali']),
    );
    await waitFor(() => expect(livingRoom.querySelector('img')).not.toBeNull());
    // Arrows move within a column and across columns; Escape closes onto the button.
    within(livingRoom)
      .getByRole('link', { name: categoryTitle('Nappali') })
      .focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(sofas).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(nav).getByRole('link', { name: categoryTitle('Étkező') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    // Down arrow on the button opens it again onto its first link, for the picture.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(livingRoom).getByRole('link', { name: categoryTitle('Nappali') })).toHaveFocus());
  },
};

export const CurrentPage: Story = {
  // On the sofas page (in the toolbar's language) its room is the active item.
  render: (args, { globals }) => <FromInit {...args} currentPath={categoryPath(['Nappali', 'Kanapék'], localeOf(globals))} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('link', { name: categoryTitle('Nappali') })).toHaveAttribute('data-state', 'active'));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { app: withOverrides('app', mockLoading('init')) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: t('menu.header.label') })).toBeInTheDocument();
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Main menu' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Living room' })).toHaveAttribute('href', '/en/categories/living-room'));
  },
};

export const ExternalLink: Story = {
  render: (args) => <HeaderMenu {...args} items={[external]} />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: `Instagram ${t('common.externalLink')}` });
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const LongHungarian: Story = {
  render: (args) => (
    <div className="w-[360px]">
      <HeaderMenu
        {...args}
        items={[
          { id: 1, title: longHungarian.categoryTitle, link: { type: 'category', slug: 'karpitozott', ref_id: 1 }, children: [] },
          { id: 2, title: longHungarian.longestWord, link: { type: 'content', slug: 'hosszu', ref_id: 2 }, children: [] },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector('[data-slot="header-menu"]'));
  },
};

export const AllVariants: Story = {
  render: (args, { globals }) => (
    <div className="flex flex-col gap-6">
      <FromInit {...args} labels={{ 'menu.header.label': 'Menü alapállapotban' }} />
      <FromInit {...args} currentPath={buildPath('sale', localeOf(globals))} labels={{ 'menu.header.label': 'Menü az akciós oldalon' }} />
      <HeaderMenu
        items={[external, { id: 901, title: 'Hamarosan', link: { type: 'content', slug: null, ref_id: null }, children: [] }]}
        labels={{ 'menu.header.label': 'Külső és üres hivatkozás' }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('navigation')).toHaveLength(3));
    // The sale page's link in the second menu is the current page.
    const sale = () => [...canvasElement.querySelectorAll(`a[href="${buildPath('sale', storyLocale())}"]`)];
    await waitFor(() => expect(sale()).toHaveLength(2));
    await expect(sale()[1]).toHaveAttribute('aria-current', 'page');
  },
};
