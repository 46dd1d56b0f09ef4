import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginForm } from 'otthon/components';
import { DEMO_CUSTOMER, longHungarian, mockError } from 'otthon/msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withOverrides } from './support/mock-shop.js';
import { expectNoOverflow, politeRegion } from './support/scenarios.js';
import { t, txLabel, txStart } from './support/i18n.js';

const meta = {
  title: 'Forms/LoginForm',
  component: LoginForm,
  args: { onSuccess: fn() },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function logIn(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.email') }), email);
  await userEvent.type(canvas.getByLabelText(txLabel('fields.password')), password);
  await userEvent.click(canvas.getByRole('button', { name: t('auth.login.submit') }));
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: txStart('fields.email') })).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText(txLabel('fields.password'))).toHaveAttribute('autocomplete', 'current-password');
    await logIn(canvasElement, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
    await waitFor(() => expect(politeRegion()).toHaveTextContent(t('auth.login.success')));
  },
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.email') }), 'anna@');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.login.submit') }));
    await expect(await canvas.findByText(t('forms.errors.email'))).toBeInTheDocument();
    await expect(canvas.getByText(t('forms.errors.required'))).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: txStart('fields.email') })).toHaveFocus();
  },
};

export const ServerError: Story = {
  name: 'Server error (wrong password)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvasElement, DEMO_CUSTOMER.email, 'rossz-jelszo');
    // The shop's own refusal (in the language of the request) is said at the address field.
    const email = canvas.getByRole('textbox', { name: txStart('fields.email') });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(/\S/);
    await expect(canvas.getByLabelText(txLabel('fields.password'))).toHaveValue('rossz-jelszo');
  },
};

export const TooManyAttempts: Story = {
  parameters: { msw: { handlers: { auth: withOverrides('auth', mockError('login', 429, { message: 'Túl sok próbálkozás.' })) } } },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(await within(canvasElement).findByText(t('errors.tooManyRequests'))).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/en/forgot-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText(/^Password\*?$/)).toHaveAttribute('type', 'text');
    await logIn(canvasElement, DEMO_CUSTOMER.email, 'wrong-password');
    await expect(await canvas.findByText('These credentials do not match our records.')).toBeInTheDocument();
  },
};

export const LongHungarian: Story = {
  args: { defaultEmail: longHungarian.email, labels: { 'auth.login.forgotPassword': `Elfelejtette a jelszavát? ${longHungarian.longestWord}` } },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector('[data-slot="login-form"]'));
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-10 md:grid-cols-2">
      <LoginForm />
      <LoginForm defaultEmail={DEMO_CUSTOMER.email} registerHref={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: t('auth.login.register') })).toHaveLength(1);
    const second = canvasElement.querySelectorAll('[data-slot="login-form"]')[1] as HTMLElement;
    await userEvent.click(within(second).getByRole('button', { name: t('auth.login.submit') }));
    await expect(await within(second).findByText(t('forms.errors.required'))).toBeInTheDocument();
  },
};
