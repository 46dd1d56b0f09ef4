/** A failure with its HTTP status and the contract's error body `{ message, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 419 | 422 | 429 | 500,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  body(): { message: string; errors?: Record<string, string[]> } {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

/** A 422 with one field's message; the top-level message repeats it (Laravel style). */
export function fieldError(field: string, message: string, status: 409 | 422 = 422): HttpError {
  return new HttpError(status, message, { [field]: [message] });
}
