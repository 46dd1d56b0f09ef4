/**
 * Furniture home delivery (docs/requirements.md, home delivery): the floor and lift, assembly and
 * the time slot chosen for the cart, priced by the package's price list, shown in the summary and
 * kept on the order, its mail and the account's list; a slot held by the order that booked it, up
 * to its capacity, and released when the order is cancelled.
 */
import type { Cart, DeliverySlot, Order } from 'otthon/contract';
import { addWorkingDays, BULKY_PIECE_KG, civilDateTime, HOME_SERVICE_PRICES_HUF, isWorkingDay, productParcel, SLOT_CAPACITY, SLOT_DAYS } from 'otthon/core';
import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies, orders, products } from '../src/db/schema.js';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectContract, expectError } from './support/client.js';
import { addToCart, customer, fixtures, loginDemo, mailsTo, orderBody, placeOrder } from './support/shop.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const started = (options?: ConstructorParameters<typeof Client>[1]) => new Client(api, options).start();
const home = () => fixtures.delivery(api, 'home_delivery');

/** In-stock products put together in `kind`'s way, heaviest first. */
async function productsAssembled(kind: string, count = 1) {
  const found = await api.db
    .select()
    .from(products)
    .where(and(eq(products.assemblyKind, kind as never), gte(products.stock, 5), sql`jsonb_array_length(${products.tiers}) = 0`))
    .orderBy(sql`${products.weightKg} desc`, products.id)
    .limit(count);
  if (found.length < count) throw new Error(`The seed has fewer than ${count} products assembled as "${kind}" in stock.`);
  return found;
}

async function withHomeDelivery(client: Client, productIds: number[]) {
  for (const id of productIds) await addToCart(client, id, 1);
  return expectContract<Cart>('setDeliveryMethod', await client.put('/api/cart/method/delivery', { id: (await home()).id }));
}

const slotsOf = async (client: Client) => expectContract<DeliverySlot[]>('deliverySlots', await client.get('/api/cart/delivery-slots'));
const choose = (client: Client, body: Record<string, unknown>) =>
  client.put('/api/cart/home-delivery', { floor: 0, has_lift: false, assembly: false, slot: null, ...body });

describe('the options and their prices', () => {
  it('prices carrying a sofa up three floors without a lift, assembly and the evening, and adds them to the total', async () => {
    const client = await started();
    const [sofa] = await productsAssembled('legs');
    const before = await withHomeDelivery(client, [sofa!.id]);
    expect(before.delivery_methods.find((method) => method.code === 'home_delivery')?.home_service).toBe(true);
    expect(before.delivery_methods.filter((method) => method.code !== 'home_delivery').every((method) => !method.home_service)).toBe(true);
    // Nothing chosen yet: the ground floor, nothing to pay for.
    expect(before.home_delivery).toMatchObject({ floor: 0, has_lift: false, assembly: false, slot: null, total_gross: 0 });
    expect(before.products[0]!.assembly).toEqual({ price_net: 1567, price_gross: HOME_SERVICE_PRICES_HUF.assembly.legs });

    const evening = (await slotsOf(client)).find((slot) => slot.period === 'evening')!;
    const cart = expectContract<Cart>('setHomeDelivery', await choose(client, { floor: 3, assembly: true, slot: { date: evening.date, period: 'evening' } }));
    const bulky = productParcel(sofa!).weightKg >= BULKY_PIECE_KG ? 1 : 0;
    const carryIn = HOME_SERVICE_PRICES_HUF.carryInPerFloor * 3 * Math.max(1, bulky);
    expect(cart.home_delivery).toMatchObject({
      floor: 3,
      has_lift: false,
      assembly: true,
      slot: { date: evening.date, period: 'evening' },
      carry_in_gross: carryIn,
      assembly_gross: HOME_SERVICE_PRICES_HUF.assembly.legs!,
      slot_gross: HOME_SERVICE_PRICES_HUF.slot.evening,
      total_gross: carryIn + HOME_SERVICE_PRICES_HUF.assembly.legs! + HOME_SERVICE_PRICES_HUF.slot.evening,
    });
    expect(cart.summary.home_service_gross).toBe(cart.home_delivery!.total_gross);
    expect(cart.summary.total_amount_gross).toBe(before.summary.total_amount_gross + cart.home_delivery!.total_gross);

    // By lift any floor is one flat fee; free shipping does not make the extras free.
    const lift = expectContract<Cart>('setHomeDelivery', await choose(client, { floor: 9, has_lift: true }));
    expect(lift.home_delivery).toMatchObject({ carry_in_gross: HOME_SERVICE_PRICES_HUF.carryInByLift, assembly_gross: 0, slot_gross: 0 });
  });

  it('charges assembly per piece by how each is put together, and shows it in euros', async () => {
    const client = await started({ currency: 'EUR' });
    const [flatPack] = await productsAssembled('self');
    const [twoPerson] = await productsAssembled('two-person');
    await addToCart(client, flatPack!.id, 1);
    await withHomeDelivery(client, [flatPack!.id, twoPerson!.id]);
    const cart = expectContract<Cart>('setHomeDelivery', await choose(client, { assembly: true }));
    const [euro] = await api.db.select().from(currencies).where(eq(currencies.code, 'EUR'));
    const euros = (huf: number) => Math.round((huf / Number(euro!.rate)) * 100) / 100;
    // Two flat-packed pieces and one two-person piece, converted once as one gross forint amount.
    expect(cart.home_delivery!.assembly_gross).toBe(euros(2 * HOME_SERVICE_PRICES_HUF.assembly.self! + HOME_SERVICE_PRICES_HUF.assembly['two-person']!));
    expect(cart.home_delivery!.assembly_net).toBeLessThan(cart.home_delivery!.assembly_gross);
    expect(cart.summary.currency).toBe('EUR');
  });

  it('refuses the options without home delivery, a slot not offered, and a floor above the highest, changing nothing', async () => {
    const client = await started({ locale: 'en' });
    const [sofa] = await productsAssembled('legs');
    await addToCart(client, sofa!.id, 1);
    expect(expectError(await choose(client, { floor: 2 }), 422).errors?.delivery_method).toEqual([
      'Floor, assembly and a delivery time can be chosen with home delivery only.',
    ]);
    const cart = await withHomeDelivery(client, []);
    const sunday = (await slotsOf(client)).map((slot) => slot.date).find(Boolean)!;
    let day = sunday;
    while (isWorkingDay(day)) day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(expectError(await choose(client, { slot: { date: day, period: 'morning' } }), 422).errors?.slot).toEqual([
      'This delivery time is not offered for your cart. Choose one of the offered times.',
    ]);
    expect(expectError(await choose(client, { slot: { date: '2020-01-06', period: 'morning' } }), 422).errors?.slot).toHaveLength(1);
    expect(expectError(await choose(client, { floor: 31 }), 422).errors?.floor).toHaveLength(1);
    expect(expectError(await choose(client, { slot: { date: sunday, period: 'night' } }), 422).errors?.['slot.period']).toHaveLength(1);
    const after = expectContract<Cart>('cart', await client.get('/api/cart'));
    expect(after.revision).toBe(cart.revision);
    expect(after.home_delivery).toEqual(cart.home_delivery);
  });
});

