/**
 * How the shop engine says no: a refusal with its HTTP status and the contract's error body
 * (`{ message, errors? }`) already in the request's language. The reference server and the
 * `otthon/msw` mock shop answer it as they answer their own errors, so a rule refuses in one place
 * and reads the same from either.
 */
import { type ApiMessageKey, apiMessage, validationMessage } from './messages.js';

type Locale = 'hu' | 'en';

export class ShopRefusal extends Error {
  override name = 'ShopRefusal';
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;

  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

/** A 429 that says when to try again, in words and in `Retry-After`. */
export class ThrottledRefusal extends ShopRefusal {
  readonly retryAfterSeconds: number;
  constructor(locale: Locale, key: ApiMessageKey, seconds: number) {
    super(429, apiMessage(locale, key, { seconds }));
    this.retryAfterSeconds = seconds;
  }
}

/** A refusal of the whole request: `status` with one of the API's sentences. */
export function refusal(locale: Locale, status: number, key: ApiMessageKey, values?: Record<string, string | number>): ShopRefusal {
  return new ShopRefusal(status, apiMessage(locale, key, values));
}

/** A refusal about one field: its sentence is the message and the field's error (422 unless said). */
export function fieldRefusal(locale: Locale, field: string, key: ApiMessageKey, values?: Record<string, string | number>, status = 422): ShopRefusal {
  const text = apiMessage(locale, key, values);
  return new ShopRefusal(status, text, { [field]: [text] });
}

/** A 422 listing every field's errors; the message is the first of them (and how many more). */
export function fieldsRefusal(locale: Locale, errors: Record<string, string[]>): ShopRefusal {
  return new ShopRefusal(422, validationMessage(locale, errors), errors);
}
