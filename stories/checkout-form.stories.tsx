import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutForm } from 'otthon/components';
import { longHungarian, MOCK_SELLER, mockError, mockLoading } from 'otthon/msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fillCheckout, findReadyButton, methodTitle, orderCount, seedCustomer } from './support/checkout.js';
import { mockShop, providerShopHandlers, providerShops, withOverrides } from './support/mock-shop.js';
import { expectNoOverflow, seedCart } from './support/scenarios.js';
import { t, tx, txStart } from './support/i18n.js';

/** How the form's exported parts fit together; the docs page shows it under "Anatomy". */
const ANATOMY = `
\`\`\`tsx
<CheckoutFormProvider onComplete={onComplete} onNavigate={navigate}>
  <CustomerForm />
  <BillingForm />
  <ShippingForm />
  <DeliveryMethodPicker />
  <PaymentMethodPicker />
  <CheckoutComment />
  <CheckoutNewsletter />
  <CheckoutConsents privacyHref={privacyHref} termsHref={termsHref} />
  <CartSummary>
    <CouponForm askEmail={false} />
    <CheckoutFormError />
    <PaymentProviderNotice />
    <PlaceOrderButton />
    <RequestOfferButton />
  </CartSummary>
</CheckoutFormProvider>
\`\`\`

\`<CheckoutForm>\` is exactly this, laid out in two columns; lay the parts out yourself inside a \`CheckoutFormProvider\`.

- \`CheckoutFormProvider\`: the one form all parts belong to; checks it, saves the customer data and places the order (\`useCheckoutForm()\` reads it in a part of your own).
- \`CustomerForm\`: e-mail and phone.
- \`BillingForm\`: the billing name and address, an individual or a company (tax number).
- \`ShippingForm\`: "same as billing", or a delivery address of its own.
- \`DeliveryMethodPicker\`: the delivery methods with their prices; the choice limits the payment methods.
- \`PaymentMethodPicker\`: the payment methods the delivery method allows (left out for a quote request).
- \`CheckoutComment\`: an optional note to the shop.
- \`CheckoutNewsletter\`: the newsletter opt-in.
- \`CheckoutConsents\`: the required privacy policy and terms checkboxes, with their links.
- \`CartSummary\`: the cart's totals beside the form, holding the rest.
- \`CouponForm\`: a coupon, checked with the e-mail typed above (\`askEmail={false}\`).
- \`CheckoutFormError\`: the form-wide failure (network, server), next to the buttons.
- \`PaymentProviderNotice\`: what the chosen method's payment provider requires before the order (SimplePay's data-transfer declaration, Barion's page).
- \`PlaceOrderButton\`: places the order once, however often it is pressed.
- \`RequestOfferButton\`: sends the cart as a quote request instead (\`mode="offer"\` or \`allowOffer\`).
`;

const meta = {
  title: 'Checkout/CheckoutForm',
  component: CheckoutForm,
  args: { onComplete: fn() },
  parameters: { layout: 'fullscreen', docs: { anatomy: ANATOMY } },
  // On the docs page each example is a box of its own height, scrolled inside, so the page stays
  // one screen per example instead of a whole checkout each.
  decorators: [(Story, { viewMode }) => <div className={viewMode === 'docs' ? 'max-h-[40rem] overflow-y-auto p-4' : 'p-4'}>{Story()}</div>],
  beforeEach: () => seedCart({ 9: 1, 17: 2 }),
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const HOME_DELIVERY = () => methodTitle('deliveryMethods', 'home_delivery');
const CASH_ON_DELIVERY = () => methodTitle('paymentMethods', 'cash_on_delivery');
const BANK_TRANSFER = () => methodTitle('paymentMethods', 'bank_transfer');

/** Ticks both consents (privacy policy, terms); their names are the catalogue's rich texts, so found by role. */
async function acceptConsents(canvasElement: HTMLElement): Promise<void> {
  const consents = canvasElement.querySelector<HTMLElement>('[data-slot="consent-checkboxes"]')!;
  const boxes = within(consents).getAllByRole('checkbox');
  await expect(boxes).toHaveLength(2);
  for (const box of boxes) await userEvent.click(box);
}

const choose = async (canvasElement: HTMLElement, delivery: string, payment: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: delivery }));
  await userEvent.click(canvas.getByRole('radio', { name: payment }));
};

