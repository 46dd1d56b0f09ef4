import { buildPath, matchPath, useBlogPost, useShop } from 'otthon';
import { Breadcrumbs, Image, ProductGrid, RichText } from 'otthon/components';
import { data, type MetaFunction, useLoaderData } from 'react-router';
import { BlogTags } from '../catalogue/blog-card.js';
import { formatShopDate } from '../lib/shop-date.js';
import { breadcrumbList, JsonLd, useShopOrigin } from '../lib/json-ld.js';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import type { ScreenData } from '../lib/screen-data.js';
import { pageMeta } from '../lib/seo.js';
import { apiCookieHeaders, notFound, orNotFound, requestedPath, shopRequest } from '../lib/shop-data.server.js';
import { useShopT } from '../lib/use-shop-t.js';
import { renderShopLink } from '../shell/shop-link.js';

/** A blog article by its slug, which may span several segments (requirements §2); 404 for an unknown one. */
export async function loader({ request, context }: ShopLoaderArgs) {
  const { key } = shopRequest(request);
  const match = matchPath(requestedPath(request));
  if (match?.name !== 'blog-slug') return notFound(request, context);
  const slug = match.params.slug.join('/');
  const post = await orNotFound(context.shop.blogPost(slug), request, context);
  return data(
    {
      slug,
      title: post.title,
      description: post.excerpt,
      fallback: { [key('blogPost', slug)]: post },
      alternates: { hu: { slug: post.alternates.hu }, en: { slug: post.alternates.en } },
    } satisfies ScreenData & Record<string, unknown>,
    { headers: apiCookieHeaders(context) },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: screen, matches, location }) =>
  pageMeta(matches, { pathname: location.pathname, title: screen?.title, description: screen?.description, alternates: screen?.alternates });

/** A blog article: its text, author, date, tags and the products it mentions. */
export default function BlogPostScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const origin = useShopOrigin();
  const { slug } = useLoaderData<typeof loader>();
  const { data: post } = useBlogPost(slug, { keepPreviousData: true });
  if (!post) return null;
  const path = buildPath('blog-slug', locale, { slug: post.slug });
  const crumbs = [
    { label: t('routes.index.title'), href: buildPath('index', locale) },
    { label: t('routes.blog.title'), href: buildPath('blog', locale) },
  ];
  const absolute = (target: string) => new URL(target, origin || 'http://localhost').href;

  return (
    <article data-screen="blog-post" className="mx-auto flex max-w-3xl flex-col gap-6">
      <JsonLd
        data={{
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          datePublished: post.published_at,
          author: { '@type': 'Person', name: post.author },
          inLanguage: locale,
          mainEntityOfPage: absolute(path),
          ...(post.image ? { image: absolute(post.image.src) } : {}),
          keywords: post.tags.join(', '),
        }}
      />
      <JsonLd data={breadcrumbList(origin, [...crumbs.map((crumb) => ({ name: crumb.label, path: crumb.href })), { name: post.title, path }])} />
      <Breadcrumbs items={[...crumbs, { label: post.title }]} renderLink={renderShopLink} />
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold tracking-tight md:text-5xl">{post.title}</h1>
        <p className="text-muted-foreground">
          {t('blog.byline', { author: post.author })} · <time dateTime={post.published_at}>{formatShopDate(post.published_at, locale)}</time> ·{' '}
          {t('blog.readingTime', { minutes: post.reading_minutes })}
        </p>
        <BlogTags tags={post.tags} label={t('blog.tags')} />
      </header>
      {post.image ? (
        <Image image={post.image} sizes="(min-width: 768px) 768px, 100vw" loading="eager" fetchPriority="high" className="rounded-otthon bg-muted" />
      ) : null}
      <RichText html={post.content_html} />
      {post.related_products.length > 0 ? (
        <section aria-labelledby="related-products" className="mt-8 flex flex-col gap-4">
          <h2 id="related-products" className="text-xl font-semibold md:text-2xl">
            {t('blog.relatedProducts')}
          </h2>
          <ProductGrid products={post.related_products} columns={2} renderLink={renderShopLink} cardProps={{ titleAs: 'h3' }} />
        </section>
      ) : null}
    </article>
  );
}
