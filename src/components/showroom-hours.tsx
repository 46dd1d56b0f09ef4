import { cva, type VariantProps } from 'class-variance-authority';
import { type HTMLAttributes, useId, useSyncExternalStore } from 'react';
import type { Showroom } from '../contract/index.js';
import { SHOWROOM_HOURS, SHOWROOM_TIME_ZONE } from '../domain/constants.js';
import { type IsoWeekday, openingHourRanges, showroomStatus, type WeeklyHours, weekdayRows } from '../domain/showroom.js';
import { useShowroom } from '../hooks/index.js';
import { Button } from './button.js';
import { cn } from './cn.js';
import { ClockIcon, ExternalLinkIcon, MapPinIcon, WarningIcon } from './icons.js';
import { Spinner } from './spinner.js';
import { type LabelOverrides, useT } from './use-t.js';

/** The weekly hours of the API's `opening_hours` list (ISO weekday, `null` when closed). */
function weeklyHoursOf(openingHours: Showroom['opening_hours'] | undefined): WeeklyHours {
  if (!openingHours?.length) return SHOWROOM_HOURS;
  const hours = { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null } as Record<IsoWeekday, readonly [string, string] | null>;
  for (const day of openingHours) {
    if (day.day >= 1 && day.day <= 7 && day.opens && day.closes) hours[day.day as IsoWeekday] = [day.opens, day.closes];
  }
  return hours;
}

// The clock as a store: `null` while server rendering and hydrating (the server's "now" is not the
// visitor's), then the current minute, refreshed every minute.
const MINUTE = 60_000;
let minute: Date | null = null;
function subscribeClock(notify: () => void) {
  const tick = () => {
    minute = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
    notify();
  };
  tick();
  const timer = setInterval(tick, MINUTE);
  return () => clearInterval(timer);
}
const useMinute = () =>
  useSyncExternalStore(
    subscribeClock,
    () => minute,
    () => null,
  );

const showroomHoursVariants = cva('flex flex-col gap-5 text-foreground', {
  variants: { variant: { table: '', compact: 'text-sm' } },
  defaultVariants: { variant: 'table' },
});

export interface ShowroomHoursProps extends Omit<HTMLAttributes<HTMLElement>, 'children'>, VariantProps<typeof showroomHoursVariants> {
  /** The showroom; loaded with `useShowroom()` when left out. */
  showroom?: Showroom;
  /** The moment "today" and "open now" refer to. @default the visitor's clock, every minute (none while server rendering) */
  now?: Date;
  /** The showroom's time zone: its hours are its own wall-clock times. @default 'Europe/Budapest' */
  timeZone?: string;
  /** Show the address and contacts. @default true */
  showAddress?: boolean;
  /** Show the route links (map, transit, car, bike). @default true */
  showRoutes?: boolean;
  /** The heading's element. @default 'h2' */
  headingAs?: 'h2' | 'h3';
  /** Replaces messages: `showroom.*`. */
  labels?: LabelOverrides;
}

/**
 * The showroom's opening hours (per locale), today highlighted, whether it is open now
 * and until when (or when it opens next), the address and the route links. Weekday
 * names and texts follow the shop's language; times are the showroom's (Budapest) wall clock.
 *
 * @example
 * <ShowroomHours />
 */
