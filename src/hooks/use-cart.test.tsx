import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Product, User } from '../contract/index.js';
import { fixtures } from '../msw/fixtures/index.js';
import { allHandlers, createMockShop } from '../msw/index.js';
import { createCartServer } from '../testing/cart-server.js';
import { createPickupServer, nearbyPoints } from '../testing/pickup-server.js';
import { API, deferred, renderShop, renderShopHook, setupShopServer } from '../testing/shop.js';
import type { AnalyticsEvent } from './analytics.js';
import { serializeShopKey, shopKey } from '../api/shop-key.js';
import { useAddToCart, useCart } from './use-cart.js';
import { useCartPanel } from './use-cart-panel.js';

const { server, count, requests } = setupShopServer();

function setup(lines: Record<number, number> = {}, products: Product[] = [], email: string | null = null) {
  const cartServer = createCartServer({ products, lines, customerEmail: email });
  server.use(...cartServer.handlers);
  return cartServer;
}

const sofa = () => fixtures.product({ quantity: 100 });

function trackedEvents() {
  const sent: AnalyticsEvent[] = [];
  return { sent, sink: { send: (event: AnalyticsEvent) => sent.push(event) } };
}

async function renderCart(props = {}) {
  const view = renderShopHook(() => ({ cart: useCart(), panel: useCartPanel() }), props);
  await waitFor(() => expect(view.result.current.cart.cart).toBeDefined());
  return view;
}

const quantityOf = (view: Awaited<ReturnType<typeof renderCart>>, id: number) =>
  view.result.current.cart.cart?.products.find((line) => line.id === id)?.quantity ?? 0;

