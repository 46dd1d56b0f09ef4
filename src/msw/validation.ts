/**
 * Validation like the reference server: the contract's zod schemas decide, and a failure becomes
 * HTTP 422 `{ message, errors }` with dotted field paths (`invoice_data.tax_number`) and messages
 * in the request's language.
 */
import type { z } from 'zod';
import hungarian from 'zod/v4/locales/hu.js';
import type { Locale } from '../domain/constants.js';
import type { ApiErrorBody } from '../contract/common.js';
import { contractMessage, message } from './messages.js';

type ErrorMap = NonNullable<NonNullable<Parameters<z.ZodType['safeParse']>[1]>['error']>;

let hungarianMap: ErrorMap | undefined;

const REQUIRED: Record<Locale, string> = { en: 'This field is required.', hu: 'Ez a mező kötelező.' };

function errorMap(locale: Locale): ErrorMap {
  return (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return REQUIRED[locale];
    if (locale !== 'hu') return undefined;
    hungarianMap ??= hungarian().localeError as ErrorMap;
    return hungarianMap(issue);
  };
}

/** Field errors keyed by dotted path; `root` names errors about the whole input. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], locale: Locale, root = 'body'): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : root;
    (errors[key] ??= []).push(contractMessage(locale, issue.message));
  }
  return errors;
}

/** A 422 body: the first message (plus how many more, as Laravel words it) and every field's messages. */
export function validationBody(errors: Record<string, string[]>, locale: Locale): Required<ApiErrorBody> {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? message(locale, 'invalidData');
  const more = messages.length - 1;
  return {
    message: more <= 0 ? first : more === 1 ? message(locale, 'moreError', { message: first }) : message(locale, 'moreErrors', { message: first, count: more }),
    errors,
  };
}

export type Parsed<T> = { success: true; data: T } | { success: false; body: Required<ApiErrorBody> };

/** Parses `input` with a contract schema; on failure the 422 body to answer. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, input: unknown, locale: Locale, root = 'body'): Parsed<z.output<Schema>> {
  const result = schema.safeParse(input, { error: errorMap(locale) });
  if (result.success) return { success: true, data: result.data };
  return { success: false, body: validationBody(fieldErrors(result.error.issues, locale, root), locale) };
}
