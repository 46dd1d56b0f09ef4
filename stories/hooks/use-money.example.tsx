import { type CurrencyCode, useCurrency, useMoney } from 'otthon';
import { RadioGroup, RadioGroupItem, useT } from 'otthon/components';
import { Readout } from './readout.js';

/** The shopper's currency from `useCurrency()` and amounts formatted by `useMoney()` in it. */
export function MoneyExample() {
  const t = useT();
  const { format } = useMoney();
  const { currency, setCurrency, currencies } = useCurrency();
  return (
    <div className="flex flex-col gap-4">
      <RadioGroup label={t('currency.label')} value={currency} onValueChange={(code) => setCurrency(code as CurrencyCode)}>
        {(currencies ?? []).map((option) => (
          <RadioGroupItem key={option.code} value={option.code} label={t(`currency.name.${option.code}`)} />
        ))}
      </RadioGroup>
      <Readout
        values={{
          currency,
          'currencies?.length': currencies?.length,
          'format(12700)': format(12700),
          'format(1234.5)': format(1234.5),
          "format(12700, 'HUF')": format(12700, 'HUF'),
        }}
      />
    </div>
  );
}
