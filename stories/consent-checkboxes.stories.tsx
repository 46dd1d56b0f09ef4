import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildPath } from 'otthon';
import { ConsentCheckboxes, type ConsentCheckboxesProps, useT } from 'otthon/components';
import { longHungarian } from 'otthon/msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { richMessage, txRich } from './support/consents.js';
import { storyLocale, t } from './support/i18n.js';
import { expectNoOverflow } from './support/scenarios.js';

const meta = {
  title: 'Checkout/ConsentCheckboxes',
  component: ConsentCheckboxes,
  args: { onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof ConsentCheckboxes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The privacy policy's address in each language (a shop page of its own). */
const privacyPages = { hu: '/hu/adatvedelmi-tajekoztato', en: '/en/privacy-policy' } as const;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const privacy = canvas.getByRole('checkbox', { name: txRich('consent.privacy') });
    // Required consents carry an asterisk on their label.
    await expect(privacy).toBeRequired();
    await expect(canvasElement.querySelectorAll('[data-slot="field-label"] [aria-hidden="true"]')).toHaveLength(2);
    // Each document opens in a new tab, and its link says so.
    const newTab = t('common.externalLink');
    await expect(canvas.getByRole('link', { name: `${richMessage('consent.privacy').link} ${newTab}` })).toHaveAttribute('href', privacyPages[storyLocale()]);
    await expect(canvas.getByRole('link', { name: `${richMessage('consent.terms').link} ${newTab}` })).toHaveAttribute(
      'href',
      buildPath('terms', storyLocale()),
    );
    privacy.focus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ privacy: true, terms: false });
  },
};

function WithErrors(props: Omit<ConsentCheckboxesProps, 'errors'>) {
  const t = useT();
  return <ConsentCheckboxes {...props} errors={{ privacy: t('consent.errors.privacy'), terms: t('consent.errors.terms') }} />;
}

export const Errors: Story = {
  render: (args) => <WithErrors {...args} />,
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement).getByRole('checkbox', { name: txRich('consent.terms') });
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveAccessibleDescription(t('consent.errors.terms'));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: { privacy: true, terms: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
    await expect(within(canvasElement).getByRole('link', { name: 'terms and conditions (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/en/service-agrrement',
    );
  },
};

export const LongHungarian: Story = {
  args: { labels: { 'consent.privacy': `Elolvastam és elfogadom az <link>adatkezelési tájékoztatót (${longHungarian.longestWord})</link>` } },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector('[data-slot="consent-checkboxes"]'));
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-8">
      <ConsentCheckboxes names={{ privacy: 'a_privacy', terms: 'a_terms' }} />
      <ConsentCheckboxes names={{ privacy: 'b_privacy', terms: 'b_terms' }} defaultValue={{ privacy: true, terms: true }} />
      <ConsentCheckboxes names={{ privacy: 'c_privacy', terms: 'c_terms' }} errors={{ privacy: 'Kérjük, fogadja el az adatvédelmi tájékoztatót.' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('checkbox');
    await expect(boxes.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(2);
  },
};
