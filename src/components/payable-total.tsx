import type { HTMLAttributes } from 'react';
import { type CurrencyCode, VAT_RATE } from '../domain/constants.js';
import { useMoney } from '../hooks/index.js';
import { cn } from './cn.js';
import { type LabelOverrides, useT } from './use-t.js';

export interface PayableTotalProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  /** The net total, as the server computed it (`total_amount_net`). */
  net: number;
  /** The gross total the shopper pays, as the server computed it (`total_amount_gross`). */
  gross: number;
  /** The currency of the amounts (an order's own). @default the shopper's currency */
  currency?: CurrencyCode;
  /** Show the net and VAT parts under the gross total. @default true */
  showBreakdown?: boolean;
  /** Replaces messages: `cart.summary.payable`, `cart.summary.net`, `cart.summary.vat`, `vat.suffix.gross`. */
  labels?: LabelOverrides;
}

const VAT_PERCENT = Math.round(VAT_RATE * 100);

/**
 * The amount to pay: the gross total as the most prominent figure, labelled gross, with its net
 * part and its VAT beneath it as the breakdown — whatever the VAT mode, since a shopper always pays
 * the gross amount (a company viewing net prices included). A `<dl>` of its own: put it after the
 * other figures' list, not inside it.
 *
 * @example
 * <PayableTotal net={summary.total_amount_net} gross={summary.total_amount_gross} />
 */
function PayableTotal({ net, gross, currency, showBreakdown = true, labels, className, ...props }: PayableTotalProps) {
  const t = useT(labels);
  const { format } = useMoney();
  const money = (amount: number) => format(amount, currency);
  const part = 'flex items-baseline justify-between gap-4 text-sm text-muted-foreground';
  return (
    <dl data-slot="payable-total" className={cn('flex flex-col gap-1 border-t border-border pt-3', className)} {...props}>
      <div data-slot="payable-total-gross" className="flex items-baseline justify-between gap-4">
        <dt className="min-w-0 font-semibold break-words">
          {t('cart.summary.payable')} <span className="text-xs font-normal whitespace-nowrap text-muted-foreground">{t('vat.suffix.gross')}</span>
        </dt>
        <dd className="shrink-0 text-right text-2xl font-bold tabular-nums">{money(gross)}</dd>
      </div>
      {showBreakdown ? (
        <>
          <div data-slot="payable-total-net" className={part}>
            <dt className="min-w-0 break-words">{t('cart.summary.net')}</dt>
            <dd className="shrink-0 text-right tabular-nums">{money(net)}</dd>
          </div>
          <div data-slot="payable-total-vat" className={part}>
            <dt className="min-w-0 break-words">{t('cart.summary.vat', { rate: VAT_PERCENT })}</dt>
            <dd className="shrink-0 text-right tabular-nums">{money(gross - net)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

export { PayableTotal };
