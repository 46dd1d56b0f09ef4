/**
 * The request pipeline of every `/api` call, once for both implementations of the contract: the
 * reference server's router and the `otthon/msw` handlers hand it small adapters over their own
 * request objects and get back either the call's validated input or the refusal to answer. The
 * order of the checks is the contract's: CSRF 419 → login 401 → path 404 → text no field takes
 * (a NUL, a lone surrogate) in the path, the query or the body 400 → query and body 422 →
 * `Idempotency-Key` 422. No framework here: each implementation hands over its headers, its path
 * parameters and its body, read by `readRequestBody` (a standard `Request`) or by its framework's
 * reader with `isFormBody` and `parseJsonBody`, so a body is refused in the same words by both.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoints.js';
import { apiMessage, issueFieldErrors, validationMessage } from './messages.js';
import { refusal } from './refusal.js';

type Locale = 'hu' | 'en';

/** JSON bodies nest at most this deep; the contract's deepest body has two levels. */
const MAX_JSON_DEPTH = 32;

/** How deep the arrays and objects of a JSON text nest (brackets inside strings do not count). */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (code === 0x5d || code === 0x7d) depth--;
  }
  return deepest;
}

/** Whether a body of this content type is a form (urlencoded or multipart); any other is read as JSON. */
export function isFormBody(contentType: string | null | undefined): boolean {
  const type = contentType ?? '';
  return type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
}

/**
 * A JSON body's text as the pipeline checks it: an empty body as `{}`; JSON nested deeper than
 * `MAX_JSON_DEPTH` (checked on the text: walking thousands of levels would overflow the stack) and
 * text that is not JSON are refused with 400.
 */
export function parseJsonBody(text: string, locale: Locale): unknown {
  if (text.trim() === '') return {};
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw refusal(locale, 400, 'request.json_too_deep', { max: MAX_JSON_DEPTH });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw refusal(locale, 400, 'request.malformed_json');
  }
}

/**
 * A standard `Request`'s body as the pipeline checks it: a form's fields (a file stays a file, for
 * the schema to refuse), else JSON by `parseJsonBody`. A form that cannot be read is refused with 400.
 */
export async function readRequestBody(request: Request, locale: Locale): Promise<unknown> {
  if (!isFormBody(request.headers.get('Content-Type'))) return parseJsonBody(await request.text(), locale);
  try {
    return Object.fromEntries(await request.formData());
  } catch {
    // A multipart body without its boundary, or with a broken one.
    throw refusal(locale, 400, 'request.malformed_form');
  }
}

/** A refusal of the pipeline: the status and the contract's error body `{ message, errors? }`. */
export interface CheckFailure {
  status: 400 | 401 | 404 | 419 | 422;
  message: string;
  errors?: Record<string, string[]>;
}

/** What a call's handler receives once every check has passed. */
export interface CheckedInput {
  params: unknown;
  query: unknown;
  body: unknown;
  /** The request's `Idempotency-Key` on a call that honours one, else `null`. */
  idempotencyKey: string | null;
}

/** How the pipeline reads one request; each implementation answers from its own request object. */
export interface RequestAdapters {
  locale: Locale;
  /** Whether the request echoes the visitor's CSRF token; asked only of calls that check it. */
  csrfValid(): boolean | Promise<boolean>;
  /** Whether a customer is logged in; asked only of calls for logged-in customers. */
  loggedIn(): boolean | Promise<boolean>;
  /** The path's parameters as the address spells them. */
  params(): Record<string, string>;
  query(): unknown;
  /** The parsed body (`readRequestBody`, or `isFormBody` and `parseJsonBody` over a framework's reader); throws a 400 for a body it cannot read. */
  body(): unknown;
  /** The `Idempotency-Key` header, `null` without one. */
  idempotencyKey(): string | null;
}

export type CheckResult = { ok: true; input: CheckedInput } | { ok: false; failure: CheckFailure };

const refuse = (failure: CheckFailure): CheckResult => ({ ok: false, failure });

/** With the `u` flag a pair is one code point, so only a surrogate without its other half matches. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Text no field takes, anywhere in a request's path, query or body (keys too): PostgreSQL text holds
 * neither a NUL character nor half of a UTF-16 surrogate pair (which has no UTF-8 form), and no
 * form field means either. Answers what was found, or null.
 */
export function textProblem(value: unknown): 'nul' | 'surrogate' | null {
  if (typeof value === 'string') return value.includes('\u0000') ? 'nul' : LONE_SURROGATE.test(value) ? 'surrogate' : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const bad = textProblem(item);
      if (bad) return bad;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const bad = textProblem(key) ?? textProblem(item);
      if (bad) return bad;
    }
  }
  return null;
}

