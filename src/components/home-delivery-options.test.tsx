import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { allHandlers, createMockShop } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { API, renderShop, setupShopServer } from '../testing/shop.js';
import { HomeDeliveryOptions } from './home-delivery-options.js';
import { DeliveryMethodPicker } from './method-pickers.js';

const { server, count } = setupShopServer();
let shop = createMockShop();
/** A sofa (68 kg, legs to screw on) and a coffee table (no assembly), going by home delivery (method 2). */
function openShop(options: Parameters<typeof createMockShop>[0] = {}) {
  shop = createMockShop({ cart: [{ product_id: 1, quantity: 1 }], deliveryMethodId: 2, ...options });
  server.use(...allHandlers(shop));
}
beforeEach(() => openShop());

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s/g, ' ') ?? '';
const price = (slot: string) => text(document.querySelector(`[data-slot="${slot}"] dd`));
const homeDelivery = () => shop.cart({ view: { locale: 'en' } }).home_delivery;
const options = () => document.querySelector('[data-slot="home-delivery-options"]');

describe('HomeDeliveryOptions', () => {
  it('offers the floor, the lift, assembly of the lines that can be assembled with their price, the slots and the running prices', async () => {
    const { container } = renderShop(<HomeDeliveryOptions />, { locale: 'en', initialVatMode: 'gross' });
    const section = await screen.findByRole('region', { name: 'Carry-in, assembly and delivery time' });
    const floor = within(section).getByRole('textbox', { name: 'Floor' });
    expect((floor as HTMLInputElement).value).toBe('0');
    expect(within(section).getByRole('checkbox', { name: 'There is a lift' })).toMatchObject({ checked: false });
    const assembly = within(section).getByRole('checkbox', { name: 'Assemble my furniture' });
    const sofa = shop.cart({ view: { locale: 'en' } }).products[0]!;
    expect(text(section.querySelector('[data-slot="home-delivery-assembly-lines"]'))).toBe(`${sofa.product.title}: 1 990 Ft per piece`);
    expect(assembly).toMatchObject({ checked: false });
    expect(await within(section).findByRole('radiogroup', { name: 'Delivery time' })).toBeDefined();
    expect(price('home-delivery-carry-in')).toBe('Free');
    expect(text(document.querySelector('[data-slot="home-delivery-carry-in"] dt'))).toBe('Carry-inGround floor');
    expect(text(document.querySelector('[data-slot="home-delivery-slot"] dt'))).toContain('the crew calls you to agree a day');
    expect(price('home-delivery-total')).toBe('Free');
    await expectNoAxeViolations(container);
  });

  it('saves the floor once the stepping pauses, in one request, and shows the carry-in the server priced', async () => {
    const user = userEvent.setup();
    // The pause is long enough that three key presses never outlast it, even on a busy machine
    // (at 400 ms, a loaded run once saw the save start between them).
    renderShop(<HomeDeliveryOptions floorDebounceMs={1_500} />, { locale: 'en', initialVatMode: 'gross' });
    const floor = await screen.findByRole('textbox', { name: 'Floor' });
    await user.click(floor);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect((floor as HTMLInputElement).value).toBe('3');
    expect(count('PUT /api/cart/home-delivery')).toBe(0);
    await waitFor(() => expect(homeDelivery()?.floor).toBe(3), { timeout: 5_000 });
    expect(count('PUT /api/cart/home-delivery')).toBe(1);
    // Three floors without a lift for the one bulky piece.
    await waitFor(() => expect(price('home-delivery-carry-in')).toBe('5 970 Ft'));
    expect(text(document.querySelector('[data-slot="home-delivery-carry-in"] dt'))).toBe('Carry-inFloor 3, no lift');
  });

  it('saves the lift and assembly at once, keeping a floor still being typed, and the prices follow', async () => {
    const user = userEvent.setup();
    renderShop(<HomeDeliveryOptions floorDebounceMs={5_000} />, { locale: 'en', initialVatMode: 'gross' });
    const floor = await screen.findByRole('textbox', { name: 'Floor' });
    await user.click(floor);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    await user.click(screen.getByRole('checkbox', { name: 'There is a lift' }));
    await waitFor(() => expect(homeDelivery()).toMatchObject({ floor: 2, has_lift: true }));
    await user.keyboard('{Tab}');
    await user.click(screen.getByRole('checkbox', { name: 'Assemble my furniture' }));
    await waitFor(() => expect(price('home-delivery-assembly')).toBe('1 990 Ft'));
    expect(price('home-delivery-carry-in')).toBe('2 990 Ft');
    expect(price('home-delivery-total')).toBe('4 980 Ft');
    expect(homeDelivery()).toMatchObject({ floor: 2, has_lift: true, assembly: true });
    expect(count('PUT /api/cart/home-delivery')).toBe(2);
  });

  it('books a slot from the keyboard and shows its price', async () => {
    const user = userEvent.setup();
    renderShop(<HomeDeliveryOptions />, { locale: 'en', initialVatMode: 'gross' });
    const group = await screen.findByRole('radiogroup', { name: 'Delivery time' });
    within(group).getAllByRole('radio')[0]!.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const evening = shop.deliverySlots({ view: { locale: 'en' } })[2]!;
    await waitFor(() => expect(homeDelivery()?.slot).toEqual({ date: evening.date, period: 'evening' }));
    await waitFor(() => expect(price('home-delivery-slot')).toBe('3 990 Ft'));
    expect(text(document.querySelector('[data-slot="home-delivery-slot"] dt'))).toMatch(/Evening 17:00–20:00$/);
  });

  it('shows a refused slot under the slots and any other refusal under the options, the cart left as it was', async () => {
    const refuse = (field: string, message: string) =>
      server.use(http.put(`${API}/api/cart/home-delivery`, () => HttpResponse.json({ message, errors: { [field]: [message] } }, { status: 422 })));
    refuse('slot', 'This delivery time has just been fully booked. Choose another one.');
    const user = userEvent.setup();
    renderShop(<HomeDeliveryOptions />, { locale: 'en' });
    const group = await screen.findByRole('radiogroup', { name: 'Delivery time' });
    await user.click(within(group).getAllByRole('radio')[0]!);
    expect(await screen.findByText('This delivery time has just been fully booked. Choose another one.')).toBeDefined();
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(options()?.getAttribute('data-state')).toBe('error');
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();

    refuse('delivery_method', 'Floor, assembly and a delivery time can be chosen with home delivery only.');
    await user.click(screen.getByRole('checkbox', { name: 'There is a lift' }));
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Floor, assembly and a delivery time can be chosen with home delivery only.',
    );
    expect(screen.getByRole('checkbox', { name: 'There is a lift' })).toMatchObject({ checked: false });
    expect(homeDelivery()?.has_lift).toBe(false);
  });

  it('leaves assembly out when no line can be assembled', async () => {
    const cart = shop.cart({ view: { locale: 'en' } });
    server.use(
      http.get(`${API}/api/cart`, () => HttpResponse.json({ data: { ...cart, products: cart.products.map((line) => ({ ...line, assembly: null })) } })),
    );
    renderShop(<HomeDeliveryOptions />, { locale: 'en' });
    await screen.findByRole('checkbox', { name: 'There is a lift' });
    expect(screen.queryByRole('checkbox', { name: 'Assemble my furniture' })).toBeNull();
  });
});

