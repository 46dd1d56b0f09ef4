import { lazy, Suspense } from 'react';
import type { DeliveryWindow } from '../domain/delivery.js';
import { formatCivilDate, formatDeliveryWindow } from '../domain/delivery.js';
import { useShopRuntime } from '../hooks/shop-context.js';
import { cn } from './cn.js';
import { type LabelOverrides, useT } from './use-t.js';

export interface DeliveryEstimateProps {
  /** The window from the API (`delivery_window`); nothing is shown for `null`. */
  window: DeliveryWindow | null | undefined;
  /** The element: a paragraph, or a span inside phrasing content (a radio card's description). @default 'p' */
  as?: 'p' | 'span';
  /** Replaces messages (`delivery.*`). */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * The expected delivery as dates in the shop's language: "Várható kézbesítés: dec. 1–3." /
 * "Expected delivery: Dec 1 – 3".
 *
 * @example
 * <DeliveryEstimate window={product.delivery_window} />
 */
function DeliveryEstimate({ window, as: Element = 'p', labels, className }: DeliveryEstimateProps) {
  const t = useT(labels);
  const { locale } = useShopRuntime('DeliveryEstimate');
  if (!window) return null;
  return (
    <Element data-slot="delivery-estimate" className={cn('text-sm', className)}>
      {t('delivery.expected', { dates: formatDeliveryWindow(window, locale) })}
    </Element>
  );
}

export interface RestockDateProps {
  /** The product's `restock_date` (`YYYY-MM-DD`); without one the product is "not available for now". */
  date: string | null | undefined;
  labels?: LabelOverrides;
  className?: string;
}

/** When an out-of-stock product is expected back: "Várható beérkezés: 2026. december 15.". */
function RestockDate({ date, labels, className }: RestockDateProps) {
  const t = useT(labels);
  const { locale } = useShopRuntime('RestockDate');
  return (
    <p data-slot="restock-date" className={cn('text-sm', className)}>
      {date ? t('delivery.restock', { date: formatCivilDate(date, locale) }) : t('delivery.restockUnknown')}
    </p>
  );
}

export interface RestockNotifyFormProps {
  productId: number;
  /** The product page's full address; the e-mails link back to it. @default the current page */
  productUrl?: string;
  labels?: LabelOverrides;
  className?: string;
}

// The form (with its checkbox) is a module of its own, loaded only where a product is out of stock.
const RestockNotifyFormContent = lazy(() => import('./restock-notify-form.js').then((module) => ({ default: module.RestockNotifyForm })));

/**
 * "Notify me" for an out-of-stock product: an e-mail address and consent; the shop mails a
 * confirmation link first (double opt-in) and the notice once the product is back. Its code loads
 * when it is rendered (a module of its own), so pages of products in stock do not carry it.
 *
 * @example
 * {product.quantity === 0 ? <RestockNotifyForm productId={product.id} /> : null}
 */
function RestockNotifyForm(props: RestockNotifyFormProps) {
  return (
    <Suspense fallback={null}>
      <RestockNotifyFormContent {...props} />
    </Suspense>
  );
}

export { DeliveryEstimate, RestockDate, RestockNotifyForm };
