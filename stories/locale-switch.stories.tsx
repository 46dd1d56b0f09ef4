import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildPath } from 'otthon';
import { LocaleSwitch } from 'otthon/components';
import type { AnchorHTMLAttributes } from 'react';
import { expect, within } from 'storybook/test';
import { route, storyLocale, t } from './support/i18n.js';

const meta = {
  title: 'Shell/LocaleSwitch',
  component: LocaleSwitch,
  args: { pathname: '/hu/kosar' },
} satisfies Meta<typeof LocaleSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The language the switch offers: the one the story is not in. */
const otherLocale = () => (storyLocale() === 'en' ? 'hu' : 'en');

export const Default: Story = {
  // The cart page in the story's language; the switch leads to the same page in the other one.
  render: (args) => <LocaleSwitch {...args} pathname={route('cart')} />,
  play: async ({ canvasElement }) => {
    const other = otherLocale();
    const link = within(canvasElement).getByRole('link', { name: t(`locale.endonym.${other}`) });
    await expect(link).toHaveAttribute('href', buildPath('cart', other));
    await expect(link).toHaveAttribute('hreflang', other);
    await expect(link).toHaveAttribute('lang', other);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { pathname: '/en/cart/data' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t('locale.endonym.hu') })).toHaveAttribute('href', '/hu/kosar/adatok');
  },
};

// The stories below start from a Hungarian page (its address, its slugs), so they stay in Hungarian.
export const ProductPage: Story = {
  globals: { locale: 'hu' },
  args: {
    pathname: '/hu/termekek/nappali/kanapek/oslo-haromszemelyes-kanape-1',
    alternateSlugs: { product_slug: ['living-room', 'sofas', 'oslo-three-seater-sofa-1'] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t('locale.endonym.en') })).toHaveAttribute(
      'href',
      '/en/products/living-room/sofas/oslo-three-seater-sofa-1',
    );
  },
};

export const Empty: Story = {
  globals: { locale: 'hu' },
  name: 'Without the other slug',
  args: { pathname: '/hu/blog/tippek/kanape-valasztas' },
  play: async ({ canvasElement }) => {
    // Without the English slug the switch lands on the blog list, never on a page that would not exist.
    await expect(within(canvasElement).getByRole('link', { name: t('locale.endonym.en') })).toHaveAttribute('href', '/en/blog');
  },
};

/** A stand-in for the router's link: receives href and the rest from `asChild`. */
function RouterAnchor(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a data-router-link="" {...props} />;
}

export const AsChild: Story = {
  globals: { locale: 'hu' },
  render: (args) => (
    <LocaleSwitch {...args} asChild variant="button">
      <RouterAnchor />
    </LocaleSwitch>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: t('locale.endonym.en') });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '/en/cart');
  },
};

export const LongHungarian: Story = {
  globals: { locale: 'hu' },
  args: { pathname: '/hu/termekek', children: 'Az oldal angol nyelvű változata (English)' },
  render: (args) => (
    <div className="w-32">
      <LocaleSwitch {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/en/all-products');
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(128);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex items-center gap-6">
      <LocaleSwitch {...args} variant="link" />
      <LocaleSwitch {...args} variant="button" />
      <LocaleSwitch {...args} targetLocale="hu" variant="button" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};
