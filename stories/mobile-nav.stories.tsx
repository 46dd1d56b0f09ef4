import type { Meta, StoryObj } from '@storybook/react-vite';
import { useInit } from 'otthon';
import { MobileNav, type MobileNavProps, SearchBox } from 'otthon/components';
import { longHungarian } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { categoryPath, categoryTitle, localeOf } from './support/categories.js';
import { t } from './support/i18n.js';

function FromInit(props: Partial<MobileNavProps>) {
  const { data } = useInit();
  return <MobileNav {...props} items={data?.menu.header ?? []} />;
}

const meta = {
  title: 'Browse/MobileNav',
  component: MobileNav,
  render: (args) => <FromInit {...args} />,
  args: { items: [] },
  argTypes: { items: { control: false } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof MobileNav>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: t('common.openMenu') });
    await userEvent.click(button);
    const dialog = await screen().findByRole('dialog', { name: t('common.menu') });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Focus stays inside the drawer (WCAG 2.4.3).
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  // On the sofas page, in the toolbar's language.
  render: (args, { globals }) => (
    <FromInit {...args} currentPath={categoryPath(['Nappali', 'Kanapék'], localeOf(globals))}>
      <SearchBox />
    </FromInit>
  ),
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: t('common.menu') });
    // It opens at the current page's level: the room, with a way back and a link to all of it.
    await waitFor(() => expect(within(dialog).getByRole('link', { name: categoryTitle('Kanapék') })).toHaveAttribute('aria-current', 'page'));
    await expect(within(dialog).getByRole('heading', { name: categoryTitle('Nappali') })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: t('common.back') })).toBeInTheDocument();
    await expect(within(dialog).getByRole('search')).toBeInTheDocument();
  },
};

/** Drilling down from the top level into a room and back, by keyboard. */
export const DrillDown: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: t('common.menu') });
    const room = await within(dialog).findByRole('button', { name: t('menu.submenu.toggle', { title: categoryTitle('Nappali') }) });
    room.focus();
    await userEvent.keyboard('{Enter}');
    // The level's heading takes focus, so a screen reader says where the shopper is.
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: categoryTitle('Nappali') })).toHaveFocus());
    await expect(within(dialog).getByRole('link', { name: t('menu.mega.all', { title: categoryTitle('Nappali') }) })).toHaveAttribute(
      'href',
      categoryPath(['Nappali']),
    );
    await expect(within(dialog).getByRole('link', { name: categoryTitle('Kanapék') })).toHaveAttribute('href', categoryPath(['Nappali', 'Kanapék']));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.back') }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('menu.submenu.toggle', { title: categoryTitle('Nappali') }) })).toHaveFocus());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const dialog = await screen().findByRole('dialog', { name: 'Menu' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

export const LongHungarian: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <MobileNav
      {...args}
      items={[
        {
          id: 1,
          title: longHungarian.categoryTitle,
          link: { type: 'category', slug: 'hosszu', ref_id: 1 },
          children: [{ id: 2, title: longHungarian.longestWord, link: { type: 'category', slug: 'leghosszabb', ref_id: 2 }, children: [] }],
        },
      ]}
    />
  ),
  play: async () => {
    const dialog = await screen().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('menu.submenu.toggle', { title: longHungarian.categoryTitle }) }));
    const body = dialog.querySelector<HTMLElement>('[data-slot="mobile-nav-body"]')!;
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth + 1);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex items-center gap-4">
      <FromInit {...args} />
      <FromInit {...args} labels={{ 'common.openMenu': 'Kategóriák megnyitása' }} className="border border-border" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2);
    await expect(within(canvasElement).getByRole('button', { name: 'Kategóriák megnyitása' })).toHaveAttribute('aria-expanded', 'false');
  },
};
