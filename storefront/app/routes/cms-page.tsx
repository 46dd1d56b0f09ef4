import { usePage, useShop } from 'otthon';
import { RichText } from 'otthon/components';
import { data, type MetaFunction, useLoaderData } from 'react-router';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import type { ScreenData } from '../lib/screen-data.js';
import { pageMeta } from '../lib/seo.js';
import { apiCookieHeaders, notFound, orNotFound, shopRequest } from '../lib/shop-data.server.js';
import { cmsSlug } from '../lib/cms-slug.js';
import { formatShopDate } from '../lib/shop-date.js';
import { useShopT } from '../lib/use-shop-t.js';

export async function loader({ request, context }: ShopLoaderArgs) {
  // An address that names no page (host/unreadable-address.ts) is rendered here as its 404 page.
  if (context.unreadablePath !== null) return notFound(request, context);
  const { key, url } = shopRequest(request);
  const slug = cmsSlug(url.pathname);
  const page = await orNotFound(context.shop.page(slug), request, context);
  return data(
    {
      slug,
      title: page.title,
      description: page.meta_description,
      fallback: { [key('page', slug)]: page },
      alternates: { hu: { page_slug: page.alternates.hu }, en: { page_slug: page.alternates.en } },
    } satisfies ScreenData & Record<string, unknown>,
    { headers: apiCookieHeaders(context) },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, location }) =>
  pageMeta(matches, { pathname: location.pathname, title: page?.title, description: page?.description, alternates: page?.alternates });

/** A CMS page (requirements §2): its title as the page heading and its sanitized content. */
export default function CmsPageScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const { slug } = useLoaderData<typeof loader>();
  // Keeps the page on screen while a currency switch loads it under its new key.
  const { data: page } = usePage(slug, { keepPreviousData: true });
  if (!page) return null;
  return (
    <article data-screen="cms-page" className="mx-auto max-w-3xl py-4">
      <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{page.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {t('page.updated', {
          date: formatShopDate(page.updated_at, locale),
        })}
      </p>
      <RichText html={page.content_html} className="mt-8" />
    </article>
  );
}
