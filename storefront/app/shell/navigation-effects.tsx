import { useAnalytics, useCartPanel, useInit, useShop } from 'otthon';
import { announce } from 'otthon/components';
import { useEffect, useRef } from 'react';
import { createPath, useLocation, useNavigation } from 'react-router';
import { trackedPath } from '../lib/tracked-path.js';
import { useShopT } from '../lib/use-shop-t.js';
import { hasNewerDeployment, useDeploymentCheck } from './deployment-check.js';
import { type MarketingPopupSettings, notifyMarketingPopup } from './marketing-popup.js';

/**
 * What happens on every route change (requirements §2): the cart panel hides, the marketing popup tool
 * hears of the page, analytics counts a page view, screen readers hear the new page's title, and
 * after a newer deployment the next navigation loads the whole document. Scrolling to the top
 * or to the hash anchor is `<ScrollRestoration>`'s.
 */
export function NavigationEffects({ buildVersion }: { buildVersion: string | undefined }) {
  const location = useLocation();
  const navigation = useNavigation();
  const { locale } = useShop();
  const cartPanel = useCartPanel();
  // `setOpen` changes with the panel's state; only a route change may close it.
  const setCartPanelOpen = useRef(cartPanel.setOpen);
  setCartPanelOpen.current = cartPanel.setOpen;
  const { track } = useAnalytics();
  const { data: init } = useInit();
  const t = useShopT();
  // The page already handled (StrictMode runs effects twice; only a new page counts).
  const handledPage = useRef<string | null>(null);
  const popup = init?.extensions.find((extension) => extension.name === 'marketing_popup');
  const popupSettings = popup?.enabled ? (popup.data as MarketingPopupSettings) : undefined;

  useDeploymentCheck(buildVersion);

  // Marks the document as interactive: links now navigate in place (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);

  // The history entry the panel was opened on. The address changes before React shows the new
  // page, so a shopper may open the panel in between: that panel belongs to the new page and stays.
  const panelOpenedOn = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (cartPanel.open) panelOpenedOn.current = currentHistoryKey();
  }, [cartPanel.open]);

  // Every route change closes a panel opened on another page.
  useEffect(() => {
    if (panelOpenedOn.current !== location.key) setCartPanelOpen.current(false);
  }, [location.key]);

  // Back and forward change the address at once, while the page they lead to may still be loading
  // (or never replace the one shown, when it is the page React still shows): a panel opened on
  // another history entry hides as the shopper leaves it, not when the next page arrives.
  useEffect(() => {
    const leaveEntry = () => {
      if (panelOpenedOn.current !== currentHistoryKey()) setCartPanelOpen.current(false);
    };
    window.addEventListener('popstate', leaveEntry);
    return () => window.removeEventListener('popstate', leaveEntry);
  }, []);

  useEffect(() => {
    const path = `${location.pathname}${location.search}`;
    if (handledPage.current === path) return;
    const firstPage = handledPage.current === null;
    handledPage.current = path;
    track({ name: 'page_view', path: trackedPath(location.pathname, location.search), title: document.title });
    if (!firstPage) {
      announce(t('navigation.loaded', { title: document.title }));
      // A followed link that left the page leaves focus nowhere; start the next Tab at the page's heading.
      if (!location.hash && (document.activeElement === document.body || document.activeElement === null)) {
        const heading = document.querySelector<HTMLElement>('main h1');
        if (heading) {
          heading.tabIndex = -1;
          heading.focus({ preventScroll: true });
        }
      }
    }
    // A new hash, translator or tracker on the same page re-runs this and stops at the guard above.
  }, [location.pathname, location.search, location.hash, track, t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `location.key` is the trigger: the popup tool hears of every navigation, also to the same path
  useEffect(() => {
    if (!popupSettings) return;
    return notifyMarketingPopup(popupSettings, { path: location.pathname, locale, title: document.title });
  }, [location.key, popupSettings, locale, location.pathname]);

  useEffect(() => {
    if (navigation.state === 'loading' && navigation.location && hasNewerDeployment()) {
      window.location.assign(createPath(navigation.location));
    }
  }, [navigation.state, navigation.location]);

  return null;
}

/** The key React Router gave the browser's current history entry (its `location.key` once shown). */
function currentHistoryKey(): string | undefined {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' && 'key' in state && typeof state.key === 'string' ? state.key : undefined;
}
