import { type FormEvent, useId, useState } from 'react';
import { subscribeRestock } from '../api/shop-api.js';
import { useShopRuntime } from '../hooks/shop-context.js';
import { useSubmit } from '../hooks/use-submit.js';
import { CheckboxField } from './checkbox.js';
import { cn } from './cn.js';
import type { RestockNotifyFormProps } from './delivery-promise.js';
import { EmailField, emailRules, FormMessage, SubmitButton, translateMessage, useAnnounceSuccess } from './form.js';
import { useT } from './use-t.js';

// The form of `RestockNotifyForm` (delivery-promise.tsx), a module of its own: only an
// out-of-stock product page loads it, with its checkbox.

/** The form itself; see `RestockNotifyForm`. */
function RestockNotifyForm({ productId, productUrl, labels, className }: RestockNotifyFormProps) {
  const t = useT(labels);
  const { client } = useShopRuntime('RestockNotifyForm');
  const id = useId();
  const signup = useSubmit((email: string) =>
    subscribeRestock(client, productId, { email, consent: true, product_url: productUrl ?? globalThis.location?.href ?? '' }),
  );
  const [errors, setErrors] = useState<{ email?: string; consent?: string }>({});
  const busy = signup.status === 'submitting';
  const succeeded = signup.status === 'success';
  useAnnounceSuccess(succeeded ? t('delivery.notifySuccess') : null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const verdict = emailRules(t).validate(email);
    const found = {
      email: verdict === true ? undefined : verdict,
      consent: data.get('consent') ? undefined : t('delivery.notifyConsentRequired'),
    };
    setErrors(found);
    if (found.email || found.consent) {
      (form.elements.namedItem(found.email ? 'email' : 'consent') as HTMLElement | null)?.focus();
      return;
    }
    const result = await signup.submit(email);
    if (result.ok) {
      form.reset();
      return;
    }
    setErrors({
      email: result.fieldErrors.email?.[0] ? translateMessage(t, result.fieldErrors.email[0]) : undefined,
      consent: result.fieldErrors.consent?.[0] ? translateMessage(t, result.fieldErrors.consent[0]) : undefined,
    });
  };

  const placed = Boolean(signup.fieldErrors.email?.length || signup.fieldErrors.consent?.length);
  const formError = signup.status === 'error' && !placed ? (Object.values(signup.fieldErrors)[0]?.[0] ?? signup.message ?? 'errors.generic') : undefined;

  return (
    <form
      method="post"
      data-slot="restock-notify-form"
      data-state={signup.status}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={onSubmit}
      className={cn('flex flex-col gap-3 rounded-lg border border-border p-4', className)}
    >
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {t('delivery.notifyTitle')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('delivery.notifyText')}</p>
      {formError ? <FormMessage tone="error">{translateMessage(t, formError)}</FormMessage> : null}
      {succeeded ? <FormMessage tone="success">{signup.data?.message ?? t('delivery.notifySuccess')}</FormMessage> : null}
      <EmailField name="email" label={t('fields.email')} error={errors.email} required />
      <CheckboxField name="consent" label={t('delivery.notifyConsent')} error={errors.consent} required />
      <SubmitButton busy={busy} busyLabel={t('forms.submitting')}>
        {t('delivery.notifySubmit')}
      </SubmitButton>
    </form>
  );
}

export { RestockNotifyForm };
