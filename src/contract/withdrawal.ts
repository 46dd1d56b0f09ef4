import { z } from 'zod';
import { parseOrderNumber, type WithdrawalLineProblem } from '../domain/withdrawal.js';
import { emailSchema, idSchema, imageSchema, timestampSchema } from './common.js';
import { apiMessage } from './messages.js';

const ORDER_NUMBER_MESSAGE = 'Please give the order number from your confirmation e-mail (for example OT-000123).';
const DUPLICATE_ITEM_MESSAGE = 'Each item may be listed only once.';

/** The order number from the confirmation e-mail (`OT-000123`); `ot 123`, `#123` and `123` are read too. */
export const orderNumberSchema = z
  .string()
  .max(20, { message: ORDER_NUMBER_MESSAGE })
  .refine((text) => parseOrderNumber(text) !== null, { message: ORDER_NUMBER_MESSAGE })
  .meta({ description: 'The order number from the confirmation e-mail, e.g. `OT-000123`' });

const CODE_MESSAGE = 'Please give the 6-digit code from the e-mail we sent you.';

/** The 6-digit code the shop e-mailed to the order's address; spaces are ignored. */
export const withdrawalCodeSchema = z
  .string()
  .max(20, { message: CODE_MESSAGE })
  .transform((text) => text.replace(/\s+/g, ''))
  .refine((text) => /^\d{6}$/.test(text), { message: CODE_MESSAGE })
  .meta({ description: 'The 6-digit code from the e-mail `POST /api/withdrawals/code` sent to the order’s address' });

/** `POST /api/withdrawals/code`: a visitor names the order by its number and its e-mail address, and asks for a code. */
export const withdrawalCodeBodySchema = z.object({ order_number: orderNumberSchema, email: emailSchema }).meta({ id: 'WithdrawalCodeBody' });

/** The answer to a code request: the same whether or not the number and the address name an order. */
export const withdrawalCodeSentSchema = z
  .object({
    email: z.string().meta({ description: 'The address the code went to, if it is the order’s' }),
    valid_minutes: z.number().int().positive().meta({ description: 'The code is accepted for at least this many minutes' }),
  })
  .meta({ id: 'WithdrawalCodeSent' });

/**
 * `POST /api/withdrawals/lookup`: a visitor names the order by its number and its e-mail address,
 * and proves the address is theirs with the code the shop e-mailed to it.
 */
export const withdrawalLookupBodySchema = z
  .object({ order_number: orderNumberSchema, email: emailSchema, code: withdrawalCodeSchema })
  .meta({ id: 'WithdrawalLookupBody' });

/** One line of an order the shopper may withdraw from, with what is left to withdraw. */
export const withdrawableItemSchema = z
  .object({
    id: idSchema.meta({ description: 'The order line (OrderItem.id)' }),
    product_id: idSchema,
    name: z.string(),
    sku: z.string(),
    image: imageSchema.nullable(),
    quantity: z.number().int().positive().meta({ description: 'Pieces ordered' }),
    withdrawn_quantity: z.number().int().nonnegative().meta({ description: 'Pieces earlier withdrawals took back' }),
    withdrawable_quantity: z.number().int().nonnegative().meta({ description: 'Pieces that may still be withdrawn' }),
    return_by: z.enum(['post', 'collection']).meta({
      description:
        'How a piece goes back once delivered: `post` (a parcel carrier takes it; the consumer sends it back at their own cost) or `collection` (it cannot go by post; the shop collects it for `collection_price_huf`)',
    }),
  })
  .meta({ id: 'WithdrawableItem' });

/**
 * What happens to the withdrawn goods (`withdrawalReturn` in `otthon/core`): before the delivery
 * the withdrawal cancels it and nothing goes back; after it the consumer sends parcels back by
 * post at their own cost, and the shop collects what cannot go by post at the stated price.
 */
export const withdrawalReturnSchema = z
  .object({
    delivery_cancelled: z.boolean().meta({ description: 'The goods were not delivered: the withdrawal cancels their delivery, nothing is sent back' }),
    send_back: z.boolean().meta({ description: 'Some pieces go back by post, at the consumer’s cost, within 14 days' }),
    collection_price_huf: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .meta({ description: 'The gross forint price of collecting the pieces that cannot go by post, borne by the consumer; null when there are none' }),
  })
  .meta({ id: 'WithdrawalReturn' });

