import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../domain/money.js';
import { useCartPanel } from '../hooks/index.js';
import { allHandlers, createMockShop, fixtures } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer } from '../testing/shop.js';
import { AddToCartButton } from './add-to-cart-button.js';
import type { RenderLink } from './link.js';
import { CartPanel, CartPanelTrigger } from './cart-panel.js';

let shop = createMockShop();
const { server } = setupShopServer();
function openShop(options: Parameters<typeof createMockShop>[0] = {}) {
  shop = createMockShop(options);
  server.use(...allHandlers(shop));
}
beforeEach(() => openShop({ cart: [{ product_id: 17, quantity: 2 }] }));
// The panel's module is fetched on first open; load it once up front so each test measures behaviour, not transform time.
beforeAll(() => import('./cart-panel-content.js'));

const table = () => fixtures.product({ id: 9, title: 'Oak coffee table', quantity: 20 });
const followed: string[] = [];
const renderLink: RenderLink = ({ href, ...props }) => (
  <a
    {...props}
    href={href}
    onClick={(event) => {
      event.preventDefault();
      followed.push(href);
      props.onClick?.(event);
    }}
  />
);

function Page() {
  return (
    <>
      <CartPanelTrigger />
      <AddToCartButton product={table()} />
      <CartPanel renderLink={renderLink} />
    </>
  );
}

describe('CartPanel', () => {
  it('renders nothing until it first opens (its dialog loads on demand)', async () => {
    const { container } = renderShop(<CartPanel />, { locale: 'en' });
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens after add-to-cart with the new line, traps focus, and returns focus to the add button on close (requirements §4)', async () => {
    const user = userEvent.setup();
    renderShop(<Page />, { locale: 'en' });
    const add = await screen.findByRole('button', { name: /Add to cart/ });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: /Cart/ });
    expect(await within(dialog).findByRole('listitem', { name: 'Oak coffee table' })).toBeTruthy();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // The next step of most who just added: no tabbing through every line to reach it.
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: 'Proceed to checkout' }));
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(add);
    await expectNoAxeViolations(document.body);
  });

  it('opens from the cart button, named with the count, and gives focus back to it', async () => {
    const user = userEvent.setup();
    renderShop(<Page />, { locale: 'hu' });
    const trigger = await screen.findByRole('button', { name: 'Kosár megnyitása, 2 termék a kosárban' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: /Kosár/ });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    // Opened to look at the cart, it starts at the top.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Kosár bezárása' })));
    await user.click(within(dialog).getByRole('button', { name: 'Kosár bezárása' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('shows the total and checkout, and closes when a link is followed', async () => {
    const user = userEvent.setup();
    followed.length = 0;
    renderShop(<Page />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: /Open cart/ }));
    const dialog = await screen.findByRole('dialog');
    const checkout = await within(dialog).findByRole('link', { name: 'Proceed to checkout' });
    expect(within(dialog).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/en/cart');
    // The gross amount to pay is the large figure, with its net part and VAT beneath; net figures are labelled so.
    const summary = shop.cart({ view: { locale: 'en' } }).summary;
    const figure = (slot: string) => dialog.querySelector(`[data-slot="cart-panel-total"] [data-slot="${slot}"] dd`)?.textContent?.replace(/\s/g, ' ');
    expect(dialog.querySelector('[data-slot="payable-total-gross"] dt')?.textContent?.replace(/\s/g, ' ')).toBe('Total to pay incl. VAT');
    expect(figure('payable-total-gross')).toBe(formatMoney(summary.total_amount_gross, 'HUF').replace(/\s/g, ' '));
    expect(figure('payable-total-net')).toBe(formatMoney(summary.total_amount_net, 'HUF').replace(/\s/g, ' '));
    expect(dialog.querySelector('[data-slot="free-shipping"]')?.textContent).toContain('excl. VAT');
    await user.click(checkout);
    expect(followed).toEqual(['/en/cart/data']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the empty cart with a way back to shopping', async () => {
    openShop();
    const user = userEvent.setup();
    renderShop(<Page />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Open cart, Your cart is empty' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Proceed to checkout' })).toBeNull();
  });

  it('is closed by the shop on a route change through useCartPanel', async () => {
    function RouteChange() {
      const { setOpen } = useCartPanel();
      return (
        <button type="button" onClick={() => setOpen(false)}>
          navigate
        </button>
      );
    }
    const user = userEvent.setup();
    renderShop(
      <>
        <Page />
        <RouteChange />
      </>,
      { locale: 'en' },
    );
    await user.click(await screen.findByRole('button', { name: /Open cart/ }));
    await screen.findByRole('dialog');
    screen.getByRole('button', { name: 'navigate', hidden: true }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
