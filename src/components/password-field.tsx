import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import type { FieldErrors, FieldValues, UseFormGetValues, UseFormRegister, UseFormReturn } from 'react-hook-form';
import { cn } from './cn.js';
import { Field, FieldDescription, FieldError, FieldLabel, Input } from './field.js';
import { confirmationRules, newPasswordRules, PASSWORD_MIN_LENGTH } from './form.js';
import { type LabelOverrides, useT } from './use-t.js';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  name: string;
  label: ReactNode;
  /**
   * `current-password` to log in, `new-password` to set one, so password managers fill or
   * suggest (WCAG 3.3.8: no cognitive test; paste is never blocked).
   */
  autoComplete: 'current-password' | 'new-password';
  error?: string | undefined;
  description?: ReactNode;
  /** Replaces `fields.showPassword` / `fields.hidePassword`. */
  labels?: LabelOverrides;
  /** Classes of the wrapping field. */
  fieldClassName?: string;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <path d="M12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/**
 * A password input with a show/hide button (a toggle with `aria-pressed`), labelled and wired
 * to its error like every {@link Field}.
 *
 * @example
 * <PasswordField {...register('password')} label={t('fields.password')} autoComplete="current-password" error={errors.password?.message} required />
 */
function PasswordField({ label, error, description, required, labels, fieldClassName, className, ...props }: PasswordFieldProps) {
  const t = useT(labels);
  const [visible, setVisible] = useState(false);
  return (
    <Field error={error} required={Boolean(required)} hasDescription={Boolean(description)} className={fieldClassName}>
      <FieldLabel className="wrap-anywhere">{label}</FieldLabel>
      <div data-slot="password-field" className="relative flex">
        <Input type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" className={cn('pr-12', className)} {...props} />
        <button
          type="button"
          data-slot="password-field-toggle"
          aria-pressed={visible}
          aria-label={t('fields.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute top-0 right-0 inline-flex size-10 items-center justify-center rounded-otthon text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError />
    </Field>
  );
}

interface PasswordPair {
  password: string;
  password_confirmation: string;
}

export interface NewPasswordFieldsProps<Values extends FieldValues & PasswordPair> {
  /** The form's `register`, `getValues` and `formState` (from `useForm`); its fields are `password` and `password_confirmation`. */
  form: Pick<UseFormReturn<Values>, 'register' | 'getValues' | 'formState'>;
  /** The first field's label ("Password", or "New password" when resetting). */
  label: ReactNode;
  labels?: LabelOverrides;
}

/**
 * A new password entered twice: length and equality checked before sending,
 * `new-password` on both, so password managers offer a strong one.
 *
 * @example <NewPasswordFields form={form} label={t('fields.newPassword')} />
 */
function NewPasswordFields<Values extends FieldValues & PasswordPair>({ form, label, labels }: NewPasswordFieldsProps<Values>) {
  const t = useT(labels);
  // The pair's two names are the same in every form that uses it.
  const register = form.register as unknown as UseFormRegister<PasswordPair>;
  const getValues = form.getValues as unknown as UseFormGetValues<PasswordPair>;
  const errors = form.formState.errors as FieldErrors<PasswordPair>;
  return (
    <>
      <PasswordField
        {...register('password', newPasswordRules(t))}
        autoComplete="new-password"
        label={label}
        description={t('forms.hints.password', { count: PASSWORD_MIN_LENGTH })}
        error={errors.password?.message}
        labels={labels}
        required
      />
      <PasswordField
        {...register(
          'password_confirmation',
          confirmationRules(t, () => getValues('password')),
        )}
        autoComplete="new-password"
        label={t('fields.passwordConfirmation')}
        error={errors.password_confirmation?.message}
        labels={labels}
        required
      />
    </>
  );
}

export { NewPasswordFields, PasswordField };
