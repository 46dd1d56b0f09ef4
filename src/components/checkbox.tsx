import { cva } from 'class-variance-authority';
import { type ChangeEvent, type ComponentProps, type ReactNode, useCallback, useLayoutEffect, useRef } from 'react';
import { cn } from './cn.js';
import { Field, FieldDescription, FieldError, FieldLabel, useFieldControl } from './field.js';
import { CheckIcon, MinusIcon } from './icons.js';
import { useControllableState } from './use-controllable-state.js';

/**
 * The box of {@link Checkbox}: 24×24 px, the WCAG 2.2 minimum target (2.5.8) without help from
 * spacing. It styles the native input itself (`appearance-none`), so the box shows its state from
 * the browser's own `:checked` and `:indeterminate` before any script runs.
 */
const checkboxVariants = cva([
  'peer size-6 shrink-0 cursor-pointer appearance-none rounded-[calc(var(--otthon-radius)/2)] border-2 border-input bg-surface [grid-area:1/1]',
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
  'checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary',
  'disabled:cursor-not-allowed data-[invalid]:border-danger',
]);

/** A checkbox's value: ticked, not ticked, or `'indeterminate'` (some of a group, shown as a dash). */
export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked'> {
  /** `true`, `false` or `'indeterminate'`; leave out for an uncontrolled checkbox (`defaultChecked`). */
  checked?: CheckedState;
  /** The first value of an uncontrolled checkbox. @default false */
  defaultChecked?: CheckedState;
  /** Hears each change the shopper makes: `true` or `false`. */
  onCheckedChange?: (checked: CheckedState) => void;
}

/**
 * A checkbox: the native `<input type="checkbox">` with the kit's box drawn over it, so Space,
 * labels, form submission (`name=value`, default value `on`) and forms sent before the page's
 * scripts run all work as the browser's own. `data-state` says `checked`, `unchecked` or
 * `indeterminate`. Label it with a `<label htmlFor>` or use {@link CheckboxField}.
 *
 * @example
 * <Checkbox id="in-stock" name="in_stock" checked={inStock} onCheckedChange={(v) => setInStock(v === true)} />
 * <label htmlFor="in-stock">{t('products.filters.in_stock')}</label>
 */
function Checkbox({ className, checked, defaultChecked = false, onCheckedChange, onChange, ref, ...props }: CheckboxProps) {
  const [state, setState] = useControllableState<CheckedState>({ value: checked, defaultValue: defaultChecked, onValueChange: onCheckedChange });
  const indeterminate = state === 'indeterminate';
  // `indeterminate` is a property of the element, not an attribute.
  const own = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    if (own.current) own.current.indeterminate = indeterminate;
  });
  const attach = useCallback(
    (node: HTMLInputElement | null) => {
      own.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    },
    [ref],
  );
  const Icon = indeterminate ? MinusIcon : CheckIcon;
  return (
    <span data-slot="checkbox-control" className="inline-grid size-6 shrink-0 place-items-center has-disabled:opacity-60">
      <input
        type="checkbox"
        data-slot="checkbox"
        data-state={indeterminate ? 'indeterminate' : state ? 'checked' : 'unchecked'}
        className={cn(checkboxVariants(), className)}
        checked={state === true}
        ref={attach}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onChange?.(event);
          setState(event.target.checked);
          // The browser cleared the dash on the click; it stays until the value says otherwise.
          event.target.indeterminate = indeterminate;
        }}
        {...props}
      />
      <Icon
        data-slot="checkbox-indicator"
        className={cn(
          'pointer-events-none hidden size-4 text-primary-foreground [grid-area:1/1]',
          indeterminate ? 'peer-indeterminate:block' : 'peer-checked:block',
        )}
        strokeWidth={3}
      />
    </span>
  );
}

export interface CheckboxFieldProps extends Omit<CheckboxProps, 'children'> {
  /** The label; clicking it toggles the box. Rich content (a link to the terms) is fine. */
  label: ReactNode;
  /** A hint under the label, read with the checkbox. */
  description?: ReactNode;
  /** The server's (or the form's) message, shown under the field and announced with the box. */
  error?: string | undefined;
  /** Required: marks the label with an asterisk and the box `required` (consents). @default false */
  required?: boolean;
  /** Classes of the wrapping field. */
  fieldClassName?: string;
}

function FieldCheckbox(props: CheckboxProps) {
  const { required, ...control } = useFieldControl('CheckboxField');
  return <Checkbox {...control} required={required} {...props} />;
}

/**
 * A checkbox with its label, optional hint and error, wired for assistive technology: the consents
 * of registration and checkout (with the asterisk), the newsletter tick, filters.
 *
 * @example
 * <CheckboxField name="accept_terms" required error={fieldErrors['accept_terms']?.[0]}
 *   label={t.rich('consent.terms', { link: (text) => <a href={termsPath}>{text}</a> })} />
 */
function CheckboxField({ label, description, error, required = false, id, fieldClassName, ...props }: CheckboxFieldProps) {
  return (
    <Field error={error} required={required} hasDescription={Boolean(description)} id={id} className={fieldClassName}>
      <div data-slot="checkbox-field" className="flex items-start gap-3">
        <FieldCheckbox {...props} />
        <div className="flex min-w-0 flex-col gap-0.5 pt-0.5 wrap-anywhere">
          <FieldLabel className="cursor-pointer text-base font-normal leading-snug">{label}</FieldLabel>
          {description ? <FieldDescription>{description}</FieldDescription> : null}
        </div>
      </div>
      <FieldError className="pl-9" />
    </Field>
  );
}

export { Checkbox, CheckboxField, checkboxVariants };
