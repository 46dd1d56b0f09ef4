import type { z } from 'zod';
import type { Locale } from '../domain.js';
import { issueFieldErrors, validationMessage } from 'otthon/contract';
import { HttpError } from './errors.js';

/** Zod issues as the contract's field errors, in the API's shared words (`otthon/contract`). */
export function fieldErrors(locale: Locale, issues: readonly z.core.$ZodIssue[], prefix = ''): Record<string, string[]> {
  return issueFieldErrors(locale, issues, prefix);
}

/** A 422 whose message is the first field error, "(and N more errors)" when there are several. */
export function validationError(locale: Locale, errors: Record<string, string[]>): HttpError {
  return new HttpError(422, validationMessage(locale, errors), errors);
}
