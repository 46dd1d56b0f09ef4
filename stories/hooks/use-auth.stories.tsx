import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_CUSTOMER } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t, txStart } from '../support/i18n.js';
import { AuthExample } from './use-auth.example.js';
import { readField } from './readout.js';

/** `useAuth()` for a visitor of the mock shop, whose demo customer can log in. */
const meta = {
  title: 'Hooks/useAuth',
  component: AuthExample,
  tags: ['!autodocs'],
  args: { defaultEmail: DEMO_CUSTOMER.email },
} satisfies Meta<typeof AuthExample>;

export default meta;
type Story = StoryObj<typeof meta>;

async function logIn(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  const email = canvas.getByRole('textbox', { name: txStart('fields.email') });
  await userEvent.clear(email);
  await userEvent.type(email, DEMO_CUSTOMER.email);
  const field = canvasElement.querySelector<HTMLInputElement>('input[name="password"]')!;
  await userEvent.clear(field);
  await userEvent.type(field, password);
  await userEvent.click(canvas.getByRole('button', { name: t('auth.login.submit') }));
}

export const LogsIn: Story = {
  name: 'Refuses a wrong password, then logs in and out',
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(readField(canvasElement, 'isLoading')).toBe('false'));
    await expect(readField(canvasElement, 'isLoggedIn')).toBe('false');
    await logIn(canvasElement, 'not-the-password');
    await waitFor(() => expect(readField(canvasElement, 'result?.ok')).toBe('false'));
    await expect(readField(canvasElement, 'result?.message')).not.toBe('undefined');
    await expect(readField(canvasElement, 'isLoggedIn')).toBe('false');
    await logIn(canvasElement, DEMO_CUSTOMER.password);
    await waitFor(() => expect(readField(canvasElement, 'isLoggedIn')).toBe('true'));
    await expect(readField(canvasElement, 'user?.email')).toBe(`'${DEMO_CUSTOMER.email}'`);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('auth.logout') }));
    await waitFor(() => expect(readField(canvasElement, 'isLoggedIn')).toBe('false'));
    await expect(readField(canvasElement, 'result?.ok')).toBe('true');
  },
};
