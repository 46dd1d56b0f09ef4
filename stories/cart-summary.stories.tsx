import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MessageKey } from 'otthon';
import { CartSummary, CheckoutButton } from 'otthon/components';
import { fixtures, mockError, mockLoading } from 'otthon/msw';
import { expect, waitFor, within } from 'storybook/test';
import { mockShop, withOverrides } from './support/mock-shop.js';
import { expectNoOverflow, plain, seedCart } from './support/scenarios.js';
import { route, t } from './support/i18n.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Pattern matching a text that ends with the message `key` (a row's VAT-mode suffix). */
const txEnd = (key: MessageKey) => new RegExp(`${escapeRegExp(t(key))}$`);

const meta = {
  title: 'Cart/CartSummary',
  component: CartSummary,
  render: (args) => (
    <div className="max-w-sm">
      <CartSummary {...args}>
        <CheckoutButton />
      </CartSummary>
    </div>
  ),
  beforeEach: () => seedCart({ 17: 2, 9: 1 }, { coupons: ['OTTHON10'], deliveryMethodId: 2 }),
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, slot: string) => plain(canvasElement.querySelector(`[data-slot="${slot}"] dd`)?.textContent);
const ready = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-slot="cart-summary"]')).toHaveAttribute('data-state', 'ready'));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t('cart.summary.title') })).toBeInTheDocument();
    await expect(figure(canvasElement, 'cart-summary-coupon')).toMatch(/^−\d/);
    await expect(figure(canvasElement, 'cart-summary-delivery')).toBe('11 803 Ft');
    // Net mode is the default: the rows say so, and the amount to pay leads as gross with its net part beneath.
    await expect(plain(canvasElement.querySelector('[data-slot="cart-summary-items"] dt')?.textContent)).toMatch(txEnd('vat.suffix.net'));
    await expect(figure(canvasElement, 'payable-total-gross')).toMatch(/Ft$/);
    await expect(figure(canvasElement, 'payable-total-net')).toMatch(/Ft$/);
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('cart.checkout') })).toHaveAttribute('href', route('cart-data'));
  },
};

export const FreeShipping: Story = {
  name: 'Free shipping reached',
  beforeEach: async () => {
    mockShop.reset();
    await seedCart({ 1: 1 }, { deliveryMethodId: 2 });
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="free-shipping"]')).toHaveAttribute('data-state', 'reached');
    await expect(figure(canvasElement, 'cart-summary-delivery')).toBe(t('cart.summary.deliveryFree'));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockLoading('cart')) } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="cart-summary"]')).toHaveAttribute('data-state', 'loading');
  },
};

export const Empty: Story = {
  beforeEach: () => mockShop.reset(),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(figure(canvasElement, 'cart-summary-delivery')).toBe(t('cart.summary.deliveryLater'));
    await expect(canvasElement.querySelector('[data-slot="free-shipping"]')).toHaveAttribute('data-state', 'empty');
    await expect(canvasElement.querySelector('[data-slot="checkout-button"]')).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockError('cart', 500)) } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="cart-summary"]')).toHaveAttribute('data-state', 'error'));
    await expect(within(canvasElement).getByText(t('announcements.cart.updateFailed'))).toHaveAttribute('role', 'alert');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(plain(canvasElement.querySelector('[data-slot="cart-summary-items"] dt')?.textContent)).toBe(
      `${t('cart.summary.items')} (${t('cart.summary.quantity', { count: 3 })}) ${t('vat.suffix.net')}`,
    );
    await expect(plain(canvasElement.querySelector('[data-slot="payable-total-gross"] dt')?.textContent)).toBe(
      `${t('cart.summary.payable')} ${t('vat.suffix.gross')}`,
    );
  },
};

export const EUR: Story = {
  globals: { currency: 'EUR' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    // Every figure in euros with cents: the rows, and the amount to pay with its net and VAT parts.
    for (const slot of ['cart-summary-items', 'cart-summary-delivery', 'payable-total-gross', 'payable-total-net', 'payable-total-vat']) {
      await expect(figure(canvasElement, slot)).toMatch(/^\d+(\s\d{3})*\.\d{2} €$/);
    }
    await expect(figure(canvasElement, 'cart-summary-coupon')).toMatch(/^−\d+(\s\d{3})*\.\d{2} €$/);
  },
};

export const USD: Story = {
  globals: { currency: 'USD', vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(figure(canvasElement, 'payable-total-gross')).toMatch(/\.\d{2} \$$/);
    await expect(figure(canvasElement, 'payable-total-net')).toMatch(/\.\d{2} \$$/);
  },
};

export const Gross: Story = {
  globals: { vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(figure(canvasElement, 'cart-summary-delivery')).toBe('14 990 Ft');
    // The rows say gross; the amount to pay is gross in every mode, with its net part and VAT beneath.
    await expect(plain(canvasElement.querySelector('[data-slot="cart-summary-items"] dt')?.textContent)).toMatch(txEnd('vat.suffix.gross'));
    await expect(plain(canvasElement.querySelector('[data-slot="payable-total-gross"] dt')?.textContent)).toBe(
      `${t('cart.summary.payable')} ${t('vat.suffix.gross')}`,
    );
    await expect(figure(canvasElement, 'payable-total-net')).toMatch(/ Ft$/);
    await expect(figure(canvasElement, 'payable-total-vat')).toMatch(/ Ft$/);
  },
};

export const LongHungarian: Story = {
  args: { labels: { 'cart.summary.couponDiscount': 'Tavaszi lakásfelújítási kuponkedvezmény minden kárpitozott ülőbútorra' } },
  decorators: [(Story) => <div className="w-[300px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expectNoOverflow(canvasElement.querySelector('[data-slot="cart-summary"]'));
  },
};

export const AllVariants: Story = {
  render: () => {
    const summary = fixtures.cart({ products: [fixtures.cartProduct({ quantity: 2 })] }).summary;
    return (
      <div className="grid gap-6 md:grid-cols-3">
        <CartSummary />
        <CartSummary summary={summary} hasDeliveryMethod={false} showVatBreakdown={false} headingLevel={3} />
        <CartSummary
          summary={{ ...summary, total_quantity: 0 }}
          showFreeShipping
          headingLevel={null}
          labels={{ 'cart.summary.title': 'Üres kosár összesítése' }}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="cart-summary"][data-state="ready"]')).toHaveLength(3));
    // The amount to pay leads every summary; the second leaves out its net and VAT breakdown.
    await expect(canvasElement.querySelectorAll('[data-slot="payable-total-gross"]')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('[data-slot="payable-total-vat"]')).toHaveLength(2);
  },
};
