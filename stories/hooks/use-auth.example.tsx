import { type ActionResult, useAuth } from 'otthon';
import { Button, EmailField, TextField, useT } from 'otthon/components';
import { type FormEvent, useState } from 'react';
import { Readout } from './readout.js';

/** A bare login and logout over `useAuth()`, with the session and the last result beneath. */
export function AuthExample({ defaultEmail }: { defaultEmail?: string }) {
  const t = useT();
  const { user, isLoading, isLoggedIn, login, logout } = useAuth();
  const [result, setResult] = useState<ActionResult>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // A refused login is a result with `ok: false` and the server's message, never an exception.
    void login({ email: String(form.get('email')), password: String(form.get('password')) }).then(setResult);
  };
  return (
    <div className="flex max-w-md flex-col gap-4">
      {isLoggedIn ? (
        <Button className="w-fit" variant="outline" onClick={() => void logout().then(setResult)}>
          {t('auth.logout')}
        </Button>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          <EmailField name="email" label={t('fields.email')} defaultValue={defaultEmail} />
          <TextField name="password" type="password" autoComplete="current-password" label={t('fields.password')} />
          <Button type="submit" className="w-fit">
            {t('auth.login.submit')}
          </Button>
        </form>
      )}
      <Readout values={{ isLoading, isLoggedIn, 'user?.email': user?.email, 'result?.ok': result?.ok, 'result?.message': result?.message }} />
    </div>
  );
}
