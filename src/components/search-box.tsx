import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Product } from '../contract/index.js';
import { productSlugSegments } from '../domain/product-path.js';
import { useMoney, useRoutePath, useSearchSuggestions, useVatMode } from '../hooks/index.js';
import { cn } from './cn.js';
import { CloseIcon } from './icons.js';
import { useControllableState } from './use-controllable-state.js';
import { type LabelOverrides, useT } from './use-t.js';

/** Fewer characters than this fetch no suggestions: one letter matches half the catalogue. */
const MIN_QUERY_LENGTH = 2;

interface Suggestion {
  id: string;
  kind: 'product' | 'category' | 'correction' | 'all';
  label: string;
  detail?: string | undefined;
  href: string;
}

export interface SearchBoxProps {
  /** Controlled text. */
  value?: string;
  /** Initial text when uncontrolled (e.g. the `q` of the search page). @default '' */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * Called with the trimmed text on submit instead of a full page load, so the shop navigates with
   * its router (`navigate(`${action}?q=…`)`). Without it the form submits natively (GET `?q=`).
   */
  onSubmit?: (query: string) => void;
  /** Follows a suggestion (its product or category address). @default a full page load */
  onNavigate?: (href: string) => void;
  /** Where the form submits. @default the search route of the current language */
  action?: string;
  /** Replaces messages of `search.*`. */
  labels?: LabelOverrides;
  className?: string;
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15zM21 21l-5.2-5.2" />
    </svg>
  );
}

/**
 * The product search: a WAI-ARIA 1.2 combobox whose list suggests products and categories as
 * the shopper types (debounced by `useSearchSuggestions`). Arrow keys move through the
 * suggestions, Enter follows the highlighted one or submits the search, Escape closes the list
 * and then clears the text. The number of suggestions is announced politely.
 *
 * @example
 * <SearchBox defaultValue={params.get('q') ?? ''}
 *   onSubmit={(q) => navigate(`${buildPath('search', locale)}?q=${encodeURIComponent(q)}`)}
 *   onNavigate={(href) => navigate(href)} />
 */
