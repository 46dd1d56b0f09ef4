import { createContext, type FormEvent, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import type { FieldErrors } from '../api/api-error.js';
import type { Cart, CustomerBody } from '../contract/index.js';
import { type CheckoutState, useCheckout, useCountries } from '../hooks/index.js';
import { orderResultUrl } from '../hooks/return-pages.js';
import { useShopRuntime } from '../hooks/shop-context.js';
import { routePath } from '../hooks/use-route-path.js';
import type { Translator } from '../i18n/translate.js';
import { cn } from './cn.js';
import { translateMessage } from './form.js';
import { MethodErrorsProvider } from './method-pickers.js';
import { type LabelOverrides, useT } from './use-t.js';

interface AddressValues {
  name: string;
  country_id: string;
  zipcode: string;
  city: string;
  address: string;
}

/** The checkout form's values, named as the contract names them so the server's 422 paths match. */
export interface CheckoutValues {
  email: string;
  phone: string;
  invoice_data: AddressValues & { is_company: boolean; company_name: string; tax_number: string };
  is_delivery_same_as_invoice: boolean;
  delivery_data: AddressValues;
  comment: string;
  is_newsletter_subscription: boolean;
  accept_privacy: boolean;
  accept_terms: boolean;
}

export type CheckoutIntent = 'order' | 'offer';

/** What the shop gets after an order or offer went through. */
export type CheckoutOutcome = { kind: 'order'; orderHash: string; redirectUrl: string | null } | { kind: 'offer'; offerHash: string };

/** Every field the form shows, for placing the server's messages (`invoice_data.tax_number`). */
const FIELD_PATHS = [
  'email',
  'phone',
  'invoice_data.is_company',
  'invoice_data.name',
  'invoice_data.company_name',
  'invoice_data.tax_number',
  'invoice_data.country_id',
  'invoice_data.zipcode',
  'invoice_data.city',
  'invoice_data.address',
  'is_delivery_same_as_invoice',
  'delivery_data.name',
  'delivery_data.country_id',
  'delivery_data.zipcode',
  'delivery_data.city',
  'delivery_data.address',
  'comment',
  'is_newsletter_subscription',
  'accept_privacy',
  'accept_terms',
] as const;

const EMPTY_ADDRESS: AddressValues = { name: '', country_id: '', zipcode: '', city: '', address: '' };

/** The form's first values: the customer data the cart holds (a returning or logged-in shopper's). */
function valuesFromCart(cart: Cart | undefined, defaultCountry: string): CheckoutValues {
  const customer = cart?.customer_data;
  const invoice = customer?.invoice_data;
  const delivery = customer?.delivery_data;
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    email: text(customer?.email),
    phone: text(customer?.phone),
    invoice_data: {
      is_company: invoice?.is_company ?? false,
      name: text(invoice?.name),
      company_name: text(invoice?.company_name),
      tax_number: text(invoice?.tax_number),
      country_id: text(invoice?.country_id) || defaultCountry,
      zipcode: text(invoice?.zipcode),
      city: text(invoice?.city),
      address: text(invoice?.address),
    },
    is_delivery_same_as_invoice: customer?.is_delivery_same_as_invoice ?? true,
    delivery_data: {
      ...EMPTY_ADDRESS,
      name: text(delivery?.name),
      country_id: text(delivery?.country_id) || defaultCountry,
      zipcode: text(delivery?.zipcode),
      city: text(delivery?.city),
      address: text(delivery?.address),
    },
    comment: text(cart?.comment),
    is_newsletter_subscription: cart?.is_newsletter_subscription ?? false,
    accept_privacy: false,
    accept_terms: false,
  };
}

/** The `PUT /api/cart/customer` body: company fields only for a company, shipping only when it differs. */
function toCustomerBody(values: CheckoutValues): CustomerBody {
  const address = (data: AddressValues) => ({
    name: data.name.trim(),
    country_id: Number(data.country_id),
    zipcode: data.zipcode.trim(),
    city: data.city.trim(),
    address: data.address.trim(),
  });
  const company = values.invoice_data.is_company;
  return {
    email: values.email.trim(),
    phone: values.phone.trim(),
    invoice_data: {
      ...address(values.invoice_data),
      is_company: company,
      company_name: company ? values.invoice_data.company_name.trim() : null,
      tax_number: company ? values.invoice_data.tax_number.trim() : null,
    },
    is_delivery_same_as_invoice: values.is_delivery_same_as_invoice,
    delivery_data: values.is_delivery_same_as_invoice ? null : address(values.delivery_data),
  };
}