describe('DeliveryMethodPicker with home delivery', () => {
  it('loads the home delivery’s options under home delivery only, and saves them in the cart', async () => {
    openShop({ deliveryMethodId: 1 });
    const user = userEvent.setup();
    renderShop(<DeliveryMethodPicker />, { locale: 'en' });
    await screen.findByRole('radio', { name: 'Home delivery' });
    expect(options()).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Home delivery' }));
    const lift = await screen.findByRole('checkbox', { name: 'There is a lift' });
    await user.click(lift);
    await waitFor(() => expect(homeDelivery()?.has_lift).toBe(true));
    await user.click(screen.getByRole('radio', { name: /showroom/ }));
    await waitFor(() => expect(options()).toBeNull());
  });

  it('keeps a floor already saved when a second choice follows while the method itself is still on its way', async () => {
    openShop({ deliveryMethodId: 1 });
    // The server answers the change of method only when the test says so, as on a slow connection.
    let answerMethod!: () => void;
    const methodAnswered = new Promise<void>((resolve) => {
      answerMethod = resolve;
    });
    server.use(
      http.put(`${API}/api/cart/method/delivery`, async () => {
        await methodAnswered;
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderShop(<DeliveryMethodPicker />, { locale: 'en', initialVatMode: 'gross' });
    await user.click(await screen.findByRole('radio', { name: 'Home delivery' }));
    const floor = await screen.findByRole('textbox', { name: 'Floor' });
    await user.click(floor);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    // The floor's pause ends and its save is on its way behind the method.
    await waitFor(() => expect(options()?.getAttribute('data-state')).toBe('saving'), { timeout: 5_000 });
    expect((floor as HTMLInputElement).value).toBe('3');
    await user.click(screen.getByRole('checkbox', { name: 'Assemble my furniture' }));
    expect((floor as HTMLInputElement).value).toBe('3');
    answerMethod();
    await waitFor(() => expect(homeDelivery()).toMatchObject({ floor: 3, assembly: true }), { timeout: 5_000 });
    await waitFor(() => expect(options()?.getAttribute('data-state')).toBe('idle'));
    expect(homeDelivery()).toMatchObject({ floor: 3, assembly: true });
  });
});