function SearchBox({ value, defaultValue = '', onValueChange, onSubmit, onNavigate, action, labels, className }: SearchBoxProps) {
  const t = useT(labels);
  const pathTo = useRoutePath();
  const { format } = useMoney();
  const { vatMode, pick } = useVatMode();
  const [text, setText] = useControllableState({ value, defaultValue, onValueChange });
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const query = text.trim();
  const { data, isStale } = useSearchSuggestions(query.length >= MIN_QUERY_LENGTH ? query : '');

  // Server-rendered, the box takes typing before it hydrates (a shop may load its code after the
  // page): the text is the shopper's, and so is the focus, so the box starts from both.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydrating; the DOM is read as it was then
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value !== text) setText(input.value);
    if (input.ownerDocument.activeElement === input) setExpanded(true);
  }, []);

  const groups = useMemo(() => {
    if (!data || query.length < MIN_QUERY_LENGTH) return [];
    const productHref = (product: Product) => pathTo('products-product_slug', { product_slug: productSlugSegments(product) });
    const products: Suggestion[] = data.products.map((product) => ({
      id: `${id}-p${product.id}`,
      kind: 'product',
      label: product.title,
      detail: t(`vat.amount.${vatMode}`, { amount: format(pick(product)) }),
      href: productHref(product),
    }));
    const categories: Suggestion[] = data.categories.map((category) => ({
      id: `${id}-c${category.id}`,
      kind: 'category',
      label: category.title,
      href: pathTo('categories-category_slug', { category_slug: category.slugs }),
    }));
    // Nothing suggested for what was typed, but a correction finds products: offered first.
    const corrections: Suggestion[] = data.did_you_mean
      ? [
          {
            id: `${id}-fix`,
            kind: 'correction',
            label: t('search.suggestions.correction', { query: data.did_you_mean }),
            href: `${action ?? pathTo('search')}?q=${encodeURIComponent(data.did_you_mean)}`,
          },
        ]
      : [];
    const all: Suggestion = {
      id: `${id}-all`,
      kind: 'all',
      label: t('search.suggestions.all', { query }),
      href: `${action ?? pathTo('search')}?q=${encodeURIComponent(query)}`,
    };
    return [
      { key: 'products', title: t('search.suggestions.products'), items: products },
      { key: 'categories', title: t('search.suggestions.categories'), items: categories },
      { key: 'correction', title: null, items: corrections },
      { key: 'all', title: null, items: [all] },
    ].filter((group) => group.items.length > 0);
  }, [data, query, pathTo, id, action, t, format, pick, vatMode]);

  const options = groups.flatMap((group) => group.items);
  const suggestionCount = options.filter((option) => option.kind !== 'all').length;
  const isOpen = expanded && options.length > 0;
  const activeOption = isOpen && active >= 0 ? options[active] : undefined;

  const navigate = (href: string) => {
    setExpanded(false);
    setActive(-1);
    if (onNavigate) onNavigate(href);
    else window.location.assign(href);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The box's own text, as the browser would send it: a form sent in the moment the box hydrates
    // (held until its code came) arrives before the text it adopted from the page is in its state.
    const sent = (inputRef.current?.value ?? text).trim();
    if (sent === '') {
      event.preventDefault();
      inputRef.current?.focus();
      return;
    }
    setExpanded(false);
    if (onSubmit) {
      event.preventDefault();
      onSubmit(sent);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!isOpen) {
          setExpanded(true);
          setActive(step === 1 ? 0 : options.length - 1);
          return;
        }
        setActive((current) => (current === -1 && step === -1 ? options.length - 1 : (current + step + options.length) % options.length));
        return;
      }
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          if (activeOption.kind === 'all') inputRef.current?.form?.requestSubmit();
          else navigate(activeOption.href);
        }
        return;
      case 'Escape':
        if (isOpen) {
          event.preventDefault();
          setExpanded(false);
          setActive(-1);
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        return;
      default:
    }
  };

  return (
    <form
      data-slot="search-box"
      data-state={isOpen ? 'open' : 'closed'}
      role="search"
      action={action ?? pathTo('search')}
      method="get"
      onSubmit={submit}
      className={cn('relative w-full', className)}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <div className="flex items-center rounded-otthon border border-input bg-surface focus-within:ring-2 focus-within:ring-ring">
        <input
          ref={inputRef}
          id={`${id}-input`}
          data-slot="search-box-input"
          type="search"
          name="q"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-activedescendant={activeOption?.id}
          aria-busy={isStale || undefined}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setExpanded(true);
            setActive(-1);
          }}
          onFocus={() => setExpanded(true)}
          onBlur={() => setExpanded(false)}
          onKeyDown={onKeyDown}
          className="min-h-10 w-full min-w-0 flex-1 appearance-none bg-transparent px-3 text-base text-foreground outline-none placeholder:text-muted-foreground [&::-webkit-search-cancel-button]:hidden"
        />
        {text !== '' ? (
          <button
            type="button"
            data-slot="search-box-clear"
            aria-label={t('search.clear')}
            onClick={() => {
              setText('');
              inputRef.current?.focus();
            }}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-otthon text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <CloseIcon className="size-4" />
          </button>
        ) : null}
        <button
          type="submit"
          data-slot="search-box-submit"
          aria-label={t('search.submit')}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-otthon text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
        >
          <SearchIcon />
        </button>
      </div>
      <div
        id={listId}
        role="listbox"
        data-slot="search-box-list"
        aria-label={t('search.label')}
        hidden={!isOpen}
        className="absolute top-full right-0 left-0 z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-otthon border border-border bg-surface p-1 shadow-lg"
        // Keeps focus in the input while a suggestion is clicked, so the list does not close first.
        onMouseDown={(event) => event.preventDefault()}
      >
        {groups.map((group) => (
          <div
            key={group.key}
            role="group"
            aria-labelledby={group.title ? `${id}-${group.key}` : undefined}
            aria-label={group.title ? undefined : group.items[0]?.label}
          >
            {group.title ? (
              <div id={`${id}-${group.key}`} role="presentation" className="px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground uppercase">
                {group.title}
              </div>
            ) : null}
            {group.items.map((option) => {
              const selected = option.id === activeOption?.id;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: a combobox option: the keys act in the input (aria-activedescendant), the option takes the pointer
                // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox's input, which points at the active option
                <div
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={selected}
                  data-slot="search-box-option"
                  data-kind={option.kind}
                  data-state={selected ? 'active' : undefined}
                  onClick={() => (option.kind === 'all' ? inputRef.current?.form?.requestSubmit() : navigate(option.href))}
                  onPointerMove={() => setActive(options.indexOf(option))}
                  className={cn(
                    'flex min-h-10 cursor-pointer items-center justify-between gap-3 rounded-otthon px-3 py-2 text-sm break-words',
                    selected ? 'bg-accent text-accent-foreground' : 'text-foreground',
                    (option.kind === 'all' || option.kind === 'correction') && 'font-medium',
                  )}
                >
                  <span className="min-w-0">{option.label}</span>
                  {option.detail ? <span className="shrink-0 text-muted-foreground">{option.detail}</span> : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <div data-slot="search-box-status" role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {expanded && !isStale && data && query.length >= MIN_QUERY_LENGTH ? t('search.suggestions.count', { count: suggestionCount }) : ''}
      </div>
    </form>
  );
}

export { SearchBox };
