import { createContext, lazy, type ReactNode, Suspense, useContext } from 'react';
import type { DeliveryMethod, PaymentMethod, PaymentMethodProvider } from '../contract/index.js';
import { useCart, useMoney, useVatMode } from '../hooks/index.js';
import { cn } from './cn.js';
import { DeliveryEstimate } from './delivery-promise.js';
import { PaymentProviderMark } from './payment-provider-notice.js';
import { RadioGroup, RadioGroupItem } from './radio-group.js';
import { Spinner } from './spinner.js';
import { type LabelOverrides, useT } from './use-t.js';

/**
 * Errors and change notices a surrounding checkout form hands to the pickers (the server's
 * `delivery_method` / `payment_method` messages), so each shows its own next to its options.
 */
export interface MethodErrorsContextValue {
  delivery?: string | undefined;
  payment?: string | undefined;
  /** The server's `pickup_point_id` message, shown under the pick-up point picker. */
  pickupPoint?: string | undefined;
  /** The server's `slot` message (a slot not offered, or booked up meanwhile), shown under the home delivery's slots. */
  slot?: string | undefined;
  /** A picker reports a new choice, so the form can clear its error. */
  // A method signature: a form's handler of the earlier kinds (without `slot`) still fits.
  onChoose?(kind: 'delivery' | 'payment' | 'pickupPoint' | 'slot'): void;
  /** What the pick-up point search starts with when it opens: the postcode typed into the form, saved or not. */
  pickupQuery?(): string | undefined;
}

// Only a method with lockers or pick-up points needs the picker: it loads when one is chosen, off
// the checkout's first load.
const PickupPointPicker = lazy(() => import('./pickup-point-picker.js').then((module) => ({ default: module.PickupPointPicker })));
// Likewise the home delivery's floor, assembly and slot, under a method with home service.
const HomeDeliveryOptions = lazy(() => import('./home-delivery-options.js').then((module) => ({ default: module.HomeDeliveryOptions })));

const MethodErrorsContext = createContext<MethodErrorsContextValue>({});

interface PickerProps {
  /** The chosen method's id (controlled). @default the cart's */
  value?: number | null;
  /** Called with the chosen id. @default saves the choice in the cart */
  onValueChange?: (id: number) => void;
  /** A message under the options (e.g. the server's). @default the surrounding checkout form's */
  error?: string | undefined;
  /** The heading of the group; `hideLabel` keeps it for screen readers only. */
  hideLabel?: boolean;
  /** Replaces messages (`checkout.delivery.*`, `checkout.payment.*`). */
  labels?: LabelOverrides;
  className?: string;
}

export interface DeliveryMethodPickerProps extends PickerProps {
  /** The methods offered. @default the cart's `delivery_methods` */
  methods?: readonly DeliveryMethod[];
  /**
   * Under a chosen method that `needs_pickup_point`, the picker of its parcel locker or pick-up
   * point (`PickupPointPicker`, loaded on demand), saving the point with the method. @default true
   */
  showPickupPoints?: boolean;
  /**
   * Under a chosen method with `home_service`, its floor, lift, assembly and delivery time slot
   * (`HomeDeliveryOptions`, loaded on demand), saved in the cart as they are chosen. @default true
   */
  showHomeDelivery?: boolean;
}

function MethodsLoading({ label, code = false }: { label: string; code?: boolean }) {
  return (
    // `data-chunk`: the part's code is on its way (a lazy chunk), not its data.
    <div data-slot="method-picker" data-state="loading" data-chunk={code ? 'loading' : undefined} className="flex min-h-20 items-center">
      <Spinner label={label} />
    </div>
  );
}

/**
 * The delivery methods of the cart as radio cards with their fee ("Free" when nothing), saved in
 * the cart as soon as one is chosen. Arrow keys move between the cards and choose (RadioGroup).
 * Under a method that `needs_pickup_point` the `PickupPointPicker` follows, under one with
 * `home_service` the `HomeDeliveryOptions`, each loaded on demand.
 *
 * @example <DeliveryMethodPicker />
 */
