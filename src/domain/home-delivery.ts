/**
 * Furniture home delivery's extras, once for every implementation of the shop: carrying the goods
 * in to the floor, assembly, and a booked delivery time slot — what each costs and which slots
 * are offered. The reference server and the `otthon/msw` mock shop price and offer them here, so
 * the same cart gives the same figures whoever answers it (docs/requirements.md, home delivery).
 *
 * Prices are gross forints, as the shop's price list prints them; a cart in another currency
 * converts them at its rate and takes their net part at the service's 27 % VAT.
 */
import type { CurrencyCode } from './constants.js';
import { addDays, type CivilDate, type DeliveryMethodCode, isWorkingDay, workingDayOnOrAfter } from './delivery.js';
import { convertFromHuf, roundMoney, type HufRates } from './money.js';
import { netFromGross } from './vat.js';

/** Whether a delivery method is the furniture home delivery, which carries in, assembles and books a slot. */
export const offersHomeService = (code: DeliveryMethodCode): boolean => code === 'home_delivery';

/** The parts of a delivery day a slot can be booked for. */
export const DELIVERY_PERIODS = ['morning', 'afternoon', 'evening'] as const;
export type DeliveryPeriod = (typeof DELIVERY_PERIODS)[number];

/** Each period's hours, Budapest time, `HH:MM`. */
export const DELIVERY_PERIOD_HOURS: Readonly<Record<DeliveryPeriod, { from: string; to: string }>> = {
  morning: { from: '08:00', to: '12:00' },
  afternoon: { from: '12:00', to: '17:00' },
  evening: { from: '17:00', to: '20:00' },
};

/** How many orders the shop's two furniture crews take in each period of a working day. */
export const SLOT_CAPACITY: Readonly<Record<DeliveryPeriod, number>> = { morning: 4, afternoon: 4, evening: 2 };

/** How many working days of slots are offered, counted from the first day the order can arrive. */
export const SLOT_DAYS = 10;

/**
 * How a product is put together, as its catalogue data says: delivered assembled or needing
 * nothing (no assembly service), legs to screw on, flat-packed for self-assembly, a two-person
 * job, or a lamp an electrician connects.
 */
export const ASSEMBLY_KINDS = ['assembled', 'legs', 'self', 'two-person', 'electrician', 'none'] as const;
export type AssemblyKind = (typeof ASSEMBLY_KINDS)[number];

/**
 * The home-delivery price list, gross forints:
 * - carry-in: the ground floor is included; up any floor by lift a flat fee per order; without
 *   a lift a fee per floor for each bulky piece (lighter pieces go up with them), at least one;
 * - assembly: per piece, by how the piece is put together;
 * - the evening slot costs extra; morning and afternoon are included.
 */
export const HOME_SERVICE_PRICES_HUF = {
  carryInByLift: 2_990,
  carryInPerFloor: 1_990,
  assembly: { legs: 1_990, self: 5_990, 'two-person': 12_990, electrician: 8_990 } as Readonly<Partial<Record<AssemblyKind, number>>>,
  slot: { morning: 0, afternoon: 0, evening: 3_990 } as Readonly<Record<DeliveryPeriod, number>>,
} as const;

/** A piece at least this heavy (kg, packed) is carried up the stairs on its own. */
export const BULKY_PIECE_KG = 20;

/** The highest floor the crews carry to (a tower block's top). */
export const MAX_FLOOR = 30;

/** A booked slot: a civil date and a period. */
export interface DeliverySlotChoice {
  date: CivilDate;
  period: DeliveryPeriod;
}

/** What the shopper chose for a home delivery. */
export interface HomeDeliveryChoice {
  /** 0 for the ground floor. */
  floor: number;
  has_lift: boolean;
  /** Whether the crew assembles every piece that can be assembled. */
  assembly: boolean;
  slot: DeliverySlotChoice | null;
}

/** Nothing chosen yet: the ground floor, no assembly, the crew calls to agree a day. */
export const NO_HOME_SERVICE: HomeDeliveryChoice = { floor: 0, has_lift: false, assembly: false, slot: null };

/** The pieces to deliver, as the prices need them. */
export interface HomeServicePiece {
  /** Packed weight of one piece, kg. */
  weightKg: number;
  assembly: AssemblyKind;
  quantity: number;
}

/** The assembly price of one piece of this kind, gross forints; null when no assembly is offered for it. */
export function assemblyPriceHuf(kind: AssemblyKind): number | null {
  return HOME_SERVICE_PRICES_HUF.assembly[kind] ?? null;
}

/** Carrying `pieces` in to `floor` (see {@link HOME_SERVICE_PRICES_HUF}), gross forints. */
export function carryInHuf(choice: Pick<HomeDeliveryChoice, 'floor' | 'has_lift'>, pieces: readonly HomeServicePiece[]): number {
  if (choice.floor <= 0 || pieces.length === 0) return 0;
  if (choice.has_lift) return HOME_SERVICE_PRICES_HUF.carryInByLift;
  const bulky = pieces.reduce((count, piece) => count + (piece.weightKg >= BULKY_PIECE_KG ? piece.quantity : 0), 0);
  return HOME_SERVICE_PRICES_HUF.carryInPerFloor * choice.floor * Math.max(1, bulky);
}

