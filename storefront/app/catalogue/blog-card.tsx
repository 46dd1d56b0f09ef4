import { buildPath, type Locale, useShop } from 'otthon';
import { Image } from 'otthon/components';
import type { ApiAnswer } from '../lib/api-types.js';
import { formatShopDate } from '../lib/shop-date.js';
import { useShopT } from '../lib/use-shop-t.js';
import { ShopLink } from '../shell/shop-link.js';

export type BlogPostSummary = ApiAnswer<'blogPosts'>['items'][number];

/** The blog list's address of a tag. */
export function tagPath(locale: Locale, tag: string): string {
  return `${buildPath('blog', locale)}?tag=${encodeURIComponent(tag)}`;
}

const tagLink =
  'inline-flex min-h-8 items-center rounded-full border border-border bg-surface px-3 text-sm outline-none hover:border-input focus-visible:ring-2 focus-visible:ring-ring';

/** The tags of an article as links to the blog list of each. */
export function BlogTags({ tags, label }: { tags: readonly string[]; label: string }) {
  const { locale } = useShop();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <ShopLink to={tagPath(locale, tag)} className={tagLink}>
            {tag}
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}

/** An article in the blog list: image, title linking to it, excerpt, date and reading time, tags. */
export function BlogCard({ post, headingLevel = 2, priority = false }: { post: BlogPostSummary; headingLevel?: 2 | 3; priority?: boolean }) {
  const t = useShopT();
  const { locale } = useShop();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-otthon border border-border bg-surface">
      {post.image ? (
        <Image
          image={post.image}
          alt=""
          sizes="(min-width: 960px) 33vw, (min-width: 600px) 50vw, 100vw"
          fit="cover"
          className="aspect-[16/9] bg-muted"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Heading className="text-lg font-semibold">
          <ShopLink
            to={buildPath('blog-slug', locale, { slug: post.slug })}
            className="rounded-otthon underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {post.title}
          </ShopLink>
        </Heading>
        <p className="text-muted-foreground">{post.excerpt}</p>
        <p className="mt-auto text-sm text-muted-foreground">
          <time dateTime={post.published_at}>{formatShopDate(post.published_at, locale)}</time>
          {' · '}
          {t('blog.readingTime', { minutes: post.reading_minutes })}
        </p>
        <BlogTags tags={post.tags} label={t('blog.tags')} />
      </div>
    </article>
  );
}
