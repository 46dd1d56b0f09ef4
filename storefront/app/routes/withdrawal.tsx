import { parseOrderNumber, useAuth, useWithdrawableOrders, type WithdrawableOrder, type Withdrawal } from 'otthon';
import { WithdrawalConfirmForm, WithdrawalLookupForm, WithdrawalOrderList, WithdrawalReceipt } from 'otthon/components';
import { useState } from 'react';
import { data, useLoaderData } from 'react-router';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import { personalHeaders, personalMeta } from '../lib/personal-screen.js';
import type { ScreenData } from '../lib/screen-data.js';
import { apiCookieHeaders, shopRequest } from '../lib/shop-data.server.js';
import { useShopT } from '../lib/use-shop-t.js';

/**
 * The customer's orders within the withdrawal period (for a logged-in customer), and the order
 * number the order page's link carries (`?order=OT-000123`).
 */
export async function loader({ request, context }: ShopLoaderArgs) {
  const { key, url } = shopRequest(request);
  const asked = url.searchParams.get('order') ?? '';
  const orderNumber = parseOrderNumber(asked) === null ? '' : asked.trim();
  const user = await context.shop.user().catch(() => null);
  const orders = user ? await context.shop.withdrawableOrders().catch(() => null) : null;
  return data({ orderNumber, fallback: orders ? { [key('withdrawableOrders')]: orders } : {} } satisfies ScreenData & Record<string, unknown>, {
    headers: apiCookieHeaders(context),
  });
}

export const meta = personalMeta('withdrawal');
export const headers = personalHeaders;

type Step = { name: 'identify' } | { name: 'confirm'; order: WithdrawableOrder; email?: string; code?: string } | { name: 'done'; withdrawal: Withdrawal };

/**
 * Withdrawal from the contract in two steps: step 1 identifies the order (a logged-in customer
 * picks one of their orders within the period; anyone can name an order by its number and
 * e-mail address and the code the shop mails to that address), step 2 confirms the whole order or chosen items with the final "Confirm
 * withdrawal" button; the result shows the time of receipt and says the acknowledgement was
 * e-mailed. Each step moves the focus to its heading.
 */
export default function WithdrawalScreen() {
  const t = useShopT();
  const { orderNumber } = useLoaderData<typeof loader>();
  const { user } = useAuth();
  const { data: orders } = useWithdrawableOrders(Boolean(user));
  const [step, setStep] = useState<Step>({ name: 'identify' });
  const [moved, setMoved] = useState(false);
  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };
  const preselected = orders?.find((order) => parseOrderNumber(order.order_number) === parseOrderNumber(orderNumber));
  const stepNumber = step.name === 'identify' ? 1 : 2;

  return (
    <div data-screen="withdrawal" data-step={step.name} className="flex max-w-3xl flex-col gap-8 pb-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{t('routes.withdrawal.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('withdrawal.intro')}</p>
        {step.name !== 'done' ? <p className="text-sm font-medium text-muted-foreground">{t('withdrawal.step', { step: stepNumber })}</p> : null}
      </header>

      {step.name === 'identify' ? (
        <div className="flex flex-col gap-10">
          {user && orders ? (
            <WithdrawalOrderList
              orders={preselected ? [preselected, ...orders.filter((order) => order !== preselected)] : orders}
              onChoose={(order) => go({ name: 'confirm', order })}
              focusOnMount={moved}
            />
          ) : null}
          <WithdrawalLookupForm
            defaultOrderNumber={orderNumber}
            onFound={(order, email, code) => go({ name: 'confirm', order, email, code })}
            focusOnMount={moved && !user}
            {...(user ? { labels: { 'withdrawal.identify.title': t('withdrawal.pick.other') } } : {})}
            className={user ? 'border-t border-border pt-8' : undefined}
          />
        </div>
      ) : null}

      {step.name === 'confirm' ? (
        <WithdrawalConfirmForm
          key={step.order.order_number}
          order={step.order}
          {...(step.email ? { email: step.email } : {})}
          {...(step.code ? { code: step.code } : {})}
          onWithdrawn={(withdrawal) => go({ name: 'done', withdrawal })}
          onBack={() => go({ name: 'identify' })}
          focusOnMount
        />
      ) : null}

      {step.name === 'done' ? <WithdrawalReceipt withdrawal={step.withdrawal} focusOnMount /> : null}
    </div>
  );
}
