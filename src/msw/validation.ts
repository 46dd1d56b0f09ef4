/**
 * The mock shop's own 422s (its shop rules' field errors) in the API's shared words
 * (`validationMessage` of `otthon/contract`, which the server uses too). Requests themselves are
 * validated by the contract's request pipeline (`runEndpointChecks`).
 */
import type { Locale } from '../domain/constants.js';
import type { ApiErrorBody } from '../contract/common.js';
import { validationMessage } from '../contract/messages.js';

/** A 422 body: the first message (plus how many more) and every field's messages. */
export function validationBody(errors: Record<string, string[]>, locale: Locale): Required<ApiErrorBody> {
  return { message: validationMessage(locale, errors), errors };
}
