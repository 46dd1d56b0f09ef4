/**
 * The delivery promise: Hungarian working days and the expected delivery window of an order.
 *
 * Dates are civil dates written `YYYY-MM-DD` (the shop's calendar in Europe/Budapest), so a window
 * means the same days whatever time zone the code runs in; day arithmetic is done on UTC
 * midnights, where no daylight-saving change can shift a day.
 */
import { SHOWROOM_TIME_ZONE, type Locale } from './constants.js';
import { localeTag } from './locale.js';

/** A civil date, `YYYY-MM-DD`. */
export type CivilDate = string;

/** The earliest and latest day an order is expected to arrive (both inclusive). */
export interface DeliveryWindow {
  earliest: CivilDate;
  latest: CivilDate;
}

/** A delivery method's lead time in working days after dispatch. */
export interface LeadTime {
  min: number;
  max: number;
}

export type DeliveryMethodCode = 'showroom_pickup' | 'home_delivery' | 'parcel_locker';

/**
 * Working days from dispatch to delivery: the furniture carrier 2–5, the parcel locker 1–3, the
 * showroom 1–2 (the order is taken over from the warehouse) — as the shop's delivery page says.
 */
export const DELIVERY_LEAD_TIMES: Readonly<Record<DeliveryMethodCode, LeadTime>> = {
  showroom_pickup: { min: 1, max: 2 },
  home_delivery: { min: 2, max: 5 },
  parcel_locker: { min: 1, max: 3 },
};

/** Orders placed before this hour (Budapest time) on a working day leave the warehouse that day. */
export const ORDER_CUTOFF_HOUR = 14;

/** The shop's calendar. */
export const DELIVERY_TIME_ZONE = SHOWROOM_TIME_ZONE;

/**
 * Days the government's yearly decree moves: weekdays that become rest days and the Saturdays
 * worked instead (2026: 10/2025. (IV. 30.) NGM rendelet). Christmas Eve is not in the Labour
 * Code's list of public holidays, but the shop treats it as one every year (no carrier delivers).
 */
export const MOVED_REST_DAYS: ReadonlySet<CivilDate> = new Set(['2026-01-02', '2026-08-21', '2026-12-24']);
export const MOVED_WORKING_DAYS: ReadonlySet<CivilDate> = new Set(['2026-01-10', '2026-08-08', '2026-12-12']);

const DAY_MS = 86_400_000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function toUtc(date: CivilDate): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`delivery: "${date}" is not a civil date; write it as YYYY-MM-DD.`);
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (utc.toISOString().slice(0, 10) !== date) throw new RangeError(`delivery: "${date}" is not a day of the calendar.`);
  return utc;
}

const fromUtc = (utc: Date): CivilDate => utc.toISOString().slice(0, 10);

