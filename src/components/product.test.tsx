import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCart, useCartPanel } from '../hooks/index.js';
import { allHandlers, createMockShop, fixtures, mockError, resetFixtureIds } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { deferred, renderShop, setupShopServer } from '../testing/shop.js';
import { AddToCartButton } from './add-to-cart-button.js';
import { Announcer } from './announcer.js';
import { FavouriteButton } from './favourite-button.js';
import { ProductCard } from './product-card.js';
import { ProductGrid } from './product-grid.js';
import { StockBadge } from './stock-badge.js';

const shop = createMockShop();
const { server, count } = setupShopServer(...allHandlers(shop));

beforeEach(() => {
  shop.reset();
  resetFixtureIds();
});

/** A product the mock shop sells (ids match its catalogue). */
const sold = () => shop.allProducts({ locale: 'hu' })[0]!;
const politeText = () => document.querySelector('[data-politeness="polite"]')?.textContent ?? '';
const assertiveText = () => document.querySelector('[data-politeness="assertive"]')?.textContent ?? '';

describe('StockBadge', () => {
  it('says in stock, how many are left when few are, or out of stock', () => {
    const { rerender, container } = renderShop(<StockBadge quantity={12} />, { locale: 'en' });
    const badge = () => container.querySelector('[data-slot="stock-badge"]')!;
    expect([badge().textContent, badge().getAttribute('data-state')]).toEqual(['In stock', 'in-stock']);
    rerender(<StockBadge quantity={12} showCount />);
    expect(badge().textContent).toBe('12 in stock');
    rerender(<StockBadge quantity={2} />);
    expect([badge().textContent, badge().getAttribute('data-state')]).toEqual(['Only 2 left', 'low-stock']);
    rerender(<StockBadge quantity={0} />);
    expect([badge().textContent, badge().getAttribute('data-state')]).toEqual(['Out of stock', 'out-of-stock']);
  });
});

