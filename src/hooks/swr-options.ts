import type { SWRConfiguration } from 'swr';

/** How often a failed read is retried when the server erred or could not be reached. */
export const MAX_RETRIES = 3;

/**
 * SWR's retry policy for the shop: a 4xx answer (401, 403, 404, 409, 419 after the client's own
 * refresh, 422, 429…) will not change by asking again, so it is never retried; a 5xx or a network
 * failure is retried with exponential backoff, at most `errorRetryCount` times (field notes: SWR
 * facts).
 */
export const retryServerErrors: NonNullable<SWRConfiguration['onErrorRetry']> = (error, _key, config, revalidate, options) => {
  const { status, kind } = error as { status?: number; kind?: string };
  if ((status !== undefined && status >= 400 && status < 500) || kind === 'aborted') return;
  if (options.retryCount > (config.errorRetryCount ?? MAX_RETRIES)) return;
  const backoff = 2 ** Math.min(options.retryCount - 1, 6) * (config.errorRetryInterval ?? 5000);
  setTimeout(() => void revalidate(options), backoff * (0.5 + Math.random()));
};
