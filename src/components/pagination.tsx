import { cva } from 'class-variance-authority';
import { cn } from './cn.js';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.js';
import { renderAnchor, type RenderLink } from './link.js';
import { type LabelOverrides, useT } from './use-t.js';

/** One slot of a page list: a page number, or a gap standing for the pages left out. */
export type PageRangeItem = { type: 'page'; page: number } | { type: 'gap'; key: 'start' | 'end' };

/**
 * The pages a pager shows: the first and last page, the current page with `siblings` on each
 * side, and a gap where pages are left out. A gap never hides a single page: that page is shown
 * instead, so the number of slots stays the same whatever the current page.
 *
 * @example pageRange(6, 12) // 1 … 5 6 7 … 12
 */
function pageRange(page: number, pageCount: number, siblings = 1): PageRangeItem[] {
  const total = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const slots = siblings * 2 + 5;
  const pages = (from: number, to: number): PageRangeItem[] => Array.from({ length: to - from + 1 }, (_, index) => ({ type: 'page', page: from + index }));
  if (total <= slots) return pages(1, total);
  const side = siblings * 2 + 3;
  if (current <= siblings + 3) return [...pages(1, side), { type: 'gap', key: 'end' }, ...pages(total, total)];
  if (current >= total - siblings - 2) return [...pages(1, 1), { type: 'gap', key: 'start' }, ...pages(total - side + 1, total)];
  return [...pages(1, 1), { type: 'gap', key: 'start' }, ...pages(current - siblings, current + siblings), { type: 'gap', key: 'end' }, ...pages(total, total)];
}

/** Visual states of a page link; exported so a shop can style its own pager the same way. */
const paginationItemVariants = cva(
  [
    'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-otthon px-3 text-sm font-medium',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
  ],
  {
    variants: {
      state: {
        default: 'text-foreground hover:bg-muted',
        current: 'bg-primary text-primary-foreground',
        disabled: 'cursor-not-allowed text-muted-foreground',
      },
    },
    defaultVariants: { state: 'default' },
  },
);

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are (`meta.last_page` of a listing). */
  pageCount: number;
  /** The address of a page, usually the current URL with `?page=`; keeps paging crawlable and shareable. */
  getHref: (page: number) => string;
  /** Renders each link, so the shop passes its router's `Link`. @default a plain anchor */
  renderLink?: RenderLink;
  /** Pages shown on each side of the current one. @default 1 */
  siblings?: number;
  /** Replaces messages of `common.pagination.*`. */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * Page links of a listing: previous, numbered pages with gaps, next. The current page is marked
 * with `aria-current="page"`; previous/next on the first/last page are shown disabled, not removed,
 * so the controls do not jump. Renders nothing for a single page.
 *
 * @example
 * <Pagination page={meta.current_page} pageCount={meta.last_page}
 *   getHref={(page) => `?${new URLSearchParams({ ...query, page: String(page) })}`}
 *   renderLink={({ href, ...props }) => <Link to={href} {...props} />} />
 */
function Pagination({ page, pageCount, getHref, renderLink = renderAnchor, siblings = 1, labels, className }: PaginationProps) {
  const t = useT(labels);
  const total = Math.max(1, Math.floor(pageCount));
  if (total <= 1) return null;
  const current = Math.min(Math.max(1, Math.floor(page)), total);

  const step = (direction: 'previous' | 'next') => {
    const target = direction === 'previous' ? current - 1 : current + 1;
    const label = t(direction === 'previous' ? 'common.pagination.previous' : 'common.pagination.next');
    const content = (
      <>
        {direction === 'next' ? <span className="max-sm:sr-only">{label}</span> : null}
        {direction === 'previous' ? <ChevronLeftIcon className="size-4" /> : <ChevronRightIcon className="size-4" />}
        {direction === 'previous' ? <span className="max-sm:sr-only">{label}</span> : null}
      </>
    );
    if (target < 1 || target > total) {
      return (
        <span data-slot={`pagination-${direction}`} data-disabled="" aria-disabled="true" className={paginationItemVariants({ state: 'disabled' })}>
          {content}
        </span>
      );
    }
    return renderLink({
      href: getHref(target),
      rel: direction === 'previous' ? 'prev' : 'next',
      'data-slot': `pagination-${direction}`,
      className: paginationItemVariants({ state: 'default' }),
      children: content,
    });
  };

  return (
    <nav data-slot="pagination" aria-label={t('common.pagination.label')} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>{step('previous')}</li>
        {pageRange(current, total, siblings).map((item) =>
          item.type === 'gap' ? (
            <li key={`gap-${item.key}`} data-slot="pagination-gap" aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item.page}>
              {renderLink({
                href: getHref(item.page),
                'aria-current': item.page === current ? 'page' : undefined,
                'aria-label':
                  item.page === current ? t('common.pagination.current', { page: item.page, total }) : t('common.pagination.page', { page: item.page }),
                'data-slot': 'pagination-page',
                'data-state': item.page === current ? 'current' : undefined,
                className: paginationItemVariants({ state: item.page === current ? 'current' : 'default' }),
                children: item.page,
              })}
            </li>
          ),
        )}
        <li>{step('next')}</li>
      </ul>
    </nav>
  );
}

export { pageRange, Pagination, paginationItemVariants };
