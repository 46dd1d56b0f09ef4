import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from 'otthon/components';
import { longHungarian } from 'otthon/msw';
import { expect, within } from 'storybook/test';
import { expectNoOverflow } from './support/scenarios.js';
import { t } from './support/i18n.js';

const meta = {
  title: 'Browse/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Főoldal', href: '/hu' },
      { label: 'Nappali', href: '/hu/kategoriak/nappali' },
      { label: 'Kanapék', href: '/hu/kategoriak/nappali/kanapek' },
      { label: 'Oslo háromszemélyes kanapé' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: t('common.breadcrumb') });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    // The last crumb is the page itself: text, not a link.
    await expect(within(nav).getByText(String(args.items.at(-1)!.label))).toHaveAttribute('aria-current', 'page');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { items: [{ label: 'Home', href: '/en' }, { label: 'Blog', href: '/en/blog' }, { label: 'Five ways to furnish a small flat' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: t('common.breadcrumb') })).toBeInTheDocument();
  },
};

export const LongHungarian: Story = {
  args: {
    items: [
      { label: 'Főoldal', href: '/hu' },
      { label: longHungarian.categoryTitle, href: '/hu/kategoriak/hosszu' },
      { label: `${longHungarian.productTitle} ${longHungarian.longestWord}` },
    ],
  },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector('[data-slot="breadcrumbs"]'));
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <Breadcrumbs items={[{ label: 'Főoldal' }]} labels={{ 'common.breadcrumb': 'Egy elem' }} />
      <Breadcrumbs items={[{ label: 'Főoldal', href: '/hu' }, { label: 'Kosár' }]} labels={{ 'common.breadcrumb': 'Két elem' }} />
      <Breadcrumbs
        items={[
          { label: 'Főoldal', href: '/hu' },
          { label: 'Akciók', href: '/hu/akcios' },
          { label: 'Székek', href: '/hu/kategoriak/etkezo/szekek' },
          { label: 'Tisza kárpitozott szék' },
        ]}
        labels={{ 'common.breadcrumb': 'Négy elem' }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('navigation')).toHaveLength(3);
  },
};
