import { CURRENCIES, CURRENCY_SYMBOLS, type CurrencyCode } from '../domain/constants.js';
import { isCurrencyCode } from '../domain/money.js';
import { useCurrency } from '../hooks/index.js';
import { Select, type SelectProps } from './select.js';
import { type LabelOverrides, useT } from './use-t.js';

export interface CurrencySelectProps extends Pick<SelectProps, 'size' | 'hideLabel' | 'className' | 'fieldClassName' | 'name' | 'id' | 'native'> {
  /** The chosen currency (controlled); defaults to the shop's (`useCurrency()`). */
  value?: CurrencyCode;
  /**
   * Hears the choice; without `value` the shop's currency is switched too (kept in the
   * `currency_id` cookie), so every price follows.
   */
  onValueChange?(currency: CurrencyCode): void;
  /** Replaces messages: `currency.label`, `currency.name.*`. */
  labels?: LabelOverrides;
}

/**
 * The shopper's currency: HUF, EUR or USD, as offered by `GET /api/currencies` once it
 * has answered. Native by default — it sits in the header of every page, and the platform's picker
 * is light and familiar; pass `native={false}` for the enhanced listbox.
 *
 * @example
 * <CurrencySelect hideLabel size="sm" />
 */
function CurrencySelect({ value, onValueChange, labels, native = true, size = 'sm', ...props }: CurrencySelectProps) {
  const t = useT(labels);
  const { currency, setCurrency, currencies } = useCurrency();
  const codes = currencies?.map((item) => item.code).filter(isCurrencyCode) ?? [...CURRENCIES];
  return (
    <Select
      label={t('currency.label')}
      value={value ?? currency}
      onValueChange={(next) => {
        if (!isCurrencyCode(next)) return;
        if (value === undefined) setCurrency(next);
        onValueChange?.(next);
      }}
      options={codes.map((code) => ({ value: code, label: `${t(`currency.name.${code}`)} (${CURRENCY_SYMBOLS[code]})` }))}
      native={native}
      size={size}
      {...props}
    />
  );
}

export { CurrencySelect };
