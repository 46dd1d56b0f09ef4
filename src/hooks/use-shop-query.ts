import useSWR, { type KeyedMutator, type SWRConfiguration, unstable_serialize, useSWRConfig } from 'swr';
import type { ApiError } from '../api/api-error.js';
import type { ApiClient } from '../api/client.js';
import { useShopRuntime } from './shop-context.js';
import type { ShopKeyName } from '../api/shop-key.js';

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
 * One cached `/api` read keyed by name, language, currency and `args` (`null` args: nothing to
 * load yet). Data the server rendered with (the provider's `fallback`) is fresh, so the hook
 * hydrates without asking again.
 */
export function useShopQuery<T>(
  hook: string,
  name: ShopKeyName,
  args: readonly unknown[] | null,
  load: (client: ApiClient) => Promise<T>,
  options?: ShopQueryOptions<T>,
): ShopQuery<T> {
  const shop = useShopRuntime(hook);
  const { cache, fallback } = useSWRConfig();
  const key = args ? shop.key(name, ...args) : null;
  const serialized = key ? unstable_serialize(key) : '';
  const fromServer = key !== null && fallback[serialized] !== undefined && cache.get(serialized)?.data === undefined;
  return useSWR<T, ApiError>(key, () => load(shop.client), fromServer ? { revalidateOnMount: false, ...options } : options);
}
