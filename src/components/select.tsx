import { cva, type VariantProps } from 'class-variance-authority';
import { type ReactNode, type SelectHTMLAttributes, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cn } from './cn.js';
import { Field, FieldDescription, FieldError, FieldLabel, useFieldControl } from './field.js';
import { ChevronDownIcon } from './icons.js';
import type { SelectPopupComponent, SelectPopupProps } from './select-popup.js';

export interface SelectOption {
  /** Sent with the form and passed to `onValueChange`; never empty (an empty value means "none chosen"). */
  value: string;
  /** What the shopper reads. */
  label: string;
  disabled?: boolean;
}

/** The closed control of {@link Select}; the native fallback and the enhanced trigger look the same. */
const selectTriggerVariants = cva(
  [
    'relative inline-flex w-full items-center justify-between gap-2 rounded-otthon border border-input bg-surface pl-3 text-left text-foreground',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
    'disabled:cursor-not-allowed disabled:opacity-60 data-[invalid]:border-danger data-[placeholder]:text-muted-foreground',
  ],
  {
    variants: {
      size: {
        sm: 'min-h-8 pr-8 text-sm',
        md: 'min-h-10 pr-10 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

type PopupModule = typeof import('./select-popup.js');
let Popup: SelectPopupComponent | null = null;
let loading: Promise<PopupModule> | null = null;
const subscribers = new Set<() => void>();

/**
 * Starts loading the enhanced select (Radix Select, ≈ 32 KiB gzip) ahead of need, e.g. when the
 * browser is idle on a page that shows one. Every {@link Select} calls it on mount; until it has
 * loaded (and on the server) a styled native `<select>` does the job. A failed load leaves the
 * native control in place.
 */
function preloadSelect(): Promise<void> {
  loading ??= import('./select-popup.js').then(
    (module) => {
      Popup = module.SelectPopup;
      for (const notify of subscribers) notify();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading.then(() => undefined);
}

function subscribe(notify: () => void) {
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
  };
}

// The server and the hydrating client both render the native control (server snapshot `null`);
// the enhanced one replaces it once its code is in the browser.
const usePopup = () =>
  useSyncExternalStore(
    subscribe,
    () => Popup,
    () => null,
  );

export interface SelectProps extends VariantProps<typeof selectTriggerVariants> {
  options: readonly SelectOption[];
  /** The chosen option's value (controlled); `''` shows the placeholder. */
  value?: string;
  /** The first value of an uncontrolled select. @default '' */
  defaultValue?: string;
  onValueChange?(value: string): void;
  /** The visible label (or, with `hideLabel`, the screen-reader-only one). */
  label: ReactNode;
  /** Keep the label for screen readers only, e.g. a compact select in the header. @default false */
  hideLabel?: boolean;
  /** Shown while no option is chosen. */
  placeholder?: string;
  /** A hint under the control, read with it. */
  description?: ReactNode;
  /** The server's (or the form's) message; shown under the control and announced with it. */
  error?: string | undefined;
  /** @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  /** Submits the value under this name inside a form. */
  name?: string;
  autoComplete?: SelectHTMLAttributes<HTMLSelectElement>['autoComplete'];
  /** Use this id for the control instead of a generated one. */
  id?: string;
  /** Classes of the control. */
  className?: string;
  /** Classes of the wrapping field. */
  fieldClassName?: string;
  /**
   * Keep the native `<select>` and never load the enhanced listbox: for a control on every page
   * (the header's currency), or where the platform's own picker is wanted.
   * @default false
   */
  native?: boolean;
}

/** What the field hands its control: the enhanced one's props, less what the control works out itself. */
type SelectControlProps = Omit<SelectPopupProps, 'ref' | 'control' | 'className' | 'chevronClassName'> & {
  size: SelectProps['size'];
  className: string | undefined;
  native: boolean;
};

function SelectControl({ options, value, onValueChange, placeholder, disabled, name, autoComplete, size, className, native }: SelectControlProps) {
  const control = useFieldControl('Select');
  const loaded = usePopup();
  const Enhanced = native ? null : loaded;
  const nativeRef = useRef<HTMLSelectElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const handOffFocus = useRef(false);
  const chevronClassName = cn('pointer-events-none absolute top-1/2 -translate-y-1/2 text-muted-foreground', size === 'sm' ? 'right-2 size-4' : 'right-3');

  if (Enhanced && nativeRef.current && typeof document !== 'undefined') {
    // Read during the render that swaps the controls, while the native one is still in the page.
    handOffFocus.current = document.activeElement === nativeRef.current;
  }

  useLayoutEffect(() => {
    if (Enhanced && handOffFocus.current) {
      handOffFocus.current = false;
      triggerRef.current?.focus();
    }
  }, [Enhanced]);

  useLayoutEffect(() => {
    if (!native && !Popup) preloadSelect().catch(() => undefined);
  }, [native]);

  if (Enhanced) {
    return (
      <Enhanced
        ref={triggerRef}
        control={control}
        options={options}
        value={value}
        onValueChange={onValueChange}
        placeholder={placeholder}
        disabled={disabled}
        name={name}
        autoComplete={autoComplete}
        className={cn(selectTriggerVariants({ size }), className)}
        chevronClassName={chevronClassName}
      />
    );
  }

  return (
    <span data-slot="select-native-wrapper" className="relative flex w-full">
      <select
        ref={nativeRef}
        data-slot="select-native"
        {...control}
        data-placeholder={value === '' ? '' : undefined}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        disabled={disabled}
        name={name}
        autoComplete={autoComplete}
        className={cn(selectTriggerVariants({ size }), 'appearance-none', className)}
      >
        {placeholder !== undefined || value === '' ? (
          <option value="" disabled>
            {placeholder ?? ''}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className={chevronClassName} />
    </span>
  );
}

/**
 * A labelled single-choice list. It renders a native `<select>` on the server and until the
 * enhanced listbox (Radix Select) has loaded on demand, so pages that show no select never pay
 * for it; both are operable by keyboard and read correctly by screen readers. Keyboard focus
 * moves over if the swap happens while the native control has it.
 *
 * @example
 * <Select label={t('products.sort.label')} value={sort} onValueChange={setSort}
 *   options={SORT_OPTIONS.map((value) => ({ value, label: t(`products.sort.${value}`) }))} />
 */
function Select({
  options,
  value,
  defaultValue = '',
  onValueChange,
  label,
  hideLabel = false,
  placeholder,
  description,
  error,
  required = false,
  disabled = false,
  name,
  autoComplete,
  id,
  size,
  className,
  fieldClassName,
  native = false,
}: SelectProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const change = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <Field error={error} required={required} hasDescription={Boolean(description)} id={id} className={cn('gap-1', fieldClassName)}>
      <FieldLabel className={cn('wrap-anywhere', hideLabel && 'sr-only')}>{label}</FieldLabel>
      <SelectControl
        options={options}
        value={current}
        onValueChange={change}
        placeholder={placeholder}
        disabled={disabled}
        name={name}
        autoComplete={autoComplete}
        size={size}
        className={className}
        native={native}
      />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError />
    </Field>
  );
}

export { preloadSelect, Select, selectTriggerVariants };
