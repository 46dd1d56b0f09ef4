import { buildPath, useOffer, useShop } from 'otthon';
import { buttonVariants, CheckIcon } from 'otthon/components';
import { data, useLoaderData } from 'react-router';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import { personalHeaders, personalMeta } from '../lib/personal-screen.js';
import type { ScreenData } from '../lib/screen-data.js';
import { apiCookieHeaders, orNotFound, shopRequest } from '../lib/shop-data.server.js';
import { useShopT } from '../lib/use-shop-t.js';
import { OrderSection, OrderTotals } from '../parts/order-parts.js';
import { ShopLink } from '../shell/shop-link.js';

/** The quote request just sent (`?offer_hash=…`, checked with the server: an unknown one is 404). */
export async function loader({ request, context }: ShopLoaderArgs) {
  const { key, url } = shopRequest(request);
  const offerHash = url.searchParams.get('offer_hash');
  if (!offerHash) return data({ offerHash: null, fallback: {} } satisfies ScreenData & Record<string, unknown>, { headers: apiCookieHeaders(context) });
  const offer = await orNotFound(context.shop.offer(offerHash), request, context);
  return data({ offerHash, fallback: { [key('offer', offerHash)]: offer } } satisfies ScreenData & Record<string, unknown>, {
    headers: apiCookieHeaders(context),
  });
}

export const meta = personalMeta('offer-result');
export const headers = personalHeaders;

/** The quote request was sent: what happens next, its figures and the way to its page. */
export default function OfferResultScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const { offerHash } = useLoaderData<typeof loader>();
  const { data: offer } = useOffer(offerHash);

  return (
    <div data-screen="offer-result" className="flex max-w-3xl flex-col gap-6 pb-8">
      <div className="flex flex-col gap-3">
        <h1 className="flex items-center gap-3 text-3xl font-semibold tracking-tight md:text-4xl">
          <CheckIcon className="size-8 shrink-0 text-success" />
          {t('routes.offer-result.title')}
        </h1>
        <p className="text-lg">{t('offer.result.text')}</p>
        {offer ? <p className="text-muted-foreground">{t('offerPage.mailSent', { email: String(offer.customer_data.email ?? '') })}</p> : null}
      </div>
      {offer ? (
        <OrderSection id="offer-result-summary" title={t('offerPage.summary')}>
          <OrderTotals summary={offer.summary} currency={offer.currency} />
        </OrderSection>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {offer ? (
          <ShopLink to={buildPath('checkout-offer-offer_hash', locale, { offer_hash: offer.offer_hash })} className={buttonVariants({ variant: 'primary' })}>
            {t('offerPage.view')}
          </ShopLink>
        ) : null}
        <ShopLink to={buildPath('index', locale)} className={buttonVariants({ variant: offer ? 'outline' : 'primary' })}>
          {t('cart.continueShopping')}
        </ShopLink>
      </div>
    </div>
  );
}
