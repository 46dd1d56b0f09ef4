import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartLine, CartLines, CheckoutButton } from 'otthon/components';
import type { CartProduct } from 'otthon/contract';
import { fixtures, mockError, mockLoading } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockShop, type StoryGlobals, withOverrides } from './support/mock-shop.js';
import { changeSpy } from './support/requests.js';
import { assertiveRegion, expectNoOverflow, plain, politeRegion, seedCart } from './support/scenarios.js';
import { buildPath } from 'otthon';
import { productTitle, storyLocale, t } from './support/i18n.js';

const meta = {
  title: 'Cart/CartLines',
  component: CartLines,
  render: (args) => (
    <div className="max-w-3xl">
      <CartLines {...args} />
      <div className="mt-4 max-w-xs">
        <CheckoutButton />
      </div>
    </div>
  ),
  // A chair with quantity tiers and a coffee table with limited stock.
  beforeEach: () => seedCart({ 17: 2, 9: 1 }),
} satisfies Meta<typeof CartLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cart line by its product's Hungarian name, found under the product's name in the story's language. */
const chairLine = (canvasElement: HTMLElement, hungarianTitle = 'Tisza kárpitozott szék') =>
  within(canvasElement).findByRole('listitem', { name: productTitle(hungarianTitle) });
const unitPrice = (line: HTMLElement) => plain(line.querySelector('[data-slot="price-current"]')?.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const line = await chairLine(canvasElement);
    const before = unitPrice(line);
    const input = within(line).getByRole('textbox', { name: t('cart.line.quantity', { title: productTitle('Tisza kárpitozott szék') }) });
    await userEvent.clear(input);
    await userEvent.type(input, '12{Enter}');
    // The server prices the new quantity by the tier it reaches.
    await waitFor(() => expect(unitPrice(line)).not.toBe(before));
    await waitFor(() =>
      expect(politeRegion()).toHaveTextContent(t('announcements.cart.quantityChanged', { title: productTitle('Tisza kárpitozott szék'), count: 12 })),
    );
    await expect(line).toHaveAttribute('data-state', 'idle');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const line = await chairLine(canvasElement);
    const plus = within(line).getByRole('button', { name: t('cart.line.increase', { title: productTitle('Tisza kárpitozott szék') }) });
    plus.focus();
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    await waitFor(() => expect(within(line).getByRole('textbox')).toHaveValue('5'));
    await waitFor(() => expect(line).toHaveAttribute('data-state', 'idle'));
    const remove = within(await chairLine(canvasElement, 'Tölgy dohányzóasztal')).getByRole('button', {
      name: t('cart.line.remove', { title: productTitle('Tölgy dohányzóasztal') }),
    });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(canvasElement).queryByRole('listitem', { name: productTitle('Tölgy dohányzóasztal') })).toBeNull());
    await expect(canvasElement.querySelector('[data-slot="cart-lines"]')).toHaveFocus();
    // Settled: the server has the removal and checkout is open again.
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="checkout-button"]')).toHaveAttribute('data-state', 'ready'));
  },
};

export const ClampedToStock: Story = {
  name: 'Clamped to stock',
  play: async ({ canvasElement }) => {
    mockShop.setStock(9, 3);
    const line = await chairLine(canvasElement, 'Tölgy dohányzóasztal');
    const input = within(line).getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, '5{Enter}');
    await waitFor(() => expect(politeRegion()).toHaveTextContent(t('announcements.cart.quantityClamped', { count: 3 })));
    await waitFor(() => expect(within(line).getByRole('textbox')).toHaveValue('3'));
    // The clamped quantity is sent a moment later (rapid presses are gathered); the server's answer settles the line.
    await waitFor(() => expect(line).toHaveAttribute('data-state', 'idle'));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockLoading('cart')) } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="cart-lines"]')).toHaveAttribute('data-state', 'loading');
    await expect(canvasElement.querySelector('[data-slot="checkout-button"]')).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: () => mockShop.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('cart.empty.title') })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('cart.continueShopping') })).toHaveAttribute('href', buildPath('index', storyLocale()));
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockError('setCartProduct', 500)) } } },
  play: async ({ canvasElement }) => {
    const line = await chairLine(canvasElement);
    await userEvent.click(within(line).getByRole('button', { name: t('cart.line.increase', { title: productTitle('Tisza kárpitozott szék') }) }));
    // Rolled back to the server's quantity, marked and said (field notes: cart races).
    await waitFor(() => expect(line).toHaveAttribute('data-state', 'error'));
    await expect(within(line).getByRole('textbox')).toHaveValue('2');
    await waitFor(() => expect(assertiveRegion()).toHaveTextContent(t('announcements.cart.updateFailed')));
  },
};

