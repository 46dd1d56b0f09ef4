import { useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { FieldErrors } from '../api/api-error.js';
import { placeOffer, placeOrder } from '../api/shop-api.js';
import type { Cart, CustomerBody, DeliveryMethod, PaymentMethod, PlaceOrderBody } from '../contract/index.js';
import type { MessageKey } from '../i18n/messages.js';
import { type CartEdits, isSettling } from './cart-controller.js';
import { type ActionResult, failed, rejected } from './results.js';
import { useShopRuntime } from './shop-context.js';
import type { Store } from './store.js';
import { cartOf, type CustomerResult, useCart } from './use-cart.js';
import { returnUrl } from './return-pages.js';

export type CheckoutStatus = 'idle' | 'submitting' | 'error' | 'success';

export interface PlaceOrderInput {
  comment?: string | null;
  isNewsletterSubscription?: boolean;
  /** The privacy policy must be accepted. */
  acceptPrivacy: boolean;
  /** The terms and conditions must be accepted. */
  acceptTerms: boolean;
}

export interface PlaceOrderResult extends ActionResult {
  orderHash?: string;
  /** The card gateway to send the shopper to; `null` when the method pays offline. */
  redirectUrl?: string | null;
}

export interface PlaceOfferResult extends ActionResult {
  offerHash?: string;
}

export interface CheckoutState {
  /** The server's cart. */
  data: Cart | undefined;
  /** The cart as shown (optimistic choices applied). */
  cart: Cart | undefined;
  error: ReturnType<typeof useCart>['error'];
  isLoading: boolean;
  isSettling: boolean;
  deliveryMethods: DeliveryMethod[];
  /** Only the payment methods the chosen delivery method allows. */
  paymentMethods: PaymentMethod[];
  deliveryMethod: DeliveryMethod | undefined;
  paymentMethod: PaymentMethod | undefined;
  selectDelivery(id: number): Promise<void>;
  selectPayment(id: number): Promise<void>;
  /**
   * Saves customer, billing and shipping data (company or individual). With
   * `is_delivery_same_as_invoice` the server copies the billing address to shipping.
   */
  saveCustomer(body: CustomerBody): Promise<CustomerResult>;
  /**
   * Places the order. Checks the payment method and both consents first without a
   * request; waits for the cart to settle; sends one `Idempotency-Key` per submission, so a double
   * click or an Enter while it is on its way places one order.
   */
  placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult>;
  /** Sends the cart as a quote request (an offer), with the same guarantees. */
  placeOffer(input: PlaceOrderInput): Promise<PlaceOfferResult>;
  status: CheckoutStatus;
  fieldErrors: FieldErrors;
  /** The message of the last failure: a library message key or the server's text. */
  message: string | undefined;
  /** False while the cart is empty, loading, settling or an order is on its way (field notes). */
  canSubmit: boolean;
}

interface Submission {
  body: string;
  key: string;
  /** The outcome of the last attempt is unknown (no answer, 5xx): the same body reuses the key. */
  unknown: boolean;
  pending?: Promise<SubmitResult>;
}

type SubmitResult = PlaceOrderResult & PlaceOfferResult;

function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

/** Resolves once no cart change is pending. */
function settled(edits: Store<CartEdits>): Promise<void> {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (isSettling(edits.get())) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = edits.subscribe(check);
    check();
  });
}

/**
 * The checkout: delivery and payment choice (delivery limits payment), customer data,
 * and placing the order or an offer idempotently.
 */
