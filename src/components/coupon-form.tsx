import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Coupon } from '../contract/index.js';
import { pickAmount } from '../domain/vat.js';
import { useAuth, useCart, useMoney, useVatMode } from '../hooks/index.js';
import { announce } from './announcer.js';
import { Button } from './button.js';
import { cn } from './cn.js';
import { Field, FieldDescription, FieldError, FieldLabel, Input } from './field.js';
import { translateMessage } from './form.js';
import { CloseIcon } from './icons.js';
import { renderAnchor, type RenderLink } from './link.js';
import { type LabelOverrides, useT } from './use-t.js';

export interface CouponFormProps {
  /**
   * The e-mail to check the code with, e.g. what the shopper typed into the checkout form. Without
   * it the checkout's saved e-mail or the logged-in customer's is used; with none known the spec's
   * message is shown and nothing is sent.
   */
  email?: string | undefined;
  /**
   * Ask for the e-mail right in the form when none is known, so a visitor can check a code
   * without going to the checkout first. Off inside the checkout, which has its own e-mail field.
   * @default true
   */
  askEmail?: boolean;
  /**
   * The login page (with the way back to this page). A visitor whose code was refused, or could
   * not be checked without an e-mail, is offered it right under the message: coupons issued to a
   * customer apply once logged in.
   */
  loginHref?: string | undefined;
  /** Renders the login link, e.g. with the router's `Link`. @default a plain anchor */
  renderLink?: RenderLink;
  /** Called after a coupon was applied. */
  onApplied?: (code: string) => void;
  /** Replaces messages of `cart.coupon.*`. */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * Applies and removes coupons. It is a group, not a `<form>`, so it can sit inside the checkout
 * form: Enter in the code field applies the code instead of submitting the order. The server's
 * message appears next to the field, the typed code stays; applied coupons are listed with their
 * discount and a remove button.
 *
 * @example
 * <CouponForm email={watch('email')} />
 */
function CouponForm({ email, askEmail = true, loginHref, renderLink = renderAnchor, onApplied, labels, className }: CouponFormProps) {
  const t = useT(labels);
  const { isLoggedIn } = useAuth();
  // Which way on the last refusal offered: the e-mail field (none known), the login link, or neither.
  const [nextStep, setNextStep] = useState<{ email: boolean; login: boolean }>({ email: false, login: false });
  const [ownEmail, setOwnEmail] = useState('');
  const { format } = useMoney();
  const { vatMode } = useVatMode();
  const { cart, applyCoupon, removeCoupon } = useCart();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const coupons: Coupon[] = cart?.coupons ?? [];

  // Server-rendered, the field takes typing before the form hydrates (a shop may load its code
  // after the page): the text is the shopper's, so the form starts from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydrating; the DOM is read as it was then
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed && typed !== code) setCode(typed);
  }, []);

  const apply = async () => {
    if (busy) return;
    // The field's own text: an Apply pressed before the form hydrated arrives before the text it
    // adopted from the page is in its state.
    const trimmed = (inputRef.current?.value ?? code).trim();
    if (!trimmed) {
      setError(t('forms.errors.required'));
      return;
    }
    setBusy(true);
    setError(undefined);
    const result = await applyCoupon(trimmed, email?.trim() || ownEmail.trim() || undefined);
    setBusy(false);
    if (result.ok) {
      setCode('');
      setNextStep({ email: false, login: false });
      announce(t('cart.coupon.applied', { code: trimmed }));
      onApplied?.(trimmed);
      return;
    }
    setError(translateMessage(t, result.message));
    const emailMissing = result.field === 'email';
    setNextStep((shown) => ({ email: shown.email || (emailMissing && askEmail && !email), login: !isLoggedIn && Boolean(loginHref) }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Inside the checkout form Enter would place the order.
      event.preventDefault();
      void apply();
    }
  };

  return (
    <div ref={groupRef} data-slot="coupon-form" role="group" aria-labelledby={`${id}-label`} className={cn('flex flex-col gap-3', className)}>
      <Field error={error} id={`${id}-code`}>
        <FieldLabel id={`${id}-label`}>{t('cart.coupon.label')}</FieldLabel>
        <div className="flex gap-2">
          <Input
            ref={inputRef}
            name="coupon_code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={onKeyDown}
            className="min-w-0 flex-1"
          />
          <Button type="button" variant="outline" busy={busy} data-slot="coupon-form-apply" onClick={() => void apply()}>
            {t('cart.coupon.apply')}
          </Button>
        </div>
        <FieldError />
      </Field>
      {nextStep.email ? (
        <Field id={`${id}-email`} hasDescription>
          <FieldLabel>{t('fields.email')}</FieldLabel>
          <Input
            type="email"
            name="coupon_email"
            autoComplete="email"
            value={ownEmail}
            onChange={(event) => setOwnEmail(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <FieldDescription>{t('cart.coupon.emailHint')}</FieldDescription>
        </Field>
      ) : null}
      {nextStep.login && loginHref ? (
        <p data-slot="coupon-form-login" className="text-sm">
          {renderLink({
            href: loginHref,
            className:
              'inline-flex min-h-6 items-center rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring',
            children: t('cart.coupon.login'),
          })}
        </p>
      ) : null}
      {coupons.length > 0 ? (
        <ul data-slot="coupon-form-applied" className="flex flex-col gap-2">
          {coupons.map((coupon) => (
            <li
              key={coupon.code}
              data-slot="coupon-form-coupon"
              data-state={removing === coupon.code ? 'pending' : 'applied'}
              className="flex items-center justify-between gap-2 rounded-otthon bg-accent px-3 py-1 text-sm text-accent-foreground"
            >
              <span className="min-w-0 break-words">
                <span className="font-semibold">{coupon.code}</span>
                {coupon.description ? <span className="text-muted-foreground"> · {coupon.description}</span> : null}
              </span>
              <span className="flex shrink-0 items-center gap-1">
                <span className="tabular-nums text-success">−{format(pickAmount(coupon, 'discount', vatMode))}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  busy={removing === coupon.code}
                  aria-label={t('cart.coupon.remove', { code: coupon.code })}
                  data-slot="coupon-form-remove"
                  onClick={async () => {
                    setRemoving(coupon.code);
                    const result = await removeCoupon(coupon.code);
                    setRemoving(null);
                    // The button is gone with its coupon; keep keyboard users in the form.
                    groupRef.current?.querySelector<HTMLInputElement>('input[name="coupon_code"]')?.focus();
                    announce(result.ok ? t('cart.coupon.removed', { code: coupon.code }) : translateMessage(t, result.message ?? 'errors.generic'));
                  }}
                >
                  <CloseIcon className="size-4" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export { CouponForm };
