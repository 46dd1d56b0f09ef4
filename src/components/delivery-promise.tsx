import { type FormEvent, useId, useState } from 'react';
import { subscribeRestock } from '../api/shop-api.js';
import type { DeliveryWindow } from '../domain/delivery.js';
import { formatCivilDate, formatDeliveryWindow } from '../domain/delivery.js';
import { useShopRuntime } from '../hooks/shop-context.js';
import { useSubmit } from '../hooks/use-submit.js';
import { CheckboxField } from './checkbox.js';
import { cn } from './cn.js';
import { EmailField, emailRules, FormMessage, SubmitButton, translateMessage, useAnnounceSuccess } from './form.js';
import { type LabelOverrides, useT } from './use-t.js';

export interface DeliveryEstimateProps {
  /** The window from the API (`delivery_window`); nothing is shown for `null`. */
  window: DeliveryWindow | null | undefined;
  /** The element: a paragraph, or a span inside phrasing content (a radio card's description). @default 'p' */
  as?: 'p' | 'span';
  /** Replaces messages (`delivery.*`). */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * The expected delivery as dates in the shop's language: "Várható kézbesítés: dec. 1–3." /
 * "Expected delivery: Dec 1 – 3".
 *
 * @example
 * <DeliveryEstimate window={product.delivery_window} />
 */
function DeliveryEstimate({ window, as: Element = 'p', labels, className }: DeliveryEstimateProps) {
  const t = useT(labels);
  const { locale } = useShopRuntime('DeliveryEstimate');
  if (!window) return null;
  return (
    <Element data-slot="delivery-estimate" className={cn('text-sm', className)}>
      {t('delivery.expected', { dates: formatDeliveryWindow(window, locale) })}
    </Element>
  );
}

export interface RestockDateProps {
  /** The product's `restock_date` (`YYYY-MM-DD`); without one the product is "not available for now". */
  date: string | null | undefined;
  labels?: LabelOverrides;
  className?: string;
}

/** When an out-of-stock product is expected back: "Várható beérkezés: 2026. december 15.". */
function RestockDate({ date, labels, className }: RestockDateProps) {
  const t = useT(labels);
  const { locale } = useShopRuntime('RestockDate');
  return (
    <p data-slot="restock-date" className={cn('text-sm', className)}>
      {date ? t('delivery.restock', { date: formatCivilDate(date, locale) }) : t('delivery.restockUnknown')}
    </p>
  );
}

export interface RestockNotifyFormProps {
  productId: number;
  /** The product page's full address; the e-mails link back to it. @default the current page */
  productUrl?: string;
  labels?: LabelOverrides;
  className?: string;
}

/**
 * "Notify me" for an out-of-stock product: an e-mail address and consent; the shop mails a
 * confirmation link first (double opt-in) and the notice once the product is back.
 *
 * @example
 * {product.quantity === 0 ? <RestockNotifyForm productId={product.id} /> : null}
 */
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

export { DeliveryEstimate, RestockDate, RestockNotifyForm };
