/**
 * One shopper's cart changed by many requests at once, spread over two server processes on one
 * PostgreSQL (a double-clicking shopper behind a load balancer): every add counts its pieces,
 * clamping still holds, the revision counts every change, and concurrent adds and quantity
 * changes of the same cart queue on its row lock instead of deadlocking.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, expectContract, type Answer } from '../support/client.js';
import { freshServerData, startServer, type ServerData, type ServerProcess } from '../support/server-process.js';
import { fixtures, type ProductFixture } from '../support/shop.js';

let data: ServerData;
let a: ServerProcess;
let b: ServerProcess;
let plenty: ProductFixture;
let other: ProductFixture;
let scarce: ProductFixture;

beforeAll(async () => {
  data = await freshServerData();
  expect(data.kind, 'two processes need a shared PostgreSQL (DATABASE_URL)').toBe('postgres');
  const database = await data.open();
  try {
    [plenty, other] = (await fixtures.plain({ db: database.db }, 40, 2)) as [ProductFixture, ProductFixture];
    [scarce] = (await fixtures.scarce({ db: database.db })) as [ProductFixture];
  } finally {
    await database.close();
  }
  [a, b] = await Promise.all([startServer(data), startServer(data)]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await data?.drop();
});

const quantities = (cart: { products: { id: number; quantity: number }[] }) => Object.fromEntries(cart.products.map((line) => [line.id, line.quantity]));

describe('concurrent changes of one cart on two server processes', () => {
  it('counts every add and every change once, clamps to the stock, and answers each request', async () => {
    // A balancer without sticky sessions: each request goes to the other process than the last.
    let sent = 0;
    const shopper = new Client({ fetch: (request: Request) => (sent++ % 2 === 0 ? a : b).fetch(request) });
    await shopper.start();
    const first = expectContract('addCartProduct', await shopper.post('/api/cart/product', { product_id: other.id, quantity: 1 }));

    // All at once: 24 adds of one product, 8 different quantities of another, 6 adds of a scarce one.
    const adds = Array.from({ length: 24 }, () => () => shopper.post('/api/cart/product', { product_id: plenty.id, quantity: 1 }));
    const sets = Array.from({ length: 8 }, (_, i) => () => shopper.put(`/api/cart/product/${other.id}`, { product_id: other.id, quantity: i + 2 }));
    const scarceAdds = Array.from({ length: 6 }, () => () => shopper.post('/api/cart/product', { product_id: scarce.id, quantity: 1 }));
    const requests = adds.flatMap((add, i) => [add, ...(sets[i] ? [sets[i]] : []), ...(scarceAdds[i] ? [scarceAdds[i]] : [])]);
    const answers: Answer[] = await Promise.all(requests.map((send) => send()));

    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const cart = expectContract('cart', await shopper.get('/api/cart'));
    const lines = quantities(cart);
    expect(lines[plenty.id]).toBe(24);
    expect(lines[scarce.id]).toBe(scarce.stock);
    expect(lines[other.id]).toBeGreaterThanOrEqual(2);
    expect(lines[other.id]).toBeLessThanOrEqual(9);
    // Every request changed the cart (each quantity set differs from every other), so each bumped it once.
    expect(cart.revision).toBe(first.revision + requests.length);
    const clamped = cart.products.find((line: { id: number }) => line.id === scarce.id);
    // The scarce product holds 2–5 pieces: six adds end clamped, and the line says so.
    expect(clamped.notice).toMatchObject({ code: 'quantity_clamped', available: scarce.stock });
  });
});
