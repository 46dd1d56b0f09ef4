import { cva } from 'class-variance-authority';
import { type HTMLAttributes, type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldErrors } from '../api/api-error.js';
import { type BotChallengeProvider, type BotChallengeState, createLocalBotChallengeProvider, useBotChallenge, useShop } from '../hooks/index.js';
import type { Translator } from '../i18n/translate.js';
import { announce } from './announcer.js';
import { Button, type ButtonProps } from './button.js';
import { cn } from './cn.js';
import { TextField, type TextFieldProps } from './field.js';
import { CheckIcon, WarningIcon } from './icons.js';
import { Spinner } from './spinner.js';

/** A message from the hooks: a catalogue key (`checkout.errors.paymentRequired`) or the server's own text. */
function translateMessage(t: Translator, message: string): string {
  return t.has(message) ? t(message) : message;
}

/** The e-mail check of the contract's `z.email()`, for a message before any request. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The contract's phone format (`+36 30 123 4567`). */
const PHONE_PATTERN = /^\+?[0-9][0-9 ()/-]{5,19}$/;
/** The contract's shortest password. */
const PASSWORD_MIN_LENGTH = 8;

/**
 * Puts the server's 422 messages next to their fields (`invoice_data.tax_number` → the field
 * registered under that dotted name) and returns the ones no field of the form shows, for the
 * form-level message. Values stay as typed.
 */
function applyServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fieldErrors: FieldErrors | undefined,
  fields: readonly string[],
  t: Translator,
): string[] {
  const rest: string[] = [];
  let focused = false;
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    if (fields.includes(field)) {
      setError(field as Path<Values>, { type: 'server', message: translateMessage(t, message) }, { shouldFocus: !focused });
      focused = true;
    } else {
      rest.push(translateMessage(t, message));
    }
  }
  return rest;
}

const formMessageVariants = cva('flex items-start gap-2 rounded-otthon border px-3 py-2 text-sm', {
  variants: {
    tone: {
      error: 'border-danger bg-surface text-danger',
      success: 'border-success bg-surface text-success',
    },
  },
  defaultVariants: { tone: 'error' },
});

export interface FormMessageProps extends HTMLAttributes<HTMLDivElement> {
  tone: 'error' | 'success';
  children: ReactNode;
}

/**
 * A form-wide message: a failure (`role="alert"`) or a success (`role="status"`). Shown where
 * the form was, so a sighted shopper sees it; a screen reader hears it from the live role.
 */
function FormMessage({ tone, children, className, ...props }: FormMessageProps) {
  return (
    <div
      data-slot="form-message"
      data-tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(formMessageVariants({ tone }), className)}
      {...props}
    >
      {tone === 'error' ? <WarningIcon className="mt-0.5 size-4" /> : <CheckIcon className="mt-0.5 size-4" />}
      <div className="min-w-0 break-words">{children}</div>
    </div>
  );
}

/** Says a success message in the page's live region once it appears (the form may unmount right after). */
function useAnnounceSuccess(message: string | null | undefined) {
  useEffect(() => {
    if (message) announce(message);
  }, [message]);
}

/** How long a submit waits for the bot-challenge token before it gives up and says so. */
const BOT_TOKEN_WAIT_MS = 10_000;

/**
 * The bot challenge of a form: the given provider, else the local invisible one
 * (`POST /api/bot-challenge`). `takeToken()` waits for a token (the widget may still be loading)
 * and starts a new one for the next submit, as tokens are one-time.
 */
function useBotToken(provider: BotChallengeProvider | undefined): { challenge: BotChallengeState; takeToken(): Promise<string | null> } {
  const { api } = useShop();
  const local = useMemo(() => createLocalBotChallengeProvider(api), [api]);
  const challenge = useBotChallenge({ provider: provider ?? local });
  const latest = useRef(challenge);
  latest.current = challenge;
  const waiters = useRef<Array<() => void>>([]);
  useEffect(() => {
    if (challenge.token || challenge.state === 'error') {
      for (const wake of waiters.current.splice(0)) wake();
    }
  }, [challenge.token, challenge.state]);
  const takeToken = useCallback(async () => {
    if (!latest.current.token && latest.current.state !== 'error') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, BOT_TOKEN_WAIT_MS);
        waiters.current.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    const token = latest.current.token;
    if (token) latest.current.reset();
    return token;
  }, []);
  return { challenge, takeToken };
}

type Rules = { validate: (value: string) => true | string };

/** The contract's e-mail rule: required, then its format (checked before any request). */
function emailRules(t: Translator): Rules {
  return { validate: (value) => (value.trim() === '' ? t('forms.errors.required') : EMAIL_PATTERN.test(value.trim()) || t('forms.errors.email')) };
}

/** The contract's phone format; an optional phone may stay empty. */
function phoneRules(t: Translator, required: boolean): Rules {
  return {
    validate: (value) => (value.trim() === '' ? !required || t('forms.errors.required') : PHONE_PATTERN.test(value.trim()) || t('forms.errors.phone')),
  };
}

/** A new password: required and at least as long as the contract wants. */
function newPasswordRules(t: Translator) {
  return {
    required: t('forms.errors.required'),
    minLength: { value: PASSWORD_MIN_LENGTH, message: t('forms.errors.passwordLength', { count: PASSWORD_MIN_LENGTH }) },
  };
}

/** The password entered a second time must be the same. */
function confirmationRules(t: Translator, password: () => string) {
  return {
    required: t('forms.errors.required'),
    validate: (value: string) => value === password() || t('forms.errors.passwordMismatch'),
  };
}

/** An e-mail input: the e-mail keyboard, no autocorrection or capitals, filled in by the browser. */
function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" inputMode="email" spellCheck={false} autoCapitalize="none" autoComplete="email" {...props} />;
}

/** A phone input: the phone keyboard, filled in by the browser. */
function PhoneField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}

export interface SubmitButtonProps extends ButtonProps {
  /** While true the button shows a spinner and the busy text, and ignores presses. */
  busy: boolean;
  /** What the button says while busy. */
  busyLabel: string;
}

/** A form's submit button: busy while sending, so the form cannot be sent twice. */
function SubmitButton({ busy, busyLabel, children, className, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" busy={busy} data-state={busy ? 'busy' : 'idle'} className={cn('w-full sm:w-auto', className)} {...props}>
      {busy ? (
        <>
          <Spinner size="sm" decorative />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

export {
  applyServerErrors,
  confirmationRules,
  EMAIL_PATTERN,
  EmailField,
  emailRules,
  FormMessage,
  formMessageVariants,
  newPasswordRules,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  PhoneField,
  phoneRules,
  SubmitButton,
  translateMessage,
  useAnnounceSuccess,
  useBotToken,
};
