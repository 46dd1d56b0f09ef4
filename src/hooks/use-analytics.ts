import { useMemo } from 'react';
import type { TrackEvent } from './analytics.js';
import { useShopRuntime } from './shop-context.js';

export interface Analytics {
  /**
   * Reports an event to the provider's sink: nothing before consent, prices in forints, the
   * piece as unit, identifiers hashed.
   */
  track(event: TrackEvent): void;
}

/**
 * Analytics for what the hooks do not report themselves (they report cart, wishlist, checkout and
 * purchase events): page views and product views.
 *
 * @example useEffect(() => track({ name: 'page_view', path: location.pathname, title: document.title }), [location]);
 */
export function useAnalytics(): Analytics {
  const { emit } = useShopRuntime('useAnalytics');
  // The event builders load on demand, and only once there is consent (emit builds nothing before).
  return useMemo(
    () => ({ track: (event: TrackEvent) => emit(async (context) => (await import('./analytics-events.js')).buildAnalyticsEvent(event, context)) }),
    [emit],
  );
}
