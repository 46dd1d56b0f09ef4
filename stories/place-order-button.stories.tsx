import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartLines, CheckoutConsents, CheckoutFormError, PlaceOrderButton, RequestOfferButton } from 'otthon/components';
import { longHungarian, mockError, mockLoading } from 'otthon/msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findReadyButton, orderCount, seedCustomer } from './support/checkout.js';
import { CheckoutFrame } from './support/checkout-frame.js';
import { mockShop, withOverrides } from './support/mock-shop.js';
import { changeSpy } from './support/requests.js';
import { expectNoOverflow, seedCart } from './support/scenarios.js';
import { txRich } from './support/consents.js';
import { productTitle, t } from './support/i18n.js';

const onComplete = fn();

const meta = {
  title: 'Checkout/PlaceOrderButton',
  component: PlaceOrderButton,
  render: (args) => (
    <CheckoutFrame onComplete={onComplete}>
      <CheckoutConsents />
      <CheckoutFormError />
      <div className="flex flex-col gap-3">
        <PlaceOrderButton {...args} />
        <RequestOfferButton />
      </div>
    </CheckoutFrame>
  ),
  // A returning customer with delivery and payment chosen: only the consents are left.
  beforeEach: async () => {
    onComplete.mockClear();
    await seedCart({ 9: 1 }, { deliveryMethodId: 2, paymentMethodId: 1 });
    await seedCustomer();
  },
} satisfies Meta<typeof PlaceOrderButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticks both required consents, found by their labels in the story's language. */
async function acceptConsents(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('checkbox', { name: txRich('consent.privacy') }));
  await userEvent.click(canvas.getByRole('checkbox', { name: txRich('consent.terms') }));
}

export const Default: Story = {
  name: 'One order per intent (Enter and double click)',
  play: async ({ canvasElement }) => {
    const before = orderCount();
    await acceptConsents(canvasElement);
    const button = await findReadyButton(canvasElement, t('checkout.placeOrder'));
    await userEvent.dblClick(button);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    await expect(orderCount()).toBe(before + 1);
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: { checkout: withOverrides('checkout', mockLoading('placeOrder')) } } },
  play: async ({ canvasElement }) => {
    await acceptConsents(canvasElement);
    await userEvent.click(await findReadyButton(canvasElement, t('checkout.placeOrder')));
    const busy = await within(canvasElement).findByRole('button', { name: t('checkout.placingOrder') });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    // The offer button waits too: one submission at a time.
    await expect(within(canvasElement).getByRole('button', { name: t('checkout.requestOffer') })).toHaveAttribute('aria-busy', 'true');
  },
};

const quantityChange = changeSpy();

export const Settling: Story = {
  name: 'Waits while the cart settles',
  parameters: { msw: { handlers: { cart: withOverrides('cart', quantityChange.handler, mockLoading('setCartProduct')) } } },
  beforeEach: () => quantityChange.reset(),
  render: (args) => (
    <CheckoutFrame onComplete={onComplete}>
      <CartLines layout="panel" />
      <PlaceOrderButton {...args} />
    </CheckoutFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('cart.line.increase', { title: productTitle('Tölgy dohányzóasztal') }) }));
    // A quantity change is on its way: the order waits (field notes: cart races).
    const waiting = await canvas.findByRole('button', { name: t('cart.updating') });
    await expect(waiting).toHaveAttribute('data-state', 'settling');
    await expect(waiting).toHaveAttribute('aria-busy', 'true');
    // The gathered change has gone out (and waits for its answer) before the story ends.
    await waitFor(() => expect(quantityChange.sent()).toBe(true));
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { checkout: withOverrides('checkout', mockError('placeOrder', 500)) } } },
  play: async ({ canvasElement }) => {
    await acceptConsents(canvasElement);
    await userEvent.click(await findReadyButton(canvasElement, t('checkout.placeOrder')));
    await expect(await within(canvasElement).findByText(t('errors.generic'))).toBeInTheDocument();
    await expect(await within(canvasElement).findByRole('button', { name: t('checkout.placeOrder') })).not.toHaveAttribute('aria-busy');
    // With no field to blame, the focus moves to the message; the form has settled once it is there.
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="checkout-form-error"]')).toHaveFocus());
  },
};

export const Empty: Story = {
  name: 'Empty cart (disabled)',
  beforeEach: () => mockShop.reset(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: t('checkout.placeOrder') })).toBeDisabled());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Place order' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Request a quote' })).toBeInTheDocument();
  },
};

export const LongHungarian: Story = {
  args: { children: `Megrendelem a ${longHungarian.longestWord} termékeket` },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector('[data-slot="checkout-form"]'));
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid max-w-md gap-4">
      <CheckoutFrame>
        <PlaceOrderButton />
        <RequestOfferButton />
        <PlaceOrderButton size="md">Fizetés</PlaceOrderButton>
      </CheckoutFrame>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('button')).toHaveLength(3));
  },
};
