/**
 * The furniture home delivery as the shopper reads it: the floor and lift, assembly, the booked
 * time slot and what each costs. `HomeDeliverySummary` shows an order's (order page, checkout
 * result), `DeliverySlotSummary` an order's booked slot alone (account order list); the picker and
 * the options show the same slot texts.
 */
import { useId } from 'react';
import type { HomeDelivery } from '../contract/index.js';
import type { CurrencyCode, Locale } from '../domain/constants.js';
import { SHOWROOM_TIME_ZONE } from '../domain/constants.js';
import { DELIVERY_PERIOD_HOURS, type DeliverySlotChoice, type HomeDeliveryChoice, NO_HOME_SERVICE } from '../domain/home-delivery.js';
import { localeTag } from '../domain/locale.js';
import { pickAmount } from '../domain/vat.js';
import { useMoney, useVatMode } from '../hooks/index.js';
import { useShopRuntime } from '../hooks/shop-context.js';
import type { Translator } from '../i18n/translate.js';
import { cn } from './cn.js';
import { type LabelOverrides, useT } from './use-t.js';

/** What the shopper chose of a cart's home delivery (its prices left out); nothing chosen without one. */
export const choiceOf = (homeDelivery: HomeDelivery | null | undefined): HomeDeliveryChoice =>
  homeDelivery ? { floor: homeDelivery.floor, has_lift: homeDelivery.has_lift, assembly: homeDelivery.assembly, slot: homeDelivery.slot } : NO_HOME_SERVICE;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A slot's day in `locale`: "Monday, Dec 7" / "dec. 7., hétfő" (`short`) or "Monday, December 7,
 * 2026" / "2026. december 7., hétfő" (`long`). The slots are Budapest days: the date is read there.
 */
