import { type TieredProduct, usePriceTier } from 'otthon';
import { NumberField, useT } from 'otthon/components';
import { useState } from 'react';
import { Readout } from './readout.js';

/** A quantity field and the unit price `usePriceTier()` gives for it, with the nearest cheaper tier. */
export function PriceTierExample({ product }: { product: TieredProduct }) {
  const t = useT();
  const [quantity, setQuantity] = useState(1);
  const { unitPriceFormatted, tier, tiers, nextTier } = usePriceTier(product, quantity);
  return (
    <div className="flex flex-col gap-4">
      <NumberField label={t('product.quantity')} value={quantity} onChange={(value) => setQuantity(value ?? 1)} minValue={1} className="w-48" />
      <Readout
        values={{
          unitPriceFormatted,
          'tier?.quantity': tier?.quantity ?? null,
          'nextTier?.missing': nextTier?.missing,
          'nextTier?.priceFormatted': nextTier?.priceFormatted,
          tiers: tiers.map(
            (row) => `${row.quantity}${row.quantityTo === null ? '+' : `–${row.quantityTo}`}: ${row.priceFormatted}${row.active ? ' (active)' : ''}`,
          ),
        }}
      />
    </div>
  );
}
