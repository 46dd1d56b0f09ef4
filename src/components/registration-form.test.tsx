import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BotChallengeProvider } from '../hooks/index.js';
import { allHandlers, createMockShop, mockError } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer, SITE } from '../testing/shop.js';
import { RegistrationForm } from './registration-form.js';

const shop = createMockShop();
const { count, server } = setupShopServer(...allHandlers(shop, { returnOrigins: [SITE] }));
beforeEach(() => shop.reset());

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, email = 'uj.vasarlo@example.hu') {
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Szabó');
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Éva');
  await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), email);
  await user.type(screen.getByLabelText(/^Password/), 'Otthon-2026');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Otthon-2026');
}

describe('RegistrationForm', () => {
  it('marks the required consents with an asterisk and links them to the documents (requirements §5)', async () => {
    const { container } = renderShop(<RegistrationForm />, { locale: 'en' });
    const privacy = screen.getByRole('checkbox', { name: /privacy policy/ });
    expect(privacy).toMatchObject({ required: true });
    const label = container.querySelector(`label[for="${privacy.id}"]`)!;
    expect(label.querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
    const link = within(label as HTMLElement).getByRole('link', { name: 'privacy policy (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/en/privacy-policy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'terms and conditions (opens in a new tab)' }).getAttribute('href')).toBe('/en/service-agrrement');
    expect(screen.getByLabelText(/^Password/).getAttribute('autocomplete')).toBe('new-password');
    await expectNoAxeViolations(container);
  });

  it('needs the password twice, the same, and both consents before sending (requirements §5)', async () => {
    const user = userEvent.setup();
    renderShop(<RegistrationForm />, { locale: 'hu' });
    await user.type(screen.getByLabelText(/^Jelszó\*?$/), 'Otthon-2026');
    await user.type(screen.getByLabelText(/^Jelszó megerősítése/), 'Otthon-2025');
    await user.click(screen.getByRole('button', { name: 'Regisztráció' }));
    expect(await screen.findByText('A két jelszó nem egyezik.')).toBeTruthy();
    expect(screen.getByText('Kérjük, fogadja el az adatvédelmi tájékoztatót.')).toBeTruthy();
    expect(screen.getByText('Kérjük, fogadja el az általános szerződési feltételeket.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /adatvédelmi tájékoztatót/ }).getAttribute('aria-invalid')).toBe('true');
    expect(count('POST /api/auth/register')).toBe(0);
  });

  it('registers with a bot-challenge token and says where the activation link went', async () => {
    const user = userEvent.setup();
    const registered: string[] = [];
    const { container } = renderShop(<RegistrationForm onSuccess={(email) => registered.push(email)} />, { locale: 'en' });
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const status = await within(container).findByRole('status');
    expect(status.textContent).toBe('We have sent an activation link to your e-mail address (uj.vasarlo@example.hu). Open it to activate your account.');
    expect(registered).toEqual(['uj.vasarlo@example.hu']);
    expect(count('POST /api/bot-challenge')).toBeGreaterThan(0);
    expect(shop.mails('uj.vasarlo@example.hu')[0]?.links[0]).toMatch(/^https:\/\/otthon\.test\/en\/activate\//);
  });

  it('shows the server’s message next to the e-mail field and keeps every value', async () => {
    const refusal = 'This e-mail address cannot be used here.';
    server.use(mockError('register', 422, { message: refusal, errors: { email: [refusal] } }));
    const user = userEvent.setup();
    renderShop(<RegistrationForm />, { locale: 'en' });
    await fill(user, 'valaki@example.hu');
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Last name/ }) as HTMLInputElement).value).toBe('Szabó');
    expect(screen.getByRole('checkbox', { name: /privacy policy/ })).toMatchObject({ checked: true });
  });

  it('reports the spec’s message when the bot challenge cannot load, and sends nothing', async () => {
    const failing: BotChallengeProvider = { load: () => Promise.reject(new Error('blocked')), getToken: () => Promise.resolve('never') };
    const user = userEvent.setup();
    const { container } = renderShop(<RegistrationForm botChallengeProvider={failing} />, { locale: 'en' });
    await waitFor(() => expect(container.querySelector('[data-slot="registration-form-bot-challenge"]')?.getAttribute('data-state')).toBe('error'));
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alerts = await within(container).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain('Failed to load Turnstile.');
    expect(count('POST /api/auth/register')).toBe(0);
  });

  it('renders the bot-challenge slot it is given with the challenge’s state', async () => {
    renderShop(<RegistrationForm renderBotChallenge={(challenge) => <p>Check: {challenge.state}</p>} />, { locale: 'en' });
    expect(await screen.findByText('Check: ready')).toBeTruthy();
  });
});