describe('useCart', () => {
  it('throws a misuse error outside <ShopProvider>', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCart())).toThrow('`useCart()` must be used inside `<ShopProvider>`.');
  });

  it('removes the line when the quantity is set to 0 (requirements §4)', async () => {
    const [a, b] = [sofa(), sofa()];
    setup({ [a.id]: 2, [b.id]: 1 }, [a, b]);
    const view = await renderCart();
    await act(() => view.result.current.cart.setQuantity(a.id, 0));
    expect(view.result.current.cart.cart?.products.map((line) => line.id)).toEqual([b.id]);
    expect(requests).toContain(`PUT /api/cart/product/${a.id}`);
  });

  it('does nothing and sends nothing when the same quantity is set (requirements §4)', async () => {
    const a = sofa();
    setup({ [a.id]: 3 }, [a]);
    const { sent, sink } = trackedEvents();
    const view = await renderCart({ analytics: sink, consent: { analytics: true, ads: false } });
    await act(() => view.result.current.cart.setQuantity(a.id, 3));
    expect(count(`PUT /api/cart/product/${a.id}`)).toBe(0);
    expect(view.result.current.cart.isSettling).toBe(false);
    expect(sent).toEqual([]);
  });

  it('reports an addition of the difference when the quantity rises (requirements §4)', async () => {
    const a = sofa();
    setup({ [a.id]: 2 }, [a]);
    const { sent, sink } = trackedEvents();
    const view = await renderCart({ analytics: sink, consent: { analytics: true, ads: false } });
    await act(() => view.result.current.cart.setQuantity(a.id, 5));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ event: 'add_to_cart', ecommerce: { currency: 'HUF', items: [{ item_id: String(a.id), quantity: 3, unit: 'db' }] } });
  });

  it('reports a removal of the difference when the quantity falls (requirements §4)', async () => {
    const a = sofa();
    setup({ [a.id]: 5 }, [a]);
    const { sent, sink } = trackedEvents();
    const view = await renderCart({ analytics: sink, consent: { analytics: true, ads: false } });
    await act(() => view.result.current.cart.setQuantity(a.id, 1));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ event: 'remove_from_cart', ecommerce: { items: [{ item_id: String(a.id), quantity: 4 }] } });
  });

  it('sends at most 3 requests for 20 rapid clicks and ends on the last intent', async () => {
    const a = sofa();
    const cartServer = setup({ [a.id]: 1 }, [a]);
    function Stepper() {
      const { cart, setQuantity, isSettling } = useCart();
      const quantity = cart?.products.find((line) => line.id === a.id)?.quantity;
      return (
        <>
          <button type="button" onClick={() => void setQuantity(a.id, (quantity ?? 0) + 1)}>
            {quantity ?? 'loading'}
          </button>
          <output>{isSettling ? 'settling' : 'settled'}</output>
        </>
      );
    }
    renderShop(<Stepper />);
    const button = await screen.findByRole('button', { name: '1' });
    cartServer.hold();
    for (let click = 0; click < 20; click += 1) fireEvent.click(button);
    // Every click shows at once, although no answer has arrived yet.
    expect(button.textContent).toBe('21');
    expect(screen.getByRole('status').textContent).toBe('settling');
    await waitFor(() => expect(cartServer.held()).toHaveLength(1));
    cartServer.releaseAll();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('settled'));
    expect(count(`PUT /api/cart/product/${a.id}`)).toBeLessThanOrEqual(3);
    expect(cartServer.quantity(a.id)).toBe(21);
    expect(button.textContent).toBe('21');
  });

  it('ignores an answer older than one already applied', async () => {
    const [a, b] = [sofa(), sofa()];
    const cartServer = setup({ [a.id]: 1, [b.id]: 1 }, [a, b]);
    const view = await renderCart();
    cartServer.hold();
    act(() => {
      void view.result.current.cart.setQuantity(a.id, 3);
      void view.result.current.cart.setQuantity(b.id, 5);
    });
    await waitFor(() => expect(cartServer.held()).toEqual([`set ${a.id}=3`, `set ${b.id}=5`]));
    // The newer answer (both changes) arrives first, the older one (only a's) after it.
    await act(async () => cartServer.release(1));
    await waitFor(() => expect(view.result.current.cart.data?.revision).toBe(3));
    await act(async () => cartServer.release(0));
    await waitFor(() => expect(view.result.current.cart.isSettling).toBe(false));
    expect(view.result.current.cart.data?.revision).toBe(3);
    expect(quantityOf(view, a.id)).toBe(3);
    expect(quantityOf(view, b.id)).toBe(5);
  });

  it('shows the new session’s cart after the session ended, although its revision is lower (requirements §7 419 recovery)', async () => {
    const [a, b] = [sofa(), sofa()];
    document.cookie = 'XSRF-TOKEN=first-session; path=/';
    const cartServer = setup({ [a.id]: 1 }, [a, b]);
    const view = await renderCart();
    await act(() => view.result.current.cart.setQuantity(a.id, 2));
    await act(() => view.result.current.cart.setQuantity(a.id, 3));
    expect(view.result.current.cart.data?.revision).toBe(3);
    // The session is gone: the change is refused, the CSRF refresh starts a new session with a
    // new token and an empty cart, and the retried add lands there (revision 1).
    let expired = true;
    server.use(
      http.post(`${API}/api/cart/product`, async ({ request }) => {
        if (expired) return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
        const body = (await request.json()) as { product_id: number; quantity: number };
        return HttpResponse.json({ data: fixtures.cart({ revision: 1, products: [fixtures.cartProduct({ product: b, quantity: body.quantity })] }) });
      }),
      http.get(`${API}/sanctum/csrf-cookie`, () => {
        expired = false;
        document.cookie = 'XSRF-TOKEN=second-session; path=/';
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await act(() => view.result.current.cart.add(b.id, 1));
    expect(view.result.current.cart.cart?.products.map((line) => [line.id, line.quantity])).toEqual([[b.id, 1]]);
    expect(view.result.current.cart.data?.revision).toBe(1);
    expect(view.result.current.cart.lineStatus(b.id)).toBe('idle');
    expect(cartServer.quantity(a.id)).toBe(3);
  });

  it('shows a new quantity at once and takes the totals only from the server (field notes)', async () => {
    const a = sofa();
    const cartServer = setup({ [a.id]: 1 }, [a]);
    const view = await renderCart();
    const before = view.result.current.cart.cart!.summary.total_amount_gross;
    cartServer.hold();
    act(() => void view.result.current.cart.setQuantity(a.id, 4));
    expect(quantityOf(view, a.id)).toBe(4);
    expect(view.result.current.cart.lineStatus(a.id)).toBe('pending');
    expect(view.result.current.cart.cart!.summary.total_amount_gross).toBe(before);
    await waitFor(() => expect(cartServer.held()).toHaveLength(1));
    await act(async () => cartServer.releaseAll());
    await waitFor(() => expect(view.result.current.cart.isSettling).toBe(false));
    expect(view.result.current.cart.cart!.summary.total_amount_gross).toBe(cartServer.snapshot().summary.total_amount_gross);
    expect(view.result.current.cart.cart!.summary.total_amount_gross).toBeGreaterThan(before);
    expect(view.result.current.cart.lineStatus(a.id)).toBe('idle');
  });

  it('rolls back and reports the error when the server fails (field notes)', async () => {
    const [a, b] = [sofa(), sofa()];
    setup({ [a.id]: 2, [b.id]: 1 }, [a, b]);
    const view = await renderCart();
    server.use(http.put(`${API}/api/cart/product/${a.id}`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), { once: true }));
    await act(() => view.result.current.cart.setQuantity(a.id, 7));
    expect(quantityOf(view, a.id)).toBe(2);
    expect(quantityOf(view, b.id)).toBe(1);
    expect(view.result.current.cart.lineStatus(a.id)).toBe('error');
    expect(view.result.current.cart.lineStatus(b.id)).toBe('idle');
    expect(view.result.current.cart.lastError).toMatchObject({ status: 500 });
    expect(view.result.current.cart.isSettling).toBe(false);
    // Without an answer the server's cart is asked for again.
    await waitFor(() => expect(count('GET /api/cart')).toBe(2));
    // The next edit of the line clears the error and goes through.
    await act(() => view.result.current.cart.setQuantity(a.id, 3));
    expect(quantityOf(view, a.id)).toBe(3);
    expect(view.result.current.cart.lineStatus(a.id)).toBe('idle');
    expect(view.result.current.cart.lastError).toBeUndefined();
  });

  it('drops the edits queued behind a failed one instead of sending them', async () => {
    const a = sofa();
    const cartServer = setup({ [a.id]: 1 }, [a]);
    const view = await renderCart();
    const gate = deferred();
    server.use(
      http.put(
        `${API}/api/cart/product/${a.id}`,
        async () => {
          await gate.promise;
          return HttpResponse.json({ message: 'Out of stock.' }, { status: 409 });
        },
        { once: true },
      ),
    );
    let settled: Promise<void> = Promise.resolve();
    act(() => {
      settled = view.result.current.cart.setQuantity(a.id, 2);
    });
    act(() => void view.result.current.cart.setQuantity(a.id, 3));
    gate.resolve();
    await act(() => settled);
    expect(count(`PUT /api/cart/product/${a.id}`)).toBe(1);
    expect(cartServer.quantity(a.id)).toBe(1);
    expect(quantityOf(view, a.id)).toBe(1);
    expect(view.result.current.cart.lastError).toMatchObject({ status: 409 });
  });

  it('fills the cart from the add-to-cart answer and opens the panel (requirements §4)', async () => {
    const a = sofa();
    setup({}, [a]);
    const { sent, sink } = trackedEvents();
    const view = await renderCart({ analytics: sink, consent: { analytics: true, ads: false } });
    expect(view.result.current.panel.open).toBe(false);
    await act(() => view.result.current.cart.add(a.id, 2));
    expect(quantityOf(view, a.id)).toBe(2);
    expect(view.result.current.panel.open).toBe(true);
    // The answer is the whole cart: no second request for it.
    expect(count('GET /api/cart')).toBe(1);
    await waitFor(() => expect(sent.map((event) => event.event)).toEqual(['add_to_cart']));
    expect(sent[0]).toMatchObject({ ecommerce: { items: [{ quantity: 2 }] } });
  });

  it('adds to a line already in the cart and shows the sum at once', async () => {
    const a = sofa();
    const cartServer = setup({ [a.id]: 2 }, [a]);
    const view = await renderCart();
    cartServer.hold();
    act(() => {
      void view.result.current.cart.add(a.id);
      void view.result.current.cart.add(a.id);
    });
    expect(quantityOf(view, a.id)).toBe(4);
    await waitFor(() => expect(cartServer.held()).toHaveLength(1));
    cartServer.releaseAll();
    await waitFor(() => expect(view.result.current.cart.isSettling).toBe(false));
    expect(cartServer.quantity(a.id)).toBe(4);
    expect(count('POST /api/cart/product')).toBe(2);
  });

  it('adopts a quantity the server clamped to the stock and lists its notice', async () => {
    const a = fixtures.product({ quantity: 3 });
    setup({ [a.id]: 1 }, [a]);
    const view = await renderCart();
    await act(() => view.result.current.cart.setQuantity(a.id, 8));
    expect(quantityOf(view, a.id)).toBe(3);
    expect(view.result.current.cart.notices).toEqual([
      { productId: a.id, code: 'quantity_clamped', message: 'Only 3 pcs are in stock, so the quantity was set to 3.', available: 3 },
    ]);
  });

  it('answers the e-mail message without any request when no e-mail is known (requirements §5)', async () => {
    const a = sofa();
    setup({ [a.id]: 1 }, [a]);
    // A visitor: the server rendered with "nobody is logged in".
    const fallback = { [serializeShopKey(shopKey('user', 'hu', 'HUF'))]: null };
    const view = await renderCart({ fallback });
    const before = requests.length;
    let result: Awaited<ReturnType<typeof view.result.current.cart.applyCoupon>> | undefined;
    await act(async () => {
      result = await view.result.current.cart.applyCoupon('OTTHON10');
    });
    expect(result).toMatchObject({ ok: false, messageKey: 'checkout.errors.couponEmailRequired', field: 'email' });
    expect(requests.length).toBe(before);
  });

  it('asks who is logged in when nobody has yet, and never sends the coupon without an e-mail (requirements §5)', async () => {
    const a = sofa();
    setup({ [a.id]: 1 }, [a]);
    server.use(http.get(`${API}/api/auth/user`, () => HttpResponse.json({ data: null })));
    const view = await renderCart();
    let result: { ok: boolean } | undefined;
    await act(async () => {
      result = await view.result.current.cart.applyCoupon('OTTHON10');
    });
    expect(result).toMatchObject({ ok: false, messageKey: 'checkout.errors.couponEmailRequired' });
    expect(count('GET /api/auth/user')).toBe(1);
    expect(count('POST /api/cart/coupon')).toBe(0);
  });

  it('checks a coupon with the e-mail given in checkout (requirements §5)', async () => {
    const a = sofa();
    setup({ [a.id]: 2 }, [a], 'anna@example.hu');
    let sentBody: unknown;
    const listener = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/api/cart/coupon'))
        void request
          .clone()
          .json()
          .then((body) => (sentBody = body));
    };
    server.events.on('request:start', listener);
    const view = await renderCart();
    let result: { ok: boolean } | undefined;
    await act(async () => {
      result = await view.result.current.cart.applyCoupon(' OTTHON10 ');
    });
    expect(result).toEqual({ ok: true });
    expect(sentBody).toEqual({ code: 'OTTHON10', email: 'anna@example.hu' });
    expect(view.result.current.cart.cart?.coupons.map((c) => c.code)).toEqual(['OTTHON10']);
    // Only this listener: the request log (`count`, `requests`) listens to the same event.
    server.events.removeListener('request:start', listener);
  });

  it('checks a coupon with the logged-in customer’s e-mail (requirements §5)', async () => {
    const a = sofa();
    setup({ [a.id]: 1 }, [a]);
    const user: User = fixtures.user({ email: 'bela@example.hu' });
    const fallback = { [serializeShopKey(shopKey('user', 'hu', 'HUF'))]: user };
    const view = await renderCart({ fallback });
    let result: { ok: boolean } | undefined;
    await act(async () => {
      result = await view.result.current.cart.applyCoupon('OTTHON10');
    });
    expect(result).toEqual({ ok: true });
  });

  it('leaves the cart as it was when the server refuses a coupon (requirements §8)', async () => {
    const a = sofa();
    setup({ [a.id]: 1 }, [a]);
    const view = await renderCart();
    const before = view.result.current.cart.cart;
    const reloads = count('GET /api/cart');
    let result: { ok: boolean; message?: string; field?: string } | undefined;
    await act(async () => {
      result = await view.result.current.cart.applyCoupon('NOPE', 'anna@example.hu');
    });
    expect(result).toMatchObject({ ok: false, message: 'This coupon code is not valid.', field: 'code' });
    expect(view.result.current.cart.cart).toBe(before);
    expect(count('GET /api/cart')).toBe(reloads);
  });

  it('removes a coupon', async () => {
    const a = sofa();
    setup({ [a.id]: 1 }, [a], 'anna@example.hu');
    const view = await renderCart();
    await act(async () => void (await view.result.current.cart.applyCoupon('OTTHON10')));
    await act(async () => void (await view.result.current.cart.removeCoupon('OTTHON10')));
    expect(view.result.current.cart.cart?.coupons).toEqual([]);
  });

  it('offers only the payment methods the chosen delivery method allows (requirements §4)', async () => {
    const a = sofa();
    setup({ [a.id]: 1 }, [a]);
    const view = await renderCart();
    const pickup = fixtures.deliveryMethods().find((method) => method.payment_ids.length < fixtures.paymentMethods().length)!;
    expect(view.result.current.cart.availablePaymentMethods).toHaveLength(fixtures.paymentMethods().length);
    await act(() => view.result.current.cart.setDeliveryMethod(pickup.id));
    expect(view.result.current.cart.availablePaymentMethods.map((method) => method.id)).toEqual(pickup.payment_ids);
  });

  it('shows a delivery choice at once and drops a payment method it does not allow (requirements §4)', async () => {
    const a = sofa();
    const cartServer = setup({ [a.id]: 1 }, [a]);
    const view = await renderCart();
    const methods = fixtures.deliveryMethods();
    const all = methods.find((method) => method.payment_ids.length === fixtures.paymentMethods().length)!;
    const limited = methods.find((method) => method.payment_ids.length < fixtures.paymentMethods().length)!;
    const excluded = fixtures.paymentMethods().find((method) => !limited.payment_ids.includes(method.id))!;
    await act(() => view.result.current.cart.setDeliveryMethod(all.id));
    await act(() => view.result.current.cart.setPaymentMethod(excluded.id));
    cartServer.hold();
    act(() => void view.result.current.cart.setDeliveryMethod(limited.id));
    expect(view.result.current.cart.cart?.delivery_method).toBe(limited.id);
    expect(view.result.current.cart.cart?.payment_method).toBeNull();
    await waitFor(() => expect(cartServer.held()).toHaveLength(1));
    await act(async () => cartServer.releaseAll());
    await waitFor(() => expect(view.result.current.cart.isSettling).toBe(false));
    expect(view.result.current.cart.data?.delivery_method).toBe(limited.id);
    expect(view.result.current.cart.data?.payment_method).toBeNull();
  });

  it('shows the payment method again when the delivery choice that dropped it is refused (requirements §4)', async () => {
    const a = sofa();
    const cartServer = setup({ [a.id]: 1 }, [a]);
    const view = await renderCart();
    const methods = fixtures.deliveryMethods();
    const all = methods.find((method) => method.payment_ids.length === fixtures.paymentMethods().length)!;
    const limited = methods.find((method) => method.payment_ids.length < fixtures.paymentMethods().length)!;
    const excluded = fixtures.paymentMethods().find((method) => !limited.payment_ids.includes(method.id))!;
    await act(() => view.result.current.cart.setDeliveryMethod(all.id));
    await act(() => view.result.current.cart.setPaymentMethod(excluded.id));
    server.use(
      http.put(`${API}/api/cart/method/delivery`, () => HttpResponse.json({ message: 'The given data was invalid.' }, { status: 422 }), { once: true }),
    );
    await act(() => view.result.current.cart.setDeliveryMethod(limited.id));
    expect(view.result.current.cart.cart?.delivery_method).toBe(all.id);
    expect(view.result.current.cart.cart?.payment_method).toBe(excluded.id);
    expect(cartServer.snapshot().payment_method).toBe(excluded.id);
    expect(view.result.current.cart.lastError).toMatchObject({ status: 422 });
    expect(view.result.current.cart.isSettling).toBe(false);
  });

  describe('when the shop unmounts with a change on its way', () => {
    /** Rejections nobody handles while `run` goes on (a late cache write into an unmounted shop). */
    async function unhandledDuring(run: () => Promise<void>): Promise<unknown[]> {
      const unhandled: unknown[] = [];
      const listener = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', listener);
      try {
        await run();
        // Unhandled rejections are reported after the microtasks: give them a turn of the event loop.
        await new Promise((resolve) => setTimeout(resolve, 20));
      } finally {
        process.off('unhandledRejection', listener);
      }
      return unhandled;
    }

    it('still sends a quantity that was waiting for the next press, without an error', async () => {
      const a = sofa();
      const cartServer = setup({ [a.id]: 1 }, [a]);
      const view = await renderCart();
      const unhandled = await unhandledDuring(async () => {
        let settled: Promise<void> = Promise.resolve();
        act(() => {
          settled = view.result.current.cart.setQuantity(a.id, 4);
        });
        expect(count(`PUT /api/cart/product/${a.id}`)).toBe(0);
        view.unmount();
        await settled;
      });
      expect(unhandled).toEqual([]);
      // The quantity the shopper chose is not lost with the page that showed it.
      expect(count(`PUT /api/cart/product/${a.id}`)).toBe(1);
      expect(cartServer.quantity(a.id)).toBe(4);
    });

    it('lets a request in flight finish, without writing to the gone cache or throwing', async () => {
      const a = sofa();
      const cartServer = setup({ [a.id]: 2 }, [a]);
      const view = await renderCart();
      cartServer.hold();
      const unhandled = await unhandledDuring(async () => {
        let settled: Promise<void> = Promise.resolve();
        act(() => {
          settled = view.result.current.cart.setQuantity(a.id, 0);
        });
        await waitFor(() => expect(cartServer.held()).toHaveLength(1));
        view.unmount();
        cartServer.releaseAll();
        await settled;
      });
      expect(unhandled).toEqual([]);
      expect(cartServer.quantity(a.id)).toBe(0);
      // No reload of the cart was asked for on the failed write: the answer was the cart.
      expect(count('GET /api/cart')).toBe(1);
    });

    it('keeps sending and showing a change when only the component that made it unmounts', async () => {
      const a = sofa();
      const cartServer = setup({ [a.id]: 1 }, [a]);
      function Stepper() {
        const { cart, setQuantity } = useCart();
        const quantity = cart?.products.find((line) => line.id === a.id)?.quantity ?? 0;
        return (
          <button type="button" onClick={() => void setQuantity(a.id, quantity + 3)}>
            step
          </button>
        );
      }
      function Page() {
        const { cart, isSettling } = useCart();
        const [open, setOpen] = useState(true);
        return (
          <>
            {open ? <Stepper /> : null}
            <button type="button" onClick={() => setOpen(false)}>
              close
            </button>
            <output>{`${cart?.products.find((line) => line.id === a.id)?.quantity ?? 'loading'} ${isSettling ? 'settling' : 'settled'}`}</output>
          </>
        );
      }
      renderShop(<Page />);
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 settled'));
      const unhandled = await unhandledDuring(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'step' }));
        fireEvent.click(screen.getByRole('button', { name: 'close' }));
        expect(screen.queryByRole('button', { name: 'step' })).toBeNull();
        await waitFor(() => expect(screen.getByRole('status').textContent).toBe('4 settled'));
      });
      expect(unhandled).toEqual([]);
      expect(cartServer.quantity(a.id)).toBe(4);
    });
  });

  it('returns the server’s field errors when customer data is refused', async () => {
    const a = sofa();
    setup({ [a.id]: 1 }, [a]);
    server.use(
      http.put(`${API}/api/cart/customer`, () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: { phone: ['Enter a phone number such as +36 30 123 4567.'] } }, { status: 422 }),
      ),
    );
    const view = await renderCart();
    let result: { ok: boolean; fieldErrors: Record<string, string[]> } | undefined;
    await act(async () => {
      result = await view.result.current.cart.updateCustomer({
        email: 'anna@example.hu',
        phone: 'x',
        invoice_data: {
          is_company: false,
          name: 'Anna',
          company_name: null,
          tax_number: null,
          country_id: 1,
          zipcode: '1061',
          city: 'Budapest',
          address: 'Fő utca 1.',
        },
      });
    });
    expect(result).toMatchObject({ ok: false, fieldErrors: { phone: ['Enter a phone number such as +36 30 123 4567.'] } });
  });
});

