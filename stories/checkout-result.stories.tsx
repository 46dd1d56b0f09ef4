import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildPath } from 'otthon';
import { CheckoutResult } from 'otthon/components';
import { apiMessage } from 'otthon/contract';
import { DEMO_ORDER_HASHES, mockError, mockLoading } from 'otthon/msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seedCustomer } from './support/checkout.js';
import { mockShop, providerShopHandlers, providerShops, withOverrides } from './support/mock-shop.js';
import { plain, seedCart } from './support/scenarios.js';
import { storyLocale, t } from './support/i18n.js';

const meta = {
  title: 'Checkout/CheckoutResult',
  component: CheckoutResult,
  args: { orderHash: DEMO_ORDER_HASHES.paid, onRedirect: fn() },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof CheckoutResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="checkout-result"]')?.getAttribute('data-state');
/** The gateway's answer a failed card payment shows, by label. */
const paymentDetails = () => [t('checkout.result.responseCode'), t('checkout.result.responseMessage'), t('checkout.result.authorizationCode')];
/** The figure of a payable-total row (gross, net, VAT). */
const figure = (canvasElement: HTMLElement, slot: string) => plain(canvasElement.querySelector(`[data-slot="${slot}"] dd`)?.textContent);

export const Default: Story = {
  name: 'Success',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('checkout.result.success.title') })).toBeInTheDocument();
    await expect(state(canvasElement)).toBe('success');
    await expect(canvas.getByRole('region', { name: t('cart.summary.title') })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('checkout.result.viewOrder') })).toHaveAttribute(
      'href',
      buildPath('orders-order_hash', storyLocale(), { order_hash: DEMO_ORDER_HASHES.paid }),
    );
    // Says the card payment went through, with the provider's transaction id, the delivery promise and the address.
    await expect(canvas.getByText(t('checkout.result.paid.card'))).toBeInTheDocument();
    await expect(figure(canvasElement, 'checkout-result-transaction')).toMatch(/^TRX-DEMO-\d+$/);
    await expect(figure(canvasElement, 'checkout-result-delivery-window')).not.toBe('');
  },
};

export const PaymentFailed: Story = {
  name: 'Error: payment failed',
  args: { orderHash: DEMO_ORDER_HASHES.failed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('checkout.result.failed.title') })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: t('checkout.result.failed.transaction') })).toBeInTheDocument();
    await expect(state(canvasElement)).toBe('error');
    for (const label of paymentDetails()) await expect(canvas.getByText(label)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('checkout.result.payAgain') }));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith(expect.stringContaining('/api/payment/gateway/')));
  },
};

export const InProgress: Story = {
  args: { orderHash: DEMO_ORDER_HASHES.pending },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('checkout.result.pending.title') })).toBeInTheDocument();
    await expect(state(canvasElement)).toBe('in-progress');
    mockShop.settlePayment(DEMO_ORDER_HASHES.pending, 'paid');
    await userEvent.click(canvas.getByRole('button', { name: t('checkout.result.refreshPage') }));
    await expect(await canvas.findByRole('heading', { name: t('checkout.result.success.title') })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { checkout: withOverrides('checkout', mockLoading('order')) } } },
  play: async ({ canvasElement }) => {
    await expect(state(canvasElement)).toBe('in-progress');
    await expect(canvasElement.querySelector('[data-slot="checkout-result"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { checkout: withOverrides('checkout', mockError('order', 404, { message: 'Nincs ilyen rendelés.' })) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: t('checkout.result.failed.title') })).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: t('checkout.result.payAgain') })).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: t('checkout.result.refreshPage') })).toBeInTheDocument();
  },
};

export const CashOnDelivery: Story = {
  args: { orderHash: DEMO_ORDER_HASHES.cashOnDelivery },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: t('checkout.result.success.title') })).toBeInTheDocument();
    // Paid on delivery: no transaction to show, the promise still.
    await expect(within(canvasElement).getByText(t('checkout.result.awaiting.onDelivery'))).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="checkout-result-transaction"]')).toBeNull();
    await expect(figure(canvasElement, 'checkout-result-delivery-window')).not.toBe('');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { orderHash: DEMO_ORDER_HASHES.failed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('checkout.result.failed.title') })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: t('checkout.result.failed.transaction') })).toBeInTheDocument();
    for (const label of paymentDetails()) await expect(canvas.getByText(label)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('checkout.result.payAgain') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('checkout.result.refreshPage') })).toBeInTheDocument();
  },
};

export const Gross: Story = {
  globals: { vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    const summary = await within(canvasElement).findByRole('region', { name: t('cart.summary.title') });
    // The items total says it is gross, and the amount to pay leads as gross with its net part and VAT beneath.
    await expect(within(summary).getByText(t('cart.summary.items'))).toHaveTextContent(t('vat.suffix.gross'));
    await expect(figure(canvasElement, 'payable-total-gross')).toMatch(/ Ft$/);
    await expect(figure(canvasElement, 'payable-total-net')).toMatch(/ Ft$/);
    await expect(figure(canvasElement, 'payable-total-vat')).toMatch(/ Ft$/);
  },
};

/** The order the EUR story shows: placed in euros, so its figures stay in euros whatever the toolbar says. */
let eurOrderHash = '';