const quantityChange = changeSpy();

export const Settling: Story = {
  name: 'Checkout waits while the cart settles',
  parameters: { msw: { handlers: { cart: withOverrides('cart', quantityChange.handler, mockLoading('setCartProduct')) } } },
  beforeEach: () => quantityChange.reset(),
  play: async ({ canvasElement }) => {
    const line = await chairLine(canvasElement);
    await within(canvasElement).findByRole('link', { name: t('cart.checkout') });
    await userEvent.click(within(line).getByRole('button', { name: t('cart.line.increase', { title: productTitle('Tisza kárpitozott szék') }) }));
    const waiting = await within(canvasElement).findByRole('link', { name: t('cart.updating') });
    await expect(waiting).toHaveAttribute('aria-disabled', 'true');
    await expect(line).toHaveAttribute('data-state', 'pending');
    // The gathered change has gone out (and waits for its answer) before the story ends.
    await waitFor(() => expect(quantityChange.sent()).toBe(true));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const line = await chairLine(canvasElement);
    await expect(within(line).getByRole('button', { name: 'Remove Tisza upholstered chair from the cart' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('list', { name: '3 items in your cart' })).toBeInTheDocument();
  },
};

const firstTotal = async (canvasElement: HTMLElement) => {
  const [line] = await within(canvasElement).findAllByRole('listitem');
  if (!line) throw new Error('The cart has no line.');
  return plain(line.querySelector('[data-slot="cart-line-total"]')?.textContent);
};

export const EUR: Story = {
  globals: { currency: 'EUR' },
  play: async ({ canvasElement }) => {
    await expect(await firstTotal(canvasElement)).toMatch(/\d\.\d{2} €$/);
  },
};

export const USD: Story = {
  globals: { currency: 'USD' },
  play: async ({ canvasElement }) => {
    await expect(await firstTotal(canvasElement)).toMatch(/\d\.\d{2} \$$/);
  },
};

export const Gross: Story = {
  globals: { vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    const line = await chairLine(canvasElement, 'Tölgy dohányzóasztal');
    await expect(plain(line.querySelector('[data-slot="cart-line-total"]')?.textContent)).toMatch(/54 900 Ft$/);
  },
};

function Lines({ lines, states = [] }: { lines: CartProduct[]; states?: Array<'idle' | 'pending' | 'error'> }) {
  return (
    <ul className="flex flex-col divide-y divide-border">
      {lines.map((line, index) => (
        <CartLine key={line.id} line={line} status={states[index] ?? 'idle'} onQuantityChange={() => undefined} onRemove={() => undefined} />
      ))}
    </ul>
  );
}

const view = (globals: StoryGlobals) => ({ locale: globals.locale === 'en' ? ('en' as const) : ('hu' as const) });

export const LongHungarian: Story = {
  render: (_, { globals }) => (
    <div className="w-[360px]">
      <Lines lines={[fixtures.cartProduct({ product: fixtures.longProduct({ id: 501 }, view(globals)), quantity: 3 }, view(globals))]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector('[data-slot="cart-line"]'));
  },
};

export const AllVariants: Story = {
  render: (_, { globals }) => {
    const v = view(globals);
    const lines = [
      fixtures.cartProduct({ product: fixtures.product({ id: 601 }, v), quantity: 1 }, v),
      fixtures.cartProduct({ product: fixtures.productOnSale({ id: 602 }, v), quantity: 2 }, v),
      fixtures.cartProduct({ product: fixtures.productWithTiers({ id: 603 }, v), quantity: 8 }, v),
      fixtures.cartProduct(
        { product: fixtures.product({ id: 604, quantity: 3 }, v), quantity: 3, notice: { code: 'quantity_clamped', message: '', available: 3 } },
        v,
      ),
      fixtures.cartProduct({ product: fixtures.product({ id: 605 }, v), quantity: 2 }, v),
    ];
    return (
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <Lines lines={lines} states={['idle', 'idle', 'idle', 'idle', 'error']} />
        <ul className="flex flex-col divide-y divide-border">
          <CartLine layout="panel" line={lines[0]!} status="pending" onQuantityChange={() => undefined} onRemove={() => undefined} />
        </ul>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('[data-slot="cart-line"]')].map((line) => line.getAttribute('data-state'));
    await expect(states).toEqual(['idle', 'idle', 'idle', 'idle', 'error', 'pending']);
    await expect(canvasElement.querySelectorAll('[data-slot="cart-line-notice"]')).toHaveLength(2);
  },
};