export const Default: Story = {
  name: 'Places one order (double click)',
  play: async ({ canvasElement, args }) => {
    const before = orderCount();
    await fillCheckout(canvasElement);
    await choose(canvasElement, HOME_DELIVERY(), CASH_ON_DELIVERY());
    await acceptConsents(canvasElement);
    const button = await findReadyButton(canvasElement, t('checkout.placeOrder'));
    await userEvent.dblClick(button);
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1));
    // The outcome, and `proceed` to run the default navigation after the app's own step.
    await expect(args.onComplete).toHaveBeenCalledWith(expect.objectContaining({ kind: 'order', redirectUrl: null }), expect.any(Function));
    // One Idempotency-Key per intent: exactly one order however often it was pressed.
    await expect(orderCount()).toBe(before + 1);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

// The docs page shows the form placing an order and asking for a quote. The variations below run
// as tests and show in the sidebar: on the docs page they would make the page a dozen checkouts
// long, and their shops (a saved customer, an empty cart, failing endpoints, other currencies)
// would be every story's there.
export const Validation: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: t('checkout.placeOrder') })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: t('checkout.placeOrder') }));
    await waitFor(() => expect(canvas.getAllByText(t('forms.errors.required')).length).toBeGreaterThanOrEqual(5));
    await expect(canvas.getByText(t('consent.errors.privacy'))).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: txStart('fields.email') })).toHaveFocus();
  },
};

export const PaymentRequired: Story = {
  tags: ['!autodocs'],
  name: 'Payment method required',
  play: async ({ canvasElement, args }) => {
    await fillCheckout(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('radio', { name: HOME_DELIVERY() }));
    await acceptConsents(canvasElement);
    await userEvent.click(await findReadyButton(canvasElement, t('checkout.placeOrder')));
    const payment = within(canvasElement).getByRole('radiogroup', { name: tx('checkout.payment.title') });
    await waitFor(() => expect(payment).toHaveAttribute('aria-invalid', 'true'));
    await expect(within(canvasElement).getByText(t('checkout.errors.paymentRequired'))).toBeInTheDocument();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const Company: Story = {
  tags: ['!autodocs'],
  name: 'Company billing (tax number required)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const billing = await canvas.findByRole('region', { name: t('checkout.billing.title') });
    await userEvent.click(within(billing).getByRole('radio', { name: t('fields.customerType.company') }));
    await userEvent.type(within(billing).getByRole('textbox', { name: txStart('fields.taxNumber') }), '1234');
    await userEvent.click(await findReadyButton(canvasElement, t('checkout.placeOrder')));
    await expect(await within(billing).findByText(t('forms.errors.taxNumber'))).toBeInTheDocument();
    await expect(within(billing).getByRole('textbox', { name: txStart('fields.companyName') })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ShippingElsewhere: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await fillCheckout(canvasElement);
    const shipping = within(canvasElement).getByRole('region', { name: t('checkout.shipping.title') });
    await userEvent.click(within(shipping).getByRole('checkbox', { name: t('fields.sameAsBilling') }));
    await expect(within(shipping).getByRole('textbox', { name: txStart('fields.name') })).toHaveValue('Kovács Anna');
    await expect(within(shipping).getByRole('textbox', { name: txStart('fields.zipcode') })).toHaveAttribute('autocomplete', 'shipping postal-code');
  },
};

export const ReturningCustomer: Story = {
  tags: ['!autodocs'],
  beforeEach: () => seedCustomer(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: txStart('fields.email') })).toHaveValue('anna@example.hu'));
    await expect(canvas.getByRole('textbox', { name: txStart('fields.companyName') })).toHaveValue('Otthon Lakberendezés Kft.');
  },
};

