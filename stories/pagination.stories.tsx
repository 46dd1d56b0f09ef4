import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination, type RenderLink } from 'otthon/components';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { t } from './support/i18n.js';

const href = (page: number) => `/hu/termekek?page=${page}`;

/** Pages as a router would render them: the link changes the page without a reload. */
function RoutedPagination({ pageCount, start = 1 }: { pageCount: number; start?: number }) {
  const [page, setPage] = useState(start);
  const renderLink: RenderLink = ({ href: to, ...props }) => (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        event.preventDefault();
        setPage(Number(new URL(to, 'https://otthon.test').searchParams.get('page')));
      }}
    />
  );
  return <Pagination page={page} pageCount={pageCount} getHref={href} renderLink={renderLink} />;
}

const meta = {
  title: 'Browse/Pagination',
  component: Pagination,
  args: { page: 6, pageCount: 12, getHref: href },
  argTypes: { getHref: { control: false }, renderLink: { control: false } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: t('common.pagination.label') });
    await expect(within(nav).getByRole('link', { name: t('common.pagination.current', { page: 6, total: 12 }) })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: t('common.pagination.previous') })).toHaveAttribute('href', '/hu/termekek?page=5');
  },
};

export const Keyboard: Story = {
  render: () => <RoutedPagination pageCount={9} start={2} />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: t('common.pagination.label') });
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: t('common.pagination.previous') })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(within(nav).getByRole('link', { name: t('common.pagination.current', { page: 3, total: 9 }) })).toHaveAttribute('aria-current', 'page');
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const previous = canvasElement.querySelector('[data-slot="pagination-previous"]')!;
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous.tagName).toBe('SPAN');
  },
};

export const Empty: Story = {
  name: 'Single page (renders nothing)',
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="pagination"]')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { page: 12 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('link', { name: 'Page 12 of 12' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.querySelector('[data-slot="pagination-next"]')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongHungarian: Story = {
  args: {
    labels: { 'common.pagination.previous': 'Visszalapozás az előző találati oldalra', 'common.pagination.next': 'Továbblapozás a következő találati oldalra' },
  },
  decorators: [(Story) => <div className="w-[360px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const nav = canvasElement.querySelector<HTMLElement>('[data-slot="pagination"]')!;
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth + 1);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      {[1, 4, 6, 9, 12].map((page) => (
        <Pagination key={page} page={page} pageCount={12} getHref={href} labels={{ 'common.pagination.label': `Lapozás (${page}. oldal)` }} />
      ))}
      <Pagination page={2} pageCount={3} getHref={href} labels={{ 'common.pagination.label': 'Lapozás (3 oldal)' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="pagination"]')).toHaveLength(6);
    await expect(canvasElement.querySelectorAll('[aria-current="page"]')).toHaveLength(6);
  },
};
