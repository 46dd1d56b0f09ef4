import { type ReactNode, useState } from 'react';
import { Controller, useController, useForm } from 'react-hook-form';
import type { BotChallengeProvider, BotChallengeState } from '../hooks/index.js';
import { useAuth } from '../hooks/index.js';
import { CheckboxField } from './checkbox.js';
import { cn } from './cn.js';
import { ConsentCheckboxes, type ConsentCheckboxesProps } from './consent-checkboxes.js';
import { TextField } from './field.js';
import {
  applyServerErrors,
  EmailField,
  emailRules,
  FormMessage,
  PhoneField,
  phoneRules,
  SubmitButton,
  translateMessage,
  useAnnounceSuccess,
  useBotToken,
} from './form.js';
import { NewPasswordFields } from './password-field.js';
import { type LabelOverrides, useT } from './use-t.js';

interface RegistrationValues {
  lastname: string;
  firstname: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  is_newsletter_subscription: boolean;
  accept_privacy: boolean;
  accept_terms: boolean;
}

const FIELDS = [
  'lastname',
  'firstname',
  'email',
  'phone',
  'password',
  'password_confirmation',
  'is_newsletter_subscription',
  'accept_privacy',
  'accept_terms',
] as const;

export interface RegistrationFormProps extends Pick<ConsentCheckboxesProps, 'privacyHref' | 'termsHref' | 'renderLink'> {
  /** Called with the address the activation e-mail went to, e.g. to show the registration success page. */
  onSuccess?: (email: string) => void;
  /** The bot challenge's provider (Turnstile or your own). @default the local invisible provider */
  botChallengeProvider?: BotChallengeProvider;
  /**
   * The bot challenge's slot: what to show for its state (a widget, a notice). @default the load
   * error when the challenge cannot load, nothing otherwise
   */
  renderBotChallenge?: (challenge: BotChallengeState) => ReactNode;
  /** Replaces messages (`auth.register.*`, `fields.*`, `forms.*`, `consent.*`). */
  labels?: LabelOverrides;
  className?: string;
}

/** The default bot-challenge slot: silent while all is well, the spec's message when it fails to load. */
function BotChallengeNotice({ challenge, t }: { challenge: BotChallengeState; t: ReturnType<typeof useT> }) {
  return challenge.state === 'error' ? <FormMessage tone="error">{t('errors.botChallenge.loadFailed')}</FormMessage> : null;
}

/**
 * Registration: name, e-mail, optional phone, the password twice (checked for length
 * and equality before sending, `new-password` so password managers suggest one), the newsletter
 * tick, the required privacy and terms consents with asterisks, and the bot challenge. The
 * server's field errors appear next to the fields; on success the activation e-mail is sent to
 * this site's activation route.
 *
 * @example
 * <RegistrationForm onSuccess={(email) => navigate(buildPath('auth-register-success', locale), { state: { email } })} />
 */
function RegistrationForm({
  onSuccess,
  botChallengeProvider,
  renderBotChallenge,
  privacyHref,
  termsHref,
  renderLink,
  labels,
  className,
}: RegistrationFormProps) {
  const t = useT(labels);
  const { register: signUp } = useAuth();
  const { challenge, takeToken } = useBotToken(botChallengeProvider);
  const [formError, setFormError] = useState<string>();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const form = useForm<RegistrationValues>({
    defaultValues: {
      lastname: '',
      firstname: '',
      email: '',
      phone: '',
      password: '',
      password_confirmation: '',
      is_newsletter_subscription: false,
      accept_privacy: false,
      accept_terms: false,
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const privacy = useController({ control, name: 'accept_privacy', rules: { validate: (value) => value || t('consent.errors.privacy') } });
  const terms = useController({ control, name: 'accept_terms', rules: { validate: (value) => value || t('consent.errors.terms') } });
  const success = registeredEmail ? t('auth.register.success.text', { email: registeredEmail }) : null;
  useAnnounceSuccess(success);
  const required = t('forms.errors.required');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    const token = await takeToken();
    if (!token) {
      setFormError(t('errors.botChallenge.loadFailed'));
      return;
    }
    const email = values.email.trim();
    const result = await signUp({
      lastname: values.lastname.trim(),
      firstname: values.firstname.trim(),
      email,
      ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      password: values.password,
      password_confirmation: values.password_confirmation,
      is_newsletter_subscription: values.is_newsletter_subscription,
      accept_privacy: true,
      accept_terms: true,
      bot_token: token,
    });
    if (result.ok) {
      setRegisteredEmail(email);
      onSuccess?.(email);
      return;
    }
    const rest = applyServerErrors(setError, result.fieldErrors, FIELDS, t);
    const placed = Object.keys(result.fieldErrors ?? {}).length > rest.length;
    setFormError(rest[0] ?? (placed ? undefined : translateMessage(t, result.message ?? 'errors.generic')));
  });

  if (success) {
    return (
      <div data-slot="registration-form" data-state="success" className={className}>
        <FormMessage tone="success">{success}</FormMessage>
      </div>
    );
  }

  return (
    <form method="post" data-slot="registration-form" data-state="idle" noValidate onSubmit={onSubmit} className={cn('flex flex-col gap-4', className)}>
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...register('lastname', { validate: (value) => value.trim() !== '' || required })}
          autoComplete="family-name"
          label={t('fields.lastName')}
          error={errors.lastname?.message}
          required
        />
        <TextField
          {...register('firstname', { validate: (value) => value.trim() !== '' || required })}
          autoComplete="given-name"
          label={t('fields.firstName')}
          error={errors.firstname?.message}
          required
        />
      </div>
      <EmailField {...register('email', emailRules(t))} label={t('fields.email')} error={errors.email?.message} required />
      <PhoneField
        {...register('phone', phoneRules(t, false))}
        label={
          <>
            {t('fields.phone')} <span className="font-normal text-muted-foreground">({t('forms.optional')})</span>
          </>
        }
        error={errors.phone?.message}
      />
      <NewPasswordFields form={form} label={t('fields.password')} labels={labels} />
      <Controller
        control={control}
        name="is_newsletter_subscription"
        render={({ field }) => (
          <CheckboxField
            name={field.name}
            checked={field.value}
            onBlur={field.onBlur}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            label={t('checkout.newsletter')}
          />
        )}
      />
      <ConsentCheckboxes
        {...(privacyHref ? { privacyHref } : {})}
        {...(termsHref ? { termsHref } : {})}
        {...(renderLink ? { renderLink } : {})}
        labels={labels}
        value={{ privacy: privacy.field.value, terms: terms.field.value }}
        onValueChange={(next) => {
          if (next.privacy !== privacy.field.value) privacy.field.onChange(next.privacy);
          if (next.terms !== terms.field.value) terms.field.onChange(next.terms);
        }}
        errors={{ privacy: privacy.fieldState.error?.message, terms: terms.fieldState.error?.message }}
      />
      <div data-slot="registration-form-bot-challenge" data-state={challenge.state}>
        {renderBotChallenge ? renderBotChallenge(challenge) : <BotChallengeNotice challenge={challenge} t={t} />}
      </div>
      <SubmitButton busy={isSubmitting} busyLabel={t('forms.submitting')}>
        {t('auth.register.submit')}
      </SubmitButton>
    </form>
  );
}

export { BotChallengeNotice, RegistrationForm };
