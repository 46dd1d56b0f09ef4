import { useMemo } from 'react';
import type { TrackEvent } from './analytics.js';
import { buildAnalyticsEvent } from './analytics-events.js';
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
  return useMemo(() => ({ track: (event: TrackEvent) => emit((context) => buildAnalyticsEvent(event, context)) }), [emit]);
}