export interface CheckoutFormContextValue {
  form: UseFormReturn<CheckoutValues>;
  checkout: CheckoutState;
  /** What is being sent: the customer data first, then the order or offer. */
  phase: 'idle' | 'saving' | 'placing' | 'done';
  /** Which button sent the form. */
  intent: CheckoutIntent | null;
  /** A button calls it on press, before the form submits. */
  setIntent(intent: CheckoutIntent): void;
  /** A failure no field shows (network, server). */
  formError: string | undefined;
  labels: LabelOverrides | undefined;
}

/** The server's messages the method pickers show next to their options. */
type MethodErrors = { delivery?: string; payment?: string; pickupPoint?: string; slot?: string };

const CheckoutFormContext = createContext<CheckoutFormContextValue | null>(null);

/** The surrounding {@link CheckoutFormProvider}; the checkout parts throw a clear error without one. */
function useCheckoutForm(component: string): CheckoutFormContextValue {
  const context = useContext(CheckoutFormContext);
  if (!context) throw new Error(`\`<${component}>\` must be used inside \`<CheckoutFormProvider>\` (or \`<CheckoutForm>\`).`);
  return context;
}

function placeErrors(
  form: UseFormReturn<CheckoutValues>,
  fieldErrors: FieldErrors | undefined,
  t: Translator,
  methods: (errors: MethodErrors) => void,
): string[] {
  const rest: string[] = [];
  const method: MethodErrors = {};
  let focused = false;
  for (const [path, messages] of Object.entries(fieldErrors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    const text = translateMessage(t, message);
    if (path === 'delivery_method') method.delivery = text;
    else if (path === 'pickup_point_id') method.pickupPoint = text;
    else if (path === 'slot') method.slot = text;
    else if (path === 'payment_method') method.payment = text;
    else if ((FIELD_PATHS as readonly string[]).includes(path)) {
      form.setError(path as (typeof FIELD_PATHS)[number], { type: 'server', message: text }, { shouldFocus: !focused });
      focused = true;
    } else if (path === 'delivery_data' && !form.getValues('is_delivery_same_as_invoice')) {
      form.setError('delivery_data.address', { type: 'server', message: text }, { shouldFocus: !focused });
      focused = true;
    } else rest.push(text);
  }
  methods(method);
  return rest;
}

/**
 * After a submit that did not go through, focus goes to what needs the shopper: the first field
 * (or radio group, or consent) marked invalid, in the order the page shows them, or else the
 * form's own message (an alert, so it is also announced) — not left on the button, where a
 * keyboard or screen-reader user would not learn what went wrong.
 */
function focusFirstProblem(form: HTMLFormElement | null) {
  const problem = form?.querySelector<HTMLElement>(
    '[aria-invalid="true"], [data-slot="pickup-point-picker"][data-invalid], [data-slot="delivery-slot-picker"][data-invalid], [data-slot="checkout-form-error"]',
  );
  if (!problem) return;
  const target =
    problem.getAttribute('role') === 'radiogroup'
      ? (problem.querySelector<HTMLElement>('input[type="radio"]:checked') ?? problem.querySelector<HTMLElement>('input[type="radio"]:not(:disabled)'))
      : problem.dataset.slot === 'pickup-point-picker'
        ? // The point to choose: the search field, the list, or "change" beside the point refused.
          problem.querySelector<HTMLElement>('input, [role="option"][tabindex="0"], [data-slot="pickup-point-change"]')
        : problem;
  target?.focus();
}

declare const process: { env: { NODE_ENV?: string } };

/**
 * Whether the package runs in a development build of the app: the app's bundler writes its mode
 * over `process.env.NODE_ENV` (Vite, Next.js, webpack); where nothing does, there is no `process`.
 */
function development(): boolean {
  try {
    return process.env.NODE_ENV === 'development';
  } catch {
    return false;
  }
}

/**
 * In development: a card order whose `onComplete` neither ran the default nor left the page is
 * paid nowhere, which is easy to miss in a test run, so the console says so after 3 s.
 */
function warnIfStillHere(redirectUrl: string) {
  if (!development() || typeof window === 'undefined') return;
  const here = window.location.href;
  window.setTimeout(() => {
    if (window.location.href !== here) return;
    console.warn(
      `CheckoutForm: a card order was placed, but onComplete did not send the shopper to the payment page (${redirectUrl}). Call proceed(), the second argument of onComplete, or navigate to outcome.redirectUrl.`,
    );
  }, 3000);
}

export interface CheckoutFormProviderProps {
  children: ReactNode;
  /**
   * Takes over what happens after the order was placed, instead of the default: a card payment
   * goes to the gateway (`redirectUrl`), any other order to the checkout result route, an offer to
   * the offer route. Call `proceed()` to run that default after your own work (analytics, a
   * toast); without it, a card order must be sent to `outcome.redirectUrl` by you. In
   * development a card order that stays on the page for 3 s says so in the console.
   *
   * @example onComplete={(outcome, proceed) => { track('purchase', outcome); proceed(); }}
   */
  onComplete?: (outcome: CheckoutOutcome, proceed: () => void) => void;
  /** How the default `onComplete` moves to a page of this site. @default a full page load */
  onNavigate?: (href: string) => void;
  /** Replaces messages of every checkout part inside. */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * The checkout form's state for its parts ({@link CustomerForm}, `BillingForm`, `ShippingForm`,
 * the pickers, consents, comment, newsletter and the order and offer buttons), placed in any
 * layout. On submit it checks the fields as the contract does, saves the customer data
 * (`PUT /api/cart/customer`), then places the order or the offer through `useCheckout` (one
 * Idempotency-Key per intent). The server's 422 messages appear next to their fields (dotted
 * paths such as `invoice_data.tax_number`); the typed values stay.
 *
 * @example
 * <CheckoutFormProvider onNavigate={navigate}>
 *   <CustomerForm /> <BillingForm /> <ShippingForm /> <DeliveryMethodPicker /> <PaymentMethodPicker />
 *   <CheckoutConsents /> <PlaceOrderButton />
 * </CheckoutFormProvider>
 */
