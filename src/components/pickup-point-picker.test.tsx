import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accessibleDescription, expectNoAxeViolations } from '../testing/axe.js';
import { createPickupServer, homeMethod, lockerMethod, nearbyPoints } from '../testing/pickup-server.js';
import { API, renderShop, setupShopServer } from '../testing/shop.js';
import { BillingForm } from './address-forms.js';
import { CheckoutFormProvider } from './checkout-form-context.js';
import { CheckoutConsents, PlaceOrderButton } from './checkout-form.js';
import { DeliveryMethodPicker, MethodErrorsProvider } from './method-pickers.js';
import { PickupPointPicker, type PickupPointPickerProps } from './pickup-point-picker.js';

const { server, requests } = setupShopServer();
/** A Monday morning in Budapest. */
const MONDAY = new Date('2026-11-30T10:00:00+01:00');
const searches = () => requests.filter((request) => request.startsWith('GET /api/pickup-points'));
const picker = () => document.querySelector('[data-slot="pickup-point-picker"]');

function renderPicker(props: Partial<PickupPointPickerProps> = {}, locale: 'en' | 'hu' = 'en') {
  return renderShop(
    <>
      <PickupPointPicker method={lockerMethod()} defaultQuery="1111" now={MONDAY} debounceMs={0} {...props} />
      <button type="button">After the picker</button>
    </>,
    { locale },
  );
}

