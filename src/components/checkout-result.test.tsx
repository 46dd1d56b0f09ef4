import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDeliveryWindow } from '../domain/delivery.js';
import { formatMoney } from '../domain/money.js';
import { allHandlers, createMockShop, DEMO_ORDER_HASHES, mockError } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer, SITE } from '../testing/shop.js';
import { CheckoutResult } from './checkout-result.js';

const shop = createMockShop();
const { server, count } = setupShopServer(...allHandlers(shop, { returnOrigins: [SITE] }));
beforeEach(() => shop.reset());

const state = (container: HTMLElement) => container.querySelector('[data-slot="checkout-result"]')?.getAttribute('data-state');

describe('CheckoutResult', () => {
  it('shows a paid order as a success with its summary and a link to the order (requirements §4)', async () => {
    const { container } = renderShop(<CheckoutResult orderHash={DEMO_ORDER_HASHES.paid} />, { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeTruthy();
    expect(state(container)).toBe('success');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getAllByRole('listitem').length).toBe(2);
    expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toContain('Payment method');
    // The gross amount paid leads (labelled so, the largest figure), its net part and VAT beneath it.
    const figure = (slot: string) => summary.querySelector(`[data-slot="${slot}"]`)?.textContent?.replace(/\s/g, ' ');
    expect(figure('payable-total-gross')).toMatch(/^Total to pay incl\. VAT\d/);
    expect(summary.querySelector('[data-slot="payable-total-gross"] dd')?.className).toContain('text-2xl');
    expect(figure('payable-total-net')).toMatch(/^Net total\d/);
    expect(figure('payable-total-vat')).toMatch(/^VAT \(27%\)\d/);
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(`/en/orders/${DEMO_ORDER_HASHES.paid}`);
    // What the card payment's gateway answered (a provider's words carry its transaction id).
    expect(container.querySelector('[data-slot="checkout-result-payment-message"]')?.textContent).toBe('Response Message: Approved');
    await expectNoAxeViolations(container);
  });

  it('says the card payment went through, with its transaction id, the delivery promise and the address (requirements §4, 10.4)', async () => {
    const { container } = renderShop(<CheckoutResult orderHash={DEMO_ORDER_HASHES.paid} />, { locale: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' });
    const order = shop.order({ view: { locale: 'en' }, params: { order_hash: DEMO_ORDER_HASHES.paid } });
    const fact = (slot: string) => container.querySelector(`[data-slot="${slot}"] dd`)?.textContent;
    expect(container.querySelector('[data-slot="checkout-result-payment"]')?.textContent).toBe('Your card payment went through: we have received the total.');
    expect(fact('checkout-result-transaction')).toBe(order.payment.transaction_id);
    expect(fact('checkout-result-delivery-window')).toBe(`${formatDeliveryWindow(order.delivery.delivery_window, 'en')} (${order.delivery.title})`);
    expect(fact('checkout-result-address')).toContain(order.customer_data.invoice_data?.address);
  });

  it('says an order paid on delivery is still to be paid, with no transaction', async () => {
    const { container } = renderShop(<CheckoutResult orderHash={DEMO_ORDER_HASHES.cashOnDelivery} />, { locale: 'hu' });
    await screen.findByRole('heading', { level: 1, name: 'Köszönjük a rendelését!' });
    expect(container.querySelector('[data-slot="checkout-result-payment"]')?.textContent).toBe('A végösszeget az átvételkor fizeti.');
    expect(container.querySelector('[data-slot="checkout-result-transaction"]')).toBeNull();
    expect(container.querySelector('[data-slot="checkout-result-delivery-window"] dt')?.textContent).toBe('Várható kézbesítés');
  });

  it("links the order's invoice once issued and says when it is still being issued", async () => {
    const order = shop.state.orders.get(DEMO_ORDER_HASHES.paid)!;
    order.invoices = [
      { kind: 'invoice', status: 'issued', number: 'OTT-2026-000042', issue_date: '2026-11-20', url: 'https://invoices.example/42', proforma: false },
    ];
    const { container, unmount } = renderShop(<CheckoutResult orderHash={DEMO_ORDER_HASHES.paid} />, { locale: 'en' });
    const link = await screen.findByRole('link', { name: /Invoice OTT-2026-000042/ });
    expect(link.getAttribute('href')).toBe('https://invoices.example/42');
    expect(screen.getByRole('heading', { level: 2, name: 'Invoices' })).toBeTruthy();
    await expectNoAxeViolations(container);
    unmount();
    order.invoices = [{ kind: 'invoice', status: 'pending', number: null, issue_date: null, url: null, proforma: false }];
    renderShop(<CheckoutResult orderHash={DEMO_ORDER_HASHES.paid} />, { locale: 'hu' });
    expect(await screen.findByText('A számla kiállítása folyamatban')).toBeTruthy();
  });

  it('lists what was paid for and splits the total into net, VAT at 27% and gross, in either language', async () => {
    const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s/g, ' ') ?? '';
    for (const [locale, vat, pieces] of [
      ['en', 'VAT (27%)', 'piece'],
      ['hu', 'Áfa (27%)', 'db'],
    ] as const) {
      const order = shop.order({ view: { locale }, params: { order_hash: DEMO_ORDER_HASHES.paid } });
      const money = (amount: number) => formatMoney(amount, order.currency).replace(/\s/g, ' ');
      const { container, unmount } = renderShop(<CheckoutResult orderHash={DEMO_ORDER_HASHES.paid} />, { locale });
      await waitFor(() => expect(state(container)).toBe('success'));
      const items = [...container.querySelectorAll('[data-slot="checkout-result-item"]')].map(text);
      expect(items).toHaveLength(order.items.length);
      order.items.forEach((item, index) => {
        expect(items[index]).toContain(item.name);
        expect(items[index]).toContain(`× ${item.quantity} ${pieces}`);
      });
      expect(text(container.querySelector('[data-slot="payable-total-net"]'))).toContain(money(order.summary.total_amount_net));
      expect(text(container.querySelector('[data-slot="payable-total-vat"] dt'))).toBe(vat);
      expect(text(container.querySelector('[data-slot="payable-total-vat"] dd'))).toBe(
        money(order.summary.total_amount_gross - order.summary.total_amount_net),
      );
      expect(text(container.querySelector('[data-slot="payable-total-gross"] dd'))).toBe(money(order.summary.total_amount_gross));
      unmount();
    }
  });

  it('writes the order number as the e-mails and the payment page do, unless told otherwise', async () => {
    const { unmount } = renderShop(<CheckoutResult orderHash={DEMO_ORDER_HASHES.paid} />, { locale: 'en' });
    expect(await screen.findByText('Order number: OT-000001')).toBeTruthy();
    unmount();
    renderShop(<CheckoutResult orderHash={DEMO_ORDER_HASHES.paid} formatOrderNumber={(order) => `#${order.id}`} />, { locale: 'en' });
    expect(await screen.findByText('Order number: #1')).toBeTruthy();
  });

  it('shows a declined card payment with the spec’s titles and the gateway’s codes (requirements §8)', async () => {
    const { container } = renderShop(<CheckoutResult orderHash={DEMO_ORDER_HASHES.failed} />, { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsuccessful Purchase' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Failed Transaction' })).toBeTruthy();
    expect(state(container)).toBe('error');
    const details = container.querySelector('[data-slot="checkout-result-details"]') as HTMLElement;
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Response Code', 'Response Message', 'Authorization Code']);
    expect(within(details).getAllByRole('definition')[0]?.textContent).toBe('05');
    expect(screen.getByRole('button', { name: 'Pay Again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('uses the spec’s Hungarian titles too', async () => {
    renderShop(<CheckoutResult orderHash={DEMO_ORDER_HASHES.failed} />, { locale: 'hu' });
    expect(await screen.findByRole('heading', { name: 'Sikertelen vásárlás' })).toBeTruthy();
    expect(screen.getByText('Válaszkód')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fizetés újra' })).toBeTruthy();
  });

  it('starts a new payment with the chosen method and sends the shopper to the gateway', async () => {
    const user = userEvent.setup();
    const redirects: string[] = [];
    renderShop(<CheckoutResult orderHash={DEMO_ORDER_HASHES.failed} onRedirect={(url) => redirects.push(url)} />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Pay Again' }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(redirects[0]).toMatch(/\/api\/payment\/gateway\//);
    expect(count(`POST /api/orders/payment_restart/${DEMO_ORDER_HASHES.failed}`)).toBe(1);
  });

  it('shows a pending payment as in progress and asks again on "Refresh Page"', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<CheckoutResult orderHash={DEMO_ORDER_HASHES.pending} />, { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Processing your payment…' })).toBeTruthy();
    expect(state(container)).toBe('in-progress');
    shop.settlePayment(DEMO_ORDER_HASHES.pending, 'paid');
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
  });

  it('treats an order that cannot be loaded as an error with "Refresh Page" only', async () => {
    server.use(mockError('order', 404, { message: 'Not found.' }));
    const { container } = renderShop(<CheckoutResult orderHash={'missing-order-hash-0000000'} />, { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Unsuccessful Purchase' })).toBeTruthy();
    expect(state(container)).toBe('error');
    expect(screen.queryByRole('button', { name: 'Pay Again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
  });
});
