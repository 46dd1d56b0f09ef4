import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.js';
import { failed } from './results.js';

describe('failed', () => {
  it('tells the shopper that changes cannot be sent when the CSRF cookie cannot be read, not that the session expired', () => {
    const error = new ApiError({ status: 419, kind: 'csrf-unavailable', message: 'The XSRF-TOKEN cookie … cannot be read on this page' });
    expect(failed(error)).toMatchObject({ ok: false, messageKey: 'errors.csrfUnavailable', error });
    expect(failed(new ApiError({ status: 419, message: 'CSRF token mismatch.' }))).toMatchObject({ messageKey: 'errors.sessionExpired' });
  });
});