export const ServerError: Story = {
  tags: ['!autodocs'],
  name: 'Server field errors (422)',
  parameters: {
    msw: {
      handlers: {
        cart: withOverrides(
          'cart',
          mockError('updateCustomer', 422, {
            message: 'Érvénytelen adatok.',
            errors: { 'invoice_data.address': ['Erre a címre nem szállítunk.'], phone: ['Ez a szám nem hívható.'] },
          }),
        ),
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    await fillCheckout(canvasElement);
    await choose(canvasElement, HOME_DELIVERY(), BANK_TRANSFER());
    await acceptConsents(canvasElement);
    await userEvent.click(await findReadyButton(canvasElement, t('checkout.placeOrder')));
    const address = within(canvasElement).getByRole('textbox', { name: txStart('fields.address') });
    await expect(await within(canvasElement).findByText('Erre a címre nem szállítunk.')).toBeInTheDocument();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveValue('Andrássy út 52.');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  tags: ['!autodocs'],
  name: 'Busy while sending',
  parameters: { msw: { handlers: { checkout: withOverrides('checkout', mockLoading('placeOrder')) } } },
  play: async ({ canvasElement }) => {
    await fillCheckout(canvasElement);
    await choose(canvasElement, HOME_DELIVERY(), CASH_ON_DELIVERY());
    await acceptConsents(canvasElement);
    await userEvent.click(await findReadyButton(canvasElement, t('checkout.placeOrder')));
    const busy = await within(canvasElement).findByRole('button', { name: t('checkout.placingOrder') });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

export const Offer: Story = {
  name: 'Quote request (offer)',
  args: { mode: 'offer' },
  play: async ({ canvasElement, args }) => {
    await fillCheckout(canvasElement);
    await acceptConsents(canvasElement);
    await expect(within(canvasElement).queryByRole('radiogroup', { name: tx('checkout.payment.title') })).toBeNull();
    await userEvent.click(await findReadyButton(canvasElement, t('checkout.requestOffer')));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith(expect.objectContaining({ kind: 'offer' }), expect.any(Function)));
  },
};

export const Loading: Story = {
  tags: ['!autodocs'],
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockLoading('cart')) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: t('checkout.placeOrder') })).toBeDisabled();
    await expect(canvasElement.querySelector('[data-slot="cart-summary"]')).toHaveAttribute('data-state', 'loading');
  },
};

export const Empty: Story = {
  tags: ['!autodocs'],
  name: 'Empty cart',
  beforeEach: () => mockShop.reset(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="cart-summary"]')).toHaveAttribute('data-state', 'ready'));
    await expect(await within(canvasElement).findByRole('button', { name: t('checkout.placeOrder') })).toBeDisabled();
  },
};

export const English: Story = {
  tags: ['!autodocs'],
  globals: { locale: 'en' },
  args: { allowOffer: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Billing details' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Request a quote' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'privacy policy (opens in a new tab)' })).toHaveAttribute('href', '/en/privacy-policy');
  },
};

export const EUR: Story = {
  tags: ['!autodocs'],
  globals: { currency: 'EUR' },
  play: async ({ canvasElement }) => {
    const delivery = await within(canvasElement).findByRole('radio', { name: HOME_DELIVERY() });
    await expect(delivery).toHaveAccessibleDescription(expect.stringMatching(/€/));
    // The total to pay is in euros too, labelled gross, with its net and VAT parts.
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="payable-total-gross"]')).toHaveTextContent(/\d+\.\d{2} €$/));
    await expect(canvasElement.querySelector('[data-slot="payable-total-net"]')).toHaveTextContent(/€$/);
  },
};

export const Gross: Story = {
  tags: ['!autodocs'],
  globals: { vatMode: 'gross', currency: 'USD' },
  play: async ({ canvasElement }) => {
    // Every figure says it is gross; the total to pay is gross in any mode, with its net and VAT beneath.
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="payable-total-gross"]')).toHaveTextContent(/\$$/));
    await expect(canvasElement.querySelector('[data-slot="payable-total-gross"] dt')).toHaveTextContent(
      `${t('cart.summary.payable')} ${t('vat.suffix.gross')}`,
    );
    await expect(canvasElement.querySelector('[data-slot="cart-summary-items"]')).toHaveTextContent(t('vat.suffix.gross'));
    await expect(canvasElement.querySelector('[data-slot="payable-total-vat"]')).toHaveTextContent(/\$$/);
  },
};

export const LongHungarian: Story = {
  tags: ['!autodocs'],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div className="w-[360px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const billing = await canvas.findByRole('region', { name: t('checkout.billing.title') });
    await userEvent.click(within(billing).getByRole('radio', { name: t('fields.customerType.company') }));
    await userEvent.type(within(billing).getByRole('textbox', { name: txStart('fields.companyName') }), longHungarian.companyName);
    await userEvent.type(within(billing).getByRole('textbox', { name: txStart('fields.address') }), longHungarian.address);
    await userEvent.type(canvas.getByRole('textbox', { name: t('checkout.comment') }), longHungarian.comment);
    await expectNoOverflow(canvasElement.querySelector('[data-slot="checkout-form"]'));
  },
};

