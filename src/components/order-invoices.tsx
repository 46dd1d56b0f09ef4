import type { OrderInvoice } from '../contract/checkout.js';
import { cn } from './cn.js';
import { ExternalLinkIcon } from './icons.js';
import { type LabelOverrides, useT } from './use-t.js';

export interface OrderInvoicesProps {
  /** The order's `invoices` (the order or the account's order list answers them). */
  invoices: readonly OrderInvoice[];
  /** The heading level of the list's title; `null` for no title. @default 3 */
  headingLevel?: 2 | 3 | 4 | null;
  /** Replaces messages of `order.invoices.*`. */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * An order's invoice and correcting invoices: each issued one as a download link (the shop's own
 * proforma copy says it is no tax invoice), one still being issued as a line saying so. The state
 * is on each item's `data-state` (`pending`, `issued`) and its kind on `data-kind`. Renders nothing
 * for an order without invoices.
 *
 * @example
 * <OrderInvoices invoices={order.invoices} />
 */
function OrderInvoices({ invoices, headingLevel = 3, labels, className }: OrderInvoicesProps) {
  const t = useT(labels);
  if (!invoices.length) return null;
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <section data-slot="order-invoices" aria-label={Heading ? undefined : t('order.invoices.title')} className={cn('flex flex-col gap-1.5 text-sm', className)}>
      {Heading ? <Heading className="font-medium">{t('order.invoices.title')}</Heading> : null}
      <ul className="flex flex-col gap-1.5">
        {invoices.map((invoice, index) => (
          <li
            key={invoice.number ?? `pending-${index}`}
            data-slot="order-invoice"
            data-state={invoice.status}
            data-kind={invoice.kind}
            className="wrap-anywhere"
          >
            {invoice.status === 'issued' && invoice.url ? (
              <>
                <a
                  href={invoice.url}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {t(`order.invoices.${invoice.kind}`, { number: invoice.number ?? '' })}
                  <ExternalLinkIcon className="size-3.5 shrink-0" />
                  <span className="sr-only">{t('common.externalLink')}</span>
                </a>
                {invoice.proforma ? <span className="text-muted-foreground"> ({t('order.invoices.proforma')})</span> : null}
              </>
            ) : (
              <span className="text-muted-foreground">{t(invoice.kind === 'invoice' ? 'order.invoices.pending' : 'order.invoices.correctionPending')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export { OrderInvoices };
