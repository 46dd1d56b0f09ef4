/**
 * Delivery to a parcel locker or pick-up point (requirements §10.14): the search near a postcode or
 * settlement, the point chosen with the method, the carriers that take the cart by its parcels'
 * size and weight, and the point on the order, its mail and the account's order list.
 */
import type { Cart, Order, PickupPoint } from 'otthon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from 'otthon/core';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectContract, expectError } from './support/client.js';
import { addToCart, customer, fixtures, loginDemo, mailsTo, orderBody, placeOrder } from './support/shop.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const started = () => new Client(api).start();
const search = async (client: Client, query: string) => expectContract<PickupPoint[]>('pickupPoints', await client.get(`/api/pickup-points?${query}`));
const locker = () => fixtures.delivery(api, 'parcel_locker');
const chooseLocker = async (client: Client, pickupPointId?: string) =>
  client.put('/api/cart/method/delivery', { id: (await locker()).id, ...(pickupPointId === undefined ? {} : { pickup_point_id: pickupPointId }) });

async function withParcel(client: Client) {
  const [small] = await fixtures.light(api);
  await addToCart(client, small!.id, 1);
  return small!;
}

describe('the pick-up point search', () => {
  it('answers at least ten points near a Budapest postcode, nearest first, with their distance', async () => {
    const client = new Client(api);
    const found = await search(client, 'q=1117');
    expect(found.length).toBeGreaterThanOrEqual(10);
    expect(found[0]!.distance_km).toBeLessThan(3);
    // The distance is the one from the district's place, and the list is in its order.
    const distances = found.map((point) => point.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const origin = { lat: 47.47603, lng: 19.03605 };
    for (const point of found) expect(Math.abs(distanceKm(origin, point) - point.distance_km!)).toBeLessThanOrEqual(0.5);
    expect(new Set(found.map((point) => point.carrier)).size).toBeGreaterThan(1);
  });

  it('keeps to one carrier when asked, and finds a settlement by its name without accents', async () => {
    const client = new Client(api);
    for (const carrier of ['foxpost', 'gls', 'packeta', 'mpl']) {
      const found = await search(client, `q=1117&carrier=${carrier}`);
      expect(found.length, carrier).toBeGreaterThanOrEqual(10);
      expect(new Set(found.map((point) => point.carrier))).toEqual(new Set([carrier]));
    }
    const pecs = await search(client, 'q=pecs');
    expect(pecs[0]!.city).toBe('Pécs');
    expect(pecs.every((point) => point.opening_hours.every((span) => span.day >= 1 && span.day <= 7))).toBe(true);
  });

  it('answers nothing for a place that does not exist, and 422 for an unknown carrier', async () => {
    const client = new Client(api);
    expect(await search(client, 'q=1999')).toEqual([]);
    expect(await search(client, 'q=Nincsilyenfalva')).toEqual([]);
    expect(expectError(await client.get('/api/pickup-points?q=1117&carrier=dhl'), 422).errors?.carrier).toHaveLength(1);
    expect(expectError(await client.get('/api/pickup-points'), 422).errors?.q).toHaveLength(1);
  });
});

describe('choosing a point with the locker method', () => {
  it('offers the locker method with the carriers that take the cart and keeps the chosen point', async () => {
    const client = await started();
    await withParcel(client);
    const cart = expectContract<Cart>('cart', await client.get('/api/cart'));
    const method = cart.delivery_methods.find((candidate) => candidate.code === 'parcel_locker')!;
    expect(method).toMatchObject({ needs_pickup_point: true, pickup_carriers: ['foxpost', 'gls', 'packeta', 'mpl'] });
    expect(cart.delivery_methods.find((candidate) => candidate.code === 'home_delivery')).toMatchObject({ needs_pickup_point: false, pickup_carriers: [] });
    const [point] = await search(client, 'q=1117&carrier=gls');
    const chosen = expectContract<Cart>('setDeliveryMethod', await chooseLocker(client, point!.id));
    expect(chosen.pickup_point).toEqual({ ...point, distance_km: null });
    // Choosing the method again without a point keeps it; another method drops it.
    expect(expectContract<Cart>('setDeliveryMethod', await chooseLocker(client)).pickup_point?.id).toBe(point!.id);
    const home = await fixtures.delivery(api, 'home_delivery');
    expect(expectContract<Cart>('setDeliveryMethod', await client.put('/api/cart/method/delivery', { id: home.id })).pickup_point).toBeNull();
    expect(expectContract<Cart>('setDeliveryMethod', await chooseLocker(client)).pickup_point).toBeNull();
  });

  it('refuses a point that does not exist, a point for a method without points, and a point of a carrier that cannot take the cart', async () => {
    const client = await started();
    await withParcel(client);
    expect(expectError(await chooseLocker(client, 'gls:nincs-ilyen'), 422).errors?.pickup_point_id).toEqual([
      'Ez az átvételi pont nem létezik (már). Válasszon másikat.',
    ]);
    const home = await fixtures.delivery(api, 'home_delivery');
    const [point] = await search(client, 'q=1117');
    expect(expectError(await client.put('/api/cart/method/delivery', { id: home.id, pickup_point_id: point!.id }), 422).errors?.pickup_point_id).toHaveLength(
      1,
    );
    // A parcel over Packeta's weight but under the others' is not for a Packeta point.
    const between = (await fixtures.plain(api, 2, 200)).find((product) => (product.packedWeightKg ?? 0) > 10 && (product.packedWeightKg ?? 0) <= 20);
    if (!between) throw new Error('The seed has no product between 10 and 20 kg packed.');
    const other = await started();
    await addToCart(other, between.id, 1);
    const carriers =
      expectContract<Cart>('cart', await other.get('/api/cart')).delivery_methods.find((method) => method.code === 'parcel_locker')?.pickup_carriers ?? [];
    expect(carriers).not.toContain('packeta');
    if (carriers.length > 0) {
      const [packeta] = await search(other, 'q=1117&carrier=packeta');
      expect(expectError(await chooseLocker(other, packeta!.id), 422).errors?.pickup_point_id).toEqual([
        'Ez az átvételi pont a választott szállítási móddal nem fogadhatja a rendelést. Válasszon másikat.',
      ]);
    }
  });

  it('does not offer lockers to a cart with a sofa, and refuses them in the shop’s words', async () => {
    const client = await started();
    const [sofa] = await fixtures.heavy(api);
    await addToCart(client, sofa!.id, 1);
    const cart = expectContract<Cart>('cart', await client.get('/api/cart'));
    expect(cart.delivery_methods.map((method) => method.code)).not.toContain('parcel_locker');
    expect(expectError(await chooseLocker(client), 422).errors?.id).toEqual(['Ezzel a szállítási móddal nem küldhető el a kosár minden terméke.']);
  });
});

describe('an order to a point', () => {
  async function readyWithoutPoint(client: Client, email = 'csomagpont@example.hu') {
    await withParcel(client);
    expectContract('updateCustomer', await client.put('/api/cart/customer', customer({ email })));
    expectContract('setDeliveryMethod', await chooseLocker(client));
    const transfer = await fixtures.payment(api, 'bank_transfer');
    expectContract('setPaymentMethod', await client.put('/api/cart/method/payment', { id: transfer.id }));
  }

  it('is refused without a point, naming the field', async () => {
    const client = await started();
    await readyWithoutPoint(client);
    expect(expectError(await placeOrder(client), 422).errors?.pickup_point_id).toEqual([
      'Válassza ki, melyik csomagautomatába vagy csomagpontra küldjük a rendelést.',
    ]);
  });

  it('is refused when a product the carrier cannot take joined the cart after the point was chosen', async () => {
    const client = await started();
    await readyWithoutPoint(client, 'kanape-csomagpont@example.hu');
    const [point] = await search(client, 'q=1117');
    expectContract('setDeliveryMethod', await chooseLocker(client, point!.id));
    const [sofa] = await fixtures.heavy(api);
    await addToCart(client, sofa!.id, 1);
    expect(expectError(await placeOrder(client), 422).errors?.delivery_method).toHaveLength(1);
  });

  it('keeps the point on the order, its mail and the account’s order list', async () => {
    const client = await started();
    await loginDemo(client);
    const user = await fixtures.demoUser(api);
    await readyWithoutPoint(client, user.email);
    const [point] = await search(client, 'q=2000&carrier=mpl');
    expectContract('setDeliveryMethod', await chooseLocker(client, point!.id));
    const placed = expectContract<{ order_hash: string }>('placeOrder', await client.post('/api/cart/order', orderBody()), 201);
    const order = expectContract<Order>('order', await client.get(`/api/orders/${placed.order_hash}`));
    expect(order.delivery.pickup_point).toEqual({ ...point, distance_km: null });
    const [mail] = (await mailsTo(client, user.email)).filter((sent) => sent.subject.includes('rendelését megkaptuk'));
    expect(mail!.text).toContain(`${point!.name}, ${point!.zipcode} ${point!.city}, ${point!.address}`);
    const list = expectContract<{ items: { order_hash: string; pickup_point: PickupPoint | null }[] }>(
      'accountOrders',
      await client.get('/api/account/orders'),
    );
    expect(list.items.find((item) => item.order_hash === placed.order_hash)?.pickup_point?.id).toBe(point!.id);
  });
});
