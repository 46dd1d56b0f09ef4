import { type ReactNode, useId } from 'react';
import { Controller, useController, useWatch } from 'react-hook-form';
import { BillingForm, ShippingForm } from './address-forms.js';
import { Button, type ButtonProps } from './button.js';
import { CartSummary } from './cart-summary.js';
import { CheckboxField } from './checkbox.js';
import { type CheckoutIntent, type CheckoutOutcome, CheckoutFormProvider, useCheckoutForm } from './checkout-form-context.js';
import { cn } from './cn.js';
import { ConsentCheckboxes, type ConsentCheckboxesProps } from './consent-checkboxes.js';
import { CouponForm } from './coupon-form.js';
import { Field, FieldDescription, FieldError, FieldLabel, Textarea } from './field.js';
import { EMAIL_PATTERN, EmailField, emailRules, FormMessage, PhoneField, phoneRules } from './form.js';
import { renderAnchor, type RenderLink } from './link.js';
import { DeliveryMethodPicker, PaymentMethodPicker, type PaymentMethodPickerProps } from './method-pickers.js';
import { PaymentProviderNotice } from './payment-provider-notice.js';
import { Spinner } from './spinner.js';
import { type LabelOverrides, useT } from './use-t.js';

/** The longest comment the contract takes. */
const COMMENT_MAX_LENGTH = 2000;

function useCheckoutT(component: string, labels: LabelOverrides | undefined) {
  const context = useCheckoutForm(component);
  return { context, t: useT({ ...context.labels, ...labels }) };
}

export interface CheckoutPartProps {
  /** Replaces messages of this part. */
  labels?: LabelOverrides | undefined;
  // `| undefined` as in React's own props: the buttons extend both, and apps type-check with
  // exactOptionalPropertyTypes.
  className?: string | undefined;
}

/**
 * The contact details of the order: e-mail (`email` autocomplete; coupons are checked with it)
 * and phone (`tel`), checked as the contract does. Inside a `CheckoutFormProvider`.
 *
 * @example <CustomerForm />
 */
function CustomerForm({ headingLevel = 2, labels, className }: CheckoutPartProps & { headingLevel?: 2 | 3 | 4 }) {
  const { context, t } = useCheckoutT('CustomerForm', labels);
  const id = useId();
  const {
    register,
    formState: { errors },
  } = context.form;
  const Heading = `h${headingLevel}` as const;
  return (
    <section data-slot="customer-form" aria-labelledby={`${id}-title`} className={cn('flex flex-col gap-4', className)}>
      <Heading id={`${id}-title`} className="text-lg font-semibold wrap-anywhere">
        {t('checkout.contact.title')}
      </Heading>
      <div className="grid gap-4 sm:grid-cols-2">
        <EmailField {...register('email', emailRules(t))} label={t('fields.email')} error={errors.email?.message} required />
        <PhoneField
          {...register('phone', phoneRules(t, true))}
          label={t('fields.phone')}
          description={t('forms.hints.phone')}
          error={errors.phone?.message}
          required
        />
      </div>
    </section>
  );
}

/** The comment on the order (optional, up to 2000 characters). Inside a `CheckoutFormProvider`. */
function CheckoutComment({ labels, className }: CheckoutPartProps) {
  const { context, t } = useCheckoutT('CheckoutComment', labels);
  const {
    register,
    formState: { errors },
  } = context.form;
  return (
    <Field error={errors.comment?.message} hasDescription className={className}>
      <FieldLabel>{t('checkout.comment')}</FieldLabel>
      <Textarea
        {...register('comment', { maxLength: { value: COMMENT_MAX_LENGTH, message: t('forms.errors.maxLength', { count: COMMENT_MAX_LENGTH }) } })}
        rows={3}
      />
      <FieldDescription>{t('forms.optional')}</FieldDescription>
      <FieldError />
    </Field>
  );
}

/** The newsletter tick of the order. Inside a `CheckoutFormProvider`. */
function CheckoutNewsletter({ labels, className }: CheckoutPartProps) {
  const { context, t } = useCheckoutT('CheckoutNewsletter', labels);
  return (
    <Controller
      control={context.form.control}
      name="is_newsletter_subscription"
      render={({ field }) => (
        <CheckboxField
          name={field.name}
          checked={field.value}
          onBlur={field.onBlur}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          label={t('checkout.newsletter')}
          fieldClassName={className}
        />
      )}
    />
  );
}

