import type { ReactNode } from 'react';
import { cn } from './cn.js';
import { ChevronRightIcon } from './icons.js';
import { renderAnchor, type RenderLink } from './link.js';
import { type LabelOverrides, useT } from './use-t.js';

export interface BreadcrumbItem {
  /** What the crumb says, usually a page or category title. */
  label: ReactNode;
  /** Where it leads; the last item is the current page and is never a link. */
  href?: string | undefined;
}

export interface BreadcrumbsProps {
  /** Crumbs from the home page to the current page (last). */
  items: readonly BreadcrumbItem[];
  /** Renders each link, so the shop passes its router's `Link`. @default a plain anchor */
  renderLink?: RenderLink;
  /** Replaces `common.breadcrumb` (the navigation's name). */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * The trail to the current page as a `nav` landmark with an ordered list (WAI-ARIA breadcrumb
 * pattern): every crumb but the last is a link, the last is the current page (`aria-current`).
 * Long titles wrap instead of overflowing.
 *
 * @example
 * <Breadcrumbs items={[{ label: t('routes.index.title'), href: buildPath('index', locale) }, { label: product.title }]} />
 */
function Breadcrumbs({ items, renderLink = renderAnchor, labels, className }: BreadcrumbsProps) {
  const t = useT(labels);
  if (items.length === 0) return null;
  return (
    <nav data-slot="breadcrumbs" aria-label={t('common.breadcrumb')} className={cn('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-muted-foreground">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={index} data-slot="breadcrumb-item" className="inline-flex min-w-0 items-center gap-1 break-words">
              {isCurrent || !item.href ? (
                <span
                  data-slot="breadcrumb-page"
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cn('min-w-0', isCurrent && 'font-medium text-foreground')}
                >
                  {item.label}
                </span>
              ) : (
                renderLink({
                  href: item.href,
                  'data-slot': 'breadcrumb-link',
                  className:
                    'inline-flex min-h-6 items-center rounded-sm underline-offset-4 hover:text-foreground hover:underline outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  children: item.label,
                })
              )}
              {isCurrent ? null : <ChevronRightIcon className="size-3.5" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export { Breadcrumbs };