export const EUR: Story = {
  name: 'Paid in euros',
  globals: { currency: 'EUR' },
  beforeEach: async ({ globals }) => {
    // A returning customer pays cash on delivery for a home-delivered order, shopping in euros.
    await seedCart({ 9: 1, 17: 2 }, { deliveryMethodId: 2, paymentMethodId: 1 });
    await seedCustomer();
    const origin = window.location.origin;
    const view = mockShop.view({ locale: globals.locale === 'en' ? 'en' : 'hu', currency: 'EUR' });
    const placed = await mockShop.placeOrder({
      view,
      body: { transaction_result_url: `${origin}/checkout/result`, is_newsletter_subscription: false, comment: null, accept_privacy: true, accept_terms: true },
      origins: [origin],
    });
    eurOrderHash = placed.order_hash;
  },
  render: (args) => <CheckoutResult {...args} orderHash={eurOrderHash} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: t('checkout.result.success.title') })).toBeInTheDocument();
    await expect(figure(canvasElement, 'payable-total-gross')).toMatch(/^\d+(\s\d{3})*\.\d{2} €$/);
    await expect(figure(canvasElement, 'payable-total-net')).toMatch(/\.\d{2} €$/);
    for (const item of canvasElement.querySelectorAll('[data-slot="checkout-result-item"]')) await expect(plain(item.textContent)).toMatch(/\.\d{2} €$/);
  },
};

/** The shop whose card method SimplePay takes. */
const simplePay = providerShops.simplepay;
/** SimplePay's transaction id in its stories: fixed, so their pictures compare (SimplePay gives each payment a new one). */
const SIMPLEPAY_TRANSACTION = '504271938';
/** The order the SimplePay stories show. */
let simplePayOrderHash = '';

/**
 * A card order in the shop whose card method SimplePay takes, ended with `outcome` on the mock's
 * SimplePay test page, as the shopper comes back to the result page.
 */
const afterSimplePay = (outcome: 'SUCCESS' | 'FAIL'): Pick<Story, 'parameters' | 'beforeEach' | 'render'> => ({
  parameters: { msw: { handlers: providerShopHandlers.simplepay } },
  beforeEach: async ({ globals }) => {
    simplePay.reset();
    await seedCart({ 9: 1 }, { shop: simplePay, deliveryMethodId: 2, paymentMethodId: 3 });
    await seedCustomer(simplePay);
    const origin = window.location.origin;
    const view = simplePay.view({ locale: globals.locale === 'en' ? 'en' : 'hu' });
    const placed = await simplePay.placeOrder({
      view,
      body: { transaction_result_url: `${origin}/checkout/result`, is_newsletter_subscription: false, comment: null, accept_privacy: true, accept_terms: true },
      origins: [origin],
    });
    const attempt = new URL(placed.redirect_url!).pathname.split('/').at(-1)!;
    const order = simplePay.state.orders.get(placed.order_hash)!;
    simplePay.state.paymentAttempts.get(attempt)!.transactionId = order.transaction_id = order.payment.transaction_id = SIMPLEPAY_TRANSACTION;
    await simplePay.decideProviderPayment(view, 'simplepay', attempt, outcome);
    simplePayOrderHash = placed.order_hash;
  },
  render: (args) => <CheckoutResult {...args} orderHash={simplePayOrderHash} />,
});

/** SimplePay's words for its outcome, with the transaction id (its merchant checklist asks for them on the result page). */
const simplePayWords = (code: 'SP_SUCCESS' | 'SP_FAIL') => apiMessage(storyLocale(), `payment.response.${code}`, { transaction: SIMPLEPAY_TRANSACTION });

export const SimplePaySuccess: Story = {
  name: 'SimplePay: success',
  ...afterSimplePay('SUCCESS'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('checkout.result.success.title') })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="checkout-result-payment-message"]')).toHaveTextContent(
      `${t('checkout.result.responseMessage')}: ${simplePayWords('SP_SUCCESS')}`,
    );
  },
};

export const SimplePayFailed: Story = {
  name: 'SimplePay: failed',
  ...afterSimplePay('FAIL'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('checkout.result.failed.title') })).toBeInTheDocument();
    await expect(state(canvasElement)).toBe('error');
    await expect(canvas.getByText('SP_FAIL')).toBeInTheDocument();
    await expect(canvas.getByText(simplePayWords('SP_FAIL'))).toBeInTheDocument();
    // "Pay Again" goes back to SimplePay (pressing it is the PaymentFailed story's; the picture keeps the words).
    await expect(canvas.getByRole('button', { name: t('checkout.result.payAgain') })).toBeInTheDocument();
  },
};

export const LongHungarian: Story = {
  args: {
    orderHash: DEMO_ORDER_HASHES.failed,
    labels: { 'checkout.result.responseMessage': 'A kártyakibocsátó bank válaszüzenete a megszentségteleníthetetlenségeskedéseitekért' },
  },
  decorators: [(Story) => <div className="w-[340px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: t('checkout.result.failed.title') });
    const section = canvasElement.querySelector<HTMLElement>('[data-slot="checkout-result"]')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth + 1);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-12">
      <CheckoutResult orderHash={DEMO_ORDER_HASHES.paid} headingLevel={2} />
      <CheckoutResult orderHash={DEMO_ORDER_HASHES.pending} headingLevel={2} />
      <CheckoutResult orderHash={DEMO_ORDER_HASHES.failed} headingLevel={2} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect([...canvasElement.querySelectorAll('[data-slot="checkout-result"]')].map((node) => node.getAttribute('data-state'))).toEqual([
        'success',
        'in-progress',
        'error',
      ]),
    );
  },
};
