import { render, renderHook, type RenderHookOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ShopProvider, type ShopProviderProps } from '../hooks/shop-provider.js';

/** The API origin the test helpers point `<ShopProvider>` at (msw answers it). */
export const TEST_API_ORIGIN = 'http://shop.test';
/** The storefront origin the test helpers give `<ShopProvider>`, for return addresses. */
export const TEST_SITE_ORIGIN = 'https://otthon.test';

/** Provider props for tests: the test origins, a cache of its own, no deduping, quick retries. */
export function testProviderProps(props: Partial<ShopProviderProps> = {}): ShopProviderProps {
  return {
    apiOrigin: TEST_API_ORIGIN,
    siteOrigin: TEST_SITE_ORIGIN,
    ...props,
    swrConfig: { provider: () => new Map(), dedupingInterval: 0, errorRetryInterval: 1, ...props.swrConfig },
  };
}

/** A `wrapper` for Testing Library: `<ShopProvider>` with {@link testProviderProps}. */
export function shopWrapper(props: Partial<ShopProviderProps> = {}) {
  const provider = testProviderProps(props);
  return function Wrapper({ children }: { children?: ReactNode }) {
    return <ShopProvider {...provider}>{children}</ShopProvider>;
  };
}

/**
 * Renders a hook inside a `<ShopProvider>` with a cache of its own.
 *
 * @example
 * const { result } = renderShopHook(() => useCart(), { locale: 'en' });
 * await waitFor(() => expect(result.current.cart?.products).toHaveLength(1));
 */
export function renderShopHook<Result, Props>(
  hook: (props: Props) => Result,
  props: Partial<ShopProviderProps> = {},
  options: Omit<RenderHookOptions<Props>, 'wrapper'> = {},
) {
  return renderHook(hook, { ...options, wrapper: shopWrapper(props) });
}

/**
 * Renders UI inside a `<ShopProvider>` with a cache of its own.
 *
 * @example
 * renderShop(<Suspense><AddToCartButton product={product} /></Suspense>, { locale: 'hu' });
 */
export function renderShop(ui: ReactElement, props: Partial<ShopProviderProps> = {}) {
  return render(ui, { wrapper: shopWrapper(props) });
}