/** The home-delivery extras in gross forints. */
export interface HomeServiceHuf {
  carry_in: number;
  assembly: number;
  slot: number;
}

/** What the choice costs for `pieces`, gross forints, part by part. */
export function homeServiceHuf(choice: HomeDeliveryChoice, pieces: readonly HomeServicePiece[]): HomeServiceHuf {
  const assembly = choice.assembly ? pieces.reduce((total, piece) => total + (assemblyPriceHuf(piece.assembly) ?? 0) * piece.quantity, 0) : 0;
  const slot = choice.slot && pieces.length > 0 ? HOME_SERVICE_PRICES_HUF.slot[choice.slot.period] : 0;
  return { carry_in: carryInHuf(choice, pieces), assembly, slot };
}

/** A gross forint amount in `currency` with its net part. */
export interface NetGrossAmount {
  net: number;
  gross: number;
}

/** A gross forint price in `currency`: converted at the rate, its net part at 27 % VAT. */
export function serviceAmount(grossHuf: number, currency: CurrencyCode, rates: HufRates): NetGrossAmount {
  const gross = convertFromHuf(grossHuf, currency, rates);
  if (gross === null) throw new RangeError(`serviceAmount: no usable HUF rate for ${currency}; pass one in \`rates\`.`);
  return { net: netFromGross(gross, currency), gross };
}

/** The extras as a cart or an order shows them, in `currency`. */
export interface HomeServiceFigures {
  carry_in_net: number;
  carry_in_gross: number;
  assembly_net: number;
  assembly_gross: number;
  slot_net: number;
  slot_gross: number;
  total_net: number;
  total_gross: number;
}

/** The choice's prices in `currency`: each part converted, the total their sum. */
export function homeServiceFigures(
  choice: HomeDeliveryChoice,
  pieces: readonly HomeServicePiece[],
  currency: CurrencyCode,
  rates: HufRates,
): HomeServiceFigures {
  const huf = homeServiceHuf(choice, pieces);
  const carryIn = serviceAmount(huf.carry_in, currency, rates);
  const assembly = serviceAmount(huf.assembly, currency, rates);
  const slot = serviceAmount(huf.slot, currency, rates);
  return {
    carry_in_net: carryIn.net,
    carry_in_gross: carryIn.gross,
    assembly_net: assembly.net,
    assembly_gross: assembly.gross,
    slot_net: slot.net,
    slot_gross: slot.gross,
    total_net: roundMoney(carryIn.net + assembly.net + slot.net, currency),
    total_gross: roundMoney(carryIn.gross + assembly.gross + slot.gross, currency),
  };
}

/** The working days slots are offered on: {@link SLOT_DAYS} of them from the first day the order can arrive. */
export function slotDates(earliest: CivilDate, days: number = SLOT_DAYS): CivilDate[] {
  const dates: CivilDate[] = [];
  for (let day = workingDayOnOrAfter(earliest); dates.length < days; day = addDays(day, 1)) {
    if (isWorkingDay(day)) dates.push(day);
  }
  return dates;
}

/** A slot as offered: its date and period, its hours, and how many orders it still takes. */
export interface OfferedSlot extends DeliverySlotChoice {
  from: string;
  to: string;
  remaining: number;
}

/**
 * The slots offered to a cart that can arrive from `earliest`, in date and period order; `booked`
 * answers how many orders hold a slot. A full slot is listed with nothing remaining.
 */
export function offeredSlots(earliest: CivilDate, booked: (slot: DeliverySlotChoice) => number, days: number = SLOT_DAYS): OfferedSlot[] {
  return slotDates(earliest, days).flatMap((date) =>
    DELIVERY_PERIODS.map((period) => ({
      date,
      period,
      ...DELIVERY_PERIOD_HOURS[period],
      remaining: Math.max(0, SLOT_CAPACITY[period] - booked({ date, period })),
    })),
  );
}

/** Why a slot cannot be booked: not among the offered dates, or taken up. */
export type SlotProblem = 'slot_unavailable' | 'slot_full';

/** Whether `slot` can be booked for a cart that can arrive from `earliest`, with `booked` orders holding it. */
export function slotProblem(slot: DeliverySlotChoice, earliest: CivilDate, booked: number, days: number = SLOT_DAYS): SlotProblem | null {
  if (!slotDates(earliest, days).includes(slot.date)) return 'slot_unavailable';
  return booked >= SLOT_CAPACITY[slot.period] ? 'slot_full' : null;
}

/** Two slots are the same booking. */
export const sameSlot = (a: DeliverySlotChoice | null, b: DeliverySlotChoice | null): boolean =>
  a === b || (a !== null && b !== null && a.date === b.date && a.period === b.period);
