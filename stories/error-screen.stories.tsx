import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildPath } from 'otthon';
import { Button, ErrorScreen, useT } from 'otthon/components';
import { longHungarian } from 'otthon/msw';
import type { AnchorHTMLAttributes } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale, t } from './support/i18n.js';

/** The home link: the logo's text, then the catalogue's "go to the home page". */
const homeLink = () => new RegExp(`${t('errors.screen.logo')}$`);

const meta = {
  title: 'Shell/ErrorScreen',
  component: ErrorScreen,
  args: { onRefresh: fn() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: homeLink() })).toHaveAttribute('href', buildPath('index', storyLocale()));
    await expect(canvas.getByRole('heading', { level: 1, name: t('errors.screen.title') })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="error-screen-icon"]')).toBeInTheDocument();
  },
};

function NotFoundScreen({ path }: { path: string }) {
  const t = useT();
  return <ErrorScreen message={t('errors.notFound', { path })} onRefresh={() => undefined} />;
}

export const NotFound: Story = {
  render: () => <NotFoundScreen path="/hu/nincs-ilyen-oldal" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('errors.notFound', { path: '/hu/nincs-ilyen-oldal' }))).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <NotFoundScreen path="/en/nothing-here" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page Not Found: /en/nothing-here')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Go to the home page$/ })).toHaveAttribute('href', '/en');
  },
};

function RouterAnchor(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a data-router-link="" {...props} />;
}

export const Keyboard: Story = {
  args: { homeLink: <RouterAnchor /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: homeLink() })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: homeLink() })).toHaveAttribute('data-router-link');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('errors.screen.refresh') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const LongHungarian: Story = {
  render: () => (
    <div className="w-80">
      <NotFoundScreen path={`/hu/${longHungarian.longestWord}/${longHungarian.longestWord}`} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const screenRoot = canvasElement.querySelector<HTMLElement>('[data-slot="error-screen"]')!;
    await expect(screenRoot.scrollWidth).toBeLessThanOrEqual(screenRoot.clientWidth);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-8 md:grid-cols-2">
      <ErrorScreen className="min-h-0 border border-border" onRefresh={() => undefined} />
      <ErrorScreen
        className="min-h-0 border border-border"
        titleAs="h2"
        title="Karbantartás"
        message="Az áruház rövid karbantartás miatt szünetel."
        logo={<span className="text-lg font-semibold">Bútorbolt</span>}
        actions={<Button variant="primary">Újrapróbálás</Button>}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="error-screen"]')).toHaveLength(2);
  },
};
