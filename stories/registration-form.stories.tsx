import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationForm } from 'otthon/components';
import { DEMO_CUSTOMER, longHungarian, mockError } from 'otthon/msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withOverrides } from './support/mock-shop.js';
import { expectNoOverflow, politeRegion } from './support/scenarios.js';
import { txRich } from './support/consents.js';
import { t, txLabel, txStart } from './support/i18n.js';

const meta = {
  title: 'Forms/RegistrationForm',
  component: RegistrationForm,
  args: { onSuccess: fn() },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.lastName') }), 'Szabó');
  await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.firstName') }), 'Éva');
  await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.email') }), email);
  await userEvent.type(canvas.getByLabelText(txLabel('fields.password')), 'Otthon-2026');
  await userEvent.type(canvas.getByLabelText(txStart('fields.passwordConfirmation')), 'Otthon-2026');
  await userEvent.click(canvas.getByRole('checkbox', { name: txRich('consent.privacy') }));
  await userEvent.click(canvas.getByRole('checkbox', { name: txRich('consent.terms') }));
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'szabo.eva@example.hu');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('auth.register.submit') }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith('szabo.eva@example.hu'));
    await waitFor(() => expect(politeRegion()).toHaveTextContent(t('auth.register.success.text', { email: 'szabo.eva@example.hu' })));
  },
};

export const Validation: Story = {
  name: 'Validation',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(txLabel('fields.password')), 'Otthon-2026');
    await userEvent.type(canvas.getByLabelText(txStart('fields.passwordConfirmation')), 'Otthon-2025');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.register.submit') }));
    await expect(await canvas.findByText(t('forms.errors.passwordMismatch'))).toBeInTheDocument();
    await expect(canvas.getByText(t('consent.errors.privacy'))).toBeInTheDocument();
    await expect(canvas.getByText(t('consent.errors.terms'))).toBeInTheDocument();
  },
};

// A taken address answers like a new one (no account is revealed), so the refusal is the server's own.
const refusal = 'Ez az e-mail-cím itt nem használható.';

export const ServerError: Story = {
  name: 'Server error (address refused)',
  parameters: {
    msw: { handlers: { auth: withOverrides('auth', mockError('register', 422, { message: refusal, errors: { email: [refusal] } })) } },
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, DEMO_CUSTOMER.email);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('auth.register.submit') }));
    const email = within(canvasElement).getByRole('textbox', { name: txStart('fields.email') });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(within(canvasElement).getByText(refusal)).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('textbox', { name: txStart('fields.lastName') })).toHaveValue('Szabó');
  },
};

export const BotChallengeFailed: Story = {
  args: { botChallengeProvider: { load: () => Promise.reject(new Error('blocked')), getToken: () => Promise.resolve('') } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(t('errors.botChallenge.loadFailed'))).toBeInTheDocument());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const privacy = canvas.getByRole('checkbox', { name: /privacy policy/ });
    await expect(privacy).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'privacy policy (opens in a new tab)' })).toHaveAttribute('href', '/en/privacy-policy');
    await expect(canvas.getByLabelText(/^Password\*?$/)).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const LongHungarian: Story = {
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: txStart('fields.email') }), longHungarian.email);
    await expectNoOverflow(canvasElement.querySelector('[data-slot="registration-form"]'));
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-10">
      <RegistrationForm />
      <RegistrationForm renderBotChallenge={(challenge) => <p className="text-sm text-muted-foreground">Biztonsági ellenőrzés: {challenge.state}</p>} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Biztonsági ellenőrzés: ready')).toBeInTheDocument());
  },
};