const CARD = () => methodTitle('paymentMethods', 'card_online');

/** A shop whose card method `provider` takes, with home delivery and the card method already chosen. */
const withProvider = (provider: keyof typeof providerShops) => ({
  parameters: { msw: { handlers: providerShopHandlers[provider] } },
  beforeEach: async () => {
    providerShops[provider].reset();
    await seedCart({ 9: 1, 17: 2 }, { shop: providerShops[provider], deliveryMethodId: 2, paymentMethodId: 3 });
  },
});

/** SimplePay's declaration as the story's language words it, filled in with the mock shop's seller. */
const simplePayDeclaration = () =>
  t('checkout.payment.simplepay.declaration', {
    seller: MOCK_SELLER.name,
    address: MOCK_SELLER.address,
    website: MOCK_SELLER.website,
    processor: 'SimplePay Zrt.',
  });

export const SimplePay: Story = {
  tags: ['!autodocs'],
  name: 'SimplePay: data-transfer declaration',
  ...withProvider('simplepay'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const findDeclaration = () => canvas.findByRole('region', { name: t('checkout.payment.simplepay.title') });
    const declaration = await findDeclaration();
    await expect(declaration).toHaveAttribute('data-provider', 'simplepay');
    await expect(declaration).toHaveTextContent(simplePayDeclaration());
    // Read just before the order is placed: right above the button.
    await expect(declaration.nextElementSibling).toBe(canvas.getByRole('button', { name: t('checkout.placeOrder') }));
    await expect(canvas.getByRole('link', { name: tx('checkout.payment.providerMark', { provider: 'SimplePay' }) })).toHaveAttribute(
      'href',
      'https://simplepay.hu/vasarlo-aff/',
    );
    // Only while SimplePay's method is chosen.
    await userEvent.click(canvas.getByRole('radio', { name: CASH_ON_DELIVERY() }));
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="payment-provider-notice"]')).toBeNull());
    await userEvent.click(canvas.getByRole('radio', { name: CARD() }));
    await expect(await findDeclaration()).toBeVisible();
  },
};

export const SimplePayOnPhone: Story = {
  tags: ['!autodocs'],
  name: 'SimplePay on a phone',
  ...withProvider('simplepay'),
  parameters: { msw: { handlers: providerShopHandlers.simplepay }, viewport: { defaultViewport: 'mobile1' } },
  // Shot at the runner's one size, so a phone's width is the story's own (as LongHungarian does).
  decorators: [(Story) => <div className="w-[360px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const declaration = await within(canvasElement).findByRole('region', { name: t('checkout.payment.simplepay.title') });
    await expect(declaration).toHaveTextContent(simplePayDeclaration());
    await expectNoOverflow(declaration);
    await expectNoOverflow(canvasElement.querySelector('[data-slot="payment-method-picker"]'));
  },
};

export const Barion: Story = {
  tags: ['!autodocs'],
  name: 'Barion: payment continues on Barion’s page',
  ...withProvider('barion'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="payment-provider-notice"]')).toHaveAttribute('data-provider', 'barion'));
    const notice = canvasElement.querySelector<HTMLElement>('[data-slot="payment-provider-notice"]')!;
    await expect(notice).toHaveTextContent(t('checkout.payment.barion.notice'));
    await expect(notice.nextElementSibling).toBe(canvas.getByRole('button', { name: t('checkout.placeOrder') }));
    const information = `https://www.barion.com/${document.documentElement.lang === 'en' ? 'en' : 'hu'}/`;
    await expect(within(notice).getByRole('link', { name: tx('checkout.payment.providerMark', { provider: 'Barion' }) })).toHaveAttribute('href', information);
    await expect(canvasElement.querySelector('[data-slot="payment-provider-mark"]')).toHaveAttribute('data-provider', 'barion');
  },
};

export const AllVariants: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <div className="grid gap-16">
      <CheckoutForm {...args} />
      <CheckoutForm {...args} allowOffer />
      <CheckoutForm {...args} mode="offer" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: t('checkout.placeOrder') })).toHaveLength(2));
    await expect(canvas.getAllByRole('button', { name: t('checkout.requestOffer') })).toHaveLength(2);
    await waitFor(() => expect(canvas.getAllByRole('radiogroup', { name: tx('checkout.payment.title') })).toHaveLength(2));
  },
};
