import { type PriceLike, type VatMode, useMoney, useVatMode } from 'otthon';
import { RadioGroup, RadioGroupItem, useT } from 'otthon/components';
import { Readout } from './readout.js';

/** Net or gross prices from `useVatMode()`, and the price of one product as the mode picks it. */
export function VatModeExample({ price }: { price: PriceLike }) {
  const t = useT();
  const { format } = useMoney();
  const { vatMode, setVatMode, pick } = useVatMode();
  return (
    <div className="flex flex-col gap-4">
      <RadioGroup label={t('vat.mode.label')} value={vatMode} onValueChange={(mode) => setVatMode(mode as VatMode)}>
        <RadioGroupItem value="net" label={t('vat.mode.net')} />
        <RadioGroupItem value="gross" label={t('vat.mode.gross')} />
      </RadioGroup>
      <Readout values={{ vatMode, 'pick(price)': pick(price), 'format(pick(price))': format(pick(price)) }} />
    </div>
  );
}