const textRefusal = (locale: Locale, problem: 'nul' | 'surrogate'): CheckFailure => ({
  status: 400,
  message: apiMessage(locale, problem === 'nul' ? 'request.nul_character' : 'request.lone_surrogate'),
});

/** A 422 with the field errors of zod issues, worded in the API's shared sentences. */
function invalid(locale: Locale, issues: readonly z.core.$ZodIssue[]): CheckFailure {
  const errors = issueFieldErrors(locale, issues);
  return { status: 422, message: validationMessage(locale, errors), errors };
}

/**
 * A request's query string as the contract's query schemas read it: a parameter given once is a
 * string, one repeated (`?brand=1&brand=2`) the list of its values, in order.
 */
export function queryParams(pairs: Iterable<[string, string]>): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of pairs) {
    const earlier = query[key];
    query[key] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return query;
}

/** An `Idempotency-Key` is 1–200 visible ASCII characters. */
export function isIdempotencyKey(key: string): boolean {
  return /^[\x21-\x7e]{1,200}$/.test(key);
}

/**
 * How long a shop keeps an `Idempotency-Key` with the answer it replays; the keys are the caller's
 * own (the session's, or the address's for a visitor without one).
 */
export const IDEMPOTENCY_HOURS = 24;

/** Whether a key claimed at `claimedAt` has lapsed at `now`: a call with it then is a new call. */
export function idempotencyLapsed(claimedAt: Date, now: Date): boolean {
  return now.getTime() - claimedAt.getTime() > IDEMPOTENCY_HOURS * 3_600_000;
}

/** A 422 on the `idempotency_key` field, its message repeated on top. */
function idempotencyRefusal(locale: Locale, key: 'request.idempotency_key' | 'request.idempotency_mismatch'): CheckFailure {
  const message = apiMessage(locale, key);
  return { status: 422, message, errors: { idempotency_key: [message] } };
}

/** The refusal of a key already used with another body (a replay must repeat the first request). */
export function idempotencyMismatch(locale: Locale): CheckFailure {
  return idempotencyRefusal(locale, 'request.idempotency_mismatch');
}

/** The refusal of a malformed `Idempotency-Key`. */
export function idempotencyKeyInvalid(locale: Locale): CheckFailure {
  return idempotencyRefusal(locale, 'request.idempotency_key');
}

/**
 * Runs the checks of `endpoint` on one request in the contract's order and stops at the first
 * refusal. A path that names nothing is "not found" (404), not a form error.
 *
 * @example
 * const checked = await runEndpointChecks(endpoints.placeOrder, adapters);
 * if (!checked.ok) return answerError(checked.failure);
 */
export async function runEndpointChecks(endpoint: Endpoint, adapters: RequestAdapters): Promise<CheckResult> {
  const { locale } = adapters;
  if (endpoint.csrf && !(await adapters.csrfValid())) return refuse({ status: 419, message: apiMessage(locale, 'request.csrf_mismatch') });
  if (endpoint.auth === 'user' && !(await adapters.loggedIn())) return refuse({ status: 401, message: apiMessage(locale, 'request.unauthenticated') });

  let params: unknown = {};
  if (endpoint.params) {
    const raw = adapters.params();
    const problem = textProblem(raw);
    if (problem) return refuse(textRefusal(locale, problem));
    const parsed = endpoint.params.safeParse(raw);
    if (!parsed.success) return refuse({ status: 404, message: apiMessage(locale, 'request.not_found') });
    params = parsed.data;
  }
  // Every call reads its query string, wanted or not: text no field takes is refused in any.
  const rawQuery = adapters.query();
  const queryProblem = textProblem(rawQuery);
  if (queryProblem) return refuse(textRefusal(locale, queryProblem));
  let query: unknown = {};
  if (endpoint.query) {
    const parsed = endpoint.query.safeParse(rawQuery, { reportInput: true });
    if (!parsed.success) return refuse(invalid(locale, parsed.error.issues));
    query = parsed.data;
  }
  let body: unknown = {};
  if (endpoint.body) {
    const raw = await adapters.body();
    const bodyProblem = textProblem(raw);
    if (bodyProblem) return refuse(textRefusal(locale, bodyProblem));
    const parsed = endpoint.body.safeParse(raw, { reportInput: true });
    if (!parsed.success) return refuse(invalid(locale, parsed.error.issues));
    body = parsed.data;
  }
  let idempotencyKey: string | null = null;
  if (endpoint.idempotent) {
    idempotencyKey = adapters.idempotencyKey();
    if (idempotencyKey !== null && !isIdempotencyKey(idempotencyKey)) return refuse(idempotencyKeyInvalid(locale));
  }
  return { ok: true, input: { params, query, body, idempotencyKey } };
}
