import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddToCartButton, CartPanel, CartPanelTrigger } from 'otthon/components';
import { mockLoading } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockShop, shopProduct, withOverrides } from './support/mock-shop.js';
import { seedCart } from './support/scenarios.js';

const meta = {
  title: 'Cart/CartPanel',
  component: CartPanel,
  render: (args, { globals }) => (
    <div className="flex items-center gap-4">
      <CartPanelTrigger />
      <AddToCartButton product={shopProduct(globals, (product) => product.id === 9)} />
      <CartPanel {...args} />
    </div>
  ),
  beforeEach: () => seedCart({ 17: 2 }),
} satisfies Meta<typeof CartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Default: Story = {
  name: 'Opens after add to cart',
  play: async ({ canvasElement }) => {
    const add = within(canvasElement).getByRole('button', { name: /Kosárba: Tölgy dohányzóasztal/ });
    await userEvent.click(add);
    const dialog = await page().findByRole('dialog', { name: /Kosár/ });
    await expect(await within(dialog).findByRole('listitem', { name: 'Tölgy dohányzóasztal' })).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    // Focus goes back to the button that opened the panel (WCAG 2.4.3).
    await expect(add).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Kosár megnyitása/ });
    await waitFor(() => expect(trigger).toHaveAccessibleName('Kosár megnyitása, 2 termék a kosárban'));
    await userEvent.click(trigger);
    const dialog = await page().findByRole('dialog');
    await expect(await within(dialog).findByRole('link', { name: 'Tovább a pénztárhoz' })).toHaveAttribute('href', '/hu/kosar/adatok');
    await expect(within(dialog).getByRole('link', { name: 'Kosár megtekintése' })).toHaveAttribute('href', '/hu/kosar');
    await waitFor(() => expect(within(dialog).getByRole('region', { name: 'Ez is érdekelheti' })).toBeInTheDocument());
  },
};

export const Empty: Story = {
  beforeEach: () => mockShop.reset(),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Kosár megnyitása/ }));
    const dialog = await page().findByRole('dialog');
    await expect(await within(dialog).findByRole('heading', { name: 'A kosár üres' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kosár bezárása' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: /Kosár megnyitása/ })).toHaveFocus();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockLoading('cart')) } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Kosár megnyitása/ }));
    const dialog = await page().findByRole('dialog');
    await expect(dialog.querySelector('[data-slot="cart-lines"]')).toHaveAttribute('data-state', 'loading');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Open cart/ }));
    const dialog = await page().findByRole('dialog', { name: /Cart/ });
    await expect(await within(dialog).findByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/en/cart/data');
  },
};

export const EUR: Story = {
  globals: { currency: 'EUR', vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Kosár megnyitása/ }));
    const dialog = await page().findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('[data-slot="cart-panel-total"]')).toHaveTextContent(/€/));
    await expect(dialog.querySelector('[data-slot="cart-panel-total"]')).toHaveTextContent('bruttó');
  },
};

export const AllVariants: Story = {
  name: 'AllVariants (cart button counts)',
  render: () => (
    <div className="flex items-center gap-6">
      <CartPanelTrigger />
      <CartPanelTrigger labels={{ 'cart.open': 'Kosár' }} className="border border-border" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('button')[0]).toHaveAccessibleName('Kosár megnyitása, 2 termék a kosárban'));
    await expect(canvasElement.querySelectorAll('[data-slot="badge"]')).toHaveLength(2);
  },
};