export function useCheckout(): CheckoutState {
  const shop = useShopRuntime('useCheckout');
  const { mutate } = useSWRConfig();
  const state = useCart();
  const { cart } = state;
  const [status, setStatus] = useState<CheckoutStatus>('idle');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();
  const submissions = useRef<Partial<Record<'order' | 'offer', Submission>>>({});
  const latest = useRef({ cart, shop });
  latest.current = { cart, shop };

  const begun = useRef(false);
  useEffect(() => {
    if (begun.current || !cart?.products.length) return;
    begun.current = true;
    shop.emit(async () => (await import('./analytics-items.js')).itemsEvent('begin_checkout', cart.products, cart.coupons[0]?.code));
  }, [cart, shop]);

  const submit = useMemo(() => {
    const fail = (result: ActionResult): SubmitResult => {
      setStatus('error');
      setFieldErrors(result.fieldErrors ?? {});
      setMessage(result.message);
      return result;
    };
    return (kind: 'order' | 'offer', input: PlaceOrderInput): Promise<SubmitResult> => {
      const current = submissions.current[kind];
      // A second submit while one is on its way is the same submission (double click, Enter).
      if (current?.pending) return current.pending;
      const { cart: shown, shop: runtime } = latest.current;
      const errors: Record<string, MessageKey> = {};
      if (kind === 'order' && !shown?.delivery_method) errors.delivery_method = 'checkout.errors.deliveryRequired';
      if (kind === 'order' && !shown?.payment_method) errors.payment_method = 'checkout.errors.paymentRequired';
      if (!input.acceptPrivacy) errors.accept_privacy = 'consent.errors.privacy';
      if (!input.acceptTerms) errors.accept_terms = 'consent.errors.terms';
      const first = errors.payment_method ?? Object.values(errors)[0];
      if (first) {
        const fields = Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, [key]]));
        return Promise.resolve(fail(rejected(first, fields)));
      }
      const body: PlaceOrderBody = {
        transaction_result_url: returnUrl(runtime, 'paymentResult'),
        is_newsletter_subscription: Boolean(input.isNewsletterSubscription),
        comment: input.comment?.trim() || null,
        accept_privacy: true,
        accept_terms: true,
      };
      const text = JSON.stringify(body);
      const submission: Submission = {
        body: text,
        key: current?.unknown && current.body === text ? current.key : newIdempotencyKey(),
        unknown: false,
      };
      submissions.current[kind] = submission;
      setStatus('submitting');
      setFieldErrors({});
      setMessage(undefined);
      submission.pending = (async () => {
        // Checkout stays closed while the cart settles (field notes: cart races).
        await settled(cartOf(runtime).edits);
        try {
          const result =
            kind === 'order'
              ? await placeOrder(runtime.client, body, submission.key).then((placed) => ({
                  ok: true,
                  orderHash: placed.order_hash,
                  redirectUrl: placed.redirect_url,
                }))
              : await placeOffer(runtime.client, body, submission.key).then((placed) => ({ ok: true, offerHash: placed.offer_hash }));
          submissions.current[kind] = undefined;
          setStatus('success');
          // The order emptied the cart on the server.
          void mutate(runtime.key('cart'));
          return result;
        } catch (error) {
          const failure = failed(error);
          const status = failure.error?.status ?? 0;
          submission.unknown = status === 0 || status >= 500;
          return fail(failure);
        } finally {
          submission.pending = undefined;
        }
      })();
      return submission.pending;
    };
  }, [mutate]);

  const deliveryMethods = cart?.delivery_methods ?? [];
  const paymentMethods = state.availablePaymentMethods;
  return {
    data: state.data,
    cart,
    error: state.error,
    isLoading: state.isLoading,
    isSettling: state.isSettling,
    deliveryMethods,
    paymentMethods,
    deliveryMethod: deliveryMethods.find((method) => method.id === cart?.delivery_method),
    paymentMethod: paymentMethods.find((method) => method.id === cart?.payment_method),
    selectDelivery: state.setDeliveryMethod,
    selectPayment: state.setPaymentMethod,
    saveCustomer: state.updateCustomer,
    placeOrder: (input) => submit('order', input),
    placeOffer: (input) => submit('offer', input),
    status,
    fieldErrors,
    message,
    canSubmit: Boolean(cart?.products.length) && !state.isSettling && status !== 'submitting',
  };
}
