import type { z } from 'zod';
import type { Locale } from '../domain.js';
import { contractMessage, t } from '../messages/index.js';
import { HttpError } from './errors.js';

/** One issue as a sentence in the shopper's language; the contract's own messages are translated. */
function issueMessage(locale: Locale, issue: z.core.$ZodIssue): string {
  const own = contractMessage(locale, issue.message);
  if (own) return own;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return t(locale, 'validation.required');
      if (issue.expected === 'int') return t(locale, 'validation.integer');
      return t(locale, 'validation.type', { expected: String(issue.expected) });
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? t(locale, 'validation.required')
          : t(locale, 'validation.string_min', { minimum: Number(issue.minimum) });
      }
      if (issue.origin === 'array' || issue.origin === 'set') return t(locale, 'validation.required');
      return t(locale, issue.inclusive === false ? 'validation.number_gt' : 'validation.number_min', { minimum: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return t(locale, 'validation.string_max', { maximum: Number(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set') return t(locale, 'validation.array_max', { maximum: Number(issue.maximum) });
      return t(locale, 'validation.number_max', { maximum: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return t(locale, 'validation.email');
      if (issue.format === 'url') return t(locale, 'validation.url');
      return t(locale, 'validation.format');
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
      return t(locale, 'validation.choice');
    default:
      return t(locale, 'validation.invalid');
  }
}

/** Zod issues as the contract's field errors: dotted paths (`invoice_data.zipcode`), localized messages. */
export function fieldErrors(locale: Locale, issues: readonly z.core.$ZodIssue[], prefix = ''): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'body';
    const message = issueMessage(locale, issue);
    const list = (errors[path] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

/** A 422 whose message is the first field error, "(and N more errors)" when there are several. */
export function validationError(locale: Locale, errors: Record<string, string[]>): HttpError {
  const all = Object.values(errors).flat();
  const first = all[0] ?? t(locale, 'validation.invalid');
  const message = all.length > 1 ? t(locale, 'error.validation_more', { first, count: all.length - 1 }) : first;
  return new HttpError(422, message, errors);
}

/** Parses `input` with `schema`, or throws the contract's 422. */
export function parseOr422<S extends z.ZodType>(locale: Locale, schema: S, input: unknown, prefix = ''): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw validationError(locale, fieldErrors(locale, result.error.issues, prefix));
  return result.data;
}
