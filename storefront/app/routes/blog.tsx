import { buildPath, localeFromPath, useBlogPosts, useShop } from 'otthon';
import { Pagination } from 'otthon/components';
import { data, type MetaFunction, useLoaderData } from 'react-router';
import { BlogCard, tagPath } from '../catalogue/blog-card.js';
import { shopTranslator } from '../lib/i18n.js';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import type { ScreenData } from '../lib/screen-data.js';
import { pageMeta } from '../lib/seo.js';
import { apiCookieHeaders, notFound, shopRequest } from '../lib/shop-data.server.js';
import { useShopT } from '../lib/use-shop-t.js';
import { renderShopLink, ShopLink } from '../shell/shop-link.js';

const PER_PAGE = 9;
const MAX_TAG_LENGTH = 60;

/** The blog list query of an address: `?page=` and `?tag=`. */
export function blogQuery(params: URLSearchParams): { page: number; per_page: number; tag?: string } {
  const page = params.get('page');
  const tag = (params.get('tag') ?? '').trim().slice(0, MAX_TAG_LENGTH);
  return { page: page && /^\d{1,4}$/.test(page) ? Math.max(1, Number(page)) : 1, per_page: PER_PAGE, ...(tag ? { tag } : {}) };
}

/** The blog list (requirements §2): newest first, nine to a page, optionally one tag's articles; every tag to choose from. */
export async function loader({ request, context }: ShopLoaderArgs) {
  const { url, key } = shopRequest(request);
  const query = blogQuery(url.searchParams);
  const [posts, all] = await Promise.all([context.shop.blogPosts(query), context.shop.blogPosts({ per_page: 96 })]);
  if (query.page > 1 && query.page > posts.meta.last_page) return notFound(request, context);
  const counts = new Map<string, number>();
  for (const post of all.items) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const tags = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag);
  return data({ query, tags, fallback: { [key('blogPosts', query)]: posts } } satisfies ScreenData & Record<string, unknown>, {
    headers: apiCookieHeaders(context),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: screen, matches, location }) => {
  const t = shopTranslator(localeFromPath(location.pathname));
  const tag = screen?.query.tag;
  const page = screen?.query.page ?? 1;
  return pageMeta(matches, {
    pathname: location.pathname,
    title: tag ? t('blog.taggedTitle', { tag }) : t('routes.blog.title'),
    description: t('blog.description'),
    variant: Boolean(tag),
    canonicalSearch: page > 1 ? `?page=${page}` : '',
  });
};

const chip = 'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring';

export default function BlogScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const { query, tags } = useLoaderData<typeof loader>();
  const { data: posts } = useBlogPosts(query);
  const blogPath = buildPath('blog', locale);
  const pageHref = (page: number) =>
    `${blogPath}${query.tag || page > 1 ? `?${new URLSearchParams({ ...(query.tag ? { tag: query.tag } : {}), ...(page > 1 ? { page: String(page) } : {}) })}` : ''}`;

  return (
    <div data-screen="blog" className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{t('routes.blog.title')}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{query.tag ? t('blog.taggedTitle', { tag: query.tag }) : t('blog.intro')}</p>
      </header>
      {tags.length > 0 ? (
        <nav aria-label={t('blog.tags')}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <ShopLink
                to={blogPath}
                aria-current={query.tag ? undefined : 'page'}
                className={`${chip} ${query.tag ? 'border-border bg-surface hover:border-input' : 'border-primary bg-primary text-primary-foreground'}`}
              >
                {t('blog.allPosts')}
              </ShopLink>
            </li>
            {tags.map((tag) => (
              <li key={tag}>
                <ShopLink
                  to={tagPath(locale, tag)}
                  aria-current={tag === query.tag ? 'page' : undefined}
                  className={`${chip} ${tag === query.tag ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface hover:border-input'}`}
                >
                  {tag}
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {posts && posts.items.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
          {posts.items.map((post, index) => (
            <li key={post.id}>
              <BlogCard post={post} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-otthon border border-dashed border-border bg-surface p-8 text-center text-muted-foreground">
          <p>{query.tag ? t('blog.emptyTag', { tag: query.tag }) : t('blog.empty')}</p>
          {query.tag ? (
            <ShopLink to={blogPath} className="mt-2 inline-flex min-h-10 items-center font-medium text-primary underline underline-offset-4 hover:no-underline">
              {t('blog.allPosts')}
            </ShopLink>
          ) : null}
        </div>
      )}
      {posts ? <Pagination page={posts.meta.current_page} pageCount={posts.meta.last_page} getHref={pageHref} renderLink={renderShopLink} /> : null}
    </div>
  );
}