function ShowroomHours({
  showroom: given,
  now,
  timeZone = SHOWROOM_TIME_ZONE,
  showAddress = true,
  showRoutes = true,
  headingAs: Heading = 'h2',
  variant,
  labels,
  className,
  ...props
}: ShowroomHoursProps) {
  const t = useT(labels);
  const query = useShowroom(given ? { isPaused: () => true } : undefined);
  const clock = useMinute();
  const headingId = `${useId()}-heading`;
  const at = now ?? clock;
  const showroom = given ?? query.data;

  if (!showroom) {
    if (query.error) {
      return (
        <section data-slot="showroom-hours" data-state="error" className={cn(showroomHoursVariants({ variant }), className)} {...props}>
          <p role="alert" className="flex items-center gap-2 font-medium text-danger">
            <WarningIcon />
            {t('showroom.error')}
          </p>
          <Button variant="outline" className="self-start" onClick={() => void query.mutate()}>
            {t('common.retry')}
          </Button>
        </section>
      );
    }
    return (
      <section data-slot="showroom-hours" data-state="loading" aria-busy="true" className={cn(showroomHoursVariants({ variant }), className)} {...props}>
        <Spinner label={t('common.loading')} />
      </section>
    );
  }

  const hours = weeklyHoursOf(showroom.opening_hours);
  const rows = weekdayRows(at ?? new Date(0), timeZone, hours).map((row) => ({ ...row, isToday: at ? row.isToday : false }));
  const status = at ? showroomStatus(at, timeZone, hours) : null;
  const weekday = (day: IsoWeekday) => t(`showroom.weekdays.${day}`);
  const range = (opens: string, closes: string) => t('showroom.hours', { opens, closes });
  const today = rows.find((row) => row.isToday)?.weekday;
  // "Open now, until 17:00", or "Closed now" and when it opens next.
  const statusParts = !status
    ? []
    : status.isOpen
      ? [t('showroom.openNow', { closes: status.closes })]
      : [
          t('showroom.closedNow'),
          ...(!status.next
            ? []
            : status.next.weekday === today && !status.next.isTomorrow
              ? [t('showroom.opensToday', { opens: status.next.opens })]
              : status.next.isTomorrow
                ? [t('showroom.opensTomorrow', { opens: status.next.opens })]
                : [t('showroom.opensOn', { weekday: weekday(status.next.weekday), opens: status.next.opens })]),
        ];

  return (
    <section
      data-slot="showroom-hours"
      data-state={status ? (status.isOpen ? 'open' : 'closed') : 'unknown'}
      aria-labelledby={headingId}
      className={cn(showroomHoursVariants({ variant }), className)}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <Heading id={headingId} className="text-xl font-semibold wrap-anywhere">
          {t('showroom.title')}
        </Heading>
        {statusParts.length ? (
          <p data-slot="showroom-status" className={cn('flex flex-wrap items-center gap-x-2 font-medium', status?.isOpen ? 'text-success' : 'text-foreground')}>
            <ClockIcon className="size-4" />
            {statusParts.map((part, index) => (
              <span key={part} className={index > 0 ? 'font-normal text-muted-foreground' : undefined}>
                {part}
              </span>
            ))}
          </p>
        ) : null}
      </div>

      {variant === 'compact' ? (
        <ul data-slot="showroom-ranges" className="flex flex-col gap-1">
          {openingHourRanges(hours).map((item) => (
            <li key={item.from} className="flex flex-wrap justify-between gap-x-4">
              <span className="inline-block first-letter:uppercase">
                {item.from === item.to ? weekday(item.from) : `${weekday(item.from)}–${weekday(item.to)}`}
              </span>
              <span className="tabular-nums">{range(item.opens, item.closes)}</span>
            </li>
          ))}
          {rows
            .filter((row) => row.opens === null)
            .map((row) => (
              <li key={row.weekday} className="flex flex-wrap justify-between gap-x-4 text-muted-foreground">
                <span className="inline-block first-letter:uppercase">{weekday(row.weekday)}</span>
                <span>{t('showroom.closed')}</span>
              </li>
            ))}
        </ul>
      ) : (
        <table data-slot="showroom-table" className="w-full max-w-md border-collapse text-left">
          <caption className="sr-only">{t('showroom.openingHours')}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('showroom.day')}</th>
              <th scope="col">{t('showroom.openingHours')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.weekday}
                data-state={row.isToday ? 'today' : undefined}
                aria-current={row.isToday ? 'date' : undefined}
                className="border-b border-border last:border-b-0 data-[state=today]:bg-accent data-[state=today]:font-semibold"
              >
                <th scope="row" className="py-2 pr-4 pl-2 font-[inherit] first-letter:uppercase">
                  {weekday(row.weekday)}
                  {row.isToday ? <span className="ml-2 text-sm font-normal text-muted-foreground">({t('showroom.today')})</span> : null}
                </th>
                <td className={cn('py-2 pr-2 text-right tabular-nums', row.opens === null && 'text-muted-foreground')}>
                  {row.opens !== null && row.closes !== null ? range(row.opens, row.closes) : t('showroom.closed')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {showAddress ? (
        <address data-slot="showroom-address" className="flex flex-col gap-1 not-italic wrap-anywhere">
          <span className="font-medium">{showroom.name}</span>
          <span className="flex items-start gap-2">
            <MapPinIcon className="mt-0.5 size-4 text-muted-foreground" />
            <span>
              {showroom.address.zipcode} {showroom.address.city}, {showroom.address.street}
            </span>
          </span>
          <a className="w-fit py-0.5 text-primary underline underline-offset-2 hover:no-underline" href={`tel:${showroom.phone.replace(/[^\d+]/g, '')}`}>
            {showroom.phone}
          </a>
          <a className="w-fit py-0.5 text-primary underline underline-offset-2 hover:no-underline" href={`mailto:${showroom.email}`}>
            {showroom.email}
          </a>
        </address>
      ) : null}

      {showRoutes && showroom.route_links.length > 0 ? (
        <nav data-slot="showroom-routes" aria-label={t('showroom.routes')}>
          <ul className="flex flex-wrap gap-2">
            {showroom.route_links.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  data-kind={link.kind}
                  className="inline-flex min-h-10 items-center gap-2 rounded-otthon border border-input bg-surface px-3 text-sm font-medium text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {link.label}
                  <ExternalLinkIcon className="size-4 text-muted-foreground" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}

export { ShowroomHours, showroomHoursVariants, weeklyHoursOf };
