import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Locale } from '../domain/constants.js';
import { formatWithdrawalTime, type ReturnWay, WITHDRAWAL_DAYS, type WithdrawalReturn, withdrawalReturn } from '../domain/withdrawal.js';
import type { Translator } from '../i18n/translate.js';
import type { WithdrawableOrder, Withdrawal } from '../contract/index.js';
import { useMoney, useShop, useSubmit } from '../hooks/index.js';
import { announce } from './announcer.js';
import { Button } from './button.js';
import { cn } from './cn.js';
import { Field, FieldDescription, FieldLabel, Textarea, TextField } from './field.js';
import { NumberField } from './number-field.js';
import { applyServerErrors, EmailField, emailRules, FormMessage, SubmitButton, translateMessage, useAnnounceSuccess } from './form.js';
import { RadioGroup, RadioGroupItem } from './radio-group.js';
import { type LabelOverrides, useT } from './use-t.js';

type HeadingLevel = 1 | 2 | 3;

interface StepProps {
  /** Replaces messages (`withdrawal.*`, `fields.*`, `forms.*`). */
  labels?: LabelOverrides;
  /** The level of the step's heading. @default 2 */
  headingLevel?: HeadingLevel;
  /** Moves the focus to the step's heading when it appears (after the previous step). @default false */
  focusOnMount?: boolean;
  className?: string;
}

