import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allHandlers, createMockShop, mockError, type MockShopOptions } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer, SITE } from '../testing/shop.js';
import { BillingForm } from './address-forms.js';
import type { CheckoutOutcome } from './checkout-form-context.js';
import { CheckoutForm } from './checkout-form.js';
import { preloadSelect } from './select.js';

let shop = createMockShop();
const { server, count } = setupShopServer();
function openShop(options: MockShopOptions = {}) {
  shop = createMockShop({ cart: [{ product_id: 9, quantity: 1 }], ...options });
  server.use(...allHandlers(shop, { returnOrigins: [SITE] }));
}
beforeEach(() => openShop());
beforeAll(() => preloadSelect());

type User = ReturnType<typeof userEvent.setup>;

async function fillCustomer(user: User) {
  await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }), 'anna@example.hu');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '+36 30 123 4567');
  const billing = screen.getByRole('region', { name: 'Billing details' });
  await user.type(within(billing).getByRole('textbox', { name: /^Name/ }), 'Kovács Anna');
  await user.type(within(billing).getByRole('textbox', { name: /^Postal code/ }), '1051');
  await waitFor(() => expect((within(billing).getByLabelText(/^City/) as HTMLInputElement).value).toBe('Budapest'));
  await user.type(within(billing).getByRole('textbox', { name: /^Street address/ }), 'Andrássy út 52.');
}

async function acceptConsents(user: User) {
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
}

/** Fills the form and places a showroom pickup paid by card. */
async function placeCardOrder(user: User) {
  await fillCustomer(user);
  await acceptConsents(user);
  await user.click(screen.getByRole('radio', { name: 'Pickup at the showroom' }));
  await user.click(screen.getByRole('radio', { name: 'Card payment online' }));
  await user.click(screen.getByRole('button', { name: 'Place order' }));
}

function renderCheckout(props: Partial<Parameters<typeof CheckoutForm>[0]> = {}) {
  const outcomes: CheckoutOutcome[] = [];
  const view = renderShop(<CheckoutForm onComplete={(outcome) => outcomes.push(outcome)} {...props} />, { locale: 'en' });
  return { ...view, outcomes };
}

