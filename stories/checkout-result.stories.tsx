import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutResult } from 'otthon/components';
import { DEMO_ORDER_HASHES, mockError, mockLoading } from 'otthon/msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockShop, withOverrides } from './support/mock-shop.js';
import { t } from './support/i18n.js';

const meta = {
  title: 'Checkout/CheckoutResult',
  component: CheckoutResult,
  args: { orderHash: DEMO_ORDER_HASHES.paid, onRedirect: fn() },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof CheckoutResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="checkout-result"]')?.getAttribute('data-state');

export const Default: Story = {
  name: 'Success',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Köszönjük a rendelését!' })).toBeInTheDocument();
    await expect(state(canvasElement)).toBe('success');
    await expect(canvas.getByRole('region', { name: t('cart.summary.title') })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('checkout.result.viewOrder') })).toHaveAttribute('href', `/hu/orders/${DEMO_ORDER_HASHES.paid}`);
  },
};

export const PaymentFailed: Story = {
  name: 'Error: payment failed',
  args: { orderHash: DEMO_ORDER_HASHES.failed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sikertelen vásárlás' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sikertelen tranzakció' })).toBeInTheDocument();
    await expect(state(canvasElement)).toBe('error');
    for (const label of ['Válaszkód', 'Válaszüzenet', 'Engedélyezési kód']) await expect(canvas.getByText(label)).toBeInTheDocument();
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
    await userEvent.click(canvas.getByRole('button', { name: t('errors.screen.refresh') }));
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
    await expect(within(canvasElement).getByRole('button', { name: t('errors.screen.refresh') })).toBeInTheDocument();
  },
};

export const CashOnDelivery: Story = {
  args: { orderHash: DEMO_ORDER_HASHES.cashOnDelivery },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: t('checkout.result.success.title') })).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { orderHash: DEMO_ORDER_HASHES.failed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Unsuccessful Purchase' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Failed Transaction' })).toBeInTheDocument();
    for (const label of ['Response Code', 'Response Message', 'Authorization Code']) await expect(canvas.getByText(label)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay Again' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  },
};

export const Gross: Story = {
  globals: { vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: t('cart.summary.title') });
    await expect(canvasElement).toHaveTextContent('bruttó');
  },
};

export const LongHungarian: Story = {
  args: { orderHash: DEMO_ORDER_HASHES.failed, labels: { 'checkout.result.responseMessage': 'A kártyakibocsátó bank válaszüzenete a megszentségteleníthetetlenségeskedéseitekért' } },
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
