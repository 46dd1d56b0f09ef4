import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { ContactBody, MessageResponse, ProjectContactBody } from '../contract/index.js';
import type { BotChallengeProvider, BotChallengeState } from '../hooks/index.js';
import { useShop, useSubmit } from '../hooks/index.js';
import { cn } from './cn.js';
import { Field, FieldError, FieldLabel, Textarea, TextField } from './field.js';
import {
  applyServerErrors,
  EmailField,
  emailRules,
  FormMessage,
  PhoneField,
  phoneRules,
  SubmitButton,
  translateMessage,
  useAnnounceSuccess,
  useBotToken,
} from './form.js';
import { BotChallengeNotice } from './registration-form.js';
import { type LabelOverrides, useT } from './use-t.js';

/** The contract's bounds of a name and a message. */
const NAME_MIN_LENGTH = 2;
const MESSAGE_MIN_LENGTH = 10;
const MESSAGE_MAX_LENGTH = 5000;

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

export interface ContactFormBaseProps {
  /** Called after the message was sent. */
  onSuccess?: () => void;
  /** The bot challenge's provider. @default the local invisible provider */
  botChallengeProvider?: BotChallengeProvider;
  /** The bot challenge's slot. @default the load error when it cannot load, nothing otherwise */
  renderBotChallenge?: (challenge: BotChallengeState) => ReactNode;
  /** Replaces messages (`contact.*` / `projectContact.*`, `fields.*`, `forms.*`). */
  labels?: LabelOverrides;
  className?: string;
}

interface FormSetup {
  slot: string;
  phone: 'optional' | 'required';
  subject: boolean;
  submitKey: 'contact.submit' | 'projectContact.submit';
  successKey: 'contact.success' | 'projectContact.success';
  intro?: { titleKey: 'projectContact.title'; textKey: 'projectContact.text'; headingLevel: 2 | 3 | 4 };
  send: (values: ContactValues, token: string) => Promise<MessageResponse>;
}

