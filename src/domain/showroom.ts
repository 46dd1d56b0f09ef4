import { SHOWROOM_HOURS, SHOWROOM_TIME_ZONE } from './constants.js';

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** Opening hours per ISO weekday as `['HH:MM', 'HH:MM']`, `null` when closed (shape). */
export type WeeklyHours = Readonly<Record<IsoWeekday, readonly [opens: string, closes: string] | null>>;

export interface DayHours {
  weekday: IsoWeekday;
  opens: string;
  closes: string;
}

/** One row of an opening-hours table; `opens`/`closes` are `null` on a closed day. */
export interface WeekdayRow {
  weekday: IsoWeekday;
  opens: string | null;
  closes: string | null;
  isToday: boolean;
}

/** Consecutive weekdays sharing the same hours, as the spec writes them ("Monday-Tuesday 09:00-17:00"). */
export interface WeekdayRange {
  from: IsoWeekday;
  to: IsoWeekday;
  opens: string;
  closes: string;
}

export type ShowroomStatus = { isOpen: true; closes: string } | { isOpen: false; next: { weekday: IsoWeekday; opens: string; isTomorrow: boolean } | null };

const WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The weekday and wall-clock time of `date` in `timeZone`. */
function wallClock(date: Date, timeZone: string): { weekday: IsoWeekday; time: string } {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  const parts = Object.fromEntries(clock.formatToParts(date).map((part) => [part.type, part.value]));
  const weekday = (WEEKDAY_NAMES.findIndex((name) => name.startsWith(parts.weekday ?? '')) + 1) as IsoWeekday;
  return { weekday, time: `${parts.hour}:${parts.minute}` };
}

function dayHours(hours: WeeklyHours, weekday: IsoWeekday): DayHours | null {
  const day = hours[weekday];
  return day ? { weekday, opens: day[0], closes: day[1] } : null;
}

/**
 * The showroom hours of the day `date` falls on in the showroom's time zone, or `null`
 * when it is closed that day.
 */
export function openingHoursFor(date: Date, timeZone: string = SHOWROOM_TIME_ZONE, hours: WeeklyHours = SHOWROOM_HOURS): DayHours | null {
  return dayHours(hours, wallClock(date, timeZone).weekday);
}

/** Whether the showroom is open at `date` (opening time inclusive, closing time exclusive). */
export function isOpenAt(date: Date, timeZone: string = SHOWROOM_TIME_ZONE, hours: WeeklyHours = SHOWROOM_HOURS): boolean {
  return showroomStatus(date, timeZone, hours).isOpen;
}

/**
 * Open now and until when, or the next opening ("Closed · opens Wednesday 10:00"); `next` is
 * `null` only when no day of the week has hours.
 */
export function showroomStatus(date: Date, timeZone: string = SHOWROOM_TIME_ZONE, hours: WeeklyHours = SHOWROOM_HOURS): ShowroomStatus {
  const { weekday, time } = wallClock(date, timeZone);
  const today = dayHours(hours, weekday);
  if (today && time >= today.opens && time < today.closes) return { isOpen: true, closes: today.closes };
  if (today && time < today.opens) return { isOpen: false, next: { weekday, opens: today.opens, isTomorrow: false } };
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const day = dayHours(hours, (((weekday - 1 + ahead) % 7) + 1) as IsoWeekday);
    if (day) return { isOpen: false, next: { weekday: day.weekday, opens: day.opens, isTomorrow: ahead === 1 } };
  }
  return { isOpen: false, next: null };
}

/** Monday-first rows for an opening-hours table, with the showroom's current day flagged. */
export function weekdayRows(date: Date = new Date(), timeZone: string = SHOWROOM_TIME_ZONE, hours: WeeklyHours = SHOWROOM_HOURS): WeekdayRow[] {
  const today = wallClock(date, timeZone).weekday;
  return WEEKDAYS.map((weekday) => {
    const day = hours[weekday];
    return { weekday, opens: day?.[0] ?? null, closes: day?.[1] ?? null, isToday: weekday === today };
  });
}

/** Runs of consecutive open weekdays with equal hours, for a compact listing; closed days are left out. */
export function openingHourRanges(hours: WeeklyHours = SHOWROOM_HOURS): WeekdayRange[] {
  const ranges: WeekdayRange[] = [];
  for (const weekday of WEEKDAYS) {
    const day = hours[weekday];
    if (!day) continue;
    const last = ranges.at(-1);
    if (last && last.to === weekday - 1 && last.opens === day[0] && last.closes === day[1]) last.to = weekday;
    else ranges.push({ from: weekday, to: weekday, opens: day[0], closes: day[1] });
  }
  return ranges;
}

/** schema.org `OpeningHoursSpecification` entries for a store's JSON-LD; closed days are omitted, as schema.org expects. */
export function openingHoursSpecification(hours: WeeklyHours = SHOWROOM_HOURS): Array<{
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}> {
  return openingHourRanges(hours).map((range) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: WEEKDAY_NAMES.slice(range.from - 1, range.to),
    opens: range.opens,
    closes: range.closes,
  }));
}
