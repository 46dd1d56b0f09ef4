import { cva } from 'class-variance-authority';
import {
  type ComponentProps,
  createContext,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useContext,
  useId,
} from 'react';
import { cn } from './cn.js';

interface FieldContextValue {
  id: string;
  descriptionId: string;
  errorId: string;
  error: string | undefined;
  hasDescription: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

function useFieldContext(api: string): FieldContextValue {
  const context = useContext(FieldContext);
  if (!context) throw new Error(`\`<${api}>\` must be used inside \`<Field>\`.`);
  return context;
}

/** The ARIA wiring a control needs inside a {@link Field}: id, described-by, invalid, required. */
function useFieldControl(api: string) {
  const field = useFieldContext(api);
  const describedBy = [field.hasDescription ? field.descriptionId : null, field.error ? field.errorId : null].filter(Boolean).join(' ');
  return {
    id: field.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': field.error ? true : undefined,
    required: field.required || undefined,
    'data-invalid': field.error ? '' : undefined,
  } as const;
}

export interface FieldProps {
  children: ReactNode;
  /** The server's (or the form's) message for this field; shown below it and announced. */
  error?: string | undefined;
  /** Whether the field must be filled; marks the label with an asterisk. @default false */
  required?: boolean;
  /** Set when a {@link FieldDescription} is rendered, so the control is described by it. @default false */
  hasDescription?: boolean;
  /** Use this id for the control instead of a generated one. */
  id?: string;
  className?: string;
}

/**
 * Groups a label, a control, an optional description and an error message, and wires their ids
 * so assistive technology reads the label, the hint and the server's error with the control.
 *
 * @example
 * <Field error={fieldErrors['email']?.[0]} required>
 *   <FieldLabel>{t('form.email')}</FieldLabel>
 *   <Input type="email" name="email" autoComplete="email" />
 *   <FieldError />
 * </Field>
 */
function Field({ children, error, required = false, hasDescription = false, id, className }: FieldProps) {
  const generated = useId();
  const base = id ?? `field-${generated}`;
  return (
    <FieldContext.Provider value={{ id: base, descriptionId: `${base}-description`, errorId: `${base}-error`, error, hasDescription, required }}>
      <div data-slot="field" data-invalid={error ? '' : undefined} className={cn('flex flex-col gap-1.5', className)}>
        {children}
      </div>
    </FieldContext.Provider>
  );
}

/** The field's label; a required field shows an asterisk that screen readers skip (the control says "required"). */
function FieldLabel({ className, children, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  const field = useFieldContext('FieldLabel');
  return (
    <label data-slot="field-label" htmlFor={field.id} className={cn('text-sm font-medium text-foreground', className)} {...props}>
      {children}
      {field.required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      ) : null}
    </label>
  );
}

/** A hint below the control; set `hasDescription` on the {@link Field}. */
function FieldDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  const field = useFieldContext('FieldDescription');
  return <p data-slot="field-description" id={field.descriptionId} className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** The field's error message, when there is one. */
function FieldError({ className }: { className?: string }) {
  const field = useFieldContext('FieldError');
  if (!field.error) return null;
  return (
    <p data-slot="field-error" id={field.errorId} className={cn('text-sm font-medium text-danger', className)}>
      {field.error}
    </p>
  );
}

const controlVariants = cva(
  [
    'w-full rounded-otthon border border-input bg-surface px-3 text-base text-foreground placeholder:text-muted-foreground',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
    'disabled:cursor-not-allowed disabled:opacity-60 data-[invalid]:border-danger',
  ],
  { variants: { kind: { input: 'min-h-10 py-2', textarea: 'min-h-24 py-2' } }, defaultVariants: { kind: 'input' } },
);

/** A text input wired to its {@link Field}; `ref` reaches the `<input>`. */
function Input({ className, ...props }: ComponentProps<'input'>) {
  const control = useFieldControl('Input');
  return <input data-slot="input" className={cn(controlVariants({ kind: 'input' }), className)} {...control} {...props} />;
}

/** A multi-line input wired to its {@link Field}. */
function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const control = useFieldControl('Textarea');
  return <textarea data-slot="textarea" className={cn(controlVariants({ kind: 'textarea' }), className)} {...control} {...props} />;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  error?: string | undefined;
  description?: ReactNode;
  name: string;
  /** Classes of the wrapping field. */
  fieldClassName?: string;
}

/**
 * A labelled text input with its error: the common case of {@link Field} in one element.
 *
 * @example
 * <TextField name="phone" type="tel" autoComplete="tel" label={t('form.phone')} error={errors.phone} required />
 */
function TextField({ label, error, description, required, fieldClassName, ...props }: TextFieldProps) {
  return (
    <Field error={error} required={Boolean(required)} hasDescription={Boolean(description)} className={fieldClassName}>
      <FieldLabel>{label}</FieldLabel>
      <Input {...props} />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError />
    </Field>
  );
}

export { controlVariants, Field, FieldDescription, FieldError, FieldLabel, Input, Textarea, TextField, useFieldControl };