export interface CheckoutConsentsProps extends CheckoutPartProps, Pick<ConsentCheckboxesProps, 'privacyHref' | 'termsHref' | 'renderLink'> {}

/** The required privacy-policy and terms consents of the order. Inside a `CheckoutFormProvider`. */
function CheckoutConsents({ labels, className, ...links }: CheckoutConsentsProps) {
  const { context, t } = useCheckoutT('CheckoutConsents', labels);
  const { control } = context.form;
  const privacy = useController({ control, name: 'accept_privacy', rules: { validate: (value) => value || t('consent.errors.privacy') } });
  const terms = useController({ control, name: 'accept_terms', rules: { validate: (value) => value || t('consent.errors.terms') } });
  return (
    <ConsentCheckboxes
      {...links}
      labels={{ ...context.labels, ...labels }}
      className={className}
      value={{ privacy: privacy.field.value, terms: terms.field.value }}
      onValueChange={(next) => {
        if (next.privacy !== privacy.field.value) privacy.field.onChange(next.privacy);
        if (next.terms !== terms.field.value) terms.field.onChange(next.terms);
      }}
      onBlur={() => {
        privacy.field.onBlur();
        terms.field.onBlur();
      }}
      errors={{ privacy: privacy.fieldState.error?.message, terms: terms.fieldState.error?.message }}
    />
  );
}

interface IntentButtonProps extends Omit<ButtonProps, 'type' | 'busy' | 'onClick'>, CheckoutPartProps {
  children?: ReactNode;
}

function IntentButton({
  intent,
  idleKey,
  busyKey,
  labels,
  className,
  children,
  ...props
}: IntentButtonProps & {
  intent: CheckoutIntent;
  idleKey: 'checkout.placeOrder' | 'checkout.requestOffer';
  busyKey: 'checkout.placingOrder' | 'checkout.requestingOffer';
}) {
  const { context, t } = useCheckoutT(intent === 'order' ? 'PlaceOrderButton' : 'RequestOfferButton', labels);
  const { checkout, phase } = context;
  const sending = phase !== 'idle';
  const mine = sending && context.intent === intent;
  const empty = !checkout.cart || checkout.cart.products.length === 0;
  // Checkout waits while the cart settles (field notes: cart races); the press is ignored meanwhile.
  const settling = !sending && checkout.isSettling;
  const busy = sending || settling;
  return (
    <Button
      type="submit"
      size="lg"
      data-slot={intent === 'order' ? 'place-order-button' : 'request-offer-button'}
      data-state={mine ? 'busy' : settling ? 'settling' : 'idle'}
      busy={busy}
      disabled={empty && !sending}
      onClick={() => context.setIntent(intent)}
      // The button's own nowrap would push a long translation out of the column; `!` wins over it without tailwind-merge.
      className={cn('w-full text-center whitespace-normal! wrap-anywhere', className)}
      variant={intent === 'order' ? 'primary' : 'outline'}
      {...props}
    >
      {mine || settling ? <Spinner size="sm" decorative /> : null}
      {mine ? t(busyKey) : settling ? t('cart.updating') : (children ?? t(idleKey))}
    </Button>
  );
}

/**
 * Sends the checkout form as an order. It stays busy (and ignores presses and Enter) while the
 * customer data and the order are on their way and while the cart settles; `useCheckout` sends
 * one Idempotency-Key per order, so even a replayed request places one order.
 *
 * @example <PlaceOrderButton />
 */
function PlaceOrderButton(props: IntentButtonProps) {
  return <IntentButton intent="order" idleKey="checkout.placeOrder" busyKey="checkout.placingOrder" {...props} />;
}

/** Sends the checkout form as a quote request (an offer), with the same guarantees as {@link PlaceOrderButton}. */
function RequestOfferButton(props: IntentButtonProps) {
  return <IntentButton intent="offer" idleKey="checkout.requestOffer" busyKey="checkout.requestingOffer" {...props} />;
}

