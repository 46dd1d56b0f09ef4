import { type PayAgainResult, useCheckoutResult } from 'otthon';
import { Button, useT } from 'otthon/components';
import { useState } from 'react';
import { Readout } from './readout.js';

/** The payment result of one order over `useCheckoutResult()`, with "Pay Again" when it failed. */
export function CheckoutResultExample({ orderHash }: { orderHash: string }) {
  const t = useT();
  const { state, order, isLoading, error, isPayingAgain, payAgain, refresh } = useCheckoutResult(orderHash);
  const [again, setAgain] = useState<PayAgainResult>();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        {state === 'error' ? (
          <Button busy={isPayingAgain} onClick={() => void payAgain().then(setAgain)}>
            {t('checkout.result.payAgain')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => void refresh()}>
          {t('checkout.result.refreshPage')}
        </Button>
      </div>
      <Readout
        values={{
          state,
          isLoading,
          'order?.payment.status': order?.payment.status,
          'error?.status': error?.status,
          isPayingAgain,
          'again?.ok': again?.ok,
        }}
      />
    </div>
  );
}
