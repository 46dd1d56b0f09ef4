import { useOffer } from 'otthon';
import { Badge } from 'otthon/components';
import { data, useLoaderData } from 'react-router';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import type { Offer } from '../lib/api-types.js';
import { personalHeaders, personalMeta } from '../lib/personal-screen.js';
import type { ScreenData } from '../lib/screen-data.js';
import { apiCookieHeaders, orNotFound, shopRequest } from '../lib/shop-data.server.js';
import { useShopT } from '../lib/use-shop-t.js';
import { OrderDocument, OrderTotals, useShopDate } from '../parts/order-parts.js';

/** The quote request by its hash (404 for an unknown one) and the countries its addresses name. */
export async function loader({ request, params, context }: ShopLoaderArgs) {
  const { key } = shopRequest(request);
  const offerHash = params.offer_hash ?? '';
  const [offer, countries] = await Promise.all([orNotFound(context.shop.offer(offerHash), request, context), context.shop.countries()]);
  return data({ offerHash, fallback: { [key('offer', offerHash)]: offer, [key('countries')]: countries } } satisfies ScreenData & Record<string, unknown>, {
    headers: apiCookieHeaders(context),
  });
}

export const meta = personalMeta('checkout-offer-offer_hash');
export const headers = personalHeaders;

const OFFER_TONE = { requested: 'primary', answered: 'success', expired: 'outline' } as const satisfies Record<Offer['status'], string>;

/**
 * A quote request by its hash (the link of its e-mail and of its confirmation): where it stands,
 * until when it is valid, the products and figures it was asked for, the customer's details and
 * comment.
 */
export default function OfferScreen() {
  const t = useShopT();
  const date = useShopDate();
  const { offerHash } = useLoaderData<typeof loader>();
  const { data: offer } = useOffer(offerHash, { keepPreviousData: true });
  if (!offer) return null;

  return (
    <OrderDocument
      screen="offer"
      title={t('routes.checkout-offer-offer_hash.title')}
      facts={[
        [
          t('offerPage.status'),
          <Badge key="status" data-slot="offer-status" data-state={offer.status} variant={OFFER_TONE[offer.status]} size="md">
            {t(`offerStatus.${offer.status}`)}
          </Badge>,
        ],
        [
          t('offerPage.requestedAt'),
          <time key="requestedAt" dateTime={offer.created_at}>
            {date(offer.created_at, true)}
          </time>,
        ],
        [
          t('offerPage.validUntil'),
          <time key="validUntil" dateTime={offer.valid_until}>
            {date(offer.valid_until)}
          </time>,
        ],
      ]}
      note={<p className="max-w-3xl text-muted-foreground">{t(`offerPage.statusText.${offer.status}`)}</p>}
      itemsTitle={t('offerPage.items')}
      items={offer.items}
      currency={offer.currency}
      summaryTitle={t('offerPage.summary')}
      summary={<OrderTotals summary={offer.summary} currency={offer.currency} />}
      customer={offer.customer_data}
      comment={offer.comment}
      commentTitle={t('offerPage.comment')}
    />
  );
}
