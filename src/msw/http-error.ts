import { ShopRefusal } from '../contract/refusal.js';

/**
 * A refusal of the mock API: the shop engine's `ShopRefusal` with optional headers; the handlers
 * answer every refusal as `{ message, errors? }` with its status, exactly like the reference
 * server's error bodies.
 */
export class MockApiError extends ShopRefusal {
  override name = 'MockApiError';
  readonly headers: Record<string, string> | undefined;

  constructor(status: number, message: string, errors?: Record<string, string[]>, headers?: Record<string, string>) {
    super(status, message, errors);
    this.headers = headers;
  }
}
