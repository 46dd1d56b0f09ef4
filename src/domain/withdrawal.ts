import { type Locale, RETURN_DAYS, SHOWROOM_TIME_ZONE } from './constants.js';
import { addDays, isPublicHoliday, MOVED_REST_DAYS } from './delivery.js';
import { type Parcel, PICKUP_CARRIERS, parcelFits } from './pickup.js';

/**
 * The consumer's right of withdrawal from a distance contract (docs/requirements.md, "Withdrawal"):
 *
 * - The period is {@link WITHDRAWAL_DAYS} calendar days from the day the consumer receives the
 *   goods. Before that (from the contract until the delivery) the consumer may withdraw too: the
 *   period has not started, so it cannot have ended.
 * - The day of the delivery does not count: the period ends at the end of the 14th day after it,
 *   midnight in Hungarian time (Europe/Budapest), whatever the shopper's zone.
 * - When that last day is a Saturday, a Sunday, a public holiday or a rest day the government
 *   moved, the period runs to the end of the next day that is none of these.
 * - A withdrawal counts when the shop receives it before the end of the period.
 */
export const WITHDRAWAL_DAYS = RETURN_DAYS;

/** Hungarian time: the shop's days begin and end at midnight in Budapest. */
export const WITHDRAWAL_TIME_ZONE = SHOWROOM_TIME_ZONE;

export interface WithdrawalDates {
  /** When the consumer received the goods (ISO 8601 or a Date); null or absent while they have not. */
  delivered_at?: string | Date | null | undefined;
}

export interface WithdrawalPeriodOptions {
  /** Calendar dates (`YYYY-MM-DD`, Budapest) that are days off. @default Hungary's public holidays and moved rest days (the delivery rules') */
  isPublicHoliday?: (isoDate: string) => boolean;
  /** @default {@link WITHDRAWAL_TIME_ZONE} */
  timeZone?: string;
}

