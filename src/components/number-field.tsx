import { type KeyboardEvent, type ReactNode, type RefObject, useRef } from 'react';
import { type AriaButtonProps, I18nProvider, useButton, useNumberField } from 'react-aria';
import { useNumberFieldState } from 'react-stately';
import { LOCALE_TAGS } from '../domain/constants.js';
import { useShop } from '../hooks/index.js';
import { announce } from './announcer.js';
import { cn } from './cn.js';
import { MinusIcon, PlusIcon } from './icons.js';
import { type LabelOverrides, useT } from './use-t.js';

export interface NumberFieldProps {
  /** The visible label (the accessible name of the field). */
  label: ReactNode;
  /**
   * The label as plain text, when `label` is markup (e.g. with a screen-reader-only part): it
   * names the − and + steppers ("Darabszám: Bakony kanapé növelése"). A plain-text `label` needs none.
   */
  labelText?: string;
  /** The number (controlled); `null` while the field is empty. */
  value?: number | null;
  /** The first number when uncontrolled. */
  defaultValue?: number;
  /** Hears each committed number: a stepper press, an arrow key, or typing followed by Enter or leaving the field; `null` when emptied. */
  onChange?(value: number | null): void;
  /** @default 0 */
  minValue?: number;
  maxValue?: number;
  /** @default 1 */
  step?: number;
  /** Submits the number under this name inside a form. */
  name?: string;
  /** A hint below the field, read with it. */
  description?: ReactNode;
  /** The form's (or the server's) message for this field; shown below it and read with it. */
  error?: string | undefined;
  /** @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  /**
   * A typed number outside `minValue…maxValue` is set to the nearest limit when it is committed
   * (and that is announced); this hears what was typed and the limit it became, so a form can
   * hold back the submission the commit happened on and say why.
   */
  onClamp?(typed: number, limit: number): void;
  /** Replaces messages: `announcements.number.*`, `fields.number.increase`, `fields.number.decrease` (with `labelText`; otherwise the steppers' names come with react-aria, in the shopper's language). */
  labels?: LabelOverrides;
  id?: string;
  className?: string;
}

const stepperClass =
  'inline-flex w-10 shrink-0 items-center justify-center text-foreground outline-none hover:bg-muted focus-visible:bg-accent disabled:cursor-not-allowed disabled:text-muted-foreground disabled:hover:bg-transparent';

function Stepper({ buttonProps, children }: { buttonProps: AriaButtonProps; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps: domProps } = useButton(buttonProps, ref as RefObject<HTMLButtonElement>);
  return (
    <button ref={ref} data-slot="number-field-stepper" className={stepperClass} {...domProps}>
      {children}
    </button>
  );
}

/** Whole numbers in the shopper's language, without grouping (a count of pieces, not an amount). */
const WHOLE: Intl.NumberFormatOptions = { maximumFractionDigits: 0, useGrouping: false };

function NumberFieldControl({
  label,
  labelText,
  value,
  defaultValue,
  onChange,
  minValue = 0,
  maxValue,
  step = 1,
  name,
  description,
  error,
  required = false,
  disabled = false,
  onClamp,
  labels,
  id,
  className,
  locale,
}: NumberFieldProps & { locale: string }) {
  const t = useT(labels);
  const inputRef = useRef<HTMLInputElement>(null);
  const state = useNumberFieldState({
    locale,
    value: value === null ? Number.NaN : value,
    defaultValue,
    onChange: (next) => onChange?.(Number.isNaN(next) ? null : next),
    minValue,
    maxValue,
    step,
    isDisabled: disabled,
    isInvalid: Boolean(error),
    isRequired: required,
    validationBehavior: 'aria',
    formatOptions: WHOLE,
  });
  const { labelProps, groupProps, inputProps, incrementButtonProps, decrementButtonProps, descriptionProps, errorMessageProps } = useNumberField(
    {
      label,
      id,
      minValue,
      maxValue,
      step,
      description,
      errorMessage: error,
      isInvalid: Boolean(error),
      isRequired: required,
      isDisabled: disabled,
      validationBehavior: 'aria',
      formatOptions: WHOLE,
      // react-aria names the steppers after a plain-text label itself, in the shopper's language.
      ...(labelText
        ? { incrementAriaLabel: t('fields.number.increase', { label: labelText }), decrementAriaLabel: t('fields.number.decrease', { label: labelText }) }
        : {}),
    },
    state,
    inputRef,
  );

  // react-aria sets a typed number outside the limits to the nearest one when it is committed: say so.
  const noteClamp = () => {
    const typed = Number.parseInt(state.inputValue.replace(/[^\d-]/g, ''), 10);
    if (Number.isNaN(typed)) return;
    const limit = maxValue !== undefined && typed > maxValue ? maxValue : typed < minValue ? minValue : null;
    if (limit === null) return;
    announce(t(limit === minValue && typed < minValue ? 'announcements.number.min' : 'announcements.number.max', { count: limit }));
    onClamp?.(typed, limit);
  };

  return (
    <div
      data-slot="number-field"
      data-invalid={error ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cn('flex flex-col gap-1.5', className)}
    >
      {/* biome-ignore lint/a11y/noLabelWithoutControl: react-aria's labelProps carry the htmlFor of the input below */}
      <label {...labelProps} data-slot="field-label" className="text-sm font-medium text-foreground wrap-anywhere">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      <div
        {...groupProps}
        data-slot="number-field-group"
        className={cn(
          'inline-flex h-10 items-stretch self-start overflow-hidden rounded-otthon border bg-surface',
          'focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-1',
          error ? 'border-danger' : 'border-input',
        )}
      >
        <Stepper buttonProps={decrementButtonProps}>
          <MinusIcon className="size-4" />
        </Stepper>
        <input
          {...inputProps}
          ref={inputRef}
          name={name}
          data-slot="number-field-input"
          className="w-16 min-w-0 border-x border-input bg-transparent text-center text-base text-foreground tabular-nums outline-none"
          onBlur={(event) => {
            noteClamp();
            inputProps.onBlur?.(event);
          }}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') noteClamp();
            inputProps.onKeyDown?.(event);
          }}
        />
        <Stepper buttonProps={incrementButtonProps}>
          <PlusIcon className="size-4" />
        </Stepper>
      </div>
      {description ? (
        <p {...descriptionProps} data-slot="field-description" className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p {...errorMessageProps} data-slot="field-error" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled whole-number field on react-aria's number field: a spin button that reads its value,
 * limits and label; − and + steppers; ↑/↓, Page Up/Down, Home/End; numbers typed in the shopper's
 * language; a typed number outside the limits set to the nearest one and announced. For counts
 * that are not a cart quantity (the cart's own `QuantityField` is lighter, as it is on every
 * product page); it loads with the page that uses it.
 *
 * @example
 * <NumberField label={t('withdrawal.confirm.pieces')} minValue={0} maxValue={4} value={pieces} onChange={setPieces} />
 */
function NumberField(props: NumberFieldProps) {
  const { locale } = useShop();
  const tag = LOCALE_TAGS[locale];
  return (
    <I18nProvider locale={tag}>
      <NumberFieldControl {...props} locale={tag} />
    </I18nProvider>
  );
}

export { NumberField };
