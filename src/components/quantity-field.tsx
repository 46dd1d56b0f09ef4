import { cva, type VariantProps } from 'class-variance-authority';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
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

const stepperClass =
  'inline-flex shrink-0 items-center justify-center text-foreground outline-none hover:bg-muted focus-visible:bg-accent disabled:cursor-not-allowed disabled:text-muted-foreground disabled:hover:bg-transparent';

/** What may stand in the field while typing: digits only (a quantity is a whole, positive number). */
const PARTIAL_QUANTITY = /^\d*$/;

/**
 * A whole-number quantity with − and + steppers: arrow keys (Page Up/Down too) step by one,
 * Home/End go to `min`/`max`, and typing works; quantities stay between `min` (1) and `max` (the
 * stock), and a typed quantity outside them is corrected and announced. Commits on a stepper
 * press, an arrow key, Enter or leaving the field, so a cart sends one change rather than one per
 * keystroke. The field is a labelled text input in a group, with the steppers out of the Tab order
 * (the arrow keys do their work), as in react-aria's number field, without its weight on the page.
 *
 * @example
 * <QuantityField value={quantity} onValueChange={setQuantity} max={product.quantity} />
 */
function QuantityField({
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
}: QuantityFieldProps) {
  const t = useT(labels);
  const inputRef = useRef<HTMLInputElement>(null);
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const labelText = label ?? t('product.quantity');
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  // What is typed and not yet committed; `null` shows the quantity itself.
  const [draft, setDraft] = useState<string | null>(null);

  const clamp = (quantity: number) => Math.max(min, max === undefined ? quantity : Math.min(max, quantity));
  const typed = draft === null || draft === '' ? Number.NaN : Number.parseInt(draft, 10);
  // Steps start from what is typed, as a number field does.
  const base = Number.isNaN(typed) ? current : typed;
  const canDecrement = !disabled && clamp(base) > min;
  const canIncrement = !disabled && (max === undefined || clamp(base) < max);

  const commitQuantity = (next: number) => {
    setDraft(null);
    if (next === current) return;
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };

  /** Takes what is typed: nothing typed keeps the quantity; outside min…max is set to the limit and said. */
  const commitTyped = () => {
    if (draft === null) return;
    if (Number.isNaN(typed)) {
      setDraft(null);
      return;
    }
    if (max !== undefined && typed > max) announce(t('announcements.quantity.max', { count: max }));
    else if (typed < min) announce(t('announcements.quantity.min', { count: min }));
    commitQuantity(clamp(typed));
  };

  const step = (next: number) => commitQuantity(clamp(next));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (disabled || event.altKey || event.ctrlKey || event.metaKey) return;
    let next: number | undefined;
    if (event.key === 'ArrowUp' || event.key === 'PageUp') next = base + 1;
    else if (event.key === 'ArrowDown' || event.key === 'PageDown') next = base - 1;
    else if (event.key === 'Home') next = min;
    else if (event.key === 'End' && max !== undefined) next = max;
    else if (event.key === 'Enter') {
      // Committed before a surrounding form is submitted by the same key.
      flushSync(commitTyped);
      return;
    }
    if (next === undefined) return;
    event.preventDefault();
    step(next);
  };

  // A mouse press on a stepper keeps (or puts) the focus in the input, so typing and arrows go on there.
  const onStepperPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType !== 'mouse') return;
    event.preventDefault();
    inputRef.current?.focus();
  };

  return (
    <div data-slot="quantity-field" data-disabled={disabled ? '' : undefined} className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} data-slot="quantity-field-label" className={cn('text-sm font-medium text-foreground wrap-anywhere', hideLabel && 'sr-only')}>
        {labelText}
      </label>
      <div
        role="group"
        aria-disabled={disabled || undefined}
        data-slot="quantity-field-group"
        data-disabled={disabled ? '' : undefined}
        className={quantityFieldVariants({ size })}
      >
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('product.decreaseQuantity')}
          aria-controls={inputId}
          disabled={!canDecrement}
          data-slot="quantity-field-stepper"
          className={stepperClass}
          onPointerDown={onStepperPointerDown}
          onClick={() => step(base - 1)}
        >
          <MinusIcon className="size-4" />
        </button>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          name={name}
          disabled={disabled}
          value={draft ?? String(current)}
          data-slot="quantity-field-input"
          className="min-w-0 border-x border-input bg-transparent text-center text-base text-foreground tabular-nums outline-none"
          onChange={(event) => {
            if (PARTIAL_QUANTITY.test(event.target.value)) setDraft(event.target.value);
          }}
          onBlur={commitTyped}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('product.increaseQuantity')}
          aria-controls={inputId}
          disabled={!canIncrement}
          data-slot="quantity-field-stepper"
          className={stepperClass}
          onPointerDown={onStepperPointerDown}
          onClick={() => step(base + 1)}
        >
          <PlusIcon className="size-4" />
        </button>
      </div>
    </div>
  );
}

export { QuantityField, quantityFieldVariants };