export interface WithdrawalPeriod {
  /** The delivery the period counts from (ISO 8601). */
  starts_at: string;
  /** The last calendar day of the period (`YYYY-MM-DD`, Budapest). */
  last_day: string;
  /** The first instant after the period (ISO 8601): a withdrawal received before it counts. */
  ends_at: string;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone, as `YYYY-MM-DD`. */
export function calendarDate(instant: Date, timeZone: string = WITHDRAWAL_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at an instant. */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const part = (type: string) => Number(format.formatToParts(instant).find((item) => item.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** Midnight at the start of a calendar date in a zone, as an instant. */
export function startOfDay(isoDate: string, timeZone: string = WITHDRAWAL_TIME_ZONE): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, day);
  // Budapest changes its clocks at 02:00/03:00, never at midnight, so one correction is exact.
  return new Date(utcMidnight - zoneOffsetMinutes(new Date(utcMidnight), timeZone) * 60_000);
}

function isWeekend(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

const hungarianDayOff = (isoDate: string) => isPublicHoliday(isoDate) || MOVED_REST_DAYS.has(isoDate);

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * When an order's withdrawal period starts and ends (see {@link WITHDRAWAL_DAYS} for the rule);
 * null while the goods are not delivered: the period has not started and withdrawal is open.
 */
export function withdrawalPeriod(dates: WithdrawalDates, options: WithdrawalPeriodOptions = {}): WithdrawalPeriod | null {
  if (dates.delivered_at === null || dates.delivered_at === undefined || dates.delivered_at === '') return null;
  const timeZone = options.timeZone ?? WITHDRAWAL_TIME_ZONE;
  const start = toDate(dates.delivered_at);
  if (Number.isNaN(start.getTime())) throw new RangeError(`withdrawalPeriod(): "${String(dates.delivered_at)}" is not a date.`);
  let lastDay = addDays(calendarDate(start, timeZone), WITHDRAWAL_DAYS);
  const dayOff = options.isPublicHoliday ?? hungarianDayOff;
  while (isWeekend(lastDay) || dayOff(lastDay)) lastDay = addDays(lastDay, 1);
  return {
    starts_at: start.toISOString(),
    last_day: lastDay,
    ends_at: startOfDay(addDays(lastDay, 1), timeZone).toISOString(),
  };
}

/** Whether a withdrawal received at `at` counts: before the delivery always, after it within the period. */
export function isWithdrawalOpen(dates: WithdrawalDates, at: Date, options?: WithdrawalPeriodOptions): boolean {
  const period = withdrawalPeriod(dates, options);
  return period === null || at.getTime() < new Date(period.ends_at).getTime();
}

/**
 * What is left to withdraw of each order line: the ordered quantity less what earlier
 * withdrawals took back (never below 0).
 */
export function withdrawableQuantities(
  items: ReadonlyArray<{ id: number; quantity: number }>,
  earlier: ReadonlyArray<{ id: number; quantity: number }>,
): Map<number, number> {
  const taken = new Map<number, number>();
  for (const line of earlier) taken.set(line.id, (taken.get(line.id) ?? 0) + line.quantity);
  return new Map(items.map((item) => [item.id, Math.max(0, item.quantity - (taken.get(item.id) ?? 0))]));
}

/**
 * Whether a shopper may name an order for a withdrawal: by the e-mail address it was placed with
 * (in any case, spaces around it ignored), or, leaving the address out, as the logged-in customer
 * who placed it. Whoever may not gets the same "not found" as for an unknown order number.
 */
export function mayNameOrder(orderEmail: string | null | undefined, claim: { email?: string | undefined; isOwner: boolean }): boolean {
  const sameAddress = Boolean(claim.email && orderEmail?.trim().toLowerCase() === claim.email.trim().toLowerCase());
  return sameAddress || (claim.isOwner && claim.email === undefined);
}

/** Why an order can no longer be withdrawn from: it was cancelled, or its period ended on `last_day`. */
export type WithdrawalClosed = { reason: 'cancelled' } | { reason: 'period_over'; last_day: string };

/** Why the order can no longer be withdrawn from at `at`, or null while it can. */
export function withdrawalClosed(order: WithdrawalDates & { status: string }, at: Date, options?: WithdrawalPeriodOptions): WithdrawalClosed | null {
  if (order.status === 'cancelled') return { reason: 'cancelled' };
  const period = withdrawalPeriod(order, options);
  return period && at.getTime() >= new Date(period.ends_at).getTime() ? { reason: 'period_over', last_day: period.last_day } : null;
}

/** One refused line of a withdrawal, by its index in the request. */
export type WithdrawalLineProblem =
  | { index: number; field: 'id'; problem: 'unknown_item' }
  | { index: number; field: 'quantity'; problem: 'too_many'; max: number };

export type WithdrawalSelection =
  | { outcome: 'lines'; whole_order: boolean; lines: { id: number; quantity: number }[] }
  | { outcome: 'nothing_left' }
  | { outcome: 'refused'; problems: WithdrawalLineProblem[] };

/**
 * The lines a withdrawal takes back. Without a list of items it is the whole order: whatever is
 * left of each line. With one, each item must be a line of the order and take back at most what
 * is left of it; when nothing at all is left, that is the refusal rather than the lines' errors.
 */
export function selectWithdrawalLines(
  items: ReadonlyArray<{ id: number; quantity: number }>,
  left: ReadonlyMap<number, number>,
  requested: ReadonlyArray<{ id: number; quantity: number }> | null | undefined,
): WithdrawalSelection {
  const nothingLeft = [...left.values()].every((quantity) => quantity === 0);
  if (!requested || requested.length === 0) {
    const lines = items.flatMap((item) => ((left.get(item.id) ?? 0) > 0 ? [{ id: item.id, quantity: left.get(item.id)! }] : []));
    return lines.length === 0 ? { outcome: 'nothing_left' } : { outcome: 'lines', whole_order: true, lines };
  }
  const problems: WithdrawalLineProblem[] = [];
  requested.forEach((line, index) => {
    const max = left.get(line.id);
    if (max === undefined) problems.push({ index, field: 'id', problem: 'unknown_item' });
    else if (line.quantity > max) problems.push({ index, field: 'quantity', problem: 'too_many', max });
  });
  if (problems.length > 0) return nothingLeft ? { outcome: 'nothing_left' } : { outcome: 'refused', problems };
  return { outcome: 'lines', whole_order: false, lines: requested.map((line) => ({ id: line.id, quantity: line.quantity })) };
}

/**
 * What the shop charges for collecting withdrawn goods that cannot go back by post, gross forints,
 * per collection (one trip takes every such piece of the withdrawal, from any floor): the home
 * delivery's own fee (9 990 Ft, the same two-person crew and van) plus carrying the pieces down
 * as the lift carry-in does (`HOME_SERVICE_PRICES_HUF.carryInByLift`, 2 990 Ft), at the shop's
 * 990 price ending (requirements 10.5). 45/2014. Korm. rendelet 11. § (1) i) asks the trader to
 * state this cost before the contract; the consumer bears it (24. § (1)).
 */
export const RETURN_COLLECTION_PRICE_HUF = 12_990;

/**
 * How a withdrawn piece goes back after delivery: `post` when a parcel carrier takes it (it fits
 * the box and weight limits of one of `CARRIER_LIMITS`, as `productParcel` packs it) and the
 * consumer sends it back at their own cost; `collection` when none does (a sofa) and the shop
 * collects it for {@link RETURN_COLLECTION_PRICE_HUF}. A piece of unknown parcel goes by post.
 */
export type ReturnWay = 'post' | 'collection';

export function returnWay(parcel: Parcel | null | undefined): ReturnWay {
  return !parcel || PICKUP_CARRIERS.some((carrier) => parcelFits(parcel, carrier)) ? 'post' : 'collection';
}

/** What happens to the goods of a withdrawal, and what it costs the consumer. */
export interface WithdrawalReturn {
  /** The goods were not delivered: the withdrawal cancels their delivery and nothing is sent back. */
  delivery_cancelled: boolean;
  /** Some pieces go back by post, at the consumer's cost, within {@link WITHDRAWAL_DAYS} days. */
  send_back: boolean;
  /** The price of collecting the pieces that cannot go by post (gross forints, borne by the consumer); null when there are none. */
  collection_price_huf: number | null;
}

/**
 * The return of a withdrawal: before the delivery (no `delivered_at`) it cancels the delivery, so
 * nothing goes back and nothing is charged; after it, each withdrawn piece goes back its way
 * ({@link returnWay}), and one collection picks up all that cannot go by post.
 */
export function withdrawalReturn(dates: WithdrawalDates, ways: readonly ReturnWay[]): WithdrawalReturn {
  const delivered = !(dates.delivered_at === null || dates.delivered_at === undefined || dates.delivered_at === '');
  if (!delivered) return { delivery_cancelled: true, send_back: false, collection_price_huf: null };
  return {
    delivery_cancelled: false,
    send_back: ways.includes('post'),
    collection_price_huf: ways.includes('collection') ? RETURN_COLLECTION_PRICE_HUF : null,
  };
}

/** The shop's order number as shoppers see it in e-mails: `OT-000123`. */
export function formatOrderNumber(id: number): string {
  return `OT-${String(id).padStart(6, '0')}`;
}

/**
 * The order id in an order number as a shopper may type it: `OT-000123`, `ot 123`, `#123` or
 * `123`; null for anything else.
 */
export function parseOrderNumber(text: string): number | null {
  const match = /^\s*(?:#|OT[\s-]?)?0*(\d{1,9})\s*$/i.exec(text);
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

/** The withdrawal's own number in the acknowledgement: `EL-000045`. */
export function formatWithdrawalNumber(id: number): string {
  return `EL-${String(id).padStart(6, '0')}`;
}

// Hungarian shoppers read "2026. november 17."; English ones "17 November 2026" (British order, as the shop is in Europe).
const DATE_TAGS: Record<Locale, string> = { hu: 'hu-HU', en: 'en-GB' };
const longDates = new Map<string, Intl.DateTimeFormat>();
const clockTimes = new Map<string, Intl.DateTimeFormat>();

/**
 * A day or an instant as the withdrawal texts write it, in Hungarian time: the date
 * ("2026. november 17." / "17 November 2026") and, for an instant, the time to the second
 * ("14:05:09"). A `YYYY-MM-DD` text is that calendar day.
 */
export function formatWithdrawalTime(value: string | Date, locale: Locale): { date: string; time: string } {
  const dayOnly = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  // Noon UTC is the same calendar day in Budapest.
  const instant = dayOnly ? new Date(`${value}T12:00:00Z`) : toDate(value);
  let date = longDates.get(locale);
  if (!date) {
    date = new Intl.DateTimeFormat(DATE_TAGS[locale], { timeZone: WITHDRAWAL_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });
    longDates.set(locale, date);
  }
  let time = clockTimes.get(locale);
  if (!time) {
    time = new Intl.DateTimeFormat(DATE_TAGS[locale], {
      timeZone: WITHDRAWAL_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clockTimes.set(locale, time);
  }
  return { date: date.format(instant), time: dayOnly ? '' : time.format(instant) };
}
