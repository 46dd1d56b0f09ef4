import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.js';
import { Field, FieldDescription, FieldError, FieldLabel, useFieldControl } from './field.js';
import { CheckIcon, MinusIcon } from './icons.js';

/** The box of {@link Checkbox}: 24×24 px, the WCAG 2.2 minimum target (2.5.8) without help from spacing. */
const checkboxVariants = cva([
  'peer inline-flex size-6 shrink-0 items-center justify-center rounded-[calc(var(--otthon-radius)/2)] border-2 border-input bg-surface text-primary-foreground',
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
  'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
  'disabled:cursor-not-allowed disabled:opacity-60 data-[invalid]:border-danger',
]);

export type CheckedState = CheckboxPrimitive.CheckedState;

export interface CheckboxProps extends ComponentProps<typeof CheckboxPrimitive.Root> {
  /** `true`, `false` or `'indeterminate'`; leave out for an uncontrolled checkbox (`defaultChecked`). */
  checked?: CheckedState;
}

/**
 * A checkbox (Radix): a `role="checkbox"` button that Space toggles. Inside a `<form>` with a
 * `name` it also submits like a native checkbox (`name=value`, default value `on`). Label it with
 * a `<label htmlFor>` or use {@link CheckboxField}.
 *
 * @example
 * <Checkbox id="in-stock" name="in_stock" checked={inStock} onCheckedChange={(v) => setInStock(v === true)} />
 * <label htmlFor="in-stock">{t('products.filters.in_stock')}</label>
 */
function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root data-slot="checkbox" className={cn(checkboxVariants(), className)} {...props}>
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="flex items-center justify-center">
        {props.checked === 'indeterminate' ? <MinusIcon className="size-4" strokeWidth={3} /> : <CheckIcon className="size-4" strokeWidth={3} />}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

export interface CheckboxFieldProps extends Omit<CheckboxProps, 'children'> {
  /** The label; clicking it toggles the box. Rich content (a link to the terms) is fine. */
  label: ReactNode;
  /** A hint under the label, read with the checkbox. */
  description?: ReactNode;
  /** The server's (or the form's) message, shown under the field and announced with the box. */
  error?: string | undefined;
  /** Required: marks the label with an asterisk and the box `aria-required` (consents). @default false */
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
