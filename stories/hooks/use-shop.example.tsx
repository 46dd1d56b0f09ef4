import { type AnalyticsEvent, type AnalyticsSink, buildPath, ShopProvider, useAnalytics, useShop } from 'otthon';
import { Button, CheckboxField, useT } from 'otthon/components';
import { useMemo, useState } from 'react';
import { Readout } from './readout.js';

/** Reports a page view of the cart page, as a router does after navigating there. */
function CartPageView() {
  const t = useT();
  const { locale } = useShop();
  const { track } = useAnalytics();
  return (
    <Button className="w-fit" variant="outline" onClick={() => track({ name: 'page_view', path: buildPath('cart', locale), title: t('routes.cart.title') })}>
      {t('routes.cart.title')}
    </Button>
  );
}

/**
 * What `useShop()` gives, and `useAnalytics()` reporting to a sink: an app passes the sink and the
 * visitor's consent to its `<ShopProvider>`; here a provider inside the story's own does.
 */
export function ShopExample() {
  const t = useT();
  const { locale, currency, vatMode, api } = useShop();
  const [consent, setConsent] = useState(false);
  const [events, setEvents] = useState<AnalyticsEvent[]>([]);
  const sink = useMemo<AnalyticsSink>(() => ({ send: (event) => setEvents((sent) => [...sent, event]) }), []);
  return (
    <div className="flex flex-col gap-4">
      <CheckboxField label={t('cookieConsent.categories.analytics.title')} checked={consent} onCheckedChange={(checked) => setConsent(checked === true)} />
      <ShopProvider locale={locale} analytics={sink} consent={{ analytics: consent, ads: false }}>
        <CartPageView />
      </ShopProvider>
      <Readout
        values={{
          locale,
          currency,
          vatMode,
          'typeof api.cart': typeof api.cart,
          'events.map((event) => event.event)': events.map((event) => event.event),
          'events[0]?.page_path': events[0]?.event === 'page_view' ? events[0].page_path : undefined,
        }}
      />
    </div>
  );
}