/**
 * An order as the withdrawal form shows it: its number, date and lines, and its withdrawal
 * period: 14 days from the delivery. While the goods are not delivered the period has not started
 * (the shopper may withdraw), so its last day and end are null (see `withdrawalPeriod` in
 * `otthon/core`).
 */
export const withdrawableOrderSchema = z
  .object({
    order_number: z.string(),
    created_at: timestampSchema,
    delivered_at: timestampSchema.nullable().meta({ description: 'When the goods were delivered; null while they have not been' }),
    period_last_day: z
      .string()
      .meta({ description: 'YYYY-MM-DD' })
      .nullable()
      .meta({ description: 'The last day of the period, YYYY-MM-DD in Hungarian time; null while the goods are not delivered (the period has not started)' }),
    period_ends_at: timestampSchema
      .nullable()
      .meta({ description: 'The first instant after the period; null while the goods are not delivered (the period has not started)' }),
    items: z.array(withdrawableItemSchema),
    collection_price_huf: z
      .number()
      .int()
      .nonnegative()
      .meta({ description: 'What collecting pieces that cannot go by post costs the consumer, gross forints per collection (stated before the withdrawal)' }),
  })
  .meta({ id: 'WithdrawableOrder' });

/** One line to withdraw: the order line and how many of its pieces. */
export const withdrawalLineSchema = z.object({ id: idSchema, quantity: z.number().int().min(1).max(10_000) }).meta({ id: 'WithdrawalLine' });

/**
 * `POST /api/withdrawals`: the withdrawal itself. `items` left out (or empty) withdraws from the
 * whole order (every piece not yet withdrawn). The e-mail address must be the order's, unless the
 * logged-in customer placed the order; a visitor adds the code the shop e-mailed to it. Send an
 * `Idempotency-Key` header: a replay answers the first result.
 */
export const withdrawalBodySchema = z
  .object({
    order_number: orderNumberSchema,
    email: emailSchema.optional(),
    code: withdrawalCodeSchema
      .optional()
      .meta({ description: 'The code from the e-mail, as for the look-up; a logged-in customer withdrawing from their own order needs none' }),
    items: z
      .array(withdrawalLineSchema)
      .max(200)
      .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, { message: DUPLICATE_ITEM_MESSAGE })
      .optional(),
    reason: z.string().trim().max(2000).nullable().optional(),
  })
  .meta({ id: 'WithdrawalBody' });

/** The acknowledgement of a withdrawal: what was received, and when. */
export const withdrawalSchema = z
  .object({
    withdrawal_number: z.string().meta({ description: '`EL-000045`' }),
    order_number: z.string(),
    received_at: timestampSchema.meta({ description: 'When the shop received the withdrawal' }),
    whole_order: z.boolean(),
    items: z.array(z.object({ id: idSchema, name: z.string(), sku: z.string(), quantity: z.number().int().positive() })),
    reason: z.string().nullable(),
    email: z.string().meta({ description: 'Where the acknowledgement was sent' }),
    return: withdrawalReturnSchema,
  })
  .meta({ id: 'Withdrawal' });

export interface WithdrawableItem extends z.infer<typeof withdrawableItemSchema> {}
export interface WithdrawableOrder extends Omit<z.infer<typeof withdrawableOrderSchema>, 'items'> {
  items: WithdrawableItem[];
}
export interface WithdrawalCodeBody extends z.input<typeof withdrawalCodeBodySchema> {}
export interface WithdrawalCodeSent extends z.infer<typeof withdrawalCodeSentSchema> {}
export interface WithdrawalLookupBody extends z.input<typeof withdrawalLookupBodySchema> {}
export interface WithdrawalLine extends z.infer<typeof withdrawalLineSchema> {}
export interface WithdrawalBody extends z.input<typeof withdrawalBodySchema> {}
export interface Withdrawal extends z.infer<typeof withdrawalSchema> {}

/**
 * The field errors of a withdrawal's refused lines (`items.1.id`, `items.2.quantity`), in the
 * API's shared words, for the 422 both implementations answer.
 */
export function withdrawalLineErrors(locale: 'hu' | 'en', problems: readonly WithdrawalLineProblem[]): Record<string, string[]> {
  return Object.fromEntries(
    problems.map((problem) => [
      `items.${problem.index}.${problem.field}`,
      [problem.problem === 'unknown_item' ? apiMessage(locale, 'withdrawal.unknown_item') : apiMessage(locale, 'withdrawal.too_many', { max: problem.max })],
    ]),
  );
}