describe('useCart: a delivery method with a pick-up point', () => {
  it('sends the point with the method and shows the method at once, the point once the server has it', async () => {
    const pickup = createPickupServer();
    server.use(...pickup.handlers);
    const view = renderShopHook(() => useCart());
    await waitFor(() => expect(view.result.current.cart).toBeDefined());
    let done: Promise<void> | undefined;
    act(() => {
      done = view.result.current.setDeliveryMethod(3, 'gls:2351-hu');
    });
    expect(view.result.current.cart?.delivery_method).toBe(3);
    expect(view.result.current.deliveryChoice).toEqual({ id: 3, pickupPointId: 'gls:2351-hu', status: 'pending' });
    expect(view.result.current.isSettling).toBe(true);
    await act(() => done);
    expect(pickup.bodies).toEqual([{ id: 3, pickup_point_id: 'gls:2351-hu' }]);
    expect(view.result.current.cart?.pickup_point?.id).toBe('gls:2351-hu');
    expect(view.result.current.deliveryChoice.status).toBe('idle');
  });

  it('leaves the cart as it was when the server refuses the point, with its 422 message (requirements §4)', async () => {
    const pickup = createPickupServer({ deliveryMethod: 3, point: nearbyPoints[0]!, refused: ['packeta:9911'] });
    server.use(...pickup.handlers);
    const view = renderShopHook(() => useCart());
    await waitFor(() => expect(view.result.current.cart?.pickup_point?.id).toBe('foxpost:hu1001'));
    await act(() => view.result.current.setDeliveryMethod(3, 'packeta:9911'));
    expect(view.result.current.cart?.pickup_point?.id).toBe('foxpost:hu1001');
    expect(view.result.current.cart?.delivery_method).toBe(3);
    expect(view.result.current.deliveryChoice.status).toBe('error');
    expect(view.result.current.lastError?.status).toBe(422);
    expect(view.result.current.lastError?.fieldErrors.pickup_point_id?.[0]).toMatch(/cannot take your order/);
  });

  it('sends nothing when the method and point chosen are the ones the cart has', async () => {
    const pickup = createPickupServer({ deliveryMethod: 3, point: nearbyPoints[0]! });
    server.use(...pickup.handlers);
    const view = renderShopHook(() => useCart());
    await waitFor(() => expect(view.result.current.cart?.pickup_point).not.toBeNull());
    await act(() => view.result.current.setDeliveryMethod(3, 'foxpost:hu1001'));
    await act(() => view.result.current.setDeliveryMethod(3));
    expect(pickup.bodies).toEqual([]);
    // Another method drops the point at once: the server clears it too.
    let done: Promise<void> | undefined;
    act(() => {
      done = view.result.current.setDeliveryMethod(2);
    });
    expect(view.result.current.cart?.pickup_point).toBeNull();
    await act(() => done);
    expect(pickup.bodies).toEqual([{ id: 2 }]);
  });
});