/** The form-wide failure message (network, server), next to the buttons. Inside a `CheckoutFormProvider`. */
function CheckoutFormError({ className }: { className?: string }) {
  const { formError } = useCheckoutForm('CheckoutFormError');
  // Focusable, so a failed submit can move the focus here when no field is to blame.
  return formError ? (
    <FormMessage
      tone="error"
      data-slot="checkout-form-error"
      tabIndex={-1}
      className={cn('outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
    >
      {formError}
    </FormMessage>
  ) : null;
}

export interface CheckoutFormProps {
  /**
   * `order`: the checkout data step with delivery, payment and "Place order"; `offer`: a quote
   * request with "Request a quote" (no payment method needed).
   * @default 'order'
   */
  mode?: CheckoutIntent;
  /** Also offer "Request a quote" next to "Place order". @default false */
  allowOffer?: boolean;
  /**
   * Takes over what happens after the order was placed; call `proceed()` to run the default
   * (a card payment to the gateway, other orders to the result route). See `CheckoutFormProvider`.
   */
  onComplete?: (outcome: CheckoutOutcome, proceed: () => void) => void;
  onNavigate?: (href: string) => void;
  /** Links of the consents. */
  privacyHref?: string;
  termsHref?: string;
  renderLink?: RenderLink;
  /** The login page with the way back here, offered under a visitor's refused coupon. */
  loginHref?: string;
  /** Content above the form's sections, e.g. "Already have an account? Log in". */
  intro?: ReactNode;
  /** Content at the top of the summary column, e.g. the cart's products (`<CartLines layout="panel" />`). */
  summaryStart?: ReactNode;
  /** The shop's own logos of the outside payment providers, for the payment methods. @default their names */
  providerLogos?: PaymentMethodPickerProps['providerLogos'];
  /** Replaces messages of every part. */
  labels?: LabelOverrides;
  className?: string;
}

function CouponForCheckout({ loginHref, renderLink }: { loginHref: string | undefined; renderLink: RenderLink }) {
  const { form } = useCheckoutForm('CheckoutForm');
  const email = useWatch({ control: form.control, name: 'email' });
  // The form's own e-mail field is the one to fill in, so the coupon does not ask again.
  return <CouponForm email={EMAIL_PATTERN.test(email.trim()) ? email : undefined} askEmail={false} loginHref={loginHref} renderLink={renderLink} />;
}

/**
 * The whole checkout data step to drop into a page: contact, billing (individual or company),
 * shipping ("same as billing"), delivery and payment methods, comment, newsletter, the consents
 * and the order (or offer) button, with the cart summary and the coupon field beside it, and above
 * the order button the notice the chosen method's payment provider requires (`PaymentProviderNotice`). Each
 * part is exported too, to lay out a checkout differently inside a `CheckoutFormProvider`.
 *
 * @example
 * <CheckoutForm onNavigate={navigate} renderLink={renderLink} />
 */
function CheckoutForm({
  mode = 'order',
  allowOffer = false,
  onComplete,
  onNavigate,
  privacyHref,
  termsHref,
  renderLink = renderAnchor,
  loginHref,
  intro,
  summaryStart,
  providerLogos,
  labels,
  className,
}: CheckoutFormProps) {
  return (
    <CheckoutFormProvider
      {...(onComplete ? { onComplete } : {})}
      {...(onNavigate ? { onNavigate } : {})}
      {...(labels ? { labels } : {})}
      className={cn('grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start', className)}
    >
      <div className="flex min-w-0 flex-col gap-8">
        {intro}
        <CustomerForm />
        <BillingForm />
        <ShippingForm />
        <DeliveryMethodPicker />
        {mode === 'order' ? <PaymentMethodPicker {...(providerLogos ? { providerLogos } : {})} /> : null}
        <CheckoutComment />
        <div className="flex flex-col gap-3">
          <CheckoutNewsletter />
          <CheckoutConsents renderLink={renderLink} {...(privacyHref ? { privacyHref } : {})} {...(termsHref ? { termsHref } : {})} />
        </div>
      </div>
      <aside className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-4">
        {summaryStart}
        <CartSummary headingLevel={2}>
          <CouponForCheckout loginHref={loginHref} renderLink={renderLink} />
          <CheckoutFormError />
          {/* The provider's notice (SimplePay's data-transfer declaration) is read before the order is placed. */}
          {mode === 'order' ? <PaymentProviderNotice {...(labels ? { labels } : {})} /> : null}
          {mode === 'order' ? <PlaceOrderButton /> : <RequestOfferButton />}
          {mode === 'order' && allowOffer ? <RequestOfferButton /> : null}
        </CartSummary>
      </aside>
    </CheckoutFormProvider>
  );
}

export { CheckoutComment, CheckoutConsents, CheckoutForm, CheckoutFormError, CheckoutNewsletter, CustomerForm, PlaceOrderButton, RequestOfferButton };
