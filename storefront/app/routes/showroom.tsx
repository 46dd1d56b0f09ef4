import { localeFromPath, openingHoursSpecification, usePage, useShop, useShowroom } from 'otthon';
import { RichText, ShowroomHours, weeklyHoursOf } from 'otthon/components';
import { data, type MetaFunction, useLoaderData, useLocation } from 'react-router';
import { shopTranslator } from '../lib/i18n.js';
import { JsonLd, useShopOrigin } from '../lib/json-ld.js';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import type { ScreenData } from '../lib/screen-data.js';
import { pageMeta } from '../lib/seo.js';
import { apiCookieHeaders, shopRequest } from '../lib/shop-data.server.js';
import { cmsSlug } from '../lib/cms-slug.js';
import { useShopT } from '../lib/use-shop-t.js';

/**
 * The showroom: its opening hours with today highlighted, how to get there, and the CMS page of
 * the same address (its text was the catch-all's page before this screen existed, and stays).
 */
export async function loader({ request, context }: ShopLoaderArgs) {
  const { url, key } = shopRequest(request);
  const slug = cmsSlug(url.pathname);
  const [showroom, page] = await Promise.all([
    context.shop.showroom(),
    // The text is the showroom's own page; the hours and routes stand without it.
    context.shop.page(slug).catch(() => null),
  ]);
  const fallback: Record<string, unknown> = { [key('showroom')]: showroom };
  if (page) fallback[key('page', slug)] = page;
  return data(
    { slug: page ? slug : null, title: page?.title ?? null, description: page?.meta_description ?? null, fallback } satisfies ScreenData &
      Record<string, unknown>,
    { headers: apiCookieHeaders(context) },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: screen, matches, location }) => {
  const t = shopTranslator(localeFromPath(location.pathname));
  return pageMeta(matches, { pathname: location.pathname, title: screen?.title ?? t('routes.showroom.title'), description: screen?.description ?? undefined });
};

export default function ShowroomScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const origin = useShopOrigin();
  const { pathname } = useLocation();
  const { slug } = useLoaderData<typeof loader>();
  const { data: showroom } = useShowroom({ keepPreviousData: true });
  const { data: page } = usePage(slug, { keepPreviousData: true });
  return (
    <div data-screen="showroom" className="flex flex-col gap-8">
      {showroom ? (
        <JsonLd
          data={{
            '@type': 'FurnitureStore',
            name: showroom.name,
            url: new URL(pathname, origin || 'http://localhost').href,
            telephone: showroom.phone,
            email: showroom.email,
            address: {
              '@type': 'PostalAddress',
              streetAddress: showroom.address.street,
              postalCode: showroom.address.zipcode,
              addressLocality: showroom.address.city,
              addressCountry: 'HU',
            },
            geo: { '@type': 'GeoCoordinates', latitude: showroom.coordinates.lat, longitude: showroom.coordinates.lng },
            openingHoursSpecification: openingHoursSpecification(weeklyHoursOf(showroom.opening_hours)),
            inLanguage: locale,
          }}
        />
      ) : null}
      <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{t('routes.showroom.title')}</h1>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-6 lg:order-last">
          <ShowroomHours showroom={showroom} className="rounded-otthon border border-border bg-surface p-6" />
        </div>
        {page ? <RichText html={page.content_html} /> : null}
      </div>
    </div>
  );
}
