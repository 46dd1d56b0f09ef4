import { http, HttpResponse } from 'msw';
import { type Cart, clampedLine, type CustomerData, type LineNotice, lineNotice, type Product } from '../contract/index.js';
import { fixtures } from '../msw/fixtures/index.js';
import { API } from './shop.js';

interface Held {
  label: string;
  send(): void;
}

export interface CartServerOptions {
  /** Products the server knows; their `quantity` is the stock it clamps to. */
  products: Product[];
  /** Lines the cart starts with: product id → quantity. */
  lines?: Record<number, number>;
  customerEmail?: string | null;
}

/**
 * A small stateful cart API for the race tests. It applies each change the moment the request
 * arrives (bumping the cart's `revision`, as the reference server does), but while `hold()` is on
 * it keeps the answers back until the test releases them — in any order it likes.
 */
export function createCartServer(options: CartServerOptions) {
  const catalogue = new Map(options.products.map((product) => [product.id, product]));
  const lines = new Map<number, number>(Object.entries(options.lines ?? {}).map(([id, quantity]) => [Number(id), quantity]));
  const notices = new Map<number, LineNotice>();
  let revision = 1;
  let coupons: string[] = [];
  let delivery: number | null = null;
  let payment: number | null = null;
  let customer: CustomerData = { ...fixtures.emptyCustomerData(), email: options.customerEmail ?? null };
  let holding = false;
  const held: Held[] = [];

  const snapshot = (): Cart =>
    fixtures.cart({
      revision,
      products: [...lines].map(([id, quantity]) => fixtures.cartProduct({ product: catalogue.get(id)!, quantity, notice: notices.get(id) ?? null })),
      coupons: coupons.map((code) => fixtures.coupon({ code })),
      delivery_method: delivery,
      payment_method: payment,
      customer_data: customer,
    });

  const answer = (label: string, body: unknown, status = 200): Response | Promise<Response> => {
    const response = () => HttpResponse.json(body as Record<string, unknown>, { status });
    if (!holding) return response();
    return new Promise((resolve) => held.push({ label, send: () => resolve(response()) }));
  };

  const setLine = (id: number, wanted: number) => {
    const product = catalogue.get(id);
    if (!product) return false;
    notices.delete(id);
    // The shop's own rule for a line asked beyond the stock: cut to it, and say so.
    const { quantity, notice } = clampedLine(wanted, product.quantity);
    if (notice) notices.set(id, lineNotice('en', notice));
    if (quantity <= 0) lines.delete(id);
    else lines.set(id, quantity);
    revision += 1;
    return true;
  };

  const handlers = [
    http.get(`${API}/api/cart`, () => answer('GET cart', { data: snapshot() })),
    http.post(`${API}/api/cart/product`, async ({ request }) => {
      const body = (await request.json()) as { product_id: number; quantity: number };
      if (!setLine(body.product_id, (lines.get(body.product_id) ?? 0) + body.quantity)) return answer('add', { message: 'Not found.' }, 404);
      return answer(`add ${body.product_id}`, { data: snapshot() });
    }),
    http.put(`${API}/api/cart/product/:id`, async ({ request, params }) => {
      const body = (await request.json()) as { quantity: number };
      const id = Number(params.id);
      if (!setLine(id, body.quantity)) return answer('set', { message: 'Not found.' }, 404);
      return answer(`set ${id}=${body.quantity}`, { data: snapshot() });
    }),
    http.put(`${API}/api/cart/method/delivery`, async ({ request }) => {
      delivery = ((await request.json()) as { id: number }).id;
      const allowed = fixtures.deliveryMethods().find((method) => method.id === delivery)?.payment_ids ?? [];
      if (payment !== null && !allowed.includes(payment)) payment = null;
      revision += 1;
      return answer(`delivery ${delivery}`, { data: snapshot() });
    }),
    http.put(`${API}/api/cart/method/payment`, async ({ request }) => {
      payment = ((await request.json()) as { id: number }).id;
      revision += 1;
      return answer(`payment ${payment}`, { data: snapshot() });
    }),
    http.post(`${API}/api/cart/coupon`, async ({ request }) => {
      const body = (await request.json()) as { code: string; email?: string };
      if (!body.email && !customer.email) {
        return answer(
          'coupon',
          { message: 'No e-mail.', errors: { email: ['To verify the code, please provide your email address during the checkout process or log in!'] } },
          422,
        );
      }
      if (body.code !== 'OTTHON10') return answer('coupon', { message: 'Invalid.', errors: { code: ['This coupon code is not valid.'] } }, 422);
      coupons = [body.code];
      revision += 1;
      return answer(`coupon ${body.code}`, { data: snapshot() });
    }),
    http.post(`${API}/api/cart/coupon/:code/delete`, ({ params }) => {
      coupons = coupons.filter((code) => code !== params.code);
      revision += 1;
      return answer('coupon delete', { data: snapshot() });
    }),
    http.put(`${API}/api/cart/customer`, async ({ request }) => {
      const body = (await request.json()) as CustomerData;
      customer = {
        ...body,
        delivery_data: body.is_delivery_same_as_invoice ? { ...body.invoice_data } : body.delivery_data,
      } as CustomerData;
      revision += 1;
      return answer('customer', { data: snapshot() });
    }),
  ];

  return {
    handlers,
    snapshot,
    quantity: (id: number) => lines.get(id) ?? 0,
    /** Keeps answers back until released. */
    hold() {
      holding = true;
    },
    /** Answers from now on go out at once; those held stay held until released. */
    flow() {
      holding = false;
    },
    /** The labels of the answers held back, oldest first. */
    held: () => held.map((entry) => entry.label),
    /** Sends the held answer at `index` (default the oldest). */
    release(index = 0) {
      const [entry] = held.splice(index, 1);
      if (!entry) throw new Error(`No held answer at ${index}; held: ${held.map((h) => h.label).join(', ') || 'none'}.`);
      entry.send();
    },
    releaseAll() {
      holding = false;
      while (held.length) held.shift()!.send();
    },
  };
}
