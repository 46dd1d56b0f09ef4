import { cva, type VariantProps } from 'class-variance-authority';
import { type KeyboardEvent, type ReactNode, type RefObject, useRef } from 'react';
import { type AriaButtonProps, I18nProvider, useButton, useNumberField } from 'react-aria';
import { useNumberFieldState } from 'react-stately';
import { LOCALE_TAGS } from '../domain/constants.js';
import { useShop } from '../hooks/index.js';
import { announce } from './announcer.js';
import { cn } from './cn.js';
import { MinusIcon, PlusIcon } from './icons.js';
import { type LabelOverrides, useT } from './use-t.js';

const quantityFieldVariants = cva(
  'inline-flex items-stretch overflow-hidden rounded-otthon border border-input bg-surface focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-1 data-[disabled]:opacity-60',
  {
    variants: {
      size: {
        // Steppers stay at least 32×32 px (WCAG 2.2 2.5.8 asks 24).
        sm: 'h-8 [&_[data-slot=quantity-field-input]]:w-10 [&_[data-slot=quantity-field-input]]:text-sm [&_button]:w-8',
        md: 'h-10 [&_[data-slot=quantity-field-input]]:w-14 [&_button]:w-10',
        lg: 'h-12 [&_[data-slot=quantity-field-input]]:w-16 [&_[data-slot=quantity-field-input]]:text-lg [&_button]:w-12',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface QuantityFieldProps extends VariantProps<typeof quantityFieldVariants> {
  /** The quantity (controlled). */
  value?: number;
  /** The first quantity when uncontrolled. @default 1 */
  defaultValue?: number;
  /** Hears every committed quantity (a stepper press, or typing followed by Enter or leaving the field). */
  onValueChange?(value: number): void;
  /** @default 1 */
  min?: number;
  /** The stock: typed quantities above it are set to it, and that is announced. */
  max?: number;
  /** The visible label. @default t('product.quantity') */
  label?: ReactNode;
  /** Keep the label for screen readers only (e.g. in a cart line). @default false */
  hideLabel?: boolean;
  /** Submits the quantity under this name inside a form. */
  name?: string;
  /** @default false */
  disabled?: boolean;
  id?: string;
  /** Replaces messages: `product.quantity`, `product.increaseQuantity`, `product.decreaseQuantity`, `announcements.quantity.*`. */
  labels?: LabelOverrides;
  className?: string;
}

function Stepper({ buttonProps, children }: { buttonProps: AriaButtonProps; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps: domProps } = useButton(buttonProps, ref as RefObject<HTMLButtonElement>);
  return (
    <button
      ref={ref}
      data-slot="quantity-field-stepper"
      className="inline-flex shrink-0 items-center justify-center text-foreground outline-none hover:bg-muted focus-visible:bg-accent disabled:cursor-not-allowed disabled:text-muted-foreground disabled:hover:bg-transparent"
      {...domProps}
    >
      {children}
    </button>
  );
}

function QuantityFieldControl({
  value,
  defaultValue = 1,
  onValueChange,
  min = 1,
  max,
  label,
  hideLabel = false,
  name,
  disabled = false,
  id,
  size,
  labels,
  className,
  locale,
}: QuantityFieldProps & { locale: string }) {
  const t = useT(labels);
  const inputRef = useRef<HTMLInputElement>(null);
  const labelText = label ?? t('product.quantity');
  const state = useNumberFieldState({
    locale,
    value,
    defaultValue,
    onChange: (next) => {
      if (Number.isFinite(next)) onValueChange?.(next);
    },
    minValue: min,
    maxValue: max,
    step: 1,
    isDisabled: disabled,
    formatOptions: { maximumFractionDigits: 0, useGrouping: false },
  });
  const { labelProps, groupProps, inputProps, incrementButtonProps, decrementButtonProps } = useNumberField(
    {
      label: labelText,
      id,
      minValue: min,
      maxValue: max,
      step: 1,
      isDisabled: disabled,
      incrementAriaLabel: t('product.increaseQuantity'),
      decrementAriaLabel: t('product.decreaseQuantity'),
      formatOptions: { maximumFractionDigits: 0, useGrouping: false },
    },
    state,
    inputRef,
  );

  // react-aria sets a typed quantity outside min…max to the nearest limit when it is committed;
  // say so, as the cart does when the server clamps to stock (field notes).
  const announceClamp = () => {
    const typed = Number.parseInt(state.inputValue.replace(/\D/g, ''), 10);
    if (Number.isNaN(typed)) return;
    if (max !== undefined && typed > max) announce(t('announcements.quantity.max', { count: max }));
    else if (typed < min) announce(t('announcements.quantity.min', { count: min }));
  };

  return (
    <div data-slot="quantity-field" data-disabled={disabled ? '' : undefined} className={cn('flex flex-col gap-1.5', className)}>
      <label {...labelProps} data-slot="quantity-field-label" className={cn('text-sm font-medium text-foreground wrap-anywhere', hideLabel && 'sr-only')}>
        {labelText}
      </label>
      <div {...groupProps} data-slot="quantity-field-group" data-disabled={disabled ? '' : undefined} className={quantityFieldVariants({ size })}>
        <Stepper buttonProps={decrementButtonProps}>
          <MinusIcon className="size-4" />
        </Stepper>
        <input
          {...inputProps}
          ref={inputRef}
          name={name}
          data-slot="quantity-field-input"
          className="min-w-0 border-x border-input bg-transparent text-center text-base text-foreground tabular-nums outline-none"
          onBlur={(event) => {
            announceClamp();
            inputProps.onBlur?.(event);
          }}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') announceClamp();
            inputProps.onKeyDown?.(event);
          }}
        />
        <Stepper buttonProps={incrementButtonProps}>
          <PlusIcon className="size-4" />
        </Stepper>
      </div>
    </div>
  );
}

/**
 * A whole-number quantity with − and + steppers (react-aria number field): arrow keys, Page
 * Up/Down, Home/End and typing work; quantities stay between `min` (1) and `max` (the stock), and
 * a typed quantity outside them is corrected and announced. Commits on a stepper press, Enter or
 * leaving the field, so a cart sends one change rather than one per keystroke.
 *
 * @example
 * <QuantityField value={quantity} onValueChange={setQuantity} max={product.quantity} />
 */
function QuantityField(props: QuantityFieldProps) {
  const { locale } = useShop();
  const tag = LOCALE_TAGS[locale];
  return (
    <I18nProvider locale={tag}>
      <QuantityFieldControl {...props} locale={tag} />
    </I18nProvider>
  );
}

export { QuantityField, quantityFieldVariants };
