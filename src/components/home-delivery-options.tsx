import { useEffect, useId, useRef, useState } from 'react';
import { type HomeDeliveryChoice, MAX_FLOOR } from '../domain/home-delivery.js';
import { pickPrice } from '../domain/vat.js';
import { useCart, useMoney, useVatMode } from '../hooks/index.js';
import { failed } from '../hooks/results.js';
import { CheckboxField } from './checkbox.js';
import { cn } from './cn.js';
import { DeliverySlotPicker } from './delivery-slot-picker.js';
import { translateMessage } from './form.js';
import { choiceOf, HomeServicePrices } from './home-delivery-details.js';
import { NumberField } from './number-field.js';
import { Spinner } from './spinner.js';
import { type LabelOverrides, useT } from './use-t.js';

export interface HomeDeliveryOptionsProps {
  /** The heading level of the title; `null` keeps the title for screen readers only. @default 3 */
  headingLevel?: 2 | 3 | 4 | null;
  /** How long the floor field waits after the last change before saving it. @default 500 */
  floorDebounceMs?: number;
  /** A message under the slots (the server's `slot` refusal). @default the cart's refused choice */
  slotError?: string | undefined;
  /** Called after a choice so a surrounding form can clear its error. */
  onChoose?: () => void;
  /** Replaces messages (`checkout.home.*`, `checkout.slots.*`). */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * The furniture home delivery's extras for the cart's chosen method with `home_service`: the
 * floor to carry in to (0 is the ground floor) and whether there is a lift, assembly of the lines
 * that can be assembled (each with its price per piece), the delivery time slot
 * ({@link DeliverySlotPicker}), and what the choice costs as the server priced it (carry-in,
 * assembly, slot and their total). Every choice is saved in the cart at once
 * (`useCart().setHomeDelivery`), the floor once typing or stepping pauses; a refusal shows under
 * the part it concerns and the cart stays as it was.
 *
 * @example {method.home_service ? <HomeDeliveryOptions /> : null}
 */
function HomeDeliveryOptions({ headingLevel = 3, floorDebounceMs = 500, slotError, onChoose, labels, className }: HomeDeliveryOptionsProps) {
  const t = useT(labels);
  const { format } = useMoney();
  const { vatMode } = useVatMode();
  const { cart, setHomeDelivery, homeDeliveryChoice: edit, lastError } = useCart();
  const id = useId();
  const homeDelivery = cart?.home_delivery ?? null;
  // The choice on its way, else the cart's. While the home delivery method is itself on its way
  // the cart shows no home delivery yet: falling back to the defaults would show the floor just
  // saved as the ground floor, and send the defaults with the next change.
  const choice = edit.choice ?? choiceOf(homeDelivery);
  // The floor as typed or stepped, until it is saved.
  const [floorDraft, setFloorDraft] = useState<number | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(choice);
  latest.current = choice;
  useEffect(() => () => clearTimeout(timer.current), []);
  // The cart's checkout actions (the home delivery's sending among them) load on first use: start
  // now, so the first choice shows at once.
  useEffect(() => void import('../hooks/cart-checkout-actions.js'), []);

  const save = (patch: Partial<HomeDeliveryChoice>) => {
    clearTimeout(timer.current);
    const next = { ...latest.current, ...(floorDraft === undefined ? {} : { floor: floorDraft }), ...patch };
    setFloorDraft(undefined);
    onChoose?.();
    void setHomeDelivery(next);
  };

  const refusal = edit.status === 'error' && lastError ? lastError : undefined;
  const refusedSlot = refusal?.fieldErrors?.slot?.[0];
  const refused = refusal && !refusedSlot ? (refusal.fieldErrors?.delivery_method?.[0] ?? failed(refusal).message) : undefined;
  const assemblable = (cart?.products ?? []).filter((line) => line.assembly);
  const Heading = headingLevel ? (`h${headingLevel}` as const) : 'span';
  // The choice shows once the cart has come: a field showing the ground floor meanwhile would be a guess.
  if (!cart) {
    return (
      <div data-slot="home-delivery-options" data-state="loading" className={cn('flex min-h-20 items-center', className)}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  }

  return (
    <section
      data-slot="home-delivery-options"
      data-state={edit.status === 'pending' ? 'saving' : edit.status === 'error' ? 'error' : 'idle'}
      aria-labelledby={`${id}-title`}
      className={cn('flex flex-col gap-5', className)}
    >
      <Heading id={`${id}-title`} className={cn('text-base font-semibold wrap-anywhere', !headingLevel && 'sr-only')}>
        {t('checkout.home.title')}
      </Heading>
      <div className="flex flex-wrap items-start gap-x-8 gap-y-4">
        <NumberField
          label={t('checkout.home.floor')}
          name="floor"
          minValue={0}
          maxValue={MAX_FLOOR}
          value={floorDraft ?? choice.floor}
          description={t('checkout.home.floorHint')}
          onChange={(floor) => {
            clearTimeout(timer.current);
            if (floor === null) return setFloorDraft(undefined);
            setFloorDraft(floor);
            timer.current = setTimeout(() => save({ floor }), floorDebounceMs);
          }}
          {...(labels ? { labels } : {})}
          className="max-w-64"
        />
        <CheckboxField
          label={t('checkout.home.lift')}
          checked={choice.has_lift}
          onCheckedChange={(checked) => save({ has_lift: checked === true })}
          fieldClassName="sm:pt-7"
        />
      </div>
      {assemblable.length > 0 ? (
        <CheckboxField
          label={t('checkout.home.assembly')}
          checked={choice.assembly}
          onCheckedChange={(checked) => save({ assembly: checked === true })}
          description={
            <ul data-slot="home-delivery-assembly-lines" className="flex flex-col gap-0.5">
              {assemblable.map((line) => (
                <li key={line.id}>{t('checkout.home.assemblyPrice', { title: line.product.title, price: format(pickPrice(line.assembly!, vatMode)) })}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <DeliverySlotPicker
        value={choice.slot}
        onValueChange={(slot) => save({ slot })}
        error={slotError ?? (refusedSlot ? translateMessage(t, refusedSlot) : undefined)}
        {...(labels ? { labels } : {})}
      />
      {homeDelivery ? (
        <div className="flex flex-col gap-2 rounded-otthon border border-border bg-surface p-4" aria-busy={edit.status === 'pending' || undefined}>
          <span id={`${id}-prices`} className="flex items-center justify-between gap-3 text-sm font-medium">
            {t('checkout.home.prices')}
            {edit.status === 'pending' ? <Spinner size="sm" label={t('checkout.pickup.saving')} /> : null}
          </span>
          <HomeServicePrices homeDelivery={homeDelivery} labelledBy={`${id}-prices`} t={t} />
        </div>
      ) : null}
      {refused ? (
        <p data-slot="home-delivery-error" role="alert" className="text-sm font-medium text-danger">
          {translateMessage(t, refused)}
        </p>
      ) : null}
    </section>
  );
}

export { HomeDeliveryOptions };