describe('FavouriteButton', () => {
  it('is a toggle button named after the product that adds, then removes the favourite (requirements §4)', async () => {
    const user = userEvent.setup();
    const product = sold();
    renderShop(
      <>
        <Announcer />
        <FavouriteButton product={product} />
      </>,
      { locale: 'en' },
    );
    const button = screen.getByRole('button', { name: `Favourite: ${product.title}` });
    await waitFor(() => expect(count('GET /api/favourites')).toBe(1));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(politeText()).toContain(`${product.title} added to favourites.`));
    await waitFor(async () => expect((await shop.favourites({ view: { locale: 'en' } })).map((item) => item.id)).toEqual([product.id]));
    await waitFor(() => expect(button.hasAttribute('data-busy')).toBe(false));
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    await waitFor(async () => expect(await shop.favourites({ view: { locale: 'en' } })).toEqual([]));
  });

  it('rolls back and says so when the server fails', async () => {
    const user = userEvent.setup();
    server.use(mockError('addFavourite', 500));
    const product = sold();
    renderShop(
      <>
        <Announcer />
        <FavouriteButton product={product} />
      </>,
      { locale: 'en' },
    );
    const button = screen.getByRole('button', { name: `Favourite: ${product.title}` });
    await user.click(button);
    await waitFor(() => expect(assertiveText()).toBe('Your favourites could not be updated. Please try again.'));
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});

function PanelState() {
  const { open } = useCartPanel();
  const { cart } = useCart();
  return <output data-testid="panel">{`${open ? 'open' : 'closed'} ${cart?.summary.total_quantity ?? '-'}`}</output>;
}

/** An add-to-cart button with the live regions and the cart panel's state (`data-testid="panel"`) beside it. */
const renderAddButton = (button: ReactElement, locale: 'hu' | 'en') =>
  renderShop(
    <>
      <Announcer />
      {button}
      <PanelState />
    </>,
    { locale },
  );

describe('AddToCartButton', () => {
  it('stays busy while sending, then the cart holds the pieces, the panel opens and it is announced (requirements §4)', async () => {
    const user = userEvent.setup();
    const gate = deferred();
    // Holds the request until the test has looked at the busy state, then lets the shop answer.
    server.use(
      http.post('*/api/cart/product', async () => {
        await gate.promise;
      }),
    );
    const product = sold();
    renderAddButton(<AddToCartButton product={product} quantity={2} />, 'en');
    await waitFor(() => expect(screen.getByTestId('panel').textContent).toBe('closed 0'));
    const button = screen.getByRole('button', { name: `Add to cart: ${product.title}` });
    await user.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toBe('Adding to cart…');
    // Presses while busy are swallowed: one request for one intent.
    await user.click(button);
    gate.resolve();
    await waitFor(() => expect(screen.getByTestId('panel').textContent).toBe('open 2'));
    expect(count('POST /api/cart/product')).toBe(1);
    await waitFor(() => expect(politeText()).toBe(`${product.title} added to the cart.`));
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('says so at once when the server refuses, and leaves the panel closed', async () => {
    const user = userEvent.setup();
    server.use(mockError('addCartProduct', 500));
    const product = sold();
    renderAddButton(<AddToCartButton product={product} />, 'hu');
    await user.click(screen.getByRole('button', { name: `Kosárba: ${product.title}` }));
    await waitFor(() => expect(assertiveText()).toBe('Nem sikerült frissíteni a kosarat. Kérjük, próbálja újra.'));
    expect(screen.getByTestId('panel').textContent).toMatch(/^closed/);
  });

  it('shows a refused add under the button, describing it, until the next try, which clears it (field notes: roll back and say so)', async () => {
    const user = userEvent.setup();
    server.use(mockError('addCartProduct', 500));
    const product = sold();
    renderAddButton(<AddToCartButton product={product} />, 'en');
    const button = screen.getByRole('button', { name: `Add to cart: ${product.title}` });
    await user.click(button);
    const failed = 'Your cart could not be updated. Please try again.';
    await waitFor(() => expect(document.querySelector('[data-slot="add-to-cart-error"]')?.textContent).toBe(failed));
    const message = document.querySelector<HTMLElement>('[data-slot="add-to-cart-error"]')!;
    expect(button.getAttribute('data-state')).toBe('error');
    // Right after the button, and the button says why when focus comes back to it.
    expect(button.nextElementSibling).toBe(message);
    expect(button.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByRole('button', { name: `Add to cart: ${product.title}` }).getAttribute('aria-describedby')).toBe(message.id);
    // The announcer writes its text a moment after the failure (a fresh node is announced again).
    await waitFor(() => expect(assertiveText()).toBe(failed));
    expect(screen.getByTestId('panel').textContent).toBe('closed 0');

    // The next try: the message goes while it is on its way, and stays gone once the cart takes the piece.
    server.resetHandlers();
    const gate = deferred();
    server.use(
      http.post('*/api/cart/product', async () => {
        await gate.promise;
      }),
    );
    await user.click(button);
    expect(button.getAttribute('data-state')).toBe('sending');
    expect(document.querySelector('[data-slot="add-to-cart-error"]')).toBeNull();
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    gate.resolve();
    await waitFor(() => expect(screen.getByTestId('panel').textContent).toBe('open 1'));
    await waitFor(() => expect(politeText()).toBe(`${product.title} added to the cart.`));
    expect(button.getAttribute('data-state')).toBe('idle');
    expect(document.querySelector('[data-slot="add-to-cart-error"]')).toBeNull();
  });

  it('leaves the failure to the page with showError={false}: still in its state and announced, not shown', async () => {
    const user = userEvent.setup();
    server.use(mockError('addCartProduct', 500));
    const product = sold();
    renderAddButton(<AddToCartButton product={product} showError={false} />, 'hu');
    const button = screen.getByRole('button', { name: `Kosárba: ${product.title}` });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('data-state')).toBe('error'));
    await waitFor(() => expect(assertiveText()).toBe('Nem sikerült frissíteni a kosarat. Kérjük, próbálja újra.'));
    expect(document.querySelector('[data-slot="add-to-cart-error"]')).toBeNull();
    expect(button.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows the failure with the text its labels give, and runs onAdded only once the cart took the piece', async () => {
    const user = userEvent.setup();
    server.use(mockError('addCartProduct', 500));
    const product = sold();
    let added = 0;
    renderAddButton(
      <AddToCartButton
        product={product}
        labels={{
          'product.addToCartNamed': 'Move to cart: {title}',
          'announcements.cart.added': '{title} moved to the cart.',
          'announcements.cart.updateFailed': 'Not moved. Try again.',
        }}
        onAdded={() => added++}
      />,
      'en',
    );
    const button = screen.getByRole('button', { name: `Move to cart: ${product.title}` });
    await user.click(button);
    await waitFor(() => expect(document.querySelector('[data-slot="add-to-cart-error"]')?.textContent).toBe('Not moved. Try again.'));
    expect(added).toBe(0);
    server.resetHandlers();
    await user.click(button);
    await waitFor(() => expect(added).toBe(1));
    await waitFor(() => expect(politeText()).toBe(`${product.title} moved to the cart.`));
    expect(document.querySelector('[data-slot="add-to-cart-error"]')).toBeNull();
  });

  it('says the product is out of stock when the API refuses the addition with 409 Conflict', async () => {
    const user = userEvent.setup();
    const product = sold();
    // The page still shows stock; the shop sold the last piece meanwhile.
    shop.setStock(product.id, 0);
    renderAddButton(<AddToCartButton product={product} />, 'en');
    await user.click(screen.getByRole('button', { name: `Add to cart: ${product.title}` }));
    const english = `${product.title} is out of stock; it was not added to your cart.`;
    await waitFor(() => expect(document.querySelector('[data-slot="add-to-cart-error"]')?.textContent).toBe(english));
    await waitFor(() => expect(assertiveText()).toBe(english));
  });

  it('says "A termék elfogyott" in Hungarian for the same refusal', async () => {
    const user = userEvent.setup();
    const product = sold();
    shop.setStock(product.id, 0);
    renderAddButton(<AddToCartButton product={product} />, 'hu');
    await user.click(screen.getByRole('button', { name: `Kosárba: ${product.title}` }));
    await waitFor(() =>
      expect(document.querySelector('[data-slot="add-to-cart-error"]')?.textContent).toBe(`A termék elfogyott, nem került a kosárba: ${product.title}.`),
    );
  });

  it('is disabled and says "Out of stock" when none is left', () => {
    renderShop(<AddToCartButton product={{ id: 1, title: 'Oslo', quantity: 0 }} />, { locale: 'en' });
    const button = screen.getByRole('button', { name: 'Out of stock' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('ProductCard', () => {
  it('links the title to the product page of the shop’s language (requirements §2 product path)', async () => {
    const product = fixtures.productWithTiers();
    const { container, unmount } = renderShop(<ProductCard product={product} />, { locale: 'hu' });
    expect(screen.getByRole('link', { name: product.title }).getAttribute('href')).toBe(`/hu/termekek/nappali/dohanyzoasztalok/rattan-kisasztal-${product.id}`);
    expect(screen.getByRole('heading', { level: 3, name: product.title })).toBeTruthy();
    await expectNoAxeViolations(container);
    unmount();
    renderShop(<ProductCard product={product} />, { locale: 'en' });
    expect(screen.getByRole('link', { name: product.title }).getAttribute('href')).toMatch(new RegExp(`^/en/products/.+-${product.id}$`));
  });

  it('renders its link through the shop’s router and shows price, stock and both buttons', () => {
    const product = fixtures.product();
    renderShop(
      <ProductCard
        product={product}
        titleAs="h2"
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#router${href}`}>
            {children}
          </a>
        )}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('link', { name: product.title }).getAttribute('href')).toMatch(/^#router\/en\/products\//);
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Favourite: ${product.title}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Add to cart: ${product.title}` })).toBeTruthy();
    expect(document.querySelector('[data-slot="price"]')).not.toBeNull();
    expect(document.querySelector('[data-slot="stock-badge"]')).not.toBeNull();
  });

  it('shows its model’s colours as dots linking to each colour, says how many there are, and adds no Tab stop', async () => {
    const product = shop.allProducts({ locale: 'en' }).find((item) => item.id === 25)!;
    const { container } = renderShop(<ProductCard product={product} />, { locale: 'en' });
    const dots = [...container.querySelectorAll<HTMLAnchorElement>('[data-slot="colour-swatch"]')];
    expect(dots.map((dot) => [dot.getAttribute('href'), dot.dataset.state])).toEqual([
      ['/en/products/living-room/sofas/siena-velvet-sofa-4', 'other'],
      ['/en/products/living-room/sofas/siena-velvet-sofa-navy-blue-25', 'current'],
      ['/en/products/living-room/sofas/siena-velvet-sofa-mustard-yellow-26', 'other'],
    ]);
    expect(screen.getByText('Available in 3 colours')).toBeTruthy();
    const user = userEvent.setup();
    const stops: Element[] = [];
    for (let index = 0; index < 4; index += 1) {
      await user.tab();
      if (document.activeElement && document.activeElement !== document.body) stops.push(document.activeElement);
    }
    expect(stops.some((stop) => stop.matches('[data-slot="colour-swatch"]'))).toBe(false);
    await expectNoAxeViolations(container);
  });
});

describe('ProductCard in a listing', () => {
  it('says a failed add under its own card’s button, not under the other cards’, and keeps the card as it was', async () => {
    const user = userEvent.setup();
    server.use(mockError('addCartProduct', 500));
    const [first, second] = shop.allProducts({ locale: 'hu' }) as [ReturnType<typeof sold>, ReturnType<typeof sold>];
    const { container } = renderShop(
      <>
        <Announcer />
        <ProductCard product={first} />
        <ProductCard product={second} />
      </>,
      { locale: 'hu' },
    );
    await user.click(screen.getByRole('button', { name: `Kosárba: ${second.title}` }));
    const cards = [...container.querySelectorAll('[data-slot="product-card"]')];
    await waitFor(() =>
      expect(cards[1]!.querySelector('[data-slot="add-to-cart-error"]')?.textContent).toBe('Nem sikerült frissíteni a kosarat. Kérjük, próbálja újra.'),
    );
    expect(cards[0]!.querySelector('[data-slot="add-to-cart-error"]')).toBeNull();
    expect(cards[1]!.querySelector('[data-slot="add-to-cart-button"]')!.getAttribute('data-state')).toBe('error');
    expect(screen.getByRole('link', { name: second.title })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

describe('ProductGrid', () => {
  it('shows a skeleton and a loading status while the first page loads', () => {
    const { container } = renderShop(<ProductGrid products={undefined} isLoading skeletonCount={3} />, { locale: 'en' });
    expect(screen.getByRole('status').textContent).toBe('Loading products…');
    expect(container.querySelectorAll('[data-slot="product-card-skeleton"]')).toHaveLength(3);
    expect(container.querySelector('[data-slot="product-grid"]')?.getAttribute('aria-busy')).toBe('true');
  });

  it('lists the products, one list item per card', async () => {
    const products = [fixtures.product(), fixtures.product(), fixtures.product()];
    const { container } = renderShop(<ProductGrid products={products} />, { locale: 'en' });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it('says when nothing matches', () => {
    renderShop(<ProductGrid products={[]} />, { locale: 'en' });
    expect(screen.getByText('No products match your filters.')).toBeTruthy();
  });

  it('reports a failed load and retries on request', async () => {
    const user = userEvent.setup();
    let retries = 0;
    renderShop(<ProductGrid products={undefined} error={new Error('500')} onRetry={() => (retries += 1)} />, { locale: 'hu' });
    expect(screen.getByRole('alert').textContent).toBe('Nem sikerült betölteni a termékeket.');
    await user.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    expect(retries).toBe(1);
  });
});