describe('useCart: the home delivery’s floor, assembly and slot', () => {
  /** The mock shop with a sofa (68 kg, legs to screw on) going by home delivery (method 2). */
  function homeShop(deliveryMethodId = 2) {
    const shop = createMockShop({ cart: [{ product_id: 1, quantity: 1 }], deliveryMethodId });
    server.use(...allHandlers(shop));
    return shop;
  }
  const firstEvening = (shop: ReturnType<typeof createMockShop>) => {
    const slot = shop.deliverySlots({ view: { locale: 'hu' } }).find((candidate) => candidate.period === 'evening')!;
    return { date: slot.date, period: slot.period };
  };

  it('shows the choice at once and its prices once the server has priced them', async () => {
    const shop = homeShop();
    const view = renderShopHook(() => useCart());
    await waitFor(() => expect(view.result.current.cart?.home_delivery).not.toBeNull());
    const slot = firstEvening(shop);
    const answer = deferred();
    // Held until the choice has been seen, then answered by the mock shop.
    server.use(http.put(`${API}/api/cart/home-delivery`, () => answer.promise.then(() => undefined)));
    let done: Promise<void> | undefined;
    act(() => {
      done = view.result.current.setHomeDelivery({ floor: 3, has_lift: false, assembly: true, slot });
    });
    await waitFor(() => expect(view.result.current.homeDeliveryChoice.status).toBe('pending'));
    expect(view.result.current.cart?.home_delivery).toMatchObject({ floor: 3, has_lift: false, assembly: true, slot, total_gross: 0 });
    expect(view.result.current.isSettling).toBe(true);
    answer.resolve();
    await act(() => done);
    // Three floors without a lift for one bulky piece, its legs, the evening.
    expect(view.result.current.cart?.home_delivery).toMatchObject({ carry_in_gross: 3 * 1_990, assembly_gross: 1_990, slot_gross: 3_990, total_gross: 11_950 });
    expect(view.result.current.cart?.summary.home_service_gross).toBe(11_950);
    expect(view.result.current.homeDeliveryChoice).toEqual({ choice: undefined, status: 'idle' });
    expect(count('PUT /api/cart/home-delivery')).toBe(1);
  });

  it('leaves the cart as it was when the server refuses the slot, with its 422 message', async () => {
    homeShop();
    const view = renderShopHook(() => useCart(), { locale: 'en' });
    await waitFor(() => expect(view.result.current.cart?.home_delivery).not.toBeNull());
    await act(() => view.result.current.setHomeDelivery({ floor: 2, has_lift: false, assembly: false, slot: { date: '2020-01-06', period: 'morning' } }));
    expect(view.result.current.cart?.home_delivery).toMatchObject({ floor: 0, slot: null });
    expect(view.result.current.homeDeliveryChoice.status).toBe('error');
    expect(view.result.current.lastError?.status).toBe(422);
    expect(view.result.current.lastError?.fieldErrors.slot?.[0]).toMatch(/not offered/);
  });

  it('sends the choice only once the delivery method chosen just before it has reached the server', async () => {
    homeShop(1);
    const view = renderShopHook(() => useCart());
    await waitFor(() => expect(view.result.current.cart).toBeDefined());
    expect(view.result.current.cart?.home_delivery).toBeNull();
    await act(() =>
      Promise.all([view.result.current.setDeliveryMethod(2), view.result.current.setHomeDelivery({ floor: 2, has_lift: true, assembly: false, slot: null })]),
    );
    expect(requests.filter((request) => request.startsWith('PUT'))).toEqual(['PUT /api/cart/method/delivery', 'PUT /api/cart/home-delivery']);
    expect(view.result.current.cart?.home_delivery).toMatchObject({ floor: 2, has_lift: true, carry_in_gross: 2_990 });
    expect(view.result.current.homeDeliveryChoice.status).toBe('idle');
  });

  it('sends nothing when the choice is the one the cart has, and only the latest of choices made meanwhile', async () => {
    homeShop();
    const view = renderShopHook(() => useCart());
    await waitFor(() => expect(view.result.current.cart?.home_delivery).not.toBeNull());
    await act(() => view.result.current.setHomeDelivery({ floor: 0, has_lift: false, assembly: false, slot: null }));
    expect(count('PUT /api/cart/home-delivery')).toBe(0);
    await act(() => Promise.all([1, 2, 3, 4].map((floor) => view.result.current.setHomeDelivery({ ...view.result.current.cart!.home_delivery!, floor }))));
    expect(count('PUT /api/cart/home-delivery')).toBe(2);
    expect(view.result.current.cart?.home_delivery?.floor).toBe(4);
  });
});

