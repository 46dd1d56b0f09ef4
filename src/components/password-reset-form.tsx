import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuth, useRoutePath } from '../hooks/index.js';
import { cn } from './cn.js';
import { applyServerErrors, FormMessage, SubmitButton, translateMessage, useAnnounceSuccess } from './form.js';
import { renderAnchor, type RenderLink } from './link.js';
import { NewPasswordFields } from './password-field.js';
import { type LabelOverrides, useT } from './use-t.js';

interface ResetValues {
  password: string;
  password_confirmation: string;
}

const FIELDS = ['password', 'password_confirmation'] as const;
const linkClass =
  'font-medium text-primary underline underline-offset-4 hover:no-underline outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm';

export interface PasswordResetFormProps {
  /** The token of the e-mailed link (the `token` param of the password-reset route). */
  token: string;
  /** Called once the new password is saved. */
  onSuccess?: () => void;
  /** Where "Log in" leads after success. @default the login route */
  loginHref?: string;
  /** Where a shopper with an expired link asks for a new one. @default the password reminder route */
  reminderHref?: string;
  /** Renders the links, so the shop passes its router's `Link`. @default a plain anchor */
  renderLink?: RenderLink;
  /** Replaces messages (`auth.passwordReset.*`, `fields.*`, `forms.*`). */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * Sets a new password with the token of a reset link: the password twice, checked
 * for length and equality before sending, `new-password` so password managers offer a strong
 * one. An invalid or expired link says so and links to a new request.
 *
 * @example
 * <PasswordResetForm token={params.token} renderLink={renderLink} />
 */
function PasswordResetForm({ token, onSuccess, loginHref, reminderHref, renderLink = renderAnchor, labels, className }: PasswordResetFormProps) {
  const t = useT(labels);
  const pathTo = useRoutePath();
  const { resetPassword } = useAuth();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string; invalid?: boolean } | null>(null);
  const form = useForm<ResetValues>({ defaultValues: { password: '', password_confirmation: '' } });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  useAnnounceSuccess(outcome?.tone === 'success' ? outcome.text : null);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await resetPassword(token, values);
    if (result.ok) {
      setOutcome({ tone: 'success', text: t('auth.passwordReset.success') });
      onSuccess?.();
      return;
    }
    if (result.error?.status === 404) {
      setOutcome({ tone: 'error', text: t('auth.passwordReset.invalid'), invalid: true });
      return;
    }
    const rest = applyServerErrors(setError, result.fieldErrors, FIELDS, t);
    const placed = FIELDS.some((field) => result.fieldErrors?.[field]?.length);
    const text = rest[0] ?? (placed ? undefined : translateMessage(t, result.message ?? 'errors.generic'));
    if (text) setOutcome({ tone: 'error', text });
  });

  if (outcome?.tone === 'success') {
    return (
      <div data-slot="password-reset-form" data-state="success" className={cn('flex flex-col gap-4', className)}>
        <FormMessage tone="success">{outcome.text}</FormMessage>
        {renderLink({ href: loginHref ?? pathTo('auth-login'), className: linkClass, children: t('auth.login.submit') })}
      </div>
    );
  }

  return (
    <form method="post" data-slot="password-reset-form" data-state="idle" noValidate onSubmit={onSubmit} className={cn('flex flex-col gap-4', className)}>
      {outcome ? (
        <FormMessage tone="error">
          {outcome.text}
          {outcome.invalid ? (
            <>
              {' '}
              {renderLink({
                href: reminderHref ?? pathTo('auth-password-reminder'),
                className: linkClass,
                children: t('auth.passwordReminder.submit'),
              })}
            </>
          ) : null}
        </FormMessage>
      ) : null}
      <NewPasswordFields form={form} label={t('fields.newPassword')} labels={labels} />
      <SubmitButton busy={isSubmitting} busyLabel={t('forms.submitting')}>
        {t('auth.passwordReset.submit')}
      </SubmitButton>
    </form>
  );
}

export { PasswordResetForm };
