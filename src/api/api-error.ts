/** Field errors of a 422 answer: a dotted field path → its messages. */
export type FieldErrors = Record<string, string[]>;

/**
 * Why a request failed: an HTTP status from the server, no answer at all, or `csrf-unavailable`:
 * the API's `XSRF-TOKEN` cookie cannot be read on this page (the API is on another site), so a
 * state-changing request was not sent.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'csrf-unavailable';

/**
 * The one error type of the `/api` client. Hooks return it as `error` state; forms read
 * `fieldErrors` to show the server's 422 messages next to the fields.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (`kind` says why). */
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly fieldErrors: FieldErrors;
  /** The parsed error body, when there was one. */
  readonly body: unknown;

  constructor(init: { status: number; message: string; kind?: ApiErrorKind; fieldErrors?: FieldErrors; body?: unknown; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind ?? 'http';
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
  }

  /** The first message for a field (`invoice_data.tax_number`), if the server sent one. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }

  /** Client errors that retrying cannot fix (SWR must not retry them). */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** True for an {@link ApiError}, also across bundle copies. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'status' in error);
}
