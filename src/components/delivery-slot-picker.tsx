import { cva } from 'class-variance-authority';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { DeliverySlot } from '../contract/index.js';
import type { DeliverySlotChoice } from '../domain/home-delivery.js';
import { pickPrice } from '../domain/vat.js';
import { useCart, useDeliverySlots, useMoney, useVatMode } from '../hooks/index.js';
import { failed } from '../hooks/results.js';
import { useShopRuntime } from '../hooks/shop-context.js';
import { Button } from './button.js';
import { cn } from './cn.js';
import { translateMessage } from './form.js';
import { choiceOf, formatSlotDay } from './home-delivery-details.js';
import { WarningIcon } from './icons.js';
import { RadioGroup, RadioGroupItem } from './radio-group.js';
import { Spinner } from './spinner.js';
import { useControllableState } from './use-controllable-state.js';
import { type LabelOverrides, useT } from './use-t.js';

/**
 * One slot of the grid: a compact card (the radio's dot above its name) that a phone fits three of
 * in a row, its text kept together at the top however tall the row; a full slot is greyed (`data-full`).
 */
const deliverySlotVariants = cva('flex-col gap-1! p-2! text-sm [&>span]:flex-none!', {
  variants: { full: { true: 'cursor-not-allowed', false: '' } },
  defaultVariants: { full: false },
});

export interface DeliverySlotPickerProps {
  /** The slots offered. @default the cart's (`useDeliverySlots().slots`) */
  slots?: readonly DeliverySlot[] | undefined;
  /** The booked slot (controlled); `null` for none. @default the cart's `home_delivery.slot` */
  value?: DeliverySlotChoice | null;
  /** The slot chosen first when uncontrolled (with `onValueChange`, not bound to the cart). */
  defaultValue?: DeliverySlotChoice | null;
  /** Called with the slot chosen. @default books it in the cart (`useCart().setHomeDelivery`, the rest of the choice kept) */
  onValueChange?: (slot: DeliverySlotChoice) => void;
  /** A message under the slots (the server's `slot` 422 or 409). @default the cart's refused choice */
  error?: string | undefined;
  /** Replaces messages (`checkout.slots.*`). */
  labels?: LabelOverrides;
  className?: string;
}

const slotValue = (slot: DeliverySlotChoice) => `${slot.date}|${slot.period}`;

/** The days shown before "more days": a phone's screen or two, not ten days' thirty cards. */
const FIRST_DAYS = 5;

/**
 * Books the home delivery's time slot: the offered working days, each with its morning,
 * afternoon and evening (hours in Budapest time), as one radio group: Tab enters it at the chosen
 * slot (or the first free one), the arrow keys move through the free slots and choose, Tab leaves
 * it. A full slot stays in its place, disabled and marked "Full"; a slot that costs extra (the
 * evening) shows its price in the shopper's VAT mode. Loading, nothing offered and a failed load
 * are states (`data-state`), and the server's refusal shows under the slots.
 *
 * @example <DeliverySlotPicker />
 */
