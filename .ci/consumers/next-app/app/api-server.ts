import { createApiClient, createShopApi, type Locale } from 'otthon/core';

export const LOCALE: Locale = 'en';
export const CURRENCY = 'HUF' as const;

/** The API as server components reach it: directly on its internal address, no React needed. */
export function serverApi() {
  return createShopApi(createApiClient({ origin: process.env.API_INTERNAL_ORIGIN ?? 'http://127.0.0.1:3671', locale: LOCALE, defaultCurrency: CURRENCY }));
}