/** `date` moved by `days` calendar days. */
export function addDays(date: CivilDate, days: number): CivilDate {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/** Easter Sunday of `year` in the Gregorian calendar (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): CivilDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const FIXED_HOLIDAYS = ['01-01', '03-15', '05-01', '08-20', '10-23', '11-01', '12-24', '12-25', '12-26'];
const holidayCache = new Map<number, ReadonlySet<CivilDate>>();

/**
 * Hungary's public holidays of `year` (Labour Code 102. §): New Year, 15 March, Good Friday,
 * Easter Sunday and Monday, 1 May, Whit Sunday and Monday, 20 August, 23 October, 1 November,
 * Christmas (25–26 December), and Christmas Eve, which the shop keeps as a holiday (see above).
 */
export function publicHolidays(year: number): ReadonlySet<CivilDate> {
  let holidays = holidayCache.get(year);
  if (!holidays) {
    const easter = easterSunday(year);
    holidays = new Set([
      ...FIXED_HOLIDAYS.map((day) => `${pad(year, 4)}-${day}`),
      addDays(easter, -2),
      easter,
      addDays(easter, 1),
      addDays(easter, 49),
      addDays(easter, 50),
    ]);
    holidayCache.set(year, holidays);
  }
  return holidays;
}

export function isPublicHoliday(date: CivilDate): boolean {
  return publicHolidays(toUtc(date).getUTCFullYear()).has(date);
}

/** Monday to Friday unless a public holiday or a moved rest day; a moved working Saturday counts. */
export function isWorkingDay(date: CivilDate): boolean {
  if (MOVED_WORKING_DAYS.has(date)) return true;
  const weekday = toUtc(date).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !isPublicHoliday(date) && !MOVED_REST_DAYS.has(date);
}

/** `date` itself when it is a working day, else the next one. */
export function workingDayOnOrAfter(date: CivilDate): CivilDate {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** The `count`-th working day after `date` (`date` itself for 0). */
export function addWorkingDays(date: CivilDate, count: number): CivilDate {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`addWorkingDays: count must be a whole number ≥ 0, got ${count}.`);
  let day = date;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The civil date and hour of `instant` in `timeZone`. */
export function civilDateTime(instant: Date, timeZone: string = DELIVERY_TIME_ZONE): { date: CivilDate; hour: number } {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  const parts = Object.fromEntries(clock.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

export interface DeliveryWindowInput {
  /** When the order is (or would be) placed. */
  orderedAt: Date;
  lead: LeadTime;
  /**
   * The first day the goods are in the warehouse: `null` when they are in stock, else the
   * expected restock date.
   */
  availableFrom?: CivilDate | null;
  /** @default ORDER_CUTOFF_HOUR */
  cutoffHour?: number;
  /** @default 'Europe/Budapest' */
  timeZone?: string;
}

/**
 * The day the order leaves the warehouse: the order day when it is a working day and the order
 * comes before the cut-off, else the next working day; goods still to arrive leave on the first
 * working day after their restock date at the earliest (they are sent on once unpacked).
 */
export function dispatchDate({
  orderedAt,
  availableFrom = null,
  cutoffHour = ORDER_CUTOFF_HOUR,
  timeZone = DELIVERY_TIME_ZONE,
}: Omit<DeliveryWindowInput, 'lead'>): CivilDate {
  const { date, hour } = civilDateTime(orderedAt, timeZone);
  const ordered = isWorkingDay(date) && hour < cutoffHour ? date : addWorkingDays(date, 1);
  if (availableFrom === null || availableFrom < ordered) return ordered;
  return addWorkingDays(availableFrom, 1);
}

/** The expected delivery window: the dispatch day plus the method's lead time in working days. */
export function deliveryWindow(input: DeliveryWindowInput): DeliveryWindow {
  const { lead } = input;
  if (!Number.isInteger(lead.min) || !Number.isInteger(lead.max) || lead.min < 0 || lead.max < lead.min) {
    throw new RangeError(`deliveryWindow: lead time must be whole working days with 0 ≤ min ≤ max, got ${lead.min}–${lead.max}.`);
  }
  const dispatch = dispatchDate(input);
  return { earliest: addWorkingDays(dispatch, lead.min), latest: addWorkingDays(dispatch, lead.max) };
}

/**
 * A placed order's delivery promise (requirements 10.4): the window its method promised when it
 * was placed — dispatched on the order's dispatch day, then the method's lead time. An order holds
 * only goods in stock (a quantity above stock is clamped), so no restock date moves it; the
 * reference server and the mock shop both answer it as the order's `delivery.delivery_window`.
 */
export function placedOrderWindow(code: DeliveryMethodCode, placedAt: Date | string): DeliveryWindow {
  return deliveryWindow({ orderedAt: placedAt instanceof Date ? placedAt : new Date(placedAt), lead: DELIVERY_LEAD_TIMES[code] });
}

/**
 * One shipment of several lines arrives when the last of them can: the latest earliest day and
 * the latest latest day. `null` for no windows.
 */
export function latestWindow(windows: readonly DeliveryWindow[]): DeliveryWindow | null {
  if (windows.length === 0) return null;
  return windows.reduce((a, b) => ({
    // biome-ignore lint/complexity/useMathMinMax: the days are ISO strings, compared as text (Math.max would give NaN)
    earliest: a.earliest > b.earliest ? a.earliest : b.earliest,
    // biome-ignore lint/complexity/useMathMinMax: the days are ISO strings, compared as text (Math.max would give NaN)
    latest: a.latest > b.latest ? a.latest : b.latest,
  }));
}

/**
 * The restock date still worth promising on `today`: a date already past (the goods are late)
 * promises nothing until the shop sets a new one.
 */
export function pendingRestockDate(restockOn: CivilDate | null, today: CivilDate): CivilDate | null {
  return restockOn !== null && restockOn >= today ? restockOn : null;
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A window as the shopper reads it, in `locale`'s own way of writing a date range: "dec. 1–3.",
 * "nov. 28. – dec. 2." in Hungarian, "Dec 1 – 3" in English; one day when both ends agree.
 */
export function formatDeliveryWindow(window: DeliveryWindow, locale: Locale): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTag(locale), { month: 'short', day: 'numeric', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  const earliest = toUtc(window.earliest);
  return window.earliest === window.latest ? format.format(earliest) : format.formatRange(earliest, toUtc(window.latest));
}

/** One civil date as the shopper reads it ("2026. december 2.", "December 2, 2026"). */
export function formatCivilDate(date: CivilDate, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTag(locale), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(toUtc(date));
}

/** The quickest of some windows: the earliest latest day, then the earliest first day; `null` for none. */
export function quickestWindow(windows: readonly DeliveryWindow[]): DeliveryWindow | null {
  if (windows.length === 0) return null;
  return windows.reduce((a, b) => (b.latest < a.latest || (b.latest === a.latest && b.earliest < a.earliest) ? b : a));
}

/** What the promise needs to know about a product. */
export interface PromisedProduct {
  stock: number;
  /** The expected restock date, `YYYY-MM-DD`, or null. */
  restockOn: CivilDate | null;
  weightKg: number | null;
}

/** What the promise needs to know about a delivery method. */
export interface PromisingMethod {
  code: DeliveryMethodCode;
  /** The heaviest single item it takes; `null` for any. */
  maxItemWeightKg: number | null;
}

/** The restock date a product promises at `now`: only while it is out of stock and the date is not past. */
export function restockDateAt(product: PromisedProduct, now: Date): CivilDate | null {
  return product.stock > 0 ? null : pendingRestockDate(product.restockOn, civilDateTime(now).date);
}

/**
 * When `quantity` pieces ordered at `now` arrive by `method`: from stock when there are enough,
 * else from the restock date; `null` when neither.
 */
export function deliveryWindowBy(method: PromisingMethod, product: PromisedProduct, now: Date, quantity = 1): DeliveryWindow | null {
  const lead = DELIVERY_LEAD_TIMES[method.code];
  if (product.stock > 0 && product.stock >= quantity) return deliveryWindow({ orderedAt: now, lead });
  const restock = pendingRestockDate(product.restockOn, civilDateTime(now).date);
  return restock === null ? null : deliveryWindow({ orderedAt: now, lead, availableFrom: restock });
}

/** Whether a method can take an item of `weightKg` (parcel lockers refuse a sofa). */
export const methodTakes = (method: PromisingMethod, weightKg: number | null): boolean =>
  method.maxItemWeightKg === null || (weightKg ?? 0) <= method.maxItemWeightKg;

/** A product page's promise: by the quickest method that delivers it (showroom pickup is no delivery). */
export function productDeliveryWindow(methods: readonly PromisingMethod[], product: PromisedProduct, now: Date, quantity = 1): DeliveryWindow | null {
  return quickestWindow(
    methods
      .filter((method) => method.code !== 'showroom_pickup' && methodTakes(method, product.weightKg))
      .flatMap((method) => deliveryWindowBy(method, product, now, quantity) ?? []),
  );
}

/**
 * A delivery option's promise for the lines about to be ordered: the latest of them; without any
 * that can be promised, an in-stock order's window.
 */
export function methodDeliveryWindow(method: PromisingMethod, lines: readonly { product: PromisedProduct; quantity: number }[], now: Date): DeliveryWindow {
  const windows = lines.flatMap(({ product, quantity }) => deliveryWindowBy(method, product, now, quantity) ?? []);
  return latestWindow(windows) ?? deliveryWindow({ orderedAt: now, lead: DELIVERY_LEAD_TIMES[method.code] });
}
