/**
 * Validation like the reference server: the contract's zod schemas decide, and a failure becomes
 * HTTP 422 `{ message, errors }` with dotted field paths (`invoice_data.tax_number`) in the API's
 * shared words (`issueFieldErrors` and `validationMessage` of `otthon/contract`, which the server
 * uses too).
 */
import type { z } from 'zod';
import type { Locale } from '../domain/constants.js';
import type { ApiErrorBody } from '../contract/common.js';
import { issueFieldErrors, validationMessage } from '../contract/messages.js';

/** A 422 body: the first message (plus how many more) and every field's messages. */
export function validationBody(errors: Record<string, string[]>, locale: Locale): Required<ApiErrorBody> {
  return { message: validationMessage(locale, errors), errors };
}

export type Parsed<T> = { success: true; data: T } | { success: false; body: Required<ApiErrorBody> };

/** Parses `input` with a contract schema; on failure the 422 body to answer. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, input: unknown, locale: Locale): Parsed<z.output<Schema>> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { success: true, data: result.data };
  return { success: false, body: validationBody(issueFieldErrors(locale, result.error.issues), locale) };
}
