import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCartPanel } from 'otthon';
import { AddToCartButton, CartPanel, CartPanelTrigger } from 'otthon/components';
import { useEffect } from 'react';
import { mockLoading } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockShop, shopProduct, withOverrides } from './support/mock-shop.js';
import { seedCart } from './support/scenarios.js';
import { productTitle, route, t, tx } from './support/i18n.js';

/** How the panel's parts fit together in an app; the docs page shows it under "Anatomy". */
const ANATOMY = `
\`\`\`tsx
<ShopProvider locale="hu">
  <CartPanelTrigger />
  <AddToCartButton product={product} />
  <CartPanel renderLink={renderLink} />
</ShopProvider>

// What <CartPanel> shows, each part exported for a cart page of your own:
<CartLines layout="panel" />
<SimilarProducts compact />
<PayableTotal />
<FreeShippingProgress />
<CheckoutButton />
\`\`\`

- \`ShopProvider\`: holds the cart and whether the panel is open (\`useCartPanel()\`), shared by every part below it.
- \`CartPanelTrigger\`: the header's cart button with the number of pieces; opens and closes the panel, which gives focus back to it.
- \`AddToCartButton\`: anywhere on a page; a successful add opens the panel, with focus on "Proceed to checkout".
- \`CartPanel\`: the side panel (a modal dialog), rendered once near the root; it loads its contents when first opened.
- \`CartLines\`: the lines with quantity steppers and remove buttons, or the empty cart.
- \`SimilarProducts\`: products that go with the cart's, under the lines (\`showSimilarProducts\`).
- \`PayableTotal\`: the gross total to pay, with its net and VAT parts.
- \`FreeShippingProgress\`: how much more reaches free delivery.
- \`CheckoutButton\`: "Proceed to checkout", disabled while a change is on its way; a "View cart" link follows it.
`;

const meta = {
  title: 'Cart/CartPanel',
  component: CartPanel,
  parameters: { docs: { anatomy: ANATOMY } },
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

/** Opens the panel when the story renders, as a successful add does. */
function OpenOnRender() {
  const { setOpen } = useCartPanel();
  useEffect(() => setOpen(true), [setOpen]);
  return null;
}

/**
 * The panel open with the cart's lines, the totals and the way on to the checkout, without any
 * interaction: what a shopper sees right after adding a product.
 */
export const PanelOpen: Story = {
  name: 'Open panel',
  render: (args) => (
    <div className="flex items-center gap-4">
      <OpenOnRender />
      <CartPanelTrigger />
      <CartPanel {...args} />
    </div>
  ),
  // The panel is a modal dialog: on the docs page it opens inside the story's own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: tx('routes.cart.title') });
    await waitFor(() => expect(dialog.querySelectorAll('[data-slot="cart-line"]')).toHaveLength(1));
    await expect(await within(dialog).findByRole('link', { name: t('cart.checkout') })).toHaveAttribute('href', route('cart-data'));
  },
};

export const Default: Story = {
  name: 'Opens after add to cart',
  play: async ({ canvasElement }) => {
    const add = within(canvasElement).getByRole('button', { name: t('product.addToCartNamed', { title: productTitle('Tölgy dohányzóasztal') }) });
    await userEvent.click(add);
    const dialog = await page().findByRole('dialog', { name: tx('routes.cart.title') });
    await expect(await within(dialog).findByRole('listitem', { name: productTitle('Tölgy dohányzóasztal') })).toBeInTheDocument();
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
    const trigger = within(canvasElement).getByRole('button', { name: tx('cart.open') });
    await waitFor(() => expect(trigger).toHaveAccessibleName(`${t('cart.open')}, ${t('cart.itemCount', { count: 2 })}`));
    await userEvent.click(trigger);
    const dialog = await page().findByRole('dialog');
    await expect(await within(dialog).findByRole('link', { name: t('cart.checkout') })).toHaveAttribute('href', route('cart-data'));
    await expect(within(dialog).getByRole('link', { name: t('cart.view') })).toHaveAttribute('href', route('cart'));
    await waitFor(() => expect(within(dialog).getByRole('region', { name: t('cart.similarProducts') })).toBeInTheDocument());
  },
};

// The stories below change what the docs page's stories share (the mock shop, its handlers, the
// cookies and language of the page), so they run as tests and show in the sidebar, not on the
// docs page: there an empty cart or a cart that never loads would be every story's.
export const Empty: Story = {
  tags: ['!autodocs'],
  beforeEach: () => mockShop.reset(),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: tx('cart.open') }));
    const dialog = await page().findByRole('dialog');
    await expect(await within(dialog).findByRole('heading', { name: t('cart.empty.title') })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t('cart.close') }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: tx('cart.open') })).toHaveFocus();
  },
};

export const Loading: Story = {
  tags: ['!autodocs'],
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockLoading('cart')) } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: tx('cart.open') }));
    const dialog = await page().findByRole('dialog');
    await expect(dialog.querySelector('[data-slot="cart-lines"]')).toHaveAttribute('data-state', 'loading');
  },
};

export const English: Story = {
  tags: ['!autodocs'],
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Open cart/ }));
    const dialog = await page().findByRole('dialog', { name: /Cart/ });
    await expect(await within(dialog).findByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/en/cart/data');
  },
};

export const EUR: Story = {
  tags: ['!autodocs'],
  globals: { currency: 'EUR', vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: tx('cart.open') }));
    const dialog = await page().findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('[data-slot="payable-total-gross"]')).toHaveTextContent(/\d+\.\d{2} €$/));
    await expect(dialog.querySelector('[data-slot="payable-total-gross"]')).toHaveTextContent(t('vat.suffix.gross'));
    await expect(dialog.querySelector('[data-slot="cart-line-total"]')).toHaveTextContent(/€$/);
  },
};

export const Gross: Story = {
  tags: ['!autodocs'],
  globals: { vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: tx('cart.open') }));
    const dialog = await page().findByRole('dialog');
    // One line in the cart: its gross total is the total to pay, which is labelled gross.
    const figure = (slot: string) => dialog.querySelector(`[data-slot="${slot}"]`)?.textContent?.match(/\d[\d\s.,]*Ft$/)?.[0];
    await waitFor(() => expect(figure('cart-line-total')).toMatch(/\d/));
    await expect(figure('payable-total-gross')).toBe(figure('cart-line-total'));
    await expect(dialog.querySelector('[data-slot="payable-total-gross"]')).toHaveTextContent(t('vat.suffix.gross'));
    await expect(dialog.querySelector('[data-slot="payable-total-net"]')).toHaveTextContent(/Ft$/);
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
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole('button')[0]).toHaveAccessibleName(`${t('cart.open')}, ${t('cart.itemCount', { count: 2 })}`),
    );
    await expect(canvasElement.querySelectorAll('[data-slot="badge"]')).toHaveLength(2);
  },
};
