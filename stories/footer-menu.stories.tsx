import type { Meta, StoryObj } from '@storybook/react-vite';
import { useInit } from 'otthon';
import { FooterMenu, type FooterMenuProps, NewsletterForm } from 'otthon/components';
import { longHungarian, mockLoading } from 'otthon/msw';
import { expect, waitFor, within } from 'storybook/test';
import { withOverrides } from './support/mock-shop.js';
import { expectNoOverflow } from './support/scenarios.js';
import { t } from './support/i18n.js';

function FromInit(props: Partial<FooterMenuProps>) {
  const { data } = useInit();
  return <FooterMenu {...props} items={data?.menu.footer ?? []} />;
}

const meta = {
  title: 'Browse/FooterMenu',
  component: FooterMenu,
  render: (args) => <FromInit {...args} />,
  args: { items: [] },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof FooterMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: t('menu.footer.label') });
    await waitFor(() => expect(within(nav).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0));
    const links = within(nav).getAllByRole('link');
    await expect(links.every((link) => link.getAttribute('href'))).toBe(true);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { app: withOverrides('app', mockLoading('init')) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Footer menu' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .some((link) => link.getAttribute('href')?.startsWith('/en/')),
      ).toBe(true),
    );
  },
};

export const WithNewsletter: Story = {
  render: (args) => (
    <FromInit {...args}>
      <NewsletterForm headingLevel={2} className="md:col-span-2" />
    </FromInit>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form', { name: t('newsletter.title') })).toBeInTheDocument();
  },
};

export const LongHungarian: Story = {
  render: (args) => (
    <div className="w-[320px]">
      <FooterMenu
        {...args}
        items={[
          {
            id: 1,
            title: longHungarian.categoryTitle,
            link: { type: 'static', slug: null, ref_id: null },
            children: [{ id: 2, title: longHungarian.longestWord, link: { type: 'content', slug: 'hosszu', ref_id: 2 }, children: [] }],
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector('[data-slot="footer-menu"]'));
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-10">
      <FromInit {...args} />
      <FromInit {...args} headingLevel={3} labels={{ 'menu.footer.label': 'Lábléc 3. szintű címekkel' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0));
  },
};
