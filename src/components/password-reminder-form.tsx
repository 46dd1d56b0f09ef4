import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuth } from '../hooks/index.js';
import { cn } from './cn.js';
import { applyServerErrors, EmailField, emailRules, FormMessage, SubmitButton, translateMessage, useAnnounceSuccess } from './form.js';
import { type LabelOverrides, useT } from './use-t.js';

interface ReminderValues {
  email: string;
}

export interface PasswordReminderFormProps {
  /** The e-mail to start with (e.g. what was typed into the login form). */
  defaultEmail?: string;
  /** Called after the link was requested. */
  onSuccess?: (email: string) => void;
  /** Replaces messages (`auth.passwordReminder.*`, `fields.email`, `forms.*`). */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * Asks for a password-reset link (`POST /api/auth/password/reset`; the link leads to
 * this site's password-reset route). The answer is the same whether or not an account exists,
 * so the form never tells who is a customer.
 *
 * @example
 * <PasswordReminderForm defaultEmail={location.state?.email} />
 */
function PasswordReminderForm({ defaultEmail = '', onSuccess, labels, className }: PasswordReminderFormProps) {
  const t = useT(labels);
  const { requestPasswordReset } = useAuth();
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReminderValues>({ defaultValues: { email: defaultEmail } });
  const success = sentTo ? t('auth.passwordReminder.sent', { email: sentTo }) : null;
  useAnnounceSuccess(success);

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(undefined);
    setSentTo(null);
    const result = await requestPasswordReset(email.trim());
    if (result.ok) {
      setSentTo(email.trim());
      onSuccess?.(email.trim());
      return;
    }
    const rest = applyServerErrors(setError, result.fieldErrors, ['email'], t);
    if (!result.fieldErrors?.email) setFormError(rest[0] ?? translateMessage(t, result.message ?? 'errors.generic'));
  });

  return (
    <form method="post" data-slot="password-reminder-form" noValidate onSubmit={onSubmit} className={cn('flex flex-col gap-4', className)}>
      <p className="text-sm text-muted-foreground">{t('auth.passwordReminder.text')}</p>
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      {success ? <FormMessage tone="success">{success}</FormMessage> : null}
      <EmailField {...register('email', emailRules(t))} label={t('fields.email')} error={errors.email?.message} required />
      <SubmitButton busy={isSubmitting} busyLabel={t('forms.submitting')}>
        {t('auth.passwordReminder.submit')}
      </SubmitButton>
    </form>
  );
}

export { PasswordReminderForm };
