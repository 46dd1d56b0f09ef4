import type { CheckoutOutcome } from 'otthon/components';
import { CheckoutForm } from 'otthon/components';

/**
 * A checkout page: one `<CheckoutForm>` holds delivery, payment, customer data, consents and the
 * order button; it places the order once however often the button is pressed and hands back where
 * to go next (the payment gateway, or your result page).
 */
export function CheckoutPage({ onNavigate, privacyHref, termsHref }: { onNavigate: (href: string) => void; privacyHref: string; termsHref: string }) {
  const finish = (outcome: CheckoutOutcome) => {
    // A card payment goes on to the gateway; an order paid otherwise or an offer is done here.
    if (outcome.kind === 'order' && outcome.redirectUrl) onNavigate(outcome.redirectUrl);
  };
  return <CheckoutForm allowOffer onComplete={finish} onNavigate={onNavigate} privacyHref={privacyHref} termsHref={termsHref} />;
}