describe('the slots', () => {
  it('offers three periods on each of the working days from the first day the goods can arrive', async () => {
    const client = await started();
    const [sofa] = await productsAssembled('legs');
    const cart = await withHomeDelivery(client, [sofa!.id]);
    const slots = await slotsOf(client);
    expect(slots).toHaveLength(SLOT_DAYS * 3);
    const days = [...new Set(slots.map((slot) => slot.date))];
    expect(days).toHaveLength(SLOT_DAYS);
    expect(days.every(isWorkingDay)).toBe(true);
    expect(days[0]).toBe(cart.delivery_methods.find((method) => method.home_service)!.delivery_window.earliest);
    expect(days.at(-1)).toBe(addWorkingDays(days[0]!, SLOT_DAYS - 1));
    expect(days[0]! > civilDateTime(new Date()).date).toBe(true);
    expect(slots.slice(0, 3).map((slot) => [slot.period, slot.from, slot.to, slot.price_gross])).toEqual([
      ['morning', '08:00', '12:00', 0],
      ['afternoon', '12:00', '17:00', 0],
      ['evening', '17:00', '20:00', HOME_SERVICE_PRICES_HUF.slot.evening],
    ]);
    expect(await slotsOf(await started())).toEqual([]);
  });

  it('holds a slot for each order up to its capacity, refuses it after, and frees it when an order is cancelled', async () => {
    const [sofa] = await productsAssembled('legs');
    const first = await started();
    await withHomeDelivery(first, [sofa!.id]);
    // The last evening offered: no other test books it.
    const evening = (await slotsOf(first)).filter((slot) => slot.period === 'evening').at(-1)!;
    expect(evening.remaining).toBe(SLOT_CAPACITY.evening);
    const slot = { date: evening.date, period: 'evening' };

    // A shopper who chose the slot while it had room, before it filled up.
    const late = await started();
    await withHomeDelivery(late, [sofa!.id]);
    expectContract('setHomeDelivery', await choose(late, { slot }));

    const hashes: string[] = [];
    for (let index = 0; index < SLOT_CAPACITY.evening; index += 1) {
      const client = index === 0 ? first : await started();
      if (index > 0) await withHomeDelivery(client, [sofa!.id]);
      await readyToPlace(client, `este-${index}@example.hu`, slot);
      hashes.push(expectContract<{ order_hash: string }>('placeOrder', await placeOrder(client), 201).order_hash);
    }
    const full = (await slotsOf(late)).find((offered) => offered.date === slot.date && offered.period === 'evening')!;
    expect(full.remaining).toBe(0);
    const newcomer = await started();
    await withHomeDelivery(newcomer, [sofa!.id]);
    expect(expectError(await choose(newcomer, { slot }), 422).errors?.slot).toEqual(['Ez a szállítási időpont időközben betelt. Válasszon másikat.']);

    await readyToPlace(late, 'keso@example.hu');
    const refused = expectError(await placeOrder(late), 409);
    expect(refused.errors?.slot).toEqual(['Ez a szállítási időpont időközben betelt. Válasszon másikat.']);
    // The refusal wrote nothing: the cart is whole and no order holds the slot for it.
    expect(expectContract<Cart>('cart', await late.get('/api/cart')).products).toHaveLength(1);

    // Cancelling one of the orders frees its place.
    await api.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.hash, hashes[0]!));
    expect((await slotsOf(late)).find((offered) => offered.date === slot.date && offered.period === 'evening')!.remaining).toBe(1);
    expect(expectContract<{ order_hash: string }>('placeOrder', await placeOrder(late), 201).order_hash).toBeTruthy();
  });

  it('is not held by a quote request', async () => {
    const client = await started();
    const [sofa] = await productsAssembled('legs');
    await withHomeDelivery(client, [sofa!.id]);
    const morning = (await slotsOf(client)).filter((slot) => slot.period === 'morning').at(-2)!;
    await readyToPlace(client, 'ajanlat@example.hu', { date: morning.date, period: 'morning' });
    expectContract('placeOffer', await client.post('/api/cart/offer', orderBody()), 201);
    const other = await started();
    await withHomeDelivery(other, [sofa!.id]);
    expect((await slotsOf(other)).find((slot) => slot.date === morning.date && slot.period === 'morning')!.remaining).toBe(SLOT_CAPACITY.morning);
  });
});

