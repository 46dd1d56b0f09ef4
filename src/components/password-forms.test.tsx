import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { allHandlers, createMockShop, DEMO_CUSTOMER } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer, SITE } from '../testing/shop.js';
import { PasswordReminderForm } from './password-reminder-form.js';
import { PasswordResetForm } from './password-reset-form.js';

const shop = createMockShop();
const { count, requests } = setupShopServer(...allHandlers(shop, { returnOrigins: [SITE] }));
const resetCalls = () => requests.filter((line) => line.startsWith('POST /api/auth/password/reset/')).length;
beforeEach(() => shop.reset());

/** Asks the mock shop for a reset link and returns its token, as the e-mail would carry it. */
async function resetToken(): Promise<string> {
  await shop.requestPasswordReset({ view: { locale: 'en' }, body: { email: DEMO_CUSTOMER.email, result_url: `${SITE}/en/reset-password/` }, origins: [SITE] });
  const link = shop.mails(DEMO_CUSTOMER.email)[0]!.links[0]!;
  return link.slice(link.lastIndexOf('/') + 1);
}

describe('PasswordReminderForm', () => {
  it('requests a reset link that leads to this site’s reset route (requirements §7 result_url) and says so', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<PasswordReminderForm />, { locale: 'en' });
    await expectNoAxeViolations(container);
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), DEMO_CUSTOMER.email);
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    const status = await within(container).findByRole('status');
    expect(status.textContent).toBe(`If an account exists for ${DEMO_CUSTOMER.email}, you will receive an e-mail shortly.`);
    expect(shop.mails(DEMO_CUSTOMER.email)[0]?.links[0]).toMatch(/^https:\/\/otthon\.test\/en\/reset-password\/.{16,}$/);
  });

  it('answers the same for an unknown address, so it never tells who is a customer', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<PasswordReminderForm defaultEmail="nobody@example.com" />, { locale: 'hu' });
    await user.click(screen.getByRole('button', { name: 'Link küldése' }));
    expect((await within(container).findByRole('status')).textContent).toContain('nobody@example.com');
    expect(shop.mails('nobody@example.com')).toEqual([]);
  });

  it('checks the e-mail format before sending', async () => {
    const user = userEvent.setup();
    renderShop(<PasswordReminderForm />, { locale: 'en' });
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'anna.example.hu');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(count('POST /api/auth/password/reset')).toBe(0);
  });
});

describe('PasswordResetForm', () => {
  it('asks for the new password twice with new-password autocomplete, and checks length and equality first (requirements §5)', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<PasswordResetForm token={'x'.repeat(20)} />, { locale: 'en' });
    const password = screen.getByLabelText(/^New password/);
    const confirmation = screen.getByLabelText(/^Confirm password/);
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(confirmation.getAttribute('autocomplete')).toBe('new-password');
    await expectNoAxeViolations(container);
    await user.type(password, 'short');
    await user.type(confirmation, 'shorter');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The password must be at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match.')).toBeTruthy();
    expect(resetCalls()).toBe(0);
  });

  it('saves the new password with the link’s token and offers to log in', async () => {
    const user = userEvent.setup();
    const token = await resetToken();
    const { container } = renderShop(<PasswordResetForm token={token} />, { locale: 'en' });
    await user.type(screen.getByLabelText(/^New password/), 'Uj-jelszo-2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Uj-jelszo-2026');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await within(container).findByRole('status')).textContent).toBe('Your password has been changed. You can now log in.');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/login');
    expect(shop.state.accounts.find((account) => account.email === DEMO_CUSTOMER.email)?.password).toBe('Uj-jelszo-2026');
  });

  it('says an expired link is invalid and links to a new request', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<PasswordResetForm token={'expired-token-000000'} />, { locale: 'hu' });
    await user.type(screen.getByLabelText(/^Új jelszó/), 'Uj-jelszo-2026');
    await user.type(screen.getByLabelText(/^Jelszó megerősítése/), 'Uj-jelszo-2026');
    await user.click(screen.getByRole('button', { name: 'Új jelszó mentése' }));
    const alert = await within(container).findByRole('alert');
    expect(alert.textContent).toContain('Ez a link érvénytelen vagy lejárt.');
    expect(within(alert).getByRole('link', { name: 'Link küldése' }).getAttribute('href')).toBe('/hu/elfelejtett-jelszo');
    expect(resetCalls()).toBe(1);
  });
});