describe('CheckoutForm', () => {
  it('lays out contact, billing, shipping, delivery, payment, comment, newsletter, consents and the summary', async () => {
    const { container } = renderCheckout();
    expect(await screen.findByRole('region', { name: 'Contact details' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Billing details' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Shipping address' })).toBeTruthy();
    expect(await screen.findByRole('radiogroup', { name: /Delivery method/ })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /Payment method/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Comment on your order' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Subscribe to our newsletter' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Order summary' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Coupon code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: /Country/ })[0]?.textContent).toBe('Hungary'));
    await expectNoAxeViolations(container);
  });

  it('puts the shop’s own content at the top of the summary column', async () => {
    renderCheckout({ summaryStart: <p>3 products</p> });
    const column = await screen.findByRole('complementary');
    expect(column.firstElementChild?.textContent).toBe('3 products');
    expect(within(column).getByRole('region', { name: 'Order summary' })).toBeTruthy();
  });

  it('checks the fields as the contract does before sending anything', async () => {
    const user = userEvent.setup();
    renderCheckout();
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    await user.click(place);
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('Please accept the privacy policy.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^E-mail/ }).getAttribute('aria-invalid')).toBe('true');
    // The focus moves in an effect after the messages are drawn (not in the same task).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^E-mail/ })));
    expect(count('PUT /api/cart/customer')).toBe(0);
    expect(count('POST /api/cart/order')).toBe(0);
  });

  it('adds company name and tax number for a company, both required then (requirements §5)', async () => {
    const user = userEvent.setup();
    renderCheckout();
    const billing = await screen.findByRole('region', { name: 'Billing details' });
    expect(within(billing).queryByRole('textbox', { name: /Company name/ })).toBeNull();
    await user.click(within(billing).getByRole('radio', { name: 'Company' }));
    await user.type(within(billing).getByRole('textbox', { name: /Tax number/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await within(billing).findByText('Enter a tax number such as 12345676-2-41, or an EU VAT number such as HU12345676.')).toBeTruthy();
    expect(
      within(billing)
        .getByRole('textbox', { name: /Company name/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('checks a company’s tax number by the shared rule before sending, saying which part is wrong', async () => {
    const user = userEvent.setup();
    renderCheckout();
    const billing = await screen.findByRole('region', { name: 'Billing details' });
    await user.click(within(billing).getByRole('radio', { name: 'Company' }));
    const taxNumber = within(billing).getByRole('textbox', { name: /Tax number/ });
    const place = screen.getByRole('button', { name: 'Place order' });
    for (const [value, message] of [
      ['12345678-2-41', 'The check digit of the tax number (its 8th digit) is wrong.'],
      ['HU12345678', 'The check digit of the tax number (its 8th digit) is wrong.'],
      ['12345676-6-41', 'The VAT code of the tax number (its 9th digit) must be 1 to 5.'],
      ['12345676-2-50', 'The last two digits of the tax number are not a known region code.'],
      ['00000000-1-02', 'No taxpayer has this number: its first eight digits never begin with 0.'],
      ['HU00000000', 'No taxpayer has this number: its first eight digits never begin with 0.'],
      ['12345676-2-4', 'Enter a tax number such as 12345676-2-41, or an EU VAT number such as HU12345676.'],
    ] as const) {
      await user.clear(taxNumber);
      await user.type(taxNumber, value);
      await user.click(place);
      expect(await within(billing).findByText(message), value).toBeTruthy();
      expect(taxNumber.getAttribute('aria-invalid'), value).toBe('true');
    }
    for (const value of ['10773381-2-44', 'HU12345676']) {
      await user.clear(taxNumber);
      await user.type(taxNumber, value);
      await user.click(place);
      await waitFor(() => expect(taxNumber.getAttribute('aria-invalid'), value).not.toBe('true'));
    }
    expect(count('PUT /api/cart/customer')).toBe(0);
  });

  it('says in Hungarian that a tax number’s check digit is wrong', async () => {
    const user = userEvent.setup();
    renderShop(<CheckoutForm onComplete={() => undefined} />, { locale: 'hu' });
    const billing = await screen.findByRole('region', { name: 'Számlázási adatok' });
    await user.click(within(billing).getByRole('radio', { name: 'Cég' }));
    await user.type(within(billing).getByRole('textbox', { name: /^Adószám/ }), '26543219-2-41');
    await user.click(screen.getByRole('button', { name: 'Rendelés leadása' }));
    expect(await within(billing).findByText('Az adószám ellenőrző számjegye (a 8. számjegy) hibás.')).toBeTruthy();
  });

  it('hides the shipping fields while "same as billing" is ticked and prefills them from billing when unticked (requirements §5)', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await fillCustomer(user);
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    const same = within(shipping).getByRole('checkbox', { name: 'Shipping address is the same as billing address' });
    expect(same).toMatchObject({ checked: true });
    expect(within(shipping).queryByRole('textbox')).toBeNull();
    await user.click(same);
    expect((within(shipping).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Kovács Anna');
    expect((within(shipping).getByLabelText(/^City/) as HTMLInputElement).value).toBe('Budapest');
    expect(
      within(shipping)
        .getByRole('textbox', { name: /^Postal code/ })
        .getAttribute('autocomplete'),
    ).toBe('shipping postal-code');
  });

  it('asks for a payment method without placing the order (requirements §5)', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await fillCustomer(user);
    await acceptConsents(user);
    await user.click(screen.getByRole('radio', { name: 'Home delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const payment = screen.getByRole('radiogroup', { name: /Payment method/ });
    await waitFor(() => expect(payment.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('To complete your purchase, please choose a payment method.')).toBeTruthy();
    expect(count('POST /api/cart/order')).toBe(0);
    // The focus moves to the group to fix, on its first option a keyboard user can choose — in an
    // effect after the message is drawn, so not necessarily in the same task as aria-invalid.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(payment)
          .getAllByRole('radio')
          .find((radio) => !radio.hasAttribute('disabled')),
      ),
    );
    await user.click(within(payment).getByRole('radio', { name: 'Bank transfer' }));
    expect(payment.getAttribute('aria-invalid')).toBeNull();
  });

  it('moves the focus from "Place order" to the first consent still to tick, read with its message', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await fillCustomer(user);
    await user.click(screen.getByRole('radio', { name: 'Home delivery' }));
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const privacy = screen.getByRole('checkbox', { name: /privacy policy/ });
    await waitFor(() => expect(document.activeElement).toBe(privacy));
    expect(privacy.getAttribute('aria-invalid')).toBe('true');
    expect(count('PUT /api/cart/customer')).toBe(0);
  });

  it('moves the focus to the first empty field, in the order the page shows them', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }), 'anna@example.hu');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Phone/ })));
  });

  it('shows the server’s 422 messages next to their fields by dotted path, keeping the values', async () => {
    server.use(
      mockError('updateCustomer', 422, {
        message: 'Invalid.',
        errors: { 'invoice_data.address': ['We do not deliver to this address.'], phone: ['This number cannot be reached.'] },
      }),
    );
    const user = userEvent.setup();
    renderCheckout();
    await fillCustomer(user);
    await acceptConsents(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const address = screen.getByRole('textbox', { name: /^Street address/ }) as HTMLInputElement;
    expect(await screen.findByText('We do not deliver to this address.')).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(address.value).toBe('Andrássy út 52.');
    expect(screen.getByText('This number cannot be reached.')).toBeTruthy();
    expect(count('POST /api/cart/order')).toBe(0);
  });

  it('saves the customer and places one order even when pressed twice, then hands over the order', async () => {
    const user = userEvent.setup();
    const { outcomes } = renderCheckout();
    await fillCustomer(user);
    await acceptConsents(user);
    await user.click(screen.getByRole('radio', { name: 'Home delivery' }));
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.type(screen.getByRole('textbox', { name: 'Comment on your order' }), 'Please call before delivery.');
    const button = screen.getByRole('button', { name: 'Place order' });
    await user.dblClick(button);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(count('PUT /api/cart/customer')).toBe(1);
    expect(count('POST /api/cart/order')).toBe(1);
    expect(outcomes[0]).toMatchObject({ kind: 'order', redirectUrl: null });
    expect(shop.state.session.customer.invoice_data).toMatchObject({ name: 'Kovács Anna', city: 'Budapest', is_company: false });
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('sends a card payment to the gateway address the server answers', async () => {
    const user = userEvent.setup();
    const { outcomes } = renderCheckout();
    await placeCardOrder(user);
    await waitFor(() => expect(outcomes).toHaveLength(1));
    const outcome = outcomes[0] as Extract<CheckoutOutcome, { kind: 'order' }>;
    expect(outcome.redirectUrl).toMatch(/\/api\/payment\/gateway\//);
  });

  it('runs the default after the app’s own onComplete when it calls proceed()', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderShop(
      <CheckoutForm
        onComplete={(outcome, proceed) => {
          seen.push(`tracked ${outcome.kind}`);
          proceed();
        }}
        onNavigate={(href) => seen.push(href)}
      />,
      { locale: 'en' },
    );
    await fillCustomer(user);
    await acceptConsents(user);
    await user.click(screen.getByRole('radio', { name: 'Home delivery' }));
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[0]).toBe('tracked order');
    expect(seen[1]).toMatch(/\/en\/checkout\/result\//);
  });

  it('says in development when a card order’s onComplete leaves the shopper on the page', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const user = userEvent.setup();
      const { outcomes } = renderCheckout();
      await placeCardOrder(user);
      await waitFor(() => expect(outcomes).toHaveLength(1));
      expect(warn).not.toHaveBeenCalled();
      await waitFor(
        () => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^CheckoutForm: a card order was placed, but onComplete did not send the shopper/)),
        {
          timeout: 5000,
        },
      );
    } finally {
      warn.mockRestore();
      vi.unstubAllEnvs();
    }
  });

  it('shows an order paid offline on the app’s own result page when the provider names one', async () => {
    const user = userEvent.setup();
    const visited: string[] = [];
    renderShop(<CheckoutForm onNavigate={(href) => visited.push(href)} />, { locale: 'en', paymentResultUrl: (locale) => `/${locale}/payment/done` });
    await fillCustomer(user);
    await acceptConsents(user);
    await user.click(screen.getByRole('radio', { name: 'Home delivery' }));
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(visited).toHaveLength(1));
    const url = new URL(visited[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE}/en/payment/done`);
    expect(url.searchParams.get('order_hash')).toBeTruthy();
  });

  it('sends a quote request in offer mode, without a payment method', async () => {
    const user = userEvent.setup();
    const { outcomes } = renderCheckout({ mode: 'offer' });
    await fillCustomer(user);
    await acceptConsents(user);
    expect(screen.queryByRole('radiogroup', { name: /Payment method/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]?.kind).toBe('offer');
    expect(count('POST /api/cart/offer')).toBe(1);
  });

  it('keeps what the shopper typed before the cart arrived', async () => {
    server.use(...allHandlers(shop, { delay: 150, returnOrigins: [SITE] }));
    const user = userEvent.setup();
    renderCheckout();
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'anna@example.hu');
    await user.click(screen.getByRole('radio', { name: 'Company' }));
    await screen.findByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(document.querySelector('[data-slot="cart-summary"]')?.getAttribute('data-state')).toBe('ready'));
    expect((screen.getByRole('textbox', { name: /^E-mail/ }) as HTMLInputElement).value).toBe('anna@example.hu');
    expect(screen.getByRole('radio', { name: 'Company' })).toMatchObject({ checked: true });
  });

  it('fills the form from the customer data the cart already holds', async () => {
    openShop({
      customer: {
        email: 'anna@example.hu',
        phone: '+36 30 123 4567',
        invoice_data: {
          is_company: true,
          name: 'Kovács Anna',
          company_name: 'Otthon Kft.',
          tax_number: '12345676-1-42',
          country_id: 1,
          zipcode: '1051',
          city: 'Budapest',
          address: 'Andrássy út 52.',
        },
        delivery_data: null,
        is_delivery_same_as_invoice: true,
      },
    });
    renderCheckout();
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^E-mail/ }) as HTMLInputElement).value).toBe('anna@example.hu'));
    expect((screen.getByRole('textbox', { name: /Company name/ }) as HTMLInputElement).value).toBe('Otthon Kft.');
    expect(screen.getByRole('radio', { name: 'Company' })).toMatchObject({ checked: true });
  });

  it('says when the order cannot be placed because the server fails, keeping everything', async () => {
    server.use(mockError('placeOrder', 500));
    const user = userEvent.setup();
    const { container, outcomes } = renderCheckout();
    await fillCustomer(user);
    await acceptConsents(user);
    await user.click(screen.getByRole('radio', { name: 'Home delivery' }));
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await within(container).findByRole('alert');
    expect(alert.textContent).toBe('Something went wrong. Please try again.');
    // No field to fix: the focus moves to the message itself.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(outcomes).toEqual([]);
    expect(screen.getByRole('button', { name: 'Place order' }).getAttribute('aria-busy')).toBeNull();
    expect((screen.getByRole('textbox', { name: /^E-mail/ }) as HTMLInputElement).value).toBe('anna@example.hu');
  });
});

describe('checkout parts', () => {
  it('say clearly when they are used outside the checkout form', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<BillingForm />)).toThrow('`<BillingForm>` must be used inside `<CheckoutFormProvider>` (or `<CheckoutForm>`).');
    } finally {
      console.error = quiet;
    }
  });
});