async function readyToPlace(client: Client, email: string, slot?: { date: string; period: string }) {
  expectContract('updateCustomer', await client.put('/api/cart/customer', customer({ email })));
  if (slot) expectContract('setHomeDelivery', await choose(client, { floor: 2, assembly: true, slot }));
  const transfer = await fixtures.payment(api, 'bank_transfer');
  expectContract('setPaymentMethod', await client.put('/api/cart/method/payment', { id: transfer.id }));
}

describe('an order with home delivery', () => {
  it('keeps the options and their prices on the order, its mail and the account’s order list', async () => {
    const client = await started();
    await loginDemo(client);
    const user = await fixtures.demoUser(api);
    const [sofa] = await productsAssembled('legs');
    await withHomeDelivery(client, [sofa!.id]);
    const afternoon = (await slotsOf(client)).filter((slot) => slot.period === 'afternoon').at(-4)!;
    const slot = { date: afternoon.date, period: 'afternoon' as const };
    expectContract('updateCustomer', await client.put('/api/cart/customer', customer({ email: user.email })));
    const cart = expectContract<Cart>('setHomeDelivery', await choose(client, { floor: 4, has_lift: false, assembly: true, slot }));
    const transfer = await fixtures.payment(api, 'bank_transfer');
    expectContract('setPaymentMethod', await client.put('/api/cart/method/payment', { id: transfer.id }));
    const placed = expectContract<{ order_hash: string }>('placeOrder', await placeOrder(client), 201);

    const order = expectContract<Order>('order', await client.get(`/api/orders/${placed.order_hash}`));
    expect(order.delivery.home_delivery).toEqual(cart.home_delivery);
    expect(order.summary.total_amount_gross).toBe(cart.summary.total_amount_gross);
    const [stored] = await api.db.select().from(orders).where(eq(orders.hash, placed.order_hash));
    expect([stored!.slotDate, stored!.slotPeriod]).toEqual([slot.date, slot.period]);

    const [mail] = (await mailsTo(client, user.email)).filter((sent) => sent.subject.includes('rendelését megkaptuk'));
    expect(mail!.text).toContain('Behordás a(z) 4. emeletre');
    expect(mail!.text).toContain('Lépcsőn visszük fel a(z) 4. emeletre. A bútorokat összeszereljük. Szállítás:');
    expect(mail!.text).toContain('12:00–17:00');

    const list = expectContract<{ items: { order_hash: string; delivery_slot: unknown }[] }>('accountOrders', await client.get('/api/account/orders'));
    expect(list.items.find((item) => item.order_hash === placed.order_hash)?.delivery_slot).toEqual(slot);
  });
});
