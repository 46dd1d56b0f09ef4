import { useCallback, useRef, useState } from 'react';
import type { ApiError, FieldErrors } from '../api/api-error.js';
import type { MessageKey } from '../i18n/messages.js';
import { failed } from './results.js';

export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

export type SubmitResult<T> = { ok: true; data: T } | { ok: false; message: string; messageKey?: MessageKey; fieldErrors: FieldErrors; error?: ApiError };

export interface SubmitState<Args extends unknown[], T> {
  /** Runs the call; a second submit while one is on its way joins it instead of sending again. */
  submit(...args: Args): Promise<SubmitResult<T>>;
  status: SubmitStatus;
  /** The answer of the last successful submit. */
  data: T | undefined;
  error: ApiError | undefined;
  /** The server's 422 messages by field, to show next to the fields. */
  fieldErrors: FieldErrors;
  /** The last failure's message: a library message key (see `messageKey`) or the server's text. */
  message: string | undefined;
  messageKey: MessageKey | undefined;
  reset(): void;
}

interface Outcome<T> {
  status: SubmitStatus;
  data?: T;
  error?: ApiError;
  fieldErrors: FieldErrors;
  message?: string;
  messageKey?: MessageKey;
}

const IDLE: Outcome<never> = { status: 'idle', fieldErrors: {} };

/**
 * State for a form that posts once: newsletter, contact, project contact, registration, password
 * reset… Failures are state: 422 field errors, the server's message or a library message key.
 *
 * @example
 * const { api } = useShop();
 * const newsletter = useSubmit((body: NewsletterBody) => api.newsletter(body));
 * <form onSubmit={(e) => { e.preventDefault(); void newsletter.submit(values); }}>…
 */
export function useSubmit<Args extends unknown[], T>(fn: (...args: Args) => Promise<T>): SubmitState<Args, T> {
  const [outcome, setOutcome] = useState<Outcome<T>>(IDLE);
  const latest = useRef(fn);
  latest.current = fn;
  const pending = useRef<Promise<SubmitResult<T>> | null>(null);

  const submit = useCallback((...args: Args): Promise<SubmitResult<T>> => {
    if (pending.current) return pending.current;
    setOutcome({ status: 'submitting', fieldErrors: {} });
    pending.current = latest
      .current(...args)
      .then(
        (data): SubmitResult<T> => {
          setOutcome({ status: 'success', data, fieldErrors: {} });
          return { ok: true, data };
        },
        (error: unknown): SubmitResult<T> => {
          const failure = failed(error);
          setOutcome({ status: 'error', ...failure });
          return failure;
        },
      )
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  }, []);

  const reset = useCallback(() => setOutcome(IDLE), []);

  return {
    submit,
    status: outcome.status,
    data: outcome.data,
    error: outcome.error,
    fieldErrors: outcome.fieldErrors,
    message: outcome.message,
    messageKey: outcome.messageKey,
    reset,
  };
}
