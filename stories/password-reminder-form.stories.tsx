import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordReminderForm } from 'otthon/components';
import { DEMO_CUSTOMER, longHungarian, mockError } from 'otthon/msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withOverrides } from './support/mock-shop.js';
import { expectNoOverflow } from './support/scenarios.js';
import { t } from './support/i18n.js';

const meta = {
  title: 'Forms/PasswordReminderForm',
  component: PasswordReminderForm,
  args: { onSuccess: fn() },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof PasswordReminderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), DEMO_CUSTOMER.email);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.passwordReminder.submit') }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith(DEMO_CUSTOMER.email));
    await expect(canvasElement.querySelector('[data-slot="form-message"]')).toHaveTextContent(DEMO_CUSTOMER.email);
  },
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.passwordReminder.submit') }));
    await expect(await canvas.findByText(t('forms.errors.required'))).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: withOverrides('auth', mockError('requestPasswordReset', 500)) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), DEMO_CUSTOMER.email);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.passwordReminder.submit') }));
    await expect(await canvas.findByText(t('errors.generic'))).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultEmail: 'nobody@example.com' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send link' }));
    await expect(
      await within(canvasElement).findByText('If an account exists for nobody@example.com, you will receive an e-mail shortly.'),
    ).toBeInTheDocument();
  },
};

export const LongHungarian: Story = {
  args: { defaultEmail: longHungarian.email },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('auth.passwordReminder.submit') }));
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="form-message"]')).not.toBeNull());
    await expectNoOverflow(canvasElement.querySelector('[data-slot="password-reminder-form"]'));
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-10 md:grid-cols-2">
      <PasswordReminderForm />
      <PasswordReminderForm defaultEmail={DEMO_CUSTOMER.email} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox')[1]).toHaveValue(DEMO_CUSTOMER.email);
  },
};
