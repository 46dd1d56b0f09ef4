import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { allHandlers, createMockShop, mockError } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer } from '../testing/shop.js';
import { NewsletterForm } from './newsletter-form.js';

const shop = createMockShop();
const { server, count } = setupShopServer(...allHandlers(shop));
beforeEach(() => shop.reset());

describe('NewsletterForm', () => {
  it('takes a full name and an e-mail (requirements §5) under a heading that names the form', async () => {
    const { container } = renderShop(<NewsletterForm />, { locale: 'hu' });
    const form = screen.getByRole('form', { name: 'Iratkozzon fel hírlevelünkre' });
    expect(
      within(form)
        .getByRole('textbox', { name: /Teljes név/ })
        .getAttribute('autocomplete'),
    ).toBe('name');
    expect(
      within(form)
        .getByRole('textbox', { name: /E-mail-cím/ })
        .getAttribute('autocomplete'),
    ).toBe('email');
    await expectNoAxeViolations(container);
  });

  it('checks both fields before sending', async () => {
    const user = userEvent.setup();
    renderShop(<NewsletterForm />, { locale: 'en' });
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'A');
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'anna@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(count('POST /api/newsletter')).toBe(0);
  });

  it('puts the focus on the first field to fix, and clears a message as its field is fixed', async () => {
    const user = userEvent.setup();
    renderShop(<NewsletterForm />, { locale: 'en' });
    const name = screen.getByRole('textbox', { name: /Full name/ });
    const email = screen.getByRole('textbox', { name: /E-mail address/ });
    await user.type(email, 'anna@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await user.type(name, 'Kovács Anna');
    expect(screen.queryByText('Please enter your name.')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    await user.type(email, '.hu');
    expect(screen.queryByText('Please enter a valid e-mail address.')).toBeNull();
  });

  it('sends once however often it is submitted while busy', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<NewsletterForm />, { locale: 'en' });
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Kovács Anna');
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'anna@example.hu');
    const form = screen.getByRole('form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(screen.getByRole('button', { name: 'Sending…' }).getAttribute('aria-busy')).toBe('true');
    expect((await within(container).findByRole('status')).textContent).toBe(
      'Almost done: please confirm your subscription with the link we have just e-mailed you.',
    );
    expect(count('POST /api/newsletter')).toBe(1);
  });

  it('subscribes, thanks the shopper in a status message and empties the fields', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const { container } = renderShop(<NewsletterForm onSuccess={(body) => sent.push(body)} />, { locale: 'en' });
    const name = screen.getByRole('textbox', { name: /Full name/ }) as HTMLInputElement;
    await user.type(name, '  Kovács Anna ');
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'anna@example.hu');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await within(container).findByRole('status')).textContent).toBe(
      'Almost done: please confirm your subscription with the link we have just e-mailed you.',
    );
    expect(sent).toEqual([{ name: 'Kovács Anna', email: 'anna@example.hu' }]);
    expect(name.value).toBe('');
    expect(container.querySelector('[data-slot="newsletter-form"]')?.getAttribute('data-state')).toBe('success');
  });

  it('shows the server’s field error next to its field and keeps the values', async () => {
    server.use(mockError('newsletter', 422, { message: 'Invalid.', errors: { email: ['This address cannot receive e-mail.'] } }));
    const user = userEvent.setup();
    const { container } = renderShop(<NewsletterForm />, { locale: 'en' });
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Kovács Anna');
    const email = screen.getByRole('textbox', { name: /E-mail address/ }) as HTMLInputElement;
    await user.type(email, 'anna@example.hu');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('This address cannot receive e-mail.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(email.value).toBe('anna@example.hu');
    expect(within(container).queryByRole('alert')).toBeNull();
  });

  it('says so above the fields when the server fails', async () => {
    server.use(mockError('newsletter', 500));
    const user = userEvent.setup();
    const { container } = renderShop(<NewsletterForm layout="inline" showIntro={false} />, { locale: 'hu' });
    expect(screen.getByRole('form', { name: 'Iratkozzon fel hírlevelünkre' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Teljes név/ }), 'Kovács Anna');
    await user.type(screen.getByRole('textbox', { name: /E-mail-cím/ }), 'anna@example.hu');
    await user.click(screen.getByRole('button', { name: 'Feliratkozás' }));
    expect((await within(container).findByRole('alert')).textContent).toBe('Valami hiba történt. Kérjük, próbálja újra.');
  });
});
