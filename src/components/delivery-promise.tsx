import { Fragment, lazy, type ReactNode, Suspense } from 'react';
import type { ProductDetail } from '../contract/index.js';
import type { DeliveryWindow } from '../domain/delivery.js';
import { formatCivilDate, formatDeliveryWindow } from '../domain/delivery.js';
import { useMoney, useRoutePath, useVatMode } from '../hooks/index.js';
import { useShopRuntime } from '../hooks/shop-context.js';
import { cn } from './cn.js';
import { renderAnchor, type RenderLink } from './link.js';
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

export interface ProductShippingProps {
  /** The product page's answer: its `shipping` and `in_showroom`. */
  product: Pick<ProductDetail, 'shipping' | 'in_showroom'>;
  /** Where "our showroom" leads. @default the showroom route */
  showroomHref?: string;
  renderLink?: RenderLink;
  /** Replaces messages (`product.shipping.*`, `product.showroom`). */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * How one piece ships and where it can be seen, under the product page's price (requirements
 * 10.15a): "Csomagautomata: 1 490 Ft · 159 900 Ft-tól ingyenes" or "Ingyenes házhozszállítás", in
 * the shopper's VAT mode, and "See it and pick it up in our showroom" while it is in stock there.
 *
 * @example <ProductShipping product={product} renderLink={renderLink} />
 */
function ProductShipping({ product, showroomHref, renderLink = renderAnchor, labels, className }: ProductShippingProps) {
  const t = useT(labels);
  const { format } = useMoney();
  const { vatMode, pick } = useVatMode();
  const pathTo = useRoutePath();
  const { shipping } = product;
  if (!shipping && !product.in_showroom) return null;
  const showroom = t.rich<ReactNode>('product.showroom', {
    link: (chunks: ReactNode[]) =>
      renderLink({
        href: showroomHref ?? pathTo('showroom'),
        className: 'font-medium text-primary underline underline-offset-4 hover:no-underline',
        children: chunks,
      }),
  });
  return (
    <ul data-slot="product-shipping" className={cn('flex flex-col gap-1 text-sm', className)}>
      {shipping ? (
        <li data-slot="product-shipping-fee" data-state={shipping.price_gross === 0 ? 'free' : 'paid'} data-method={shipping.code}>
          {shipping.price_gross === 0
            ? t('product.shipping.free', { method: shipping.title })
            : t('product.shipping.fee', { method: shipping.title, amount: t(`vat.amount.${vatMode}`, { amount: format(pick(shipping)) }) })}
          {shipping.price_gross !== 0 && shipping.free_from_gross !== null ? (
            <span className="text-muted-foreground"> · {t('product.shipping.freeFrom', { amount: format(shipping.free_from_gross) })}</span>
          ) : null}
        </li>
      ) : null}
      {product.in_showroom ? (
        <li data-slot="product-showroom">
          {showroom.map((part, index) => (
            <Fragment key={index}>{part}</Fragment>
          ))}
        </li>
      ) : null}
    </ul>
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

export { DeliveryEstimate, ProductShipping, RestockDate, RestockNotifyForm };