function ContactFormBase({ setup, onSuccess, botChallengeProvider, renderBotChallenge, labels, className }: ContactFormBaseProps & { setup: FormSetup }) {
  const t = useT(labels);
  const id = useId();
  const { challenge, takeToken } = useBotToken(botChallengeProvider);
  const sending = useSubmit(setup.send);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ContactValues>({ defaultValues: { name: '', email: '', phone: '', subject: '', message: '' } });
  const succeeded = sending.status === 'success';
  useAnnounceSuccess(succeeded ? t(setup.successKey) : null);
  const required = t('forms.errors.required');

  const onSubmit = handleSubmit(async (values) => {
    sending.reset();
    const token = await takeToken();
    if (!token) {
      setError('root', { type: 'bot', message: t('errors.botChallenge.loadFailed') });
      return;
    }
    const result = await sending.submit(values, token);
    if (result.ok) {
      reset();
      onSuccess?.();
      return;
    }
    const rest = applyServerErrors(setError, result.fieldErrors, FIELDS, t);
    const placed = Object.keys(result.fieldErrors).length > rest.length;
    const text = rest[0] ?? (placed ? undefined : translateMessage(t, result.message));
    if (text) setError('root', { type: 'server', message: text });
  });

  const Heading = setup.intro ? (`h${setup.intro.headingLevel}` as const) : null;
  return (
    <form
      method="post"
      data-slot={setup.slot}
      data-state={sending.status}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={setup.intro ? `${id}-title` : undefined}
      className={cn('flex flex-col gap-4', className)}
    >
      {setup.intro && Heading ? (
        <div className="flex flex-col gap-1">
          <Heading id={`${id}-title`} className="text-lg font-semibold wrap-anywhere">
            {t(setup.intro.titleKey)}
          </Heading>
          <p className="text-sm text-muted-foreground">{t(setup.intro.textKey)}</p>
        </div>
      ) : null}
      {errors.root?.message ? <FormMessage tone="error">{errors.root.message}</FormMessage> : null}
      {succeeded ? <FormMessage tone="success">{t(setup.successKey)}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...register('name', {
            validate: (value) => (value.trim() === '' ? required : value.trim().length >= NAME_MIN_LENGTH || t('forms.errors.name')),
          })}
          autoComplete="name"
          label={t('fields.name')}
          error={errors.name?.message}
          required
          fieldClassName="sm:col-span-2"
        />
        <EmailField {...register('email', emailRules(t))} label={t('fields.email')} error={errors.email?.message} required />
        <PhoneField
          {...register('phone', phoneRules(t, setup.phone === 'required'))}
          label={
            setup.phone === 'optional' ? (
              <>
                {t('fields.phone')} <span className="font-normal text-muted-foreground">({t('forms.optional')})</span>
              </>
            ) : (
              t('fields.phone')
            )
          }
          description={t('forms.hints.phone')}
          error={errors.phone?.message}
          required={setup.phone === 'required'}
        />
        {setup.subject ? (
          <TextField
            {...register('subject', { maxLength: { value: 160, message: t('forms.errors.maxLength', { count: 160 }) } })}
            autoComplete="off"
            label={
              <>
                {t('fields.subject')} <span className="font-normal text-muted-foreground">({t('forms.optional')})</span>
              </>
            }
            error={errors.subject?.message}
            fieldClassName="sm:col-span-2"
          />
        ) : null}
        <Field error={errors.message?.message} required className="sm:col-span-2">
          <FieldLabel>{t('fields.message')}</FieldLabel>
          <Textarea
            {...register('message', {
              validate: (value) =>
                value.trim() === ''
                  ? required
                  : value.trim().length < MESSAGE_MIN_LENGTH
                    ? t('forms.errors.messageLength', { count: MESSAGE_MIN_LENGTH })
                    : value.trim().length <= MESSAGE_MAX_LENGTH || t('forms.errors.maxLength', { count: MESSAGE_MAX_LENGTH }),
            })}
            rows={5}
          />
          <FieldError />
        </Field>
      </div>
      <div data-slot={`${setup.slot}-bot-challenge`} data-state={challenge.state}>
        {renderBotChallenge ? renderBotChallenge(challenge) : <BotChallengeNotice challenge={challenge} t={t} />}
      </div>
      <SubmitButton busy={sending.status === 'submitting'} busyLabel={t('forms.submitting')}>
        {t(setup.submitKey)}
      </SubmitButton>
    </form>
  );
}

/**
 * The contact page's form: name, e-mail, optional phone and subject, and the message, checked as
 * the contract does before sending; the server's field errors next to the fields; the thank-you
 * announced.
 *
 * @example <ContactForm />
 */
function ContactForm(props: ContactFormBaseProps) {
  const { api } = useShop();
  return (
    <ContactFormBase
      {...props}
      setup={{
        slot: 'contact-form',
        phone: 'optional',
        subject: true,
        submitKey: 'contact.submit',
        successKey: 'contact.success',
        send: (values, token) => {
          const body: ContactBody = {
            name: values.name.trim(),
            email: values.email.trim(),
            message: values.message.trim(),
            bot_token: token,
            ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
            ...(values.subject.trim() ? { subject: values.subject.trim() } : {}),
          };
          return api.contact(body);
        },
      }}
    />
  );
}

export interface ProjectContactFormProps extends ContactFormBaseProps {
  /** Show the title and the short text above the fields. @default true */
  showIntro?: boolean;
  /** The heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The project contact form (name, e-mail, phone, message), all required, with its title
 * and text.
 *
 * @example <ProjectContactForm headingLevel={2} />
 */
function ProjectContactForm({ showIntro = true, headingLevel = 2, ...props }: ProjectContactFormProps) {
  const { api } = useShop();
  return (
    <ContactFormBase
      {...props}
      setup={{
        slot: 'project-contact-form',
        phone: 'required',
        subject: false,
        submitKey: 'projectContact.submit',
        successKey: 'projectContact.success',
        ...(showIntro ? { intro: { titleKey: 'projectContact.title', textKey: 'projectContact.text', headingLevel } } : {}),
        send: (values, token) => {
          const body: ProjectContactBody = {
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim(),
            message: values.message.trim(),
            bot_token: token,
          };
          return api.projectContact(body);
        },
      }}
    />
  );
}

export { ContactForm, ProjectContactForm };