export function formatSlotDay(date: string, locale: Locale, style: 'short' | 'long' = 'short'): string {
  const id = `${locale}:${style}`;
  let format = dayFormats.get(id);
  if (!format) {
    const parts: Intl.DateTimeFormatOptions =
      style === 'short' ? { weekday: 'long', month: 'short', day: 'numeric' } : { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
    format = new Intl.DateTimeFormat(localeTag(locale), { ...parts, timeZone: SHOWROOM_TIME_ZONE });
    dayFormats.set(id, format);
  }
  // Noon UTC falls on the same day in Budapest whatever the season.
  return format.format(new Date(`${date}T12:00:00Z`));
}

/** A period's hours: "17:00–20:00". */
const slotHours = (slot: Pick<DeliverySlotChoice, 'period'>, t: Translator): string =>
  t('checkout.pickup.hours.range', { open: DELIVERY_PERIOD_HOURS[slot.period].from, close: DELIVERY_PERIOD_HOURS[slot.period].to });

/** A booked slot as one phrase: "Monday, December 7, 2026, Evening 17:00–20:00". */
export const slotText = (slot: DeliverySlotChoice, t: Translator, locale: Locale): string =>
  `${formatSlotDay(slot.date, locale, 'long')}, ${t(`checkout.slots.period.${slot.period}`)} ${slotHours(slot, t)}`;

/** The floor and the lift: "Floor 3, no lift", or "Ground floor". */
export const floorText = (homeDelivery: Pick<HomeDelivery, 'floor' | 'has_lift'>, t: Translator): string => {
  const floor = t('checkout.home.floorValue', { floor: homeDelivery.floor });
  return homeDelivery.floor === 0 ? floor : `${floor}, ${t(homeDelivery.has_lift ? 'checkout.home.withLift' : 'checkout.home.noLift')}`;
};

export interface HomeServiceRow {
  slot: string;
  label: string;
  detail?: string | undefined;
  amount: number;
}

/** The rows of the home delivery's prices: carry-in, assembly (when chosen), the slot (when booked). */
export function homeServiceRows(homeDelivery: HomeDelivery, vatMode: 'net' | 'gross', t: Translator, locale: Locale): HomeServiceRow[] {
  const rows: HomeServiceRow[] = [
    {
      slot: 'home-delivery-carry-in',
      label: t('checkout.home.carryIn'),
      detail: floorText(homeDelivery, t),
      amount: pickAmount(homeDelivery, 'carry_in', vatMode),
    },
  ];
  if (homeDelivery.assembly)
    rows.push({ slot: 'home-delivery-assembly', label: t('checkout.home.assemblyCost'), amount: pickAmount(homeDelivery, 'assembly', vatMode) });
  rows.push({
    slot: 'home-delivery-slot',
    label: t('checkout.slots.title'),
    detail: homeDelivery.slot ? slotText(homeDelivery.slot, t, locale) : t('checkout.slots.none'),
    amount: pickAmount(homeDelivery, 'slot', vatMode),
  });
  return rows;
}

/** The price rows and their total, in the shopper's VAT mode; nothing costs "Free". */
export function HomeServicePrices({
  homeDelivery,
  currency,
  labelledBy,
  t,
}: {
  homeDelivery: HomeDelivery;
  currency?: CurrencyCode | undefined;
  labelledBy?: string;
  t: Translator;
}) {
  const { locale } = useShopRuntime('HomeServicePrices');
  const { format } = useMoney();
  const { vatMode } = useVatMode();
  const money = (amount: number) => (amount === 0 ? t('cart.summary.deliveryFree') : format(amount, currency));
  return (
    <dl aria-labelledby={labelledBy} data-slot="home-delivery-prices" className="flex flex-col gap-2 text-sm">
      {homeServiceRows(homeDelivery, vatMode, t, locale).map((row) => (
        <div key={row.slot} data-slot={row.slot} className="flex items-baseline justify-between gap-4">
          <dt className="min-w-0 wrap-anywhere">
            {row.label}
            {row.detail ? <span className="block text-muted-foreground">{row.detail}</span> : null}
          </dt>
          <dd className="shrink-0 text-right tabular-nums">{money(row.amount)}</dd>
        </div>
      ))}
      <div data-slot="home-delivery-total" className="flex items-baseline justify-between gap-4 border-t border-border pt-2 font-medium">
        <dt className="min-w-0 wrap-anywhere">
          {t('checkout.home.total')} <span className="text-xs font-normal whitespace-nowrap">{t(`vat.suffix.${vatMode}`)}</span>
        </dt>
        <dd className="shrink-0 text-right tabular-nums">{money(pickAmount(homeDelivery, 'total', vatMode))}</dd>
      </div>
    </dl>
  );
}

export interface HomeDeliverySummaryProps {
  /** The order's home delivery (`order.delivery.home_delivery`, `cart.home_delivery`). */
  homeDelivery: HomeDelivery;
  /** The currency of its amounts (the order's). @default the shopper's */
  currency?: CurrencyCode;
  /** Replaces messages (`checkout.home.*`, `checkout.slots.*`). */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * An order's furniture home delivery: carrying in to the floor (with or without a lift), assembly
 * when asked for, the booked time slot (its day and hours) or that the crew calls to agree one,
 * each with its price in the shopper's VAT mode, and their total.
 *
 * @example {order.delivery.home_delivery ? <HomeDeliverySummary homeDelivery={order.delivery.home_delivery} currency={order.currency} /> : null}
 */
function HomeDeliverySummary({ homeDelivery, currency, labels, className }: HomeDeliverySummaryProps) {
  const t = useT(labels);
  const id = useId();
  return (
    <section
      data-slot="home-delivery-summary"
      data-assembly={homeDelivery.assembly ? '' : undefined}
      data-period={homeDelivery.slot?.period}
      aria-labelledby={id}
      className={cn('flex flex-col gap-2 text-sm', className)}
    >
      <span id={id} className="text-muted-foreground">
        {t('checkout.home.prices')}
      </span>
      <HomeServicePrices homeDelivery={homeDelivery} currency={currency} t={t} />
    </section>
  );
}

export interface DeliverySlotSummaryProps {
  /** The booked slot (`OrderListItem.delivery_slot`, `home_delivery.slot`). */
  slot: DeliverySlotChoice;
  /** Replaces messages (`checkout.slots.*`). */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * A booked home-delivery slot in one line: "Delivery time: Monday, December 7, 2026, Evening
 * 17:00–20:00", for an order list.
 *
 * @example {order.delivery_slot ? <DeliverySlotSummary slot={order.delivery_slot} /> : null}
 */
function DeliverySlotSummary({ slot, labels, className }: DeliverySlotSummaryProps) {
  const t = useT(labels);
  const { locale } = useShopRuntime('DeliverySlotSummary');
  return (
    <p data-slot="delivery-slot-summary" data-period={slot.period} className={cn('text-sm', className)}>
      <span className="text-muted-foreground">{t('checkout.slots.title')}:</span> {slotText(slot, t, locale)}
    </p>
  );
}

export { DeliverySlotSummary, HomeDeliverySummary };
