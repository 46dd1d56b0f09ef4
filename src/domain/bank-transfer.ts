import { BANK_TRANSFER_DAYS, SHOWROOM_TIME_ZONE } from './constants.js';
import { addDays, addWorkingDays, civilDateTime } from './delivery.js';
import { startOfDay } from './withdrawal.js';

/**
 * When the transfer of a bank-transfer order placed at `placedAt` is late: the end of the
 * {@link BANK_TRANSFER_DAYS}-th working day after the day of the order (midnight in Budapest; the
 * day of the order does not count, weekends, public holidays and moved rest days are skipped).
 * Until then the order keeps its items; a transfer that has not arrived by then cancels it and
 * puts the items back on sale (docs/requirements.md 9.4).
 */
export function transferDeadline(placedAt: Date): Date {
  const lastDay = addWorkingDays(civilDateTime(placedAt, SHOWROOM_TIME_ZONE).date, BANK_TRANSFER_DAYS);
  return startOfDay(addDays(lastDay, 1), SHOWROOM_TIME_ZONE);
}
