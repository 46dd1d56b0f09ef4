import { ShopRefusal } from 'otthon/contract';

type Status = 400 | 401 | 403 | 404 | 405 | 409 | 419 | 422 | 429 | 500 | 502;

/**
 * A failure with its HTTP status and the contract's error body `{ message, errors? }`: the shop
 * engine's refusal (`ShopRefusal` of `otthon/contract`) with the statuses this server answers and
 * optional headers (`Retry-After`, …).
 */
export class HttpError extends ShopRefusal {
  override name = 'HttpError';
  declare readonly status: Status;

  constructor(
    status: Status,
    message: string,
    errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(status, message, errors);
  }
}

/** The contract's error body of a refusal. */
export const refusalBody = (error: ShopRefusal): { message: string; errors?: Record<string, string[]> } =>
  error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