function DeliveryMethodPicker({
  methods: given,
  value,
  onValueChange,
  error,
  hideLabel,
  labels,
  className,
  showPickupPoints = true,
  showHomeDelivery = true,
}: DeliveryMethodPickerProps) {
  const t = useT(labels);
  const { format } = useMoney();
  const { vatMode, pick } = useVatMode();
  const { cart, setDeliveryMethod } = useCart();
  const context = useContext(MethodErrorsContext);
  const methods = given ?? cart?.delivery_methods;
  if (!methods) return <MethodsLoading label={t('common.loading')} />;
  const chosen = value === undefined ? cart?.delivery_method : value;
  const chosenMethod = methods.find((method) => method.id === chosen);
  return (
    <div data-slot="delivery-method-picker" className={cn('flex flex-col gap-4', className)}>
      <RadioGroup
        label={t('checkout.delivery.title')}
        hideLabel={hideLabel}
        required
        error={error ?? context.delivery}
        value={chosen ? String(chosen) : ''}
        onValueChange={(next) => {
          const id = Number(next);
          context.onChoose?.('delivery');
          if (onValueChange) onValueChange(id);
          else void setDeliveryMethod(id);
        }}
      >
        {methods.map((method) => {
          const price = pick(method);
          return (
            <RadioGroupItem
              key={method.id}
              variant="card"
              value={String(method.id)}
              data-method={method.code}
              label={method.title}
              description={
                <>
                  {method.description ? <span className="block">{method.description}</span> : null}
                  {/* Older answers (a stored cart, a consumer's own fixtures) may lack the window. */}
                  <DeliveryEstimate as="span" window={method.delivery_window} labels={labels} className="block font-medium text-foreground" />
                </>
              }
              aside={price === 0 ? t('cart.summary.deliveryFree') : t(`vat.amount.${vatMode}`, { amount: format(price) })}
            />
          );
        })}
      </RadioGroup>
      {showPickupPoints && chosenMethod?.needs_pickup_point ? (
        <Suspense fallback={<MethodsLoading label={t('common.loading')} code />}>
          <PickupPointPicker
            key={chosenMethod.id}
            method={chosenMethod}
            defaultQuery={context.pickupQuery?.() || undefined}
            error={context.pickupPoint}
            onChoose={() => context.onChoose?.('pickupPoint')}
            {...(labels ? { labels } : {})}
          />
        </Suspense>
      ) : null}
      {showHomeDelivery && chosenMethod?.home_service ? (
        <Suspense fallback={<MethodsLoading label={t('common.loading')} code />}>
          <HomeDeliveryOptions key={chosenMethod.id} slotError={context.slot} onChoose={() => context.onChoose?.('slot')} {...(labels ? { labels } : {})} />
        </Suspense>
      ) : null}
    </div>
  );
}

export interface PaymentMethodPickerProps extends PickerProps {
  /** Every payment method of the shop. @default the cart's `payment_methods` */
  methods?: readonly PaymentMethod[];
  /** The ones the chosen delivery method allows. @default `useCart().availablePaymentMethods` */
  allowed?: readonly PaymentMethod[];
  /**
   * Show the methods the delivery method does not allow, disabled and saying why, rather than
   * hiding them. @default true
   */
  showUnavailable?: boolean;
  /**
   * The shop's own logos of the outside payment providers, shown on their methods instead of the
   * provider's name (decoration: give an image an empty `alt`). @default the names as text
   */
  providerLogos?: Partial<Record<PaymentMethodProvider, ReactNode>>;
}

/**
 * The payment methods as radio cards, limited by the chosen delivery method: the others
 * are shown disabled with "Not available with the selected delivery method" (or hidden). Before a
 * delivery method is chosen every method is offered. A method an outside provider takes (its
 * `provider`) shows the provider's mark, linking to the provider's payment information.
 *
 * @example <PaymentMethodPicker />
 */
function PaymentMethodPicker({
  methods: given,
  allowed: allowedGiven,
  showUnavailable = true,
  providerLogos,
  value,
  onValueChange,
  error,
  hideLabel,
  labels,
  className,
}: PaymentMethodPickerProps) {
  const t = useT(labels);
  const { cart, availablePaymentMethods, setPaymentMethod } = useCart();
  const context = useContext(MethodErrorsContext);
  const methods = given ?? cart?.payment_methods;
  if (!methods) return <MethodsLoading label={t('common.loading')} />;
  const allowed = new Set((allowedGiven ?? availablePaymentMethods).map((method) => method.id));
  const chosen = value === undefined ? cart?.payment_method : value;
  const shown = showUnavailable ? methods : methods.filter((method) => allowed.has(method.id));
  return (
    <div data-slot="payment-method-picker" className={className}>
      <RadioGroup
        label={t('checkout.payment.title')}
        hideLabel={hideLabel}
        required
        error={error ?? context.payment}
        value={chosen && allowed.has(chosen) ? String(chosen) : ''}
        onValueChange={(next) => {
          const id = Number(next);
          context.onChoose?.('payment');
          if (onValueChange) onValueChange(id);
          else void setPaymentMethod(id);
        }}
      >
        {shown.map((method) => {
          const available = allowed.has(method.id);
          const item = (
            <RadioGroupItem
              key={method.id}
              variant="card"
              value={String(method.id)}
              disabled={!available}
              data-method={method.code}
              data-provider={method.provider ?? undefined}
              label={method.title}
              description={available ? method.description || undefined : t('checkout.payment.unavailable')}
              className={cn(!available && 'cursor-not-allowed', method.provider && 'pb-14')}
            />
          );
          if (!method.provider) return item;
          // A link inside the card (a button) would be an interactive element in another, so the
          // provider's mark sits over the card's lower edge beside it, lined up with the card's text.
          return (
            <div key={method.id} data-slot="payment-method-option" data-provider={method.provider} className="relative">
              {item}
              <PaymentProviderMark provider={method.provider} logo={providerLogos?.[method.provider]} labels={labels} className="absolute start-13 bottom-4" />
            </div>
          );
        })}
      </RadioGroup>
    </div>
  );
}

/** Hands a checkout form's method errors to the pickers inside it. */
function MethodErrorsProvider({ value, children }: { value: MethodErrorsContextValue; children: ReactNode }) {
  return <MethodErrorsContext.Provider value={value}>{children}</MethodErrorsContext.Provider>;
}

export { DeliveryMethodPicker, MethodErrorsProvider, PaymentMethodPicker };
