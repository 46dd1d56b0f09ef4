import { cva, type VariantProps } from 'class-variance-authority';
import { type FormEvent, useId, useState } from 'react';
import { subscribeNewsletter } from '../api/shop-api.js';
import type { NewsletterBody } from '../contract/index.js';
import { useShopRuntime } from '../hooks/shop-context.js';
import { useSubmit } from '../hooks/use-submit.js';
import type { Translator } from '../i18n/translate.js';
import { cn } from './cn.js';
import { TextField } from './field.js';
import { EmailField, emailRules, FormMessage, SubmitButton, translateMessage, useAnnounceSuccess } from './form.js';
import { type LabelOverrides, useT } from './use-t.js';

interface NewsletterValues {
  name: string;
  email: string;
}

type NewsletterField = keyof NewsletterValues;
type NewsletterErrors = Partial<Record<NewsletterField, string>>;

const FIELDS = ['name', 'email'] as const satisfies readonly NewsletterField[];

// The inputs keep their own values (what a visitor typed before hydration stays); the form reads them.
function valuesOf(form: HTMLFormElement): NewsletterValues {
  const data = new FormData(form);
  return { name: String(data.get('name') ?? ''), email: String(data.get('email') ?? '') };
}

/** The contract's rules for one field: the message to show, or nothing when it is fine. */
function fieldError(field: NewsletterField, values: NewsletterValues, t: Translator): string | undefined {
  if (field === 'email') {
    const verdict = emailRules(t).validate(values.email);
    return verdict === true ? undefined : verdict;
  }
  if (values.name === '') return t('forms.errors.required');
  return values.name.trim().length >= 2 ? undefined : t('forms.errors.name');
}

/** Layouts of {@link NewsletterForm}: fields under each other, or side by side (a footer band). */
const newsletterFormVariants = cva('flex flex-col gap-4', {
  variants: {
    layout: {
      stacked: '',
      inline: 'md:[&_[data-slot=newsletter-form-fields]]:grid-cols-[1fr_1fr_auto] md:[&_[data-slot=newsletter-form-fields]]:items-start',
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export interface NewsletterFormProps extends VariantProps<typeof newsletterFormVariants> {
  /** Show the title and the short text above the fields. @default true */
  showIntro?: boolean;
  /** The heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Called after a successful signup. */
  onSuccess?: (body: NewsletterBody) => void;
  /** Replaces messages (`newsletter.*`, `fields.*`, `forms.*`). */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * The newsletter signup with a full name and an e-mail, checked before sending; the
 * server's field errors appear next to the fields and the thank-you is announced.
 *
 * @example
 * <NewsletterForm layout="inline" />
 */
function NewsletterForm({ layout, showIntro = true, headingLevel = 2, onSuccess, labels, className }: NewsletterFormProps) {
  const t = useT(labels);
  // The runtime's client and the one call this form makes, not useShop(): the footer is on every page.
  const { client } = useShopRuntime('NewsletterForm');
  const id = useId();
  const signup = useSubmit((body: NewsletterBody) => subscribeNewsletter(client, body));
  const [errors, setErrors] = useState<NewsletterErrors>({});
  // Checked on submit; once submitted, a field is checked again as it changes (it clears as it is fixed).
  const [submitted, setSubmitted] = useState(false);
  const busy = signup.status === 'submitting';
  const succeeded = signup.status === 'success';
  useAnnounceSuccess(succeeded ? t('newsletter.success') : null);

  const focusFirst = (form: HTMLFormElement, found: NewsletterErrors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
    return first !== undefined;
  };

  const recheck = (field: NewsletterField, form: HTMLFormElement | null) => {
    if (submitted && form) setErrors((current) => ({ ...current, [field]: fieldError(field, valuesOf(form), t) }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    const values = valuesOf(form);
    const found: NewsletterErrors = {};
    for (const field of FIELDS) found[field] = fieldError(field, values, t);
    setErrors(found);
    setSubmitted(true);
    if (focusFirst(form, found)) return;
    const body = { name: values.name.trim(), email: values.email.trim() };
    const result = await signup.submit(body);
    if (result.ok) {
      form.reset();
      setErrors({});
      setSubmitted(false);
      onSuccess?.(body);
      return;
    }
    // The server's 422 messages go next to their fields; the rest make the form-wide message below.
    const server: NewsletterErrors = {};
    for (const field of FIELDS) {
      const message = result.fieldErrors[field]?.[0];
      if (message) server[field] = translateMessage(t, message);
    }
    setErrors(server);
    focusFirst(form, server);
  };

  const placed = FIELDS.some((field) => signup.fieldErrors[field]?.length);
  const formError = signup.status === 'error' && !placed ? (Object.values(signup.fieldErrors)[0]?.[0] ?? signup.message ?? 'errors.generic') : undefined;
  const Heading = `h${headingLevel}` as const;

  return (
    <form
      method="post"
      data-slot="newsletter-form"
      data-state={signup.status}
      noValidate
      aria-labelledby={showIntro ? `${id}-title` : undefined}
      aria-label={showIntro ? undefined : t('newsletter.title')}
      onSubmit={onSubmit}
      className={cn(newsletterFormVariants({ layout }), className)}
    >
      {showIntro ? (
        <div className="flex flex-col gap-1">
          <Heading id={`${id}-title`} className="text-lg font-semibold wrap-anywhere">
            {t('newsletter.title')}
          </Heading>
          <p className="text-sm text-muted-foreground">{t('newsletter.text')}</p>
        </div>
      ) : null}
      {formError ? <FormMessage tone="error">{translateMessage(t, formError)}</FormMessage> : null}
      {succeeded ? <FormMessage tone="success">{t('newsletter.success')}</FormMessage> : null}
      <div data-slot="newsletter-form-fields" className="grid gap-4">
        <TextField
          name="name"
          onChange={(event) => recheck('name', event.currentTarget.form)}
          autoComplete="name"
          label={t('fields.fullName')}
          error={errors.name}
          required
        />
        <EmailField name="email" onChange={(event) => recheck('email', event.currentTarget.form)} label={t('fields.email')} error={errors.email} required />
        <SubmitButton busy={busy} busyLabel={t('forms.submitting')} className={layout === 'inline' ? 'md:mt-7' : undefined}>
          {t('newsletter.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

export { NewsletterForm, newsletterFormVariants };
