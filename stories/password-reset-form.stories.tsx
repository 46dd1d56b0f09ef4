import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordResetForm } from 'otthon/components';
import { DEMO_CUSTOMER, longHungarian } from 'otthon/msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockShop } from './support/mock-shop.js';
import { expectNoOverflow } from './support/scenarios.js';
import { buildPath } from 'otthon';
import { storyLocale, t, tx, txStart } from './support/i18n.js';

/** A reset token as the e-mailed link carries it, issued by the story's mock shop. */
async function issueToken(): Promise<string> {
  const origin = window.location.origin;
  await mockShop.requestPasswordReset({ body: { email: DEMO_CUSTOMER.email, result_url: `${origin}/hu/jelszo-visszaallitas/` }, origins: [origin] });
  const link = mockShop.mails(DEMO_CUSTOMER.email)[0]!.links[0]!;
  return link.slice(link.lastIndexOf('/') + 1);
}

/**
 * The story's reset token. Issued in `beforeEach`, after the preview's own `beforeEach` has reset
 * the mock shop: a loader runs before that reset, which forgets the token it issued.
 */
let token = '';

const meta = {
  title: 'Forms/PasswordResetForm',
  component: PasswordResetForm,
  beforeEach: async () => {
    token = await issueToken();
  },
  render: (args) => <PasswordResetForm {...args} token={token} />,
  args: { token: '', onSuccess: fn() },
  argTypes: { token: { control: false } },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof PasswordResetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, password: string, again = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(txStart('fields.newPassword')), password);
  await userEvent.type(canvas.getByLabelText(txStart('fields.passwordConfirmation')), again);
  await userEvent.click(canvas.getByRole('button', { name: t('auth.passwordReset.submit') }));
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, 'Uj-jelszo-2026');
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
    await expect(within(canvasElement).getByRole('link', { name: t('auth.login.submit') })).toHaveAttribute('href', buildPath('auth-login', storyLocale()));
  },
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'rovid', 'masik');
    await expect(await within(canvasElement).findByText(t('forms.errors.passwordLength', { count: 8 }))).toBeInTheDocument();
    await expect(within(canvasElement).getByText(t('forms.errors.passwordMismatch'))).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  name: 'Server error (expired link)',
  render: (args) => <PasswordResetForm {...args} token="lejart-link-00000000" />,
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Uj-jelszo-2026');
    const message = await within(canvasElement).findByText(tx('auth.passwordReset.invalid'));
    await expect(
      within(message.closest('[data-slot="form-message"]') as HTMLElement).getByRole('link', { name: t('auth.passwordReminder.submit') }),
    ).toHaveAttribute('href', buildPath('auth-password-reminder', storyLocale()));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
    await choose(canvasElement, 'New-password-2026');
    await expect(await within(canvasElement).findByText('Your password has been changed. You can now log in.')).toBeInTheDocument();
  },
};

export const LongHungarian: Story = {
  args: { labels: { 'fields.newPassword': `Új jelszó (${longHungarian.longestWord})` } },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector('[data-slot="password-reset-form"]'));
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-10 md:grid-cols-2">
      <PasswordResetForm token={token} />
      <PasswordResetForm token="lejart-link-00000000" labels={{ 'auth.passwordReset.submit': 'Mentés' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: t('fields.showPassword') })).toHaveLength(4);
  },
};
