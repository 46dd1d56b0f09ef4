import { type NewsletterBody, useShop, useSubmit } from 'otthon';
import { Button, EmailField, TextField, useT } from 'otthon/components';
import type { FormEvent } from 'react';
import { Readout } from './readout.js';

/** A newsletter signup posted with `useSubmit()`: the server's 422 comes back by field. */
export function SubmitExample() {
  const t = useT();
  const { api } = useShop();
  const signup = useSubmit((body: NewsletterBody) => api.newsletter(body));
  const { status, fieldErrors, message } = signup;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // No client-side checks here, so the example shows the server's own 422.
    void signup.submit({ name: String(form.get('name')), email: String(form.get('email')) });
  };
  return (
    <div className="flex max-w-md flex-col gap-4">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField name="name" label={t('fields.name')} error={fieldErrors.name?.[0]} />
        <EmailField name="email" label={t('fields.email')} error={fieldErrors.email?.[0]} />
        <Button type="submit" className="w-fit" busy={status === 'submitting'}>
          {t('newsletter.submit')}
        </Button>
      </form>
      <Readout values={{ status, 'Object.keys(fieldErrors)': Object.keys(fieldErrors), message, 'data !== undefined': signup.data !== undefined }} />
    </div>
  );
}