describe('useAddToCart', () => {
  it('adds through the cart, which shows the line and opens the panel', async () => {
    const a = sofa();
    setup({}, [a]);
    const view = renderShopHook(() => ({ add: useAddToCart(a.id), cart: useCart(), panel: useCartPanel() }));
    await waitFor(() => expect(view.result.current.cart.cart).toBeDefined());
    await act(() => view.result.current.add.add(2));
    expect(view.result.current.cart.cart?.products.map((line) => [line.id, line.quantity])).toEqual([[a.id, 2]]);
    expect(view.result.current.add.status).toBe('idle');
    expect(view.result.current.panel.open).toBe(true);
    expect(requests).toContain('POST /api/cart/product');
  });

  it('reports a failure on its own line only, until its next change', async () => {
    const [a, b] = [sofa(), sofa()];
    setup({}, [a, b]);
    const view = renderShopHook(() => ({ a: useAddToCart(a.id), b: useAddToCart(b.id) }));
    server.use(http.post(`${API}/api/cart/product`, () => HttpResponse.json({ message: 'Out of stock.' }, { status: 409 }), { once: true }));
    await act(() => view.result.current.a.add());
    expect(view.result.current.a).toMatchObject({ status: 'error', lastError: { status: 409 } });
    expect(view.result.current.b).toMatchObject({ status: 'idle', lastError: undefined });
    await act(() => view.result.current.a.add());
    expect(view.result.current.a).toMatchObject({ status: 'idle', lastError: undefined });
  });

  it('renders again for its own line only, not when the cart arrives or another line changes', async () => {
    const [a, b] = [sofa(), sofa()];
    const cartServer = setup({}, [a, b]);
    const renders = new Map<number, number>();
    function Line({ id }: { id: number }) {
      const { add, status } = useAddToCart(id);
      renders.set(id, (renders.get(id) ?? 0) + 1);
      return (
        <button type="button" data-state={status} onClick={() => void add()}>
          {`add ${id}`}
        </button>
      );
    }
    function Count() {
      const { cart } = useCart();
      return <output>{cart ? cart.products.reduce((sum, line) => sum + line.quantity, 0) : 'loading'}</output>;
    }
    renderShop(
      <>
        <Count />
        <Line id={a.id} />
        <Line id={b.id} />
      </>,
    );
    const first = renders.get(a.id);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('0'));
    expect(renders.get(a.id)).toBe(first);
    expect(renders.get(b.id)).toBe(first);
    cartServer.hold();
    fireEvent.click(screen.getByRole('button', { name: `add ${b.id}` }));
    expect(screen.getByRole('button', { name: `add ${b.id}` }).dataset.state).toBe('pending');
    await waitFor(() => expect(cartServer.held()).toHaveLength(1));
    cartServer.releaseAll();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1'));
    await waitFor(() => expect(screen.getByRole('button', { name: `add ${b.id}` }).dataset.state).toBe('idle'));
    // The other line's hook did not render again for the cart's arrival, b's change or its answer.
    expect(renders.get(a.id)).toBe(first);
    expect(renders.get(b.id)).toBeGreaterThan(first ?? 0);
  });
});
