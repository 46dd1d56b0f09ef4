import { Fragment, type ReactNode, useId } from 'react';
import type { SearchHelp as SearchHelpAnswer } from '../contract/index.js';
import { useRoutePath } from '../hooks/index.js';
import { cn } from './cn.js';
import { renderAnchor, type RenderLink } from './link.js';
import { type LabelOverrides, useT } from './use-t.js';

export interface SearchHelpProps {
  /** What the shopper searched for, as typed. */
  query: string;
  /** The product list answer's `search_help` (present when the search found nothing). */
  help: SearchHelpAnswer;
  /** The heading level of the categories offered. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Where a search for `q` leads. @default the search route with `?q=` */
  getSearchHref?: (q: string) => string;
  renderLink?: RenderLink;
  labels?: LabelOverrides;
  /** More ways on after the categories (a link to every product). */
  children?: ReactNode;
  className?: string;
}

const linkClass =
  'rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring';

/**
 * What a search that found nothing offers (requirements 9.6a): the sentence that nothing was
 * found, "Did you mean …?" with the corrected query as a link when one finds products, and the
 * kinds of product near what was typed (or the shop's rooms) as links.
 *
 * @example
 * {list.search_help ? <SearchHelp query={q} help={list.search_help} renderLink={renderLink} /> : null}
 */
function SearchHelp({ query, help, headingLevel = 2, getSearchHref, renderLink = renderAnchor, labels, children, className }: SearchHelpProps) {
  const t = useT(labels);
  const pathTo = useRoutePath();
  const id = useId();
  const searchHref = getSearchHref ?? ((q: string) => `${pathTo('search')}?q=${encodeURIComponent(q)}`);
  const Heading = `h${headingLevel}` as const;
  const correction = help.did_you_mean;
  return (
    <section data-slot="search-help" aria-labelledby={`${id}-none`} className={cn('flex flex-col gap-4', className)}>
      <p id={`${id}-none`} data-slot="search-help-none" className="text-lg wrap-anywhere">
        {t('search.noResults', { query })}
      </p>
      {correction ? (
        <p data-slot="search-help-correction" className="wrap-anywhere">
          {t
            .rich<ReactNode>('search.help.didYouMean', {
              query: correction,
              link: (chunks: ReactNode[]) =>
                renderLink({ href: searchHref(correction), 'data-slot': 'search-help-correction-link', className: linkClass, children: chunks }),
            })
            .map((part, index) => (
              <Fragment key={index}>{part}</Fragment>
            ))}
        </p>
      ) : null}
      {help.categories.length > 0 ? (
        <nav aria-labelledby={`${id}-kinds`} data-slot="search-help-categories" className="flex flex-col gap-2">
          <Heading id={`${id}-kinds`} className="text-base font-semibold">
            {t('search.help.categories')}
          </Heading>
          <ul role="list" className="flex flex-wrap gap-2">
            {help.categories.map((category) => (
              <li key={category.id}>
                {renderLink({
                  href: pathTo('categories-category_slug', { category_slug: category.slugs }),
                  'data-slot': 'search-help-category',
                  className:
                    'inline-flex min-h-11 items-center rounded-full border border-input bg-surface px-4 font-medium outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
                  children: category.title,
                })}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {children}
    </section>
  );
}

export { SearchHelp };
