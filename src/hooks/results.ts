import type { ApiError, FieldErrors } from '../api/api-error.js';
import type { MessageKey } from '../i18n/messages.js';

/**
 * How an action ended. `messageKey` names a library message (translate it with the i18n
 * translator); `message` is then the same key, else the server's own (already localised) text.
 */
export interface ActionResult {
  ok: boolean;
  message?: string;
  messageKey?: MessageKey;
  fieldErrors?: FieldErrors;
  error?: ApiError;
}

export type ActionFailure = ActionResult & { ok: false; message: string; fieldErrors: FieldErrors };

/** A failure for a rule the hooks check themselves, before any request. */
export function rejected(messageKey: MessageKey, fieldErrors: FieldErrors = {}): ActionFailure {
  return { ok: false, message: messageKey, messageKey, fieldErrors };
}

/** A failed request as a result: the server's message and field errors, or a library message. */
export function failed(error: unknown): ActionFailure {
  const apiError = error as ApiError;
  const status = apiError.status ?? 0;
  const messageKey: MessageKey | undefined =
    apiError.kind === 'csrf-unavailable'
      ? 'errors.csrfUnavailable'
      : status === 0
        ? 'errors.network'
        : status === 419
          ? 'errors.sessionExpired'
          : status === 429
            ? 'errors.tooManyRequests'
            : status >= 500
              ? 'errors.generic'
              : undefined;
  return {
    ok: false,
    message: messageKey ?? apiError.message,
    ...(messageKey ? { messageKey } : {}),
    fieldErrors: apiError.fieldErrors ?? {},
    error: apiError,
  };
}