function DeliverySlotPicker({ slots: given, value, defaultValue, onValueChange, error, labels, className }: DeliverySlotPickerProps) {
  const t = useT(labels);
  const { locale } = useShopRuntime('DeliverySlotPicker');
  const { format } = useMoney();
  const { vatMode } = useVatMode();
  const { cart, setHomeDelivery, homeDeliveryChoice: edit, lastError } = useCart();
  const query = useDeliverySlots({ isPaused: () => given !== undefined });
  const id = useId();
  // Bound to the cart unless the caller keeps the choice.
  const bound = value === undefined && defaultValue === undefined && onValueChange === undefined;
  const [own, setOwn] = useControllableState<DeliverySlotChoice | null>({
    value,
    defaultValue: defaultValue ?? null,
    onValueChange: onValueChange ? (next) => next && onValueChange(next) : undefined,
  });
  const chosen = bound ? (cart?.home_delivery?.slot ?? null) : own;
  const choose = (slot: DeliverySlotChoice) => {
    if (!bound) return setOwn(slot);
    void setHomeDelivery({ ...choiceOf(cart?.home_delivery), slot });
  };
  const refused = bound && edit.status === 'error' && lastError ? (lastError.fieldErrors?.slot?.[0] ?? failed(lastError).message) : undefined;
  const message = error ?? (refused ? translateMessage(t, refused) : undefined);

  const slots = given ?? query.slots;
  const days = useMemo(() => {
    const byDate = new Map<string, DeliverySlot[]>();
    for (const slot of slots ?? []) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
    return [...byDate];
  }, [slots]);

  // The later days show on request, or at once when the chosen slot is among them.
  const [allDays, setAllDays] = useState(false);
  const chosenDay = chosen ? days.findIndex(([date]) => date === chosen.date) : -1;
  const shownDays = allDays || chosenDay >= FIRST_DAYS ? days : days.slice(0, FIRST_DAYS);
  const grid = useRef<HTMLDivElement>(null);
  const expanded = useRef(false);
  useEffect(() => {
    if (!allDays || expanded.current) return;
    expanded.current = true;
    // The button that was focused is gone: focus goes on to the first day it showed.
    grid.current
      ?.querySelectorAll<HTMLElement>('[data-slot="delivery-slot-day"]')
      [FIRST_DAYS]?.querySelector<HTMLElement>('input[type="radio"]:not(:disabled)')
      ?.focus();
  }, [allDays]);

  const state = slots ? (slots.length === 0 ? 'empty' : 'ready') : query.error ? 'error' : 'loading';
  return (
    // A container: the days sit beside their slots when the picker (not the window) is wide enough.
    <div
      data-slot="delivery-slot-picker"
      data-state={state}
      data-invalid={message ? '' : undefined}
      data-expanded={shownDays.length === days.length ? '' : undefined}
      ref={grid}
      className={cn('@container flex flex-col gap-3', className)}
    >
      {state === 'ready' ? (
        <>
          <RadioGroup
            label={t('checkout.slots.title')}
            description={t('checkout.slots.none')}
            error={message}
            value={chosen ? slotValue(chosen) : ''}
            onValueChange={(next) => {
              const slot = slots?.find((candidate) => slotValue(candidate) === next);
              if (slot) choose({ date: slot.date, period: slot.period });
            }}
            aria-busy={query.isValidating || undefined}
            className="gap-4"
          >
            {shownDays.map(([date, periods]) => (
              <div
                key={date}
                role="group"
                aria-labelledby={`${id}-${date}`}
                data-slot="delivery-slot-day"
                data-date={date}
                className="grid gap-2 @md:grid-cols-[9rem_minmax(0,1fr)]"
              >
                <span id={`${id}-${date}`} className="text-sm font-medium text-foreground @md:pt-2">
                  {formatSlotDay(date, locale)}
                </span>
                <div className="grid grid-cols-3 gap-1.5">
                  {periods.map((slot) => {
                    const full = slot.remaining === 0;
                    const price = pickPrice(slot, vatMode);
                    return (
                      <RadioGroupItem
                        key={slot.period}
                        variant="card"
                        value={slotValue(slot)}
                        disabled={full}
                        data-period={slot.period}
                        data-full={full ? '' : undefined}
                        label={t(`checkout.slots.period.${slot.period}`)}
                        description={
                          <>
                            <span className="block tabular-nums">{t('checkout.pickup.hours.range', { open: slot.from, close: slot.to })}</span>
                            {full ? (
                              <span data-slot="delivery-slot-full" className="block font-medium text-foreground">
                                {t('checkout.slots.full')}
                              </span>
                            ) : price > 0 ? (
                              <span data-slot="delivery-slot-price" className="block font-medium text-foreground tabular-nums">
                                +{format(price)}
                              </span>
                            ) : null}
                          </>
                        }
                        className={deliverySlotVariants({ full })}
                      />
                    );
                  })}
                </div>
              </div>
            ))}
          </RadioGroup>
          {shownDays.length < days.length ? (
            <Button type="button" variant="outline" size="sm" data-slot="delivery-slot-more" className="self-start" onClick={() => setAllDays(true)}>
              {t('checkout.slots.more', { count: days.length - shownDays.length })}
            </Button>
          ) : null}
        </>
      ) : (
        <>
          <span className="text-sm font-medium text-foreground">{t('checkout.slots.title')}</span>
          {state === 'loading' ? <Spinner label={t('common.loading')} /> : null}
          {state === 'empty' ? <p className="text-sm text-muted-foreground">{t('checkout.slots.none')}</p> : null}
          {state === 'error' ? (
            <div className="flex flex-wrap items-center gap-3">
              <p role="alert" className="flex items-center gap-2 text-sm font-medium text-danger">
                <WarningIcon className="size-4 shrink-0" />
                {t('errors.generic')}
              </p>
              <Button type="button" variant="outline" size="sm" onClick={() => void query.mutate()}>
                {t('common.retry')}
              </Button>
            </div>
          ) : null}
          {message ? (
            <p data-slot="delivery-slot-error" role="alert" className="text-sm font-medium text-danger">
              {message}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
export { DeliverySlotPicker, deliverySlotVariants };
