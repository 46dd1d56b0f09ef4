import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationForm } from 'otthon/components';
import { DEMO_CUSTOMER, longHungarian, mockError } from 'otthon/msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withOverrides } from './support/mock-shop.js';
import { expectNoOverflow, politeRegion } from './support/scenarios.js';

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
  await userEvent.type(canvas.getByRole('textbox', { name: /^Vezetéknév/ }), 'Szabó');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Keresztnév/ }), 'Éva');
  await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), email);
  await userEvent.type(canvas.getByLabelText(/^Jelszó\*?$/), 'Otthon-2026');
  await userEvent.type(canvas.getByLabelText(/^Jelszó megerősítése/), 'Otthon-2026');
  await userEvent.click(canvas.getByRole('checkbox', { name: /adatvédelmi tájékoztatót/ }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /általános szerződési feltételeket/ }));
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'szabo.eva@example.hu');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Regisztráció' }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith('szabo.eva@example.hu'));
    await waitFor(() => expect(politeRegion()).toHaveTextContent('Az aktiváló linket elküldtük e-mail-címére (szabo.eva@example.hu).'));
  },
};

export const Validation: Story = {
  name: 'Validation',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Jelszó\*?$/), 'Otthon-2026');
    await userEvent.type(canvas.getByLabelText(/^Jelszó megerősítése/), 'Otthon-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Regisztráció' }));
    await expect(await canvas.findByText('A két jelszó nem egyezik.')).toBeInTheDocument();
    await expect(canvas.getByText('Kérjük, fogadja el az adatvédelmi tájékoztatót.')).toBeInTheDocument();
    await expect(canvas.getByText('Kérjük, fogadja el az általános szerződési feltételeket.')).toBeInTheDocument();
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
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Regisztráció' }));
    const email = within(canvasElement).getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(within(canvasElement).getByText(refusal)).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('textbox', { name: /^Vezetéknév/ })).toHaveValue('Szabó');
  },
};

export const BotChallengeFailed: Story = {
  args: { botChallengeProvider: { load: () => Promise.reject(new Error('blocked')), getToken: () => Promise.resolve('') } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Nem sikerült betölteni a Turnstile-t.')).toBeInTheDocument());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const privacy = canvas.getByRole('checkbox', { name: /privacy policy/ });
    await expect(privacy).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('link', { name: 'privacy policy (opens in a new tab)' })).toHaveAttribute('href', '/en/privacy-policy');
    await expect(canvas.getByLabelText(/^Password\*?$/)).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const LongHungarian: Story = {
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: /^E-mail/ }), longHungarian.email);
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
