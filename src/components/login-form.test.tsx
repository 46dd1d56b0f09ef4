import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { allHandlers, createMockShop, DEMO_CUSTOMER, mockError } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer } from '../testing/shop.js';
import { LoginForm } from './login-form.js';

const shop = createMockShop();
const { server, count } = setupShopServer(...allHandlers(shop));
beforeEach(() => shop.reset());

describe('LoginForm', () => {
  it('lets password managers fill it: username and current-password tokens, paste not blocked', async () => {
    const { container } = renderShop(<LoginForm />, { locale: 'en' });
    const email = screen.getByRole('textbox', { name: /E-mail address/ });
    expect(email.getAttribute('autocomplete')).toBe('username');
    expect(email.getAttribute('type')).toBe('email');
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('onpaste')).toBeNull();
    await userEvent.setup().click(password);
    await userEvent.paste('pasted-secret');
    expect((password as HTMLInputElement).value).toBe('pasted-secret');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/en/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/en/register');
    await expectNoAxeViolations(container);
  });

  it('checks the fields before sending: required and e-mail format, no request', async () => {
    const user = userEvent.setup();
    renderShop(<LoginForm />, { locale: 'hu' });
    await user.type(screen.getByRole('textbox', { name: /E-mail-cím/ }), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Bejelentkezés' }));
    expect(await screen.findByText('Kérjük, érvényes e-mail-címet adjon meg.')).toBeTruthy();
    expect(screen.getByText('Ez a mező kötelező.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /E-mail-cím/ }).getAttribute('aria-invalid')).toBe('true');
    expect(count('POST /api/auth/login')).toBe(0);
  });

  it('logs in and reports success, announcing it', async () => {
    const user = userEvent.setup();
    let done = 0;
    renderShop(<LoginForm onSuccess={() => (done += 1)} />, { locale: 'en' });
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), DEMO_CUSTOMER.email);
    await user.type(screen.getByLabelText(/^Password/), DEMO_CUSTOMER.password);
    await user.click(screen.getByRole('checkbox', { name: 'Keep me logged in' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(done).toBe(1));
    expect(shop.state.session.userId).not.toBeNull();
  });

  it('shows the server’s message next to the e-mail field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<LoginForm />, { locale: 'en' });
    const email = screen.getByRole('textbox', { name: /E-mail address/ }) as HTMLInputElement;
    await user.type(email, DEMO_CUSTOMER.email);
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.value).toBe(DEMO_CUSTOMER.email);
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('wrong-password');
    expect(within(container).queryByRole('alert')).toBeNull();
  });

  it('shows a failure without field errors above the form (e.g. too many attempts)', async () => {
    server.use(mockError('login', 429, { message: 'Too many attempts. Please try again in 60 seconds.' }));
    const user = userEvent.setup();
    const { container } = renderShop(<LoginForm />, { locale: 'en' });
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), DEMO_CUSTOMER.email);
    await user.type(screen.getByLabelText(/^Password/), DEMO_CUSTOMER.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await within(container).findByRole('alert')).textContent).toBe('Too many attempts. Please wait a moment and try again.');
  });

  it('stays busy while sending, so a second press sends nothing more', async () => {
    const user = userEvent.setup();
    renderShop(<LoginForm />, { locale: 'en' });
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), DEMO_CUSTOMER.email);
    await user.type(screen.getByLabelText(/^Password/), DEMO_CUSTOMER.password);
    const button = screen.getByRole('button', { name: 'Log in' });
    await user.dblClick(button);
    await waitFor(() => expect(count('POST /api/auth/login')).toBe(1));
    // Nor does a press after the answer came: the customer is logged in, the page moves on.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('aria-busy')).not.toBe('true'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(count('POST /api/auth/login')).toBe(1);
  });

  it('shows and hides the password with a toggle button', async () => {
    const user = userEvent.setup();
    renderShop(<LoginForm />, { locale: 'en' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(screen.getByLabelText(/^Password/).getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});