function CheckoutFormProvider({ children, onComplete, onNavigate, labels, className }: CheckoutFormProviderProps) {
  const t = useT(labels);
  const runtime = useShopRuntime('CheckoutForm');
  const checkout = useCheckout();
  const { data: countries } = useCountries();
  const defaultCountry = countries?.[0] ? String(countries[0].id) : '';
  const form = useForm<CheckoutValues>({ defaultValues: valuesFromCart(checkout.cart, defaultCountry), shouldFocusError: true });
  const [phase, setPhase] = useState<CheckoutFormContextValue['phase']>('idle');
  const [intent, setIntentState] = useState<CheckoutIntent | null>(null);
  const intentRef = useRef<CheckoutIntent>('order');
  const [formError, setFormError] = useState<string>();
  const [methodErrors, setMethodErrors] = useState<MethodErrors>({});
  const busy = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);
  // Counts failed submits; each moves the focus once its messages are on screen.
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures > 0) focusFirstProblem(formElement.current);
  }, [failures]);
  const failed = () => setFailures((count) => count + 1);

  // The cart arrives after the first render: fill in what it holds, keeping whatever the shopper
  // has already typed or chosen (react-hook-form tracks dirty fields only when they are read).
  void form.formState.dirtyFields;
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current || !checkout.cart) return;
    filled.current = true;
    form.reset(valuesFromCart(checkout.cart, defaultCountry), { keepDirtyValues: true });
  }, [checkout.cart, defaultCountry, form]);
  // Addresses start in the first country of the list (Hungary) once the list is known.
  useEffect(() => {
    if (!defaultCountry) return;
    for (const path of ['invoice_data.country_id', 'delivery_data.country_id'] as const) {
      if (!form.getValues(path)) form.setValue(path, defaultCountry);
    }
  }, [defaultCountry, form]);

  const complete = (outcome: CheckoutOutcome) => {
    const proceed = () => {
      const go = onNavigate ?? ((href: string) => window.location.assign(href));
      if (outcome.kind === 'offer') return go(routePath(runtime, 'checkout-offer-offer_hash', { offer_hash: outcome.offerHash }));
      // The card gateway is another site (on the API's origin): always a full page load.
      if (outcome.redirectUrl) return window.location.assign(outcome.redirectUrl);
      return go(orderResultUrl(runtime, outcome.orderHash));
    };
    if (!onComplete) return proceed();
    onComplete(outcome, proceed);
    if (outcome.kind === 'order' && outcome.redirectUrl) warnIfStillHere(outcome.redirectUrl);
  };

  const send = async (values: CheckoutValues) => {
    if (busy.current) return;
    busy.current = true;
    const kind = intentRef.current;
    setFormError(undefined);
    setMethodErrors({});
    try {
      setPhase('saving');
      const saved = await checkout.saveCustomer(toCustomerBody(values));
      if (!saved.ok) {
        const rest = placeErrors(form, saved.fieldErrors, t, setMethodErrors);
        const placed = Object.keys(saved.fieldErrors).length > rest.length;
        setFormError(rest[0] ?? (placed ? undefined : translateMessage(t, saved.message ?? 'errors.generic')));
        setPhase('idle');
        failed();
        return;
      }
      setPhase('placing');
      const input = {
        comment: values.comment,
        isNewsletterSubscription: values.is_newsletter_subscription,
        acceptPrivacy: values.accept_privacy,
        acceptTerms: values.accept_terms,
      };
      const result = kind === 'order' ? await checkout.placeOrder(input) : await checkout.placeOffer(input);
      if (!result.ok) {
        const rest = placeErrors(form, result.fieldErrors, t, setMethodErrors);
        const fields = Object.keys(result.fieldErrors ?? {});
        setFormError(rest[0] ?? (fields.length > rest.length ? undefined : translateMessage(t, result.message ?? 'errors.generic')));
        setPhase('idle');
        failed();
        return;
      }
      // The page moves on; the buttons stay busy so nothing is sent again meanwhile.
      setPhase('done');
      if (kind === 'order' && 'orderHash' in result && result.orderHash) {
        complete({ kind: 'order', orderHash: result.orderHash, redirectUrl: result.redirectUrl ?? null });
      } else if (kind === 'offer' && 'offerHash' in result && result.offerHash) {
        complete({ kind: 'offer', offerHash: result.offerHash });
      }
    } finally {
      busy.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy.current || phase === 'done') {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(send, failed)(event);
  };

  const value = useMemo<CheckoutFormContextValue>(
    () => ({
      form,
      checkout,
      phase,
      intent,
      setIntent: (next) => {
        intentRef.current = next;
        setIntentState(next);
      },
      formError,
      labels,
    }),
    [form, checkout, phase, intent, formError, labels],
  );
  const methods = useMemo(
    () => ({
      ...methodErrors,
      onChoose: (kind: 'delivery' | 'payment' | 'pickupPoint' | 'slot') => setMethodErrors((current) => ({ ...current, [kind]: undefined })),
      // The postcode as typed (the cart saves it only with the order): the delivery address's when
      // it differs from the billing one.
      pickupQuery: () => {
        const values = form.getValues();
        const address = values.is_delivery_same_as_invoice ? values.invoice_data : values.delivery_data;
        return address.zipcode.trim();
      },
    }),
    [methodErrors, form],
  );

  return (
    <CheckoutFormContext.Provider value={value}>
      <FormProvider {...form}>
        <MethodErrorsProvider value={methods}>
          <form
            method="post"
            ref={formElement}
            data-slot="checkout-form"
            data-state={phase}
            noValidate
            onSubmit={onSubmit}
            className={cn('flex flex-col gap-8', className)}
          >
            {children}
          </form>
        </MethodErrorsProvider>
      </FormProvider>
    </CheckoutFormContext.Provider>
  );
}

export { CheckoutFormProvider, toCustomerBody, useCheckoutForm, valuesFromCart };
