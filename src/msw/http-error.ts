import type { Locale } from '../domain/constants.js';
import { validationBody } from './validation.js';

/**
 * A refusal of the mock API: the handlers answer it as `{ message, errors? }` with its status,
 * exactly like the reference server's error bodies.
 */
export class MockApiError extends Error {
  override readonly name = 'MockApiError';
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(status: number, message: string, errors?: Record<string, string[]>, headers?: Record<string, string>) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

/** A 422 with field errors; the message is the first one (plus how many more), as Laravel words it. */
export function unprocessable(locale: Locale, errors: Record<string, string[]>): MockApiError {
  const body = validationBody(errors, locale);
  return new MockApiError(422, body.message, body.errors);
}