describe('PickupPointPicker', () => {
  it('lists the points near the postcode nearest first, each with its kind, carrier, address, distance and today’s hours', async () => {
    server.use(...createPickupServer().handlers);
    const { container } = renderPicker();
    const list = await screen.findByRole('listbox', { name: 'Pick-up points near 1111, nearest first' });
    const options = within(list).getAllByRole('option');
    expect(within(list).getAllByRole('option', { selected: false })).toHaveLength(4);
    expect(screen.getByRole('option', { name: /^Foxpost Allee/ })).toBe(options[0]);
    const gls = screen.getByRole('option', { name: /^GLS Csomagpont – Bartók Trafik/ });
    expect(gls.textContent).toContain('Pick-up point');
    expect(gls.textContent).toContain('GLS');
    expect(gls.textContent).toContain('1111 Budapest, Bartók Béla út 15.');
    expect(gls.textContent).toContain('0.7 km');
    expect(gls.textContent).toContain('Today: 08:00–12:00, 13:00–18:00');
    expect(options[0]!.textContent).toContain('Today: Open 24 hours');
    expect(picker()?.getAttribute('data-state')).toBe('results');
    expect(screen.getByRole('status').textContent).toContain('4 pick-up points found');
    await expectNoAxeViolations(container);
  });

  it('formats distances and hours in Hungarian for a Hungarian shopper', async () => {
    server.use(...createPickupServer().handlers);
    renderPicker({}, 'hu');
    const gls = await screen.findByRole('option', { name: /^GLS Csomagpont – Bartók Trafik/ });
    expect(gls.textContent).toContain('0,7 km');
    expect(gls.textContent).toContain('Ma: 08:00–12:00 és 13:00–18:00');
    expect(gls.textContent).toContain('Átvételi pont');
  });

  it('is operated from the keyboard: arrows, Home and End move, Enter chooses, Tab leaves the list', async () => {
    const pickup = createPickupServer({ deliveryMethod: 3 });
    server.use(...pickup.handlers);
    const user = userEvent.setup();
    renderPicker();
    const options = await screen.findAllByRole('option');
    // One Tab stop: the list is entered from the search field with the down arrow, or with Tab.
    expect(options.map((option) => option.tabIndex)).toEqual([0, -1, -1, -1]);
    await user.click(screen.getByRole('searchbox', { name: 'Postcode or town' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(options[0]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(options[2]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(options[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(options[3]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(options[0]);
    await user.keyboard('{ArrowDown}');
    expect(options.map((option) => option.tabIndex)).toEqual([-1, 0, -1, -1]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After the picker' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(options[1]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(pickup.bodies).toEqual([{ id: 3, pickup_point_id: 'gls:2351-hu' }]));
    // The chosen point replaces the list, with its week and a way to change it; the focus follows it.
    const chosen = await screen.findByRole('group', { name: /Your order goes to\s*GLS Csomagpont/ });
    await waitFor(() => expect(picker()?.getAttribute('data-state')).toBe('chosen'));
    expect(document.activeElement).toBe(chosen);
    expect(within(chosen).getByRole('row', { name: /Monday/ }).textContent).toContain('08:00–12:00, 13:00–18:00');
    expect(within(chosen).getByRole('row', { name: /Sunday/ }).textContent).toContain('Closed');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(within(chosen).getByRole('button', { name: 'Change pick-up point' }));
    expect((await screen.findByRole('option', { name: /^GLS Csomagpont – Bartók Trafik/, selected: true }))?.getAttribute('tabindex')).toBe('0');
  });

  it('chooses with Space and a click too', async () => {
    const pickup = createPickupServer({ deliveryMethod: 3 });
    server.use(...pickup.handlers);
    const user = userEvent.setup();
    renderPicker();
    await user.click(await screen.findByRole('option', { name: /^Packeta Z-BOX Móricz/ }));
    await waitFor(() => expect(pickup.bodies).toEqual([{ id: 3, pickup_point_id: 'packeta:9911' }]));
    await user.click(await screen.findByRole('button', { name: 'Change pick-up point' }));
    screen.getByRole('option', { name: /^Foxpost Kelenföld/ }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(pickup.bodies).toHaveLength(2));
    expect(pickup.bodies[1]).toEqual({ id: 3, pickup_point_id: 'foxpost:hu1002' });
  });

  it('offers only the method’s carriers to filter by, and asks for the one chosen', async () => {
    server.use(...createPickupServer().handlers);
    const user = userEvent.setup();
    renderPicker({ method: lockerMethod(['foxpost', 'gls']) });
    const filter = await screen.findByRole('radiogroup', { name: 'Carrier' });
    expect(within(filter).getAllByRole('radio')).toHaveLength(3);
    expect(within(filter).getByRole('radio', { name: 'All carriers' })).toMatchObject({ checked: true });
    expect(within(filter).queryByRole('radio', { name: /^Packeta/ })).toBeNull();
    // "All carriers" still means the method's: a Packeta point cannot take this cart.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(screen.queryByRole('option', { name: /^Packeta Z-BOX Móricz/ })).toBeNull();
    await user.click(within(filter).getByRole('radio', { name: /^GLS/ }));
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.dataset.carrier)).toEqual(['gls']));
    expect(searches()).toContain('GET /api/pickup-points?carrier=gls&q=1111');
  });

  it('shows no filter for a method of one carrier and asks for that carrier’s points only', async () => {
    server.use(...createPickupServer().handlers);
    renderPicker({ method: lockerMethod(['foxpost']) });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(searches()).toEqual(['GET /api/pickup-points?carrier=foxpost&q=1111']);
  });

  it('shows the server’s refusal under the picker and leaves the choice as it was (requirements §4)', async () => {
    const pickup = createPickupServer({ deliveryMethod: 3, refused: ['packeta:9911'] });
    server.use(...pickup.handlers);
    const user = userEvent.setup();
    const { container } = renderPicker();
    await user.click(await screen.findByRole('option', { name: /^Packeta Z-BOX Móricz/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This pick-up point cannot take your order with the chosen delivery method. Choose another one.',
    );
    expect(picker()?.hasAttribute('data-invalid')).toBe(true);
    expect(picker()?.getAttribute('data-state')).toBe('results');
    expect(pickup.point()).toBeNull();
    expect(screen.queryAllByRole('option', { selected: true })).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('says when nothing is near, and when the search failed, with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get(`${API}/api/pickup-points`, () => (fail ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : HttpResponse.json({ data: [] }))),
      ...createPickupServer().handlers,
    );
    renderPicker({ defaultQuery: 'Zalaszentgrót' });
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain('The pick-up points could not be loaded.');
    expect(picker()?.getAttribute('data-state')).toBe('error');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There is no parcel locker or pick-up point near Zalaszentgrót. Try another postcode or town.')).toBeTruthy();
    expect(picker()?.getAttribute('data-state')).toBe('empty');
  });

  it('waits for a whole postcode or two letters before searching', async () => {
    server.use(...createPickupServer().handlers);
    const user = userEvent.setup();
    renderPicker({ defaultQuery: '' });
    expect(picker()?.getAttribute('data-state')).toBe('idle');
    const search = screen.getByRole('searchbox', { name: 'Postcode or town' });
    expect(accessibleDescription(search)).toBe('Type a postcode or at least two letters of a town’s name.');
    await user.type(search, '111');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(searches()).toEqual([]);
    await user.type(search, '1');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
  });

  it('starts from the cart’s chosen point, with its details', async () => {
    server.use(...createPickupServer({ deliveryMethod: 3, point: { ...nearbyPoints[1]!, distance_km: null } }).handlers);
    renderPicker({ defaultQuery: undefined });
    const chosen = await screen.findByRole('group', { name: /Your order goes to/ });
    expect(chosen.textContent).toContain('GLS Csomagpont – Bartók Trafik');
    expect(chosen.textContent).toContain('Today: 08:00–12:00, 13:00–18:00');
    expect(picker()?.getAttribute('data-state')).toBe('chosen');
  });
});

describe('DeliveryMethodPicker with pick-up points', () => {
  it('loads the pick-up point picker under a method that needs one, and saves the point with the method', async () => {
    const pickup = createPickupServer();
    server.use(...pickup.handlers);
    const user = userEvent.setup();
    renderShop(<DeliveryMethodPicker />, { locale: 'en' });
    await user.click(await screen.findByRole('radio', { name: 'Home delivery' }));
    expect(picker()).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Parcel locker' }));
    const search = await screen.findByRole('searchbox', { name: 'Postcode or town' });
    await user.type(search, '1111');
    await user.click(await screen.findByRole('option', { name: /^Foxpost Allee/ }));
    await waitFor(() => expect(pickup.bodies.at(-1)).toEqual({ id: 3, pickup_point_id: 'foxpost:hu1001' }));
    expect(await screen.findByRole('group', { name: /Your order goes to\s*Foxpost Allee/ })).toBeTruthy();
    // Home delivery again: the picker goes, and the server drops the point.
    await user.click(screen.getByRole('radio', { name: 'Home delivery' }));
    await waitFor(() => expect(picker()).toBeNull());
    await waitFor(() => expect(pickup.point()).toBeNull());
  });

  it('starts its search from the postcode just typed into the checkout form, not the one the cart saved', async () => {
    const pickup = createPickupServer();
    server.use(...pickup.handlers);
    const user = userEvent.setup();
    renderShop(
      <CheckoutFormProvider>
        <BillingForm />
        <DeliveryMethodPicker />
      </CheckoutFormProvider>,
      { locale: 'en' },
    );
    const postcode = await screen.findByRole('textbox', { name: /^Postal code/ });
    await user.clear(postcode);
    await user.type(postcode, '1111');
    await user.click(await screen.findByRole('radio', { name: 'Parcel locker' }));
    const search = await screen.findByRole('searchbox', { name: 'Postcode or town' });
    expect((search as HTMLInputElement).value).toBe('1111');
    await waitFor(() => expect(searches().some((request) => request.includes('q=1111'))).toBe(true));
  });

  it('shows a checkout form’s pick-up point message next to the picker', async () => {
    server.use(...createPickupServer({ methods: [homeMethod(), lockerMethod()], deliveryMethod: 3 }).handlers);
    renderShop(
      <MethodErrorsProvider value={{ pickupPoint: 'Choose the parcel locker or pick-up point to send your order to.' }}>
        <DeliveryMethodPicker />
      </MethodErrorsProvider>,
      { locale: 'en' },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Choose the parcel locker or pick-up point to send your order to.');
    expect(picker()?.hasAttribute('data-invalid')).toBe(true);
  });

  it('shows the 422 on pickup_point_id from placing the order next to the picker, and moves the focus there', async () => {
    const pickup = createPickupServer({ deliveryMethod: 3, paymentMethod: 3 });
    const required = 'Choose the parcel locker or pick-up point to send your order to.';
    server.use(
      ...pickup.handlers,
      http.put(`${API}/api/cart/customer`, () => HttpResponse.json({ data: pickup.snapshot() })),
      http.post(`${API}/api/cart/order`, () => HttpResponse.json({ message: required, errors: { pickup_point_id: [required] } }, { status: 422 })),
    );
    const user = userEvent.setup();
    const { container } = renderShop(
      <CheckoutFormProvider>
        <DeliveryMethodPicker />
        <CheckoutConsents />
        <PlaceOrderButton />
      </CheckoutFormProvider>,
      { locale: 'en' },
    );
    const search = await screen.findByRole('searchbox', { name: 'Postcode or town' });
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(required);
    expect(picker()?.hasAttribute('data-invalid')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(search));
    await expectNoAxeViolations(container);
    // Choosing a point clears the message.
    await user.type(search, '1111');
    await user.click(await screen.findByRole('option', { name: /^Foxpost Allee/ }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
