import { type FormEvent, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAuth, useRoutePath } from '../hooks/index.js';
import { CheckboxField } from './checkbox.js';
import { cn } from './cn.js';
import { applyServerErrors, EmailField, emailRules, FormMessage, SubmitButton, translateMessage, useAnnounceSuccess } from './form.js';
import { renderAnchor, type RenderLink } from './link.js';
import { PasswordField } from './password-field.js';
import { type LabelOverrides, useT } from './use-t.js';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

const FIELDS = ['email', 'password', 'remember'] as const;

export interface LoginFormProps {
  /** Called after a successful login (the cart and favourites are already reloaded), e.g. to navigate. */
  onSuccess?: () => void;
  /** The e-mail to start with, e.g. after registration. */
  defaultEmail?: string;
  /** Where "Forgot your password?" leads. @default the password reminder route */
  forgotPasswordHref?: string;
  /** Where "Create an account" leads; `null` hides it. @default the registration route */
  registerHref?: string | null;
  /** Renders the links, so the shop passes its router's `Link`. @default a plain anchor */
  renderLink?: RenderLink;
  /** Replaces messages (`auth.login.*`, `fields.*`, `forms.*`). */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * The login form: e-mail and password with the `username` / `current-password` autocomplete
 * tokens so password managers fill them, paste allowed, "keep me logged in", and the server's
 * answer (wrong credentials, inactive account, too many attempts) next to the fields or above
 * the button. Values stay as typed after a failure.
 *
 * @example
 * <LoginForm onSuccess={() => navigate(buildPath('account', locale))} renderLink={renderLink} />
 */
function LoginForm({ onSuccess, defaultEmail = '', forgotPasswordHref, registerHref, renderLink = renderAnchor, labels, className }: LoginFormProps) {
  const t = useT(labels);
  const pathTo = useRoutePath();
  const { login } = useAuth();
  const [formError, setFormError] = useState<string>();
  const [succeeded, setSucceeded] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { email: defaultEmail, password: '', remember: false } });
  useAnnounceSuccess(succeeded ? t('auth.login.success') : null);

  // One login at a time, and none after one succeeded: a second press (a double click, or a click
  // after a quick answer, before the page moves on) sends nothing more.
  const sending = useRef(false);
  const done = useRef(false);
  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    const result = await login({ email: values.email.trim(), password: values.password, remember: values.remember });
    if (result.ok) {
      done.current = true;
      setSucceeded(true);
      onSuccess?.();
      return;
    }
    const rest = applyServerErrors(setError, result.fieldErrors, FIELDS, t);
    const placed = Object.keys(result.fieldErrors ?? {}).some((field) => (FIELDS as readonly string[]).includes(field));
    setFormError(rest[0] ?? (placed ? undefined : translateMessage(t, result.message ?? 'auth.login.failed')));
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sending.current || done.current) {
      event.preventDefault();
      return;
    }
    sending.current = true;
    void submit(event).finally(() => {
      sending.current = false;
    });
  };

  const registerLink = registerHref === undefined ? pathTo('auth-register') : registerHref;
  return (
    <form method="post" data-slot="login-form" noValidate onSubmit={onSubmit} className={cn('flex flex-col gap-4', className)}>
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <EmailField {...register('email', emailRules(t))} autoComplete="username" label={t('fields.email')} error={errors.email?.message} required />
      <PasswordField
        {...register('password', { required: t('forms.errors.required') })}
        autoComplete="current-password"
        label={t('fields.password')}
        error={errors.password?.message}
        labels={labels}
        required
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Controller
          control={control}
          name="remember"
          render={({ field }) => (
            <CheckboxField
              name={field.name}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              label={t('fields.rememberMe')}
            />
          )}
        />
        {renderLink({
          href: forgotPasswordHref ?? pathTo('auth-password-reminder'),
          'data-slot': 'login-form-forgot',
          className:
            'inline-flex min-h-6 items-center text-sm text-primary underline underline-offset-4 hover:no-underline outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm',
          children: t('auth.login.forgotPassword'),
        })}
      </div>
      <SubmitButton busy={isSubmitting} busyLabel={t('forms.submitting')}>
        {t('auth.login.submit')}
      </SubmitButton>
      {registerLink ? (
        <p className="text-sm text-muted-foreground">
          {t('auth.login.noAccount')}{' '}
          {renderLink({
            href: registerLink,
            'data-slot': 'login-form-register',
            className: 'text-primary underline underline-offset-4 hover:no-underline outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm',
            children: t('auth.login.register'),
          })}
        </p>
      ) : null}
    </form>
  );
}

export { LoginForm };
