import { buildPath, useOffer, useShop } from 'otthon';
import { Badge, buttonVariants } from 'otthon/components';
import { data, useLoaderData } from 'react-router';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import type { Offer } from '../lib/api-types.js';
import { personalHeaders, personalMeta } from '../lib/personal-screen.js';
import type { ScreenData } from '../lib/screen-data.js';
import { apiCookieHeaders, orNotFound, shopRequest } from '../lib/shop-data.server.js';
import { useShopT } from '../lib/use-shop-t.js';
import { CustomerDetails, OrderItems, OrderSection, OrderTotals, useShopDate } from '../parts/order-parts.js';
import { ShopLink } from '../shell/shop-link.js';

/** The quote request by its hash (404 for an unknown one) and the countries its addresses name. */
export async function loader({ request, params, context }: ShopLoaderArgs) {
  const { key } = shopRequest(request);
  const offerHash = params.offer_hash ?? '';
  const [offer, countries] = await Promise.all([orNotFound(context.shop.offer(offerHash), request, context), context.shop.countries()]);
  return data(
    { offerHash, fallback: { [key('offer', offerHash)]: offer, [key('countries')]: countries } } satisfies ScreenData & Record<string, unknown>,
    { headers: apiCookieHeaders(context) },
  );
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
  const { locale } = useShop();
  const date = useShopDate();
  const { offerHash } = useLoaderData<typeof loader>();
  const { data: offer } = useOffer(offerHash, { keepPreviousData: true });
  if (!offer) return null;

  return (
    <article data-screen="offer" className="flex flex-col gap-6 pb-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{t('routes.checkout-offer-offer_hash.title')}</h1>
        <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
          <div className="flex items-center gap-2">
            <dt className="text-muted-foreground">{t('offerPage.status')}</dt>
            <dd>
              <Badge data-slot="offer-status" data-state={offer.status} variant={OFFER_TONE[offer.status]} size="md">
                {t(`offerStatus.${offer.status}`)}
              </Badge>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-muted-foreground">{t('offerPage.requestedAt')}</dt>
            <dd>
              <time dateTime={offer.created_at}>{date(offer.created_at, true)}</time>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-muted-foreground">{t('offerPage.validUntil')}</dt>
            <dd>
              <time dateTime={offer.valid_until}>{date(offer.valid_until)}</time>
            </dd>
          </div>
        </dl>
        <p className="max-w-3xl text-muted-foreground">{t(`offerPage.statusText.${offer.status}`)}</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <OrderSection id="offer-items" title={t('offerPage.items')}>
          <OrderItems items={offer.items} currency={offer.currency} />
        </OrderSection>
        <OrderSection id="offer-summary" title={t('offerPage.summary')}>
          <OrderTotals summary={offer.summary} currency={offer.currency} />
        </OrderSection>
      </div>

      <OrderSection id="offer-customer" title={t('orderPage.customer')}>
        <CustomerDetails customer={offer.customer_data} />
      </OrderSection>

      {offer.comment ? (
        <OrderSection id="offer-comment" title={t('offerPage.comment')}>
          <p className="text-sm whitespace-pre-line wrap-anywhere">{String(offer.comment)}</p>
        </OrderSection>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <ShopLink to={buildPath('index', locale)} className={buttonVariants({ variant: 'outline' })}>
          {t('cart.continueShopping')}
        </ShopLink>
      </div>
    </article>
  );
}
