export { ApiError, isApiError } from './api-error.js';
export { createApiClient, toQueryString, unwrap } from './client.js';
export { createShopApi } from './shop-api.js';
export type { ApiErrorKind, FieldErrors } from './api-error.js';
export type { ApiClient, ApiClientOptions, Query, QueryValue, RequestOptions } from './client.js';
export type { ShopApi } from './shop-api.js';
