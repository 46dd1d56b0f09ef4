/**
 * A parcel locker or pick-up point as the shopper reads it: its name, kind and carrier, address and
 * opening hours. The picker lists points with these parts; `PickupPointSummary` shows the one an
 * order goes to (order page, checkout result, account).
 */
import { useId, useSyncExternalStore } from 'react';
import type { OpeningHours, PickupPoint } from '../contract/index.js';
import { SHOWROOM_TIME_ZONE } from '../domain/constants.js';
import { type IsoWeekday, weekdayRows } from '../domain/showroom.js';
import { useShopRuntime } from '../hooks/shop-context.js';
import type { Translator } from '../i18n/translate.js';
import { Badge } from './badge.js';
import { cn } from './cn.js';
import { MapPinIcon } from './icons.js';
import { type LabelOverrides, useT } from './use-t.js';

/** The carriers' points keep Hungarian wall-clock hours. */
const POINT_TIME_ZONE = SHOWROOM_TIME_ZONE;
const NO_HOURS = { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null } as const;
const WEEK: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

// The day (not the minute) decides "today": the visitor's clock, none while server rendering.
const subscribeDay = () => () => undefined;
export const useToday = () =>
  useSyncExternalStore(
    subscribeDay,
    () => Math.floor(Date.now() / 3_600_000),
    () => null,
  );

/** The weekday of `date` at the points (Budapest). */
export const weekdayAt = (date: Date): IsoWeekday => weekdayRows(date, POINT_TIME_ZONE, NO_HOURS).find((row) => row.isToday)?.weekday ?? 1;

const lists = new Map<string, Intl.ListFormat>();
function listFormat(locale: string): Intl.ListFormat {
  let format = lists.get(locale);
  if (!format) lists.set(locale, (format = new Intl.ListFormat(locale, { type: 'unit', style: 'short' })));
  return format;
}

/** A day's spans as text: "08:00–12:00, 13:00–17:00", "Open 24 hours" or "Closed". */
export function dayHours(hours: readonly OpeningHours[], day: IsoWeekday, t: Translator, locale: string): string | null {
  const spans = hours.filter((span) => span.day === day).sort((a, b) => (a.open < b.open ? -1 : 1));
  if (spans.length === 0) return null;
  if (spans.length === 1 && spans[0]!.open === '00:00' && spans[0]!.close === '24:00') return t('checkout.pickup.hours.allDay');
  return listFormat(locale).format(spans.map((span) => t('checkout.pickup.hours.range', { open: span.open, close: span.close })));
}

export function PointAddress({ point }: { point: PickupPoint }) {
  return (
    <span data-slot="pickup-point-address" className="flex items-start gap-1 text-muted-foreground wrap-anywhere">
      <MapPinIcon className="mt-0.5 size-4 shrink-0" />
      <span>
        {point.zipcode} {point.city}, {point.address}
      </span>
    </span>
  );
}

export function PointTitle({ point, id, t }: { point: PickupPoint; id?: string; t: Translator }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span id={id} data-slot="pickup-point-name" className="font-semibold text-foreground wrap-anywhere">
        {point.name}
      </span>
      <Badge variant="outline" data-slot="pickup-point-kind" data-kind={point.kind}>
        {t(`checkout.pickup.kind.${point.kind}`)}
      </Badge>
      <span className="text-muted-foreground">{t(`checkout.pickup.carriers.${point.carrier}`)}</span>
    </span>
  );
}

/** The week's hours of a point, Monday first, today marked. */
export function WeeklyHours({ point, today, t, locale }: { point: PickupPoint; today: IsoWeekday | null; t: Translator; locale: string }) {
  const id = useId();
  return (
    <div data-slot="pickup-point-hours" className="flex flex-col gap-1">
      <span id={id} className="font-medium text-foreground">
        {t('checkout.pickup.hours.title')}
      </span>
      <table aria-labelledby={id} className="w-fit text-sm">
        <tbody>
          {WEEK.map((day) => (
            <tr key={day} data-today={day === today ? '' : undefined} className="data-[today]:font-semibold">
              <th scope="row" className={cn('pe-4 text-start', day === today ? 'font-semibold' : 'font-normal')}>
                {t(`showroom.weekdays.${day}`)}
              </th>
              <td>{dayHours(point.opening_hours, day, t, locale) ?? t('checkout.pickup.hours.closed')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface PickupPointSummaryProps {
  /** The point the order goes to (`order.delivery.pickup_point`, `cart.pickup_point`). */
  point: PickupPoint;
  /** Show the week's opening hours under the address. @default true */
  showHours?: boolean;
  /** The day "today" refers to in the opening hours. @default the visitor's clock (none while server rendering) */
  now?: Date;
  /** Replaces messages (`checkout.pickup.*`). */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * The locker or pick-up point an order goes to: "Your order goes to", its name, kind and carrier,
 * its address and, unless `showHours={false}`, its weekly opening hours with today marked.
 *
 * @example {order.delivery.pickup_point ? <PickupPointSummary point={order.delivery.pickup_point} /> : null}
 */
export function PickupPointSummary({ point, showHours = true, now, labels, className }: PickupPointSummaryProps) {
  const t = useT(labels);
  const { locale } = useShopRuntime('PickupPointSummary');
  const id = useId();
  const hour = useToday();
  const today = now ? weekdayAt(now) : hour === null ? null : weekdayAt(new Date(hour * 3_600_000));
  return (
    <section
      data-slot="pickup-point-summary"
      data-carrier={point.carrier}
      data-kind={point.kind}
      aria-labelledby={id}
      className={cn('flex flex-col gap-2 text-sm', className)}
    >
      <span id={id} className="text-muted-foreground">
        {t('checkout.pickup.chosen')}
      </span>
      <PointTitle point={point} t={t} />
      <PointAddress point={point} />
      {showHours ? <WeeklyHours point={point} today={today} t={t} locale={locale} /> : null}
    </section>
  );
}
