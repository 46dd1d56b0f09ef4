import { type PlaceOrderResult, useCheckout } from 'otthon';
import { Button, RadioGroup, RadioGroupItem, useT } from 'otthon/components';
import { useState } from 'react';
import { Readout } from './readout.js';

/** Delivery and payment choice and the order button over `useCheckout()`, with its answer beneath. */
export function CheckoutExample() {
  const t = useT();
  const checkout = useCheckout();
  const { deliveryMethods, paymentMethods, deliveryMethod, paymentMethod, status, canSubmit, fieldErrors, message } = checkout;
  const [result, setResult] = useState<PlaceOrderResult>();
  // A real form takes both consents from <ConsentCheckboxes>; this example has them given.
  const place = () => checkout.placeOrder({ acceptPrivacy: true, acceptTerms: true }).then(setResult);
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <RadioGroup
        label={t('checkout.delivery.title')}
        value={deliveryMethod ? String(deliveryMethod.id) : ''}
        onValueChange={(id) => void checkout.selectDelivery(Number(id))}
      >
        {deliveryMethods.map((method) => (
          <RadioGroupItem key={method.id} value={String(method.id)} label={method.title} />
        ))}
      </RadioGroup>
      <RadioGroup
        label={t('checkout.payment.title')}
        value={paymentMethod ? String(paymentMethod.id) : ''}
        onValueChange={(id) => void checkout.selectPayment(Number(id))}
      >
        {paymentMethods.map((method) => (
          <RadioGroupItem key={method.id} value={String(method.id)} label={method.title} />
        ))}
      </RadioGroup>
      <Button className="w-fit" disabled={!canSubmit} onClick={() => void place()}>
        {t('checkout.placeOrder')}
      </Button>
      <Readout values={{ status, canSubmit, fieldErrors, message, 'result?.ok': result?.ok, 'result?.redirectUrl': result?.redirectUrl }} />
    </div>
  );
}
