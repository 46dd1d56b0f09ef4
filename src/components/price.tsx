import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import type { PriceTier } from '../contract/index.js';
import type { VatMode } from '../domain/constants.js';
import type { PriceLike } from '../domain/vat.js';
import { useMoney, usePriceTier, useVatMode } from '../hooks/index.js';
import { Badge } from './badge.js';
import { cn } from './cn.js';
import { type LabelOverrides, useT } from './use-t.js';

/** One currency's prices of a product, as `prices_by_currencies` holds them (contract `CurrencyPrices`). */
export interface PricedCurrency extends PriceLike {
  price_original_net?: number | null;
  price_original_gross?: number | null;
  qty_discounts?: readonly PriceTier[] | null;
}

/** What {@link Price} and {@link TierTable} need of a product (a contract `Product` fits). */
export interface PricedProduct extends PriceLike {
  price_original_net?: number | null;
  price_original_gross?: number | null;
  /** The sale's discount in whole percent, as the API computed it. */
  discount_percent?: number | null;
  prices_by_currencies?: Readonly<Partial<Record<string, PricedCurrency | null>>> | null;
  /** Pieces in stock: tiers above it are not suggested. */
  quantity?: number;
}

const priceVariants = cva('inline-flex flex-wrap items-baseline gap-x-2 gap-y-1', {
  variants: {
    size: {
      sm: '[&_[data-slot=price-current]]:text-base',
      md: '[&_[data-slot=price-current]]:text-lg',
      lg: '[&_[data-slot=price-current]]:text-2xl',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface PriceDisplayProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>, VariantProps<typeof priceVariants> {
  /** The price to pay, already formatted (`useMoney().format`). */
  current: string;
  /**
   * The price the current one is below, formatted, struck through. For a sale this is the
   * reduction's reference price (`price_original_*`: the lowest price of the 30 days before the
   * reduction), labelled visibly with that meaning (see `reference`).
   */
  original?: string | null;
  /**
   * How the struck price is labelled: `'full'` "Lowest price in the last 30 days: …", `'compact'`
   * "Lowest 30-day price: …" (cards, cart lines), or `false` when it is not a reduction's reference
   * (a quantity tier's list price), spoken as "Original price" only.
   * @default 'full'
   */
  reference?: 'full' | 'compact' | false;
  /** The sale's discount; shows the sale badge ("−20%", read "20% off"). */
  discountPercent?: number | null;
  /** Says after the price which VAT mode it is in ("excl. VAT" / "incl. VAT"; "nettó" / "bruttó"). */
  vatMode?: VatMode;
  /** Replaces messages: `product.price.current`, `product.price.original`, `product.price.reference`, `product.price.referenceShort`, `product.price.discount`, `product.price.discountLabel`, `vat.suffix.*`. */
  labels?: LabelOverrides;
  /** Extra content after the figures, e.g. "/ piece". */
  suffix?: ReactNode;
}

/**
 * A price as the shop shows it, from formatted figures: the current price, the sale badge, and the
 * price it is below struck through on a row of its own — for a sale the reference price with its
 * meaning in words ("Lowest price in the last 30 days: 299 990 Ft"), as the rules on announced
 * reductions ask; a struck price without such a label is spoken "Original price" (strikethrough
 * is not read aloud). Use it where the figures come from elsewhere (cart lines); {@link Price}
 * wires it to a product.
 *
 * @example
 * <PriceDisplay current={format(line.price_gross)} original={line.price_original_gross ? format(line.price_original_gross) : null} reference="compact" />
 */
function PriceDisplay({ current, original, reference = 'full', discountPercent, vatMode, labels, suffix, size, className, ...props }: PriceDisplayProps) {
  const t = useT(labels);
  const onSale = Boolean(original);
  return (
    <span data-slot="price" data-state={onSale ? 'sale' : 'regular'} className={cn(priceVariants({ size }), className)} {...props}>
      <span data-slot="price-current" className={cn('font-semibold tabular-nums', onSale ? 'text-sale' : 'text-foreground')}>
        {onSale ? <span className="sr-only">{t('product.price.current')}: </span> : null}
        {current}
      </span>
      {onSale && discountPercent ? (
        <Badge data-slot="price-discount" variant="sale">
          <span aria-hidden="true">{t('product.price.discount', { percent: discountPercent })}</span>
          <span className="sr-only">{t('product.price.discountLabel', { percent: discountPercent })}</span>
        </Badge>
      ) : null}
      {vatMode ? (
        <span data-slot="price-vat" className="text-xs text-muted-foreground">
          {t(`vat.suffix.${vatMode}`)}
        </span>
      ) : null}
      {suffix}
      {original ? (
        <span data-slot="price-reference" data-kind={reference || 'original'} className="basis-full text-sm text-muted-foreground">
          {reference ? (
            <span data-slot="price-reference-label">{t(reference === 'compact' ? 'product.price.referenceShort' : 'product.price.reference')}: </span>
          ) : (
            <span className="sr-only">{t('product.price.original')}: </span>
          )}
          <s data-slot="price-original" className="tabular-nums">
            {original}
          </s>
        </span>
      ) : null}
    </span>
  );
}

export interface PriceProps extends Omit<PriceDisplayProps, 'current' | 'original' | 'discountPercent' | 'vatMode'> {
  product: PricedProduct;
  /**
   * The quantity the unit price is for: a quantity tier lowers it.
   * @default 1
   */
  quantity?: number;
  /**
   * Say whether the price includes VAT ("excl. VAT" / "incl. VAT"; "nettó" / "bruttó"): a shop
   * that can show either mode labels every price with its mode.
   * @default true
   */
  showVat?: boolean;
}

/**
 * A product's unit price in the shopper's currency and VAT mode (net or gross), labelled with the
 * mode, lowered by the quantity tier that applies, with the original price and the sale badge
 * when on sale.
 *
 * @example
 * <Price product={product} quantity={quantity} size="lg" />
 */
function Price({ product, quantity = 1, showVat = true, labels, ...props }: PriceProps) {
  const { currency, format } = useMoney();
  const { vatMode, pick } = useVatMode();
  const { unitPrice, unitPriceFormatted } = usePriceTier(product, quantity);
  const prices = product.prices_by_currencies?.[currency];
  const originalNet = prices ? prices.price_original_net : product.price_original_net;
  const originalGross = prices ? prices.price_original_gross : product.price_original_gross;
  const original = originalNet != null && originalGross != null ? pick({ price_net: originalNet, price_gross: originalGross }) : null;
  // A tier price below the list price is a quantity discount, not a sale: only a real
  // pre-sale price is struck through.
  const onSale = original !== null && unitPrice !== null && original > unitPrice;
  return (
    <PriceDisplay
      current={unitPriceFormatted}
      original={onSale ? format(original) : null}
      discountPercent={onSale ? product.discount_percent : null}
      {...(showVat ? { vatMode } : {})}
      labels={labels}
      {...props}
    />
  );
}

export interface TierTableProps extends Omit<HTMLAttributes<HTMLTableElement>, 'children'> {
  product: PricedProduct;
  /** The quantity being bought; its tier is highlighted. @default 1 */
  quantity?: number;
  /** Replaces messages: `product.tiers.*`. */
  labels?: LabelOverrides;
}

/**
 * The quantity-discount table of a product: one row per tier, labelled by the first quantity it
 * prices ("from 5 pieces" / "5 db-tól": a tier applies at its own quantity, so "over 5" would be
 * untrue at exactly 5), first the single-piece price ("1 piece" / "1 db", or "1–4 pieces" up to
 * the first tier); the row that prices `quantity` is highlighted. Renders nothing unless there are
 * at least two prices to compare (no tiers, or one tier from 1 piece).
 *
 * @example
 * <TierTable product={product} quantity={quantity} />
 */
function TierTable({ product, quantity = 1, labels, className, ...props }: TierTableProps) {
  const t = useT(labels);
  const { vatMode, pick } = useVatMode();
  const { currency, format: formatMoney } = useMoney();
  const { tiers } = usePriceTier(product, quantity);
  const first = tiers[0];
  if (!first) return null;
  const baseActive = !tiers.some((row) => row.active);
  // The base price of the shopper's currency, as the tiers are: the product's own price fields are
  // in the currency it was fetched in, which lags behind a currency switch until it is fetched again.
  const base = product.prices_by_currencies?.[currency] ?? product;
  const rows = [
    // The base price is the single-piece price, up to the piece before the first tier ("1 db",
    // "1–4 db"); a first tier from 1 piece leaves no quantity to it.
    ...(first.quantity > 1
      ? [{ key: 'base', label: t('product.tiers.single', { last: first.quantity - 1 }), price: formatMoney(pick(base)), active: baseActive }]
      : []),
    ...tiers.map((row) => ({
      key: String(row.quantity),
      label: t('product.tiers.from', { count: row.quantity }),
      price: row.priceFormatted,
      active: row.active,
    })),
  ];
  // One price for every quantity is no quantity discount: a lone "from 1 piece" row says nothing.
  if (rows.length < 2) return null;
  return (
    <table data-slot="tier-table" className={cn('w-full max-w-sm border-collapse text-sm', className)} {...props}>
      <caption className="mb-2 text-left font-medium text-foreground wrap-anywhere">{t('product.tiers.title')}</caption>
      <thead>
        <tr className="border-b border-border text-left text-muted-foreground">
          <th scope="col" className="py-2 pr-4 font-medium">
            {t('product.tiers.quantity')}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {t('product.tiers.price')} <span className="text-xs whitespace-nowrap">{t(`vat.suffix.${vatMode}`)}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.key}
            data-slot="tier-row"
            data-state={row.active ? 'active' : 'inactive'}
            aria-current={row.active ? 'true' : undefined}
            className="border-b border-border last:border-b-0 data-[state=active]:bg-accent data-[state=active]:font-semibold"
          >
            <th scope="row" className="py-2 pr-4 pl-2 text-left font-[inherit]">
              {row.label}
            </th>
            <td className="py-2 pr-2 text-right tabular-nums">
              {t('product.tiers.unitPrice', { price: row.price })}
              {row.active ? <span className="sr-only"> ({t('product.tiers.active')})</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface NextTierNudgeProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> {
  product: PricedProduct;
  /** The quantity in the cart or the quantity field. */
  quantity: number;
  /** Replaces messages: `product.tiers.nextTier`, `vat.amount.*`. */
  labels?: LabelOverrides;
}

/**
 * "Buy 2 more to pay X each": the nearest cheaper tier still within stock, its price labelled with
 * the VAT mode it is in. Renders nothing when
 * there is none. Polite live text, so changing the quantity announces the new offer.
 *
 * @example
 * <NextTierNudge product={product} quantity={quantity} />
 */
function NextTierNudge({ product, quantity, labels, className, ...props }: NextTierNudgeProps) {
  const t = useT(labels);
  const { nextTier } = usePriceTier(product, quantity);
  const { vatMode } = useVatMode();
  return (
    <p data-slot="next-tier-nudge" aria-live="polite" className={cn('text-sm text-primary', !nextTier && 'hidden', className)} {...props}>
      {nextTier ? t('product.tiers.nextTier', { count: nextTier.missing, price: t(`vat.amount.${vatMode}`, { amount: nextTier.priceFormatted }) }) : null}
    </p>
  );
}

export { NextTierNudge, Price, PriceDisplay, priceVariants, TierTable };
