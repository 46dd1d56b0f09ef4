import useSWR, { type KeyedMutator, type SWRConfiguration, unstable_serialize, useSWRConfig } from 'swr';
import type { ApiError } from '../api/api-error.js';
import type { ApiClient } from '../api/client.js';
import type { EndpointAnswer } from '../api/shop-api.js';
import type { ShopKeyName } from '../api/shop-key.js';
import { useShopRuntime } from './shop-context.js';

/** SWR options a data hook accepts on top of the shop's. */
export type ShopQueryOptions<T> = SWRConfiguration<T, ApiError>;

/** What every data hook returns: failures are state, never thrown at render. */
export interface ShopQuery<T> {
  data: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  isValidating: boolean;
  mutate: KeyedMutator<T>;
}

/**
 * One cached `/api` read keyed by the id of the endpoint it calls, language, currency and `args`
 * (`null` args: nothing to load yet); `load` must answer that endpoint's data, so a key and its
 * call cannot drift apart. Data the server rendered with (the provider's `fallback`) is fresh, so
 * the hook hydrates without asking again.
 */
export function useShopQuery<Name extends ShopKeyName>(
  hook: string,
  name: Name,
  args: readonly unknown[] | null,
  load: (client: ApiClient) => Promise<EndpointAnswer<Name>>,
  options?: ShopQueryOptions<EndpointAnswer<Name>>,
): ShopQuery<EndpointAnswer<Name>> {
  const shop = useShopRuntime(hook);
  const { cache, fallback } = useSWRConfig();
  const key = args ? shop.key(name, ...args) : null;
  const serialized = key ? unstable_serialize(key) : '';
  const fromServer = key !== null && fallback[serialized] !== undefined && cache.get(serialized)?.data === undefined;
  return useSWR<EndpointAnswer<Name>, ApiError>(key, () => load(shop.client), fromServer ? { revalidateOnMount: false, ...options } : options);
}
