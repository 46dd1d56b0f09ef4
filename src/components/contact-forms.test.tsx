import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { allHandlers, createMockShop, mockError } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer } from '../testing/shop.js';
import { ContactForm, ProjectContactForm } from './contact-forms.js';

const shop = createMockShop();
const { server, count } = setupShopServer(...allHandlers(shop));
beforeEach(() => shop.reset());

describe('ProjectContactForm', () => {
  it('asks for name, e-mail, phone and message, all required (requirements §1)', async () => {
    const { container } = renderShop(<ProjectContactForm />, { locale: 'hu' });
    const form = screen.getByRole('form', { name: 'Projektet tervez? Beszéljünk!' });
    for (const name of [/^Név/, /^E-mail-cím/, /^Telefonszám/, /^Üzenet/]) {
      expect(within(form).getByRole('textbox', { name }).hasAttribute('required')).toBe(true);
    }
    await expectNoAxeViolations(container);
  });

  it('checks the contract’s rules before sending: name length, e-mail, phone format, message length', async () => {
    const user = userEvent.setup();
    renderShop(<ProjectContactForm />, { locale: 'en' });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'A');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'anna@');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '12');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter a phone number such as +36 30 123 4567.')).toBeTruthy();
    expect(screen.getByText('Please write at least 10 characters.')).toBeTruthy();
    expect(count('POST /api/contact/project')).toBe(0);
  });

  it('sends with a bot-challenge token, thanks the shopper and empties the form', async () => {
    const user = userEvent.setup();
    let sent = 0;
    const { container } = renderShop(<ProjectContactForm onSuccess={() => (sent += 1)} />, { locale: 'en' });
    const message = screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement;
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Kovács Anna');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'anna@example.hu');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '+36 30 123 4567');
    await user.type(message, 'We are furnishing a café of 80 m².');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await within(container).findByRole('status')).textContent).toBe('Thank you! Our team will contact you soon.');
    expect(sent).toBe(1);
    expect(message.value).toBe('');
    const submission = shop.state.submissions.find((entry) => entry.form === 'projectContact');
    expect(submission?.body).toMatchObject({ name: 'Kovács Anna', phone: '+36 30 123 4567', message: 'We are furnishing a café of 80 m².' });
  });
});

describe('ContactForm', () => {
  it('sends without the optional phone and subject', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<ContactForm />, { locale: 'hu' });
    await user.type(screen.getByRole('textbox', { name: /^Név/ }), 'Kovács Anna');
    await user.type(screen.getByRole('textbox', { name: /^E-mail-cím/ }), 'anna@example.hu');
    await user.type(screen.getByRole('textbox', { name: /^Üzenet/ }), 'Mikor lesz újra raktáron az Oslo kanapé?');
    await user.click(screen.getByRole('button', { name: 'Üzenet küldése' }));
    expect((await within(container).findByRole('status')).textContent).toBe('Köszönjük üzenetét, hamarosan válaszolunk.');
    const body = shop.state.submissions.find((entry) => entry.form === 'contact')?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('phone');
    expect(body).not.toHaveProperty('subject');
  });

  it('shows the server’s field errors next to the fields, keeping the text', async () => {
    server.use(mockError('contact', 422, { message: 'Invalid.', errors: { message: ['Links are not allowed in messages.'] } }));
    const user = userEvent.setup();
    const { container } = renderShop(<ContactForm />, { locale: 'en' });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Kovács Anna');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'anna@example.hu');
    const message = screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement;
    await user.type(message, 'See https://example.com for details');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Links are not allowed in messages.')).toBeTruthy();
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(message.value).toBe('See https://example.com for details');
    expect(within(container).queryByRole('alert')).toBeNull();
  });
});
