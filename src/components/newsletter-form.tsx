import { cva, type VariantProps } from 'class-variance-authority';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { NewsletterBody } from '../contract/index.js';
import { useShop, useSubmit } from '../hooks/index.js';
import { cn } from './cn.js';
import { TextField } from './field.js';
import { applyServerErrors, EmailField, emailRules, FormMessage, SubmitButton, translateMessage, useAnnounceSuccess } from './form.js';
import { type LabelOverrides, useT } from './use-t.js';

interface NewsletterValues {
  name: string;
  email: string;
}

const FIELDS = ['name', 'email'] as const;

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
 * The newsletter signup with a full name and an e-mail (spec §5), checked before sending; the
 * server's field errors appear next to the fields and the thank-you is announced.
 *
 * @example
 * <NewsletterForm layout="inline" />
 */
function NewsletterForm({ layout, showIntro = true, headingLevel = 2, onSuccess, labels, className }: NewsletterFormProps) {
  const t = useT(labels);
  const { api } = useShop();
  const id = useId();
  const signup = useSubmit((body: NewsletterBody) => api.newsletter(body));
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<NewsletterValues>({ defaultValues: { name: '', email: '' } });
  const busy = signup.status === 'submitting';
  const succeeded = signup.status === 'success';
  useAnnounceSuccess(succeeded ? t('newsletter.success') : null);

  const onSubmit = handleSubmit(async (values) => {
    const body = { name: values.name.trim(), email: values.email.trim() };
    const result = await signup.submit(body);
    if (result.ok) {
      reset();
      onSuccess?.(body);
      return;
    }
    applyServerErrors(setError, result.fieldErrors, FIELDS, t);
  });

  const placed = FIELDS.some((field) => signup.fieldErrors[field]?.length);
  const formError =
    signup.status === 'error' && !placed
      ? (Object.values(signup.fieldErrors)[0]?.[0] ?? signup.message ?? 'errors.generic')
      : undefined;
  const Heading = `h${headingLevel}` as const;

  return (
    <form
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
          {...register('name', {
            required: t('forms.errors.required'),
            validate: (value) => value.trim().length >= 2 || t('forms.errors.name'),
          })}
          autoComplete="name"
          label={t('fields.fullName')}
          error={errors.name?.message}
          required
        />
        <EmailField
          {...register('email', emailRules(t))}
          label={t('fields.email')}
          error={errors.email?.message}
          required
        />
        <SubmitButton busy={busy} busyLabel={t('forms.submitting')} className={layout === 'inline' ? 'md:mt-7' : undefined}>
          {t('newsletter.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

export { NewsletterForm, newsletterFormVariants };
