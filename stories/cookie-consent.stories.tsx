import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CookieChoice, CookieConsent, CookieSettings, consentModeState } from 'otthon/components';
import { longHungarian } from 'otthon/msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t, tx } from './support/i18n.js';

/** The banner with what a shop does on a choice: store it and update Consent Mode v2. */
function Banner(props: Parameters<typeof CookieConsent>[0]) {
  const [choice, setChoice] = useState<CookieChoice | null>(null);
  return (
    <div className="min-h-[620px]">
      <p className="text-sm text-muted-foreground">Consent Mode v2:</p>
      <pre data-testid="consent-mode" className="font-sans text-xs">
        {JSON.stringify(consentModeState(choice), null, 1)}
      </pre>
      <CookieConsent {...props} value={choice} onValueChange={setChoice} />
    </div>
  );
}

const meta = {
  title: 'Shell/CookieConsent',
  component: CookieConsent,
  subcomponents: { CookieSettings },
  render: (args) => <Banner {...args} />,
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

const consentMode = (canvasElement: HTMLElement) => JSON.parse(within(canvasElement).getByTestId('consent-mode').textContent ?? '{}') as Record<string, string>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Denied by default (Consent Mode v2) until the visitor chooses.
    await expect(consentMode(canvasElement).analytics_storage).toBe('denied');
    const reject = canvas.getByRole('button', { name: t('cookieConsent.rejectAll') });
    const accept = canvas.getByRole('button', { name: t('cookieConsent.acceptAll') });
    // Rejecting is exactly as prominent and as easy as accepting: same look, one click.
    await expect(reject.className).toBe(accept.className);
    await userEvent.click(reject);
    await expect(canvas.queryByRole('region', { name: t('cookieConsent.title') })).not.toBeInTheDocument();
    await expect(consentMode(canvasElement).ad_storage).toBe('denied');
  },
};

export const AcceptAll: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('cookieConsent.acceptAll') }));
    await expect(consentMode(canvasElement)).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted' });
  },
};

export const Settings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('cookieConsent.settings') }));
    // The settings load when asked for; the focus lands on the first switch once they are there.
    const analytics = await canvas.findByRole('checkbox', { name: t('cookieConsent.categories.analytics.title') });
    await waitFor(() => expect(analytics).toHaveFocus());
    await expect(canvas.getByRole('checkbox', { name: tx('cookieConsent.categories.necessary.title') })).toBeDisabled();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: t('cookieConsent.save') }));
    await expect(consentMode(canvasElement)).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
    const polite = document.querySelector('[data-slot="announcer"] [data-politeness="polite"]')!;
    await waitFor(() => expect(polite).toHaveTextContent(t('announcements.cookieConsent.saved')));
  },
};

export const SettingsOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('cookieConsent.settings') }));
    const analytics = await canvas.findByRole('checkbox', { name: t('cookieConsent.categories.analytics.title') });
    await waitFor(() => expect(analytics).toHaveFocus());
    await expect(canvas.getByRole('checkbox', { name: t('cookieConsent.categories.marketing.title') })).not.toBeChecked();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/en/cookie-rules');
    await expect(canvas.getByRole('button', { name: 'Reject all' })).toBeInTheDocument();
  },
};

export const LongHungarian: Story = {
  args: { labels: { 'cookieConsent.title': longHungarian.blogTitle } },
  render: (args) => (
    <div className="w-80">
      <CookieConsent {...args} position="inline" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const banner = canvasElement.querySelector<HTMLElement>('[data-slot="cookie-consent"]')!;
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
    // A label longer than its half of the row wraps inside its button rather than spill out of it.
    for (const button of within(banner).getAllByRole('button')) await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};

function SettingsPage() {
  const [choice, setChoice] = useState<CookieChoice>({ analytics: false, marketing: false });
  return (
    <div className="grid max-w-xl gap-4">
      <CookieSettings value={choice} onValueChange={setChoice} />
      <output data-testid="choice" className="text-sm text-muted-foreground">
        {JSON.stringify(choice)}
      </output>
    </div>
  );
}

export const CookieSettingsPage: Story = {
  render: () => <SettingsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: t('cookieConsent.categories.marketing.title') }));
    await userEvent.click(canvas.getByRole('button', { name: t('cookieConsent.save') }));
    await expect(canvas.getByTestId('choice')).toHaveTextContent('{"analytics":false,"marketing":true}');
    await userEvent.click(canvas.getByRole('button', { name: t('cookieConsent.rejectAll') }));
    await expect(canvas.getByTestId('choice')).toHaveTextContent('{"analytics":false,"marketing":false}');
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-6">
      <CookieConsent position="inline" />
      <CookieSettings defaultValue={{ analytics: true, marketing: false }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: t('cookieConsent.rejectAll') })).toHaveLength(2);
  },
};
