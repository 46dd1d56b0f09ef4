import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConsentCheckboxes } from 'otthon/components';
import { longHungarian } from 'otthon/msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoOverflow } from './support/scenarios.js';

const meta = {
  title: 'Checkout/ConsentCheckboxes',
  component: ConsentCheckboxes,
  args: { onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof ConsentCheckboxes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const privacy = canvas.getByRole('checkbox', { name: /adatvédelmi tájékoztatót/ });
    // Required consents carry an asterisk on their label.
    await expect(privacy).toHaveAttribute('aria-required', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="field-label"] [aria-hidden="true"]')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'adatvédelmi tájékoztatót (új lapon nyílik meg)' })).toHaveAttribute('href', '/hu/adatvedelmi-tajekoztato');
    await expect(canvas.getByRole('link', { name: 'általános szerződési feltételeket (új lapon nyílik meg)' })).toHaveAttribute('href', '/hu/altalanos-szerzodesi-feltetelek');
    privacy.focus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ privacy: true, terms: false });
  },
};

export const Errors: Story = {
  args: { errors: { privacy: 'Kérjük, fogadja el az adatvédelmi tájékoztatót.', terms: 'Kérjük, fogadja el az általános szerződési feltételeket.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: /általános szerződési/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: { privacy: true, terms: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
    await expect(within(canvasElement).getByRole('link', { name: 'terms and conditions (opens in a new tab)' })).toHaveAttribute('href', '/en/service-agrrement');
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
    await expect(boxes.filter((box) => box.getAttribute('aria-checked') === 'true')).toHaveLength(2);
  },
};
