import { SORT_OPTIONS, type SortOption } from '../domain/constants.js';
import { Select } from './select.js';
import { type LabelOverrides, useT } from './use-t.js';

export interface SortSelectProps {
  /** The chosen order (controlled), e.g. the `sort` of the URL. */
  value?: SortOption;
  /** The first order when uncontrolled. @default 'default' */
  defaultValue?: SortOption;
  onValueChange?: (value: SortOption) => void;
  /**
   * The orders offered, in this order.
   * @default all five: default, price_asc, price_desc, name, popularity
   */
  options?: readonly SortOption[];
  /** Keep the label for screen readers only. @default false */
  hideLabel?: boolean;
  /** Submits the value under this name inside a form (a listing without scripts). */
  name?: string;
  /** @default 'md' */
  size?: 'sm' | 'md';
  /** Replaces messages of `products.sort.*`. */
  labels?: LabelOverrides;
  className?: string;
  /** Classes of the wrapping field. */
  fieldClassName?: string;
}

function isSortOption(value: string): value is SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value);
}

/**
 * The listing's order (default, price ascending, price descending, name, popularity) on
 * the shared {@link Select}: a native select on the first paint, Radix Select once it has loaded.
 *
 * @example
 * <SortSelect value={sort} onValueChange={(next) => setSearchParams({ ...params, sort: next, page: '1' })} />
 */
function SortSelect({
  value,
  defaultValue = 'default',
  onValueChange,
  options = SORT_OPTIONS,
  hideLabel = false,
  name,
  size,
  labels,
  className,
  fieldClassName,
}: SortSelectProps) {
  const t = useT(labels);
  return (
    <div data-slot="sort-select" className={fieldClassName}>
      <Select
        label={t('products.sort.label')}
        hideLabel={hideLabel}
        options={options.map((option) => ({ value: option, label: t(`products.sort.${option}`) }))}
        value={value}
        defaultValue={defaultValue}
        onValueChange={(next) => {
          if (isSortOption(next)) onValueChange?.(next);
        }}
        name={name}
        size={size}
        className={className}
      />
    </div>
  );
}

export { SortSelect };