/** A step's heading, focused when the step replaces the previous one so a screen reader starts there. */
function StepHeading({ level = 2, focusOnMount = false, id, children }: { level?: HeadingLevel; focusOnMount?: boolean; id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  const Heading = `h${level}` as const;
  return (
    <Heading ref={ref} id={id} tabIndex={-1} className="text-xl font-semibold outline-none wrap-anywhere">
      {children}
    </Heading>
  );
}

// — step 1 —

export interface WithdrawalLookupFormProps extends StepProps {
  /** The order number to start with, e.g. from the order page's link. */
  defaultOrderNumber?: string;
  /** Called with the order, the e-mail address it was found with and the code that proved it. */
  onFound: (order: WithdrawableOrder, email: string, code: string) => void;
}

interface LookupValues {
  order_number: string;
  email: string;
  code: string;
}

/** What the code request named, while the form waits for the code. */
interface CodeSent {
  order_number: string;
  email: string;
  valid_minutes: number;
}

/** Six digits; spaces a shopper types or pastes between them are ignored. */
const codeDigits = (text: string) => text.replace(/\s+/g, '');

/**
 * Step 1 of the withdrawal function for a visitor, in two parts: the order number and the e-mail
 * address from the order confirmation, then the 6-digit code the shop e-mails to that address, so
 * only the buyer can withdraw from an order. The shop answers the same whether or not the number
 * and the address belong together, and a wrong code the same whatever was wrong; a refusal (the
 * period is over) is said in the form's alert. `data-step` is `identify`, then `code`.
 *
 * @example <WithdrawalLookupForm onFound={(order, email, code) => setChosen({ order, email, code })} />
 */
function WithdrawalLookupForm({ defaultOrderNumber = '', onFound, labels, headingLevel, focusOnMount, className }: WithdrawalLookupFormProps) {
  const t = useT(labels);
  const id = useId();
  const { api } = useShop();
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [resent, setResent] = useState(false);
  const requesting = useSubmit((body: { order_number: string; email: string }) => api.sendWithdrawalCode(body));
  const lookup = useSubmit((body: { order_number: string; email: string; code: string }) => api.lookupWithdrawal(body));
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<LookupValues>({ defaultValues: { order_number: defaultOrderNumber, email: '', code: '' } });
  const resentText = resent ? t('withdrawal.code.resent') : null;

  // The code field takes the focus when it appears.
  useEffect(() => {
    if (sent) setFocus('code');
  }, [sent, setFocus]);

  /** A refusal in the form: on its fields where it names them, else in the alert. */
  const refuse = (result: { fieldErrors: Record<string, string[]>; message?: string | undefined }, fields: (keyof LookupValues)[]) => {
    const rest = applyServerErrors(setError, result.fieldErrors, fields, t);
    const placed = Object.keys(result.fieldErrors).length > rest.length;
    const text = rest[0] ?? (placed ? undefined : translateMessage(t, result.message ?? t('errors.generic')));
    if (text) setError('root', { type: 'server', message: text });
  };

  const askForCode = async (body: { order_number: string; email: string }) => {
    const result = await requesting.submit(body);
    if (!result.ok) {
      refuse(result, sent ? [] : ['order_number', 'email']);
      return false;
    }
    setSent({ ...body, valid_minutes: result.data.valid_minutes });
    return true;
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!sent) {
      await askForCode({ order_number: values.order_number.trim(), email: values.email.trim() });
      return;
    }
    const code = codeDigits(values.code);
    const result = await lookup.submit({ order_number: sent.order_number, email: sent.email, code });
    if (result.ok) {
      onFound(result.data, sent.email, code);
      return;
    }
    refuse(result, ['code']);
  });

  const resend = async () => {
    if (!sent) return;
    clearErrors();
    setValue('code', '');
    if (await askForCode({ order_number: sent.order_number, email: sent.email })) {
      setResent(true);
      announce(t('withdrawal.code.resent'));
    }
  };

  const change = () => {
    clearErrors();
    setValue('code', '');
    setResent(false);
    setSent(null);
  };

  const busy = requesting.status === 'submitting' || lookup.status === 'submitting';
  return (
    <form
      method="post"
      data-slot="withdrawal-lookup-form"
      data-step={sent ? 'code' : 'identify'}
      data-state={(sent ? lookup : requesting).status}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className={cn('flex flex-col gap-4', className)}
    >
      <div className="flex flex-col gap-1">
        <StepHeading id={`${id}-title`} level={headingLevel} focusOnMount={focusOnMount}>
          {t('withdrawal.identify.title')}
        </StepHeading>
        <p className="text-sm text-muted-foreground">{t('withdrawal.identify.guestText')}</p>
      </div>
      {errors.root?.message ? <FormMessage tone="error">{errors.root.message}</FormMessage> : null}
      {sent ? (
        <>
          <p data-slot="withdrawal-code-sent" className="text-sm wrap-anywhere">
            {t('withdrawal.code.text', { number: sent.order_number, email: sent.email, minutes: sent.valid_minutes })}
          </p>
          {resentText && !errors.root ? <FormMessage tone="success">{resentText}</FormMessage> : null}
          <TextField
            {...register('code', { validate: (value) => /^\d{6}$/.test(codeDigits(value)) || t('withdrawal.code.invalid') })}
            label={t('withdrawal.code.label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            maxLength={20}
            error={errors.code?.message}
            required
            className="sm:max-w-56"
          />
          <div className="grid grid-cols-1 gap-3 sm:flex sm:flex-wrap sm:items-center">
            <SubmitButton busy={lookup.status === 'submitting'} busyLabel={t('forms.submitting')}>
              {t('withdrawal.code.submit')}
            </SubmitButton>
            <Button type="button" variant="outline" disabled={busy} onClick={() => void resend()}>
              {t('withdrawal.code.resend')}
            </Button>
            <Button type="button" variant="ghost" disabled={busy} onClick={change} className="whitespace-normal">
              {t('withdrawal.code.change')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...register('order_number', { validate: (value) => value.trim() !== '' || t('forms.errors.required') })}
              label={t('withdrawal.identify.orderNumber')}
              description={t('withdrawal.identify.orderNumberHint')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              error={errors.order_number?.message}
              required
            />
            <EmailField {...register('email', emailRules(t))} label={t('fields.email')} error={errors.email?.message} required />
          </div>
          <SubmitButton busy={requesting.status === 'submitting'} busyLabel={t('forms.submitting')}>
            {t('withdrawal.identify.submit')}
          </SubmitButton>
        </>
      )}
    </form>
  );
}

export interface WithdrawalOrderListProps extends StepProps {
  orders: readonly WithdrawableOrder[];
  onChoose: (order: WithdrawableOrder) => void;
}

/**
 * The order's deadline: the last day of the period once the goods are delivered; before that the
 * period has not started, so the text says it runs from the delivery.
 */
function deadlineText(t: Translator, order: WithdrawableOrder, locale: Locale): string {
  return order.period_last_day
    ? t('withdrawal.order.deadline', { date: formatWithdrawalTime(order.period_last_day, locale).date })
    : t('withdrawal.order.undelivered', { days: WITHDRAWAL_DAYS });
}

/**
 * What happens to the withdrawn goods, stated before the withdrawal is confirmed and in its
 * receipt (requirements 10.3): before the delivery it is cancelled and nothing goes back; after
 * it, parcels go back by post at the shopper's cost and the shop collects the rest at its price.
 */
function WithdrawalReturnNote({ value, t }: { value: WithdrawalReturn; t: Translator }) {
  const { format } = useMoney();
  const lines = value.delivery_cancelled
    ? [t('withdrawal.return.cancelDelivery')]
    : [
        ...(value.send_back ? [t('withdrawal.return.sendBack', { days: WITHDRAWAL_DAYS })] : []),
        ...(value.collection_price_huf !== null ? [t('withdrawal.return.collection', { price: format(value.collection_price_huf, 'HUF') })] : []),
      ];
  return (
    <div
      data-slot="withdrawal-return"
      data-state={value.delivery_cancelled ? 'delivery-cancelled' : value.collection_price_huf !== null ? 'collection' : 'send-back'}
      className="flex flex-col gap-1.5 rounded-otthon border border-border bg-muted/40 p-4 text-sm"
    >
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>{t('withdrawal.return.refund', { days: WITHDRAWAL_DAYS })}</p>
    </div>
  );
}

/**
 * Step 1 for a logged-in customer: their orders within the period, each with its date, deadline
 * and items, and a button to withdraw from it.
 */
function WithdrawalOrderList({ orders, onChoose, labels, headingLevel = 2, focusOnMount, className }: WithdrawalOrderListProps) {
  const t = useT(labels);
  const id = useId();
  const { locale } = useShop();
  const ItemHeading = `h${Math.min(headingLevel + 1, 4)}` as 'h3';
  return (
    <section data-slot="withdrawal-order-list" aria-labelledby={`${id}-title`} className={cn('flex flex-col gap-4', className)}>
      <div className="flex flex-col gap-1">
        <StepHeading id={`${id}-title`} level={headingLevel} focusOnMount={focusOnMount}>
          {t('withdrawal.identify.title')}
        </StepHeading>
        <p className="text-sm text-muted-foreground">{orders.length ? t('withdrawal.pick.text') : t('withdrawal.pick.empty')}</p>
      </div>
      {orders.length ? (
        <ul className="flex flex-col gap-3">
          {orders.map((order) => (
            <li
              key={order.order_number}
              data-slot="withdrawal-order"
              data-order-number={order.order_number}
              className="flex flex-col gap-3 rounded-otthon border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <ItemHeading className="font-semibold">{t('withdrawal.order.heading', { number: order.order_number })}</ItemHeading>
                <p className="text-sm text-muted-foreground">
                  {t('withdrawal.order.placed', { date: formatWithdrawalTime(order.created_at, locale).date })} · {deadlineText(t, order, locale)}
                </p>
                <p className="text-sm wrap-anywhere">
                  {order.items.map((item) => `${item.name} (${t('withdrawal.order.pieces', { count: item.quantity })})`).join(', ')}
                </p>
              </div>
              <Button type="button" variant="outline" className="shrink-0" onClick={() => onChoose(order)}>
                {t('withdrawal.pick.choose')}
                <span className="sr-only">: {order.order_number}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

// — step 2 —

export interface WithdrawalConfirmFormProps extends StepProps {
  order: WithdrawableOrder;
  /** The address the order was found with; left out for the logged-in customer's own order. */
  email?: string;
  /** The code that proved the address (from {@link WithdrawalLookupForm}); left out with the address. */
  code?: string;
  onWithdrawn: (withdrawal: Withdrawal) => void;
  /** Back to step 1; the button is shown when given. */
  onBack?: () => void;
}

interface ConfirmValues {
  scope: 'whole' | 'items';
  quantities: Record<string, string>;
  reason: string;
}

/** Form field names must not be bare numbers (they would become array indexes). */
const lineKey = (id: number) => `line${id}`;

const randomKey = () => (globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * Step 2 of the withdrawal function: the whole order or chosen items with their quantities, an
 * optional reason, what happens to the chosen goods and what their return costs (requirements
 * 10.3, stated before the confirmation), and the clearly labelled final button "Confirm withdrawal". One
 * `Idempotency-Key` per form, so a repeated press or a retry after a lost answer records the
 * withdrawal once.
 *
 * @example <WithdrawalConfirmForm order={order} email={email} code={code} onWithdrawn={setReceipt} onBack={() => setOrder(null)} />
 */
function WithdrawalConfirmForm({ order, email, code, onWithdrawn, onBack, labels, headingLevel = 2, focusOnMount, className }: WithdrawalConfirmFormProps) {
  const t = useT(labels);
  const id = useId();
  const { api, locale } = useShop();
  const [key] = useState(randomKey);
  const sending = useSubmit((body: Parameters<typeof api.submitWithdrawal>[0]) => api.submitWithdrawal(body, key));
  const open = order.items.filter((item) => item.withdrawable_quantity > 0);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors },
  } = useForm<ConfirmValues>({
    defaultValues: { scope: 'whole', quantities: Object.fromEntries(open.map((item) => [lineKey(item.id), '0'])), reason: '' },
  });
  const scope = watch('scope');
  const quantities = watch('quantities');
  const fieldOf = (index: number) => `quantities.${lineKey(open[index]?.id ?? 0)}`;
  const chosen = scope === 'whole' ? open : open.filter((item) => Number(quantities?.[lineKey(item.id)] ?? 0) > 0);
  // The rule's outcome for what is chosen (all that is left while nothing is), priced as the shop's answer says.
  const rule = withdrawalReturn(
    order,
    (chosen.length > 0 ? chosen : open).map((item): ReturnWay => item.return_by),
  );
  const returning: WithdrawalReturn = { ...rule, collection_price_huf: rule.collection_price_huf === null ? null : order.collection_price_huf };
  const delivered = !returning.delivery_cancelled;

  // A number typed above what can be withdrawn is set to the limit when the field commits, which
  // can be the press on the confirm button itself: that press sends nothing, so the shopper sees
  // the corrected number and the reason before confirming.
  const corrected = useRef<{ field: `quantities.${string}`; message: string } | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    if (corrected.current) {
      const { field, message } = corrected.current;
      corrected.current = null;
      setError(field, { type: 'client', message }, { shouldFocus: true });
      return;
    }
    const items =
      values.scope === 'items'
        ? open.map((item) => ({ id: item.id, quantity: Number(values.quantities[lineKey(item.id)] ?? 0) })).filter((line) => line.quantity > 0)
        : undefined;
    if (items && items.length === 0) {
      setError('root', { type: 'client', message: t('withdrawal.confirm.noneChosen') });
      return;
    }
    const result = await sending.submit({
      order_number: order.order_number,
      ...(email ? { email } : {}),
      ...(code ? { code } : {}),
      ...(items ? { items } : {}),
      reason: values.reason.trim() || null,
    });
    if (result.ok) {
      onWithdrawn(result.data);
      return;
    }
    // items.N.quantity from the server names the Nth line sent, which is the Nth chosen line.
    const sent = items ?? [];
    const mapped = Object.fromEntries(
      Object.entries(result.fieldErrors).map(([field, messages]) => {
        const line = /^items\.(\d+)\.quantity$/.exec(field);
        const index = line ? open.findIndex((item) => item.id === sent[Number(line[1])]?.id) : -1;
        return [index >= 0 ? fieldOf(index) : field, messages];
      }),
    );
    const rest = applyServerErrors(setError, mapped, [...open.map((_, index) => fieldOf(index)), 'reason'], t);
    const placed = Object.keys(mapped).length > rest.length;
    const text = rest[0] ?? (placed ? undefined : translateMessage(t, result.message ?? t('errors.generic')));
    if (text) setError('root', { type: 'server', message: text });
  });

  return (
    <form
      method="post"
      data-slot="withdrawal-confirm-form"
      data-state={sending.status}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className={cn('flex flex-col gap-5', className)}
    >
      <div className="flex flex-col gap-1">
        <StepHeading id={`${id}-title`} level={headingLevel} focusOnMount={focusOnMount}>
          {t('withdrawal.confirm.title')}
        </StepHeading>
        <p className="text-sm text-muted-foreground">
          {t('withdrawal.order.heading', { number: order.order_number })} ·{' '}
          {t('withdrawal.order.placed', { date: formatWithdrawalTime(order.created_at, locale).date })} · {deadlineText(t, order, locale)}
        </p>
      </div>
      {errors.root?.message ? <FormMessage tone="error">{errors.root.message}</FormMessage> : null}
      <RadioGroup
        label={t('withdrawal.confirm.scope')}
        value={scope}
        onValueChange={(value) => setValue('scope', value as ConfirmValues['scope'])}
        className="gap-2"
      >
        <RadioGroupItem value="whole" label={t('withdrawal.confirm.whole')} />
        <RadioGroupItem value="items" label={t('withdrawal.confirm.items')} />
      </RadioGroup>
      <ul data-slot="withdrawal-items" className="flex flex-col divide-y divide-border rounded-otthon border border-border">
        {order.items.map((item) => {
          const index = open.findIndex((candidate) => candidate.id === item.id);
          const field = fieldOf(index) as `quantities.${string}`;
          const error = index >= 0 ? (errors.quantities?.[lineKey(item.id)]?.message as string | undefined) : undefined;
          return (
            <li
              key={item.id}
              data-slot="withdrawal-item"
              data-item-id={item.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="font-medium wrap-anywhere">{item.name}</span>
                <span className="text-sm text-muted-foreground">
                  {item.sku} ·{' '}
                  {item.withdrawable_quantity > 0
                    ? t('withdrawal.confirm.left', { count: item.withdrawable_quantity, total: item.quantity })
                    : t('withdrawal.confirm.noneLeft')}
                </span>
                {delivered && item.withdrawable_quantity > 0 ? (
                  <span data-slot="withdrawal-item-return" data-state={item.return_by} className="text-sm">
                    {t(`withdrawal.return.by.${item.return_by}`)}
                  </span>
                ) : null}
              </div>
              {scope === 'items' && index >= 0 ? (
                <Controller
                  control={control}
                  name={field}
                  rules={{
                    validate: (value) => {
                      const quantity = Number(value);
                      return (
                        (Number.isInteger(quantity) && quantity >= 0 && quantity <= item.withdrawable_quantity) ||
                        t('withdrawal.confirm.left', { count: item.withdrawable_quantity, total: item.quantity })
                      );
                    },
                  }}
                  render={({ field: control }) => (
                    <NumberField
                      name={control.name}
                      value={control.value === '' || control.value === undefined ? null : Number(control.value)}
                      onChange={(next) => control.onChange(next === null ? '' : String(next))}
                      minValue={0}
                      maxValue={item.withdrawable_quantity}
                      onClamp={() => {
                        corrected.current = { field, message: t('withdrawal.confirm.left', { count: item.withdrawable_quantity, total: item.quantity }) };
                      }}
                      labelText={`${t('withdrawal.confirm.pieces')}: ${item.name}`}
                      label={
                        <>
                          {t('withdrawal.confirm.pieces')}
                          <span className="sr-only">: {item.name}</span>
                        </>
                      }
                      error={error}
                      className="sm:w-56"
                    />
                  )}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      <Field error={errors.reason?.message} hasDescription>
        <FieldLabel>
          {t('withdrawal.confirm.reason')} <span className="font-normal text-muted-foreground">({t('forms.optional')})</span>
        </FieldLabel>
        <FieldDescription>{t('withdrawal.confirm.reasonHint')}</FieldDescription>
        <Textarea {...register('reason', { maxLength: { value: 2000, message: t('forms.errors.maxLength', { count: 2000 }) } })} rows={3} />
      </Field>
      <WithdrawalReturnNote value={returning} t={t} />
      <p className="text-sm">{t('withdrawal.confirm.finalNote')}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        {onBack ? (
          <Button type="button" variant="outline" onClick={onBack}>
            {t('withdrawal.confirm.back')}
          </Button>
        ) : null}
        <SubmitButton data-slot="withdrawal-confirm" busy={sending.status === 'submitting'} busyLabel={t('forms.submitting')}>
          {t('withdrawal.confirm.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

// — result —

export interface WithdrawalReceiptProps extends StepProps {
  withdrawal: Withdrawal;
}

/** The acknowledgement on screen: the time of receipt, the reference, the items, where the e-mail went and what happens to the goods. */
function WithdrawalReceipt({ withdrawal, labels, headingLevel = 2, focusOnMount, className }: WithdrawalReceiptProps) {
  const t = useT(labels);
  const id = useId();
  const { locale } = useShop();
  const received = formatWithdrawalTime(withdrawal.received_at, locale);
  useAnnounceSuccess(t('withdrawal.result.title'));
  return (
    <section
      data-slot="withdrawal-receipt"
      aria-labelledby={`${id}-title`}
      className={cn('flex flex-col gap-4 rounded-otthon border border-border bg-surface p-6', className)}
    >
      <StepHeading id={`${id}-title`} level={headingLevel} focusOnMount={focusOnMount}>
        {t('withdrawal.result.title')}
      </StepHeading>
      <p data-slot="withdrawal-received" className="font-medium">
        <time dateTime={withdrawal.received_at}>{t('withdrawal.result.received', received)}</time>
      </p>
      <p className="text-sm text-muted-foreground">{t('withdrawal.result.reference', { number: withdrawal.withdrawal_number })}</p>
      <div className="flex flex-col gap-2">
        <p>{t('withdrawal.result.items', { number: withdrawal.order_number })}</p>
        <ul className="list-disc ps-5">
          {withdrawal.items.map((item) => (
            <li key={item.id} className="wrap-anywhere">
              {item.name} – {t('withdrawal.order.pieces', { count: item.quantity })}
            </li>
          ))}
        </ul>
      </div>
      <FormMessage tone="success">{t('withdrawal.result.email', { email: withdrawal.email })}</FormMessage>
      <WithdrawalReturnNote value={withdrawal.return} t={t} />
    </section>
  );
}

export { WithdrawalConfirmForm, WithdrawalLookupForm, WithdrawalOrderList, WithdrawalReceipt };
