import { useEffect, useRef, useState } from 'react';
import { fetchSuggestions } from '../api/shop-api.js';
import type { SearchSuggestions } from '../contract/index.js';
import { type ShopQuery, type ShopQueryOptions, useShopQuery } from './use-shop-query.js';

export interface SearchSuggestionsOptions extends ShopQueryOptions<SearchSuggestions> {
  /**
   * How long typing must pause before asking the server.
   * @default 250
   */
  debounceMs?: number;
  /**
   * The shortest text worth suggesting for.
   * @default 2
   */
  minLength?: number;
}

/** What {@link useSearchSuggestions} returns. */
export interface SearchSuggestionsQuery extends ShopQuery<SearchSuggestions> {
  /**
   * True while the suggestions at hand answer earlier text than the text typed: typing has not
   * paused yet, or the answer for the newest text is on its way. A list can dim itself or mark
   * itself busy meanwhile.
   */
  isStale: boolean;
}

/**
 * Products and categories matching what the shopper is typing, asked for once typing pauses.
 * While the text is shorter than `minLength` there are no suggestions. A request still under way
 * when newer text is asked for (or the component unmounts) is cancelled: its answer would only
 * be thrown away.
 */
export function useSearchSuggestions(text: string, options: SearchSuggestionsOptions = {}): SearchSuggestionsQuery {
  const { debounceMs = 250, minLength = 2, ...swr } = options;
  const typed = text.trim();
  const [settled, setSettled] = useState(typed);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), debounceMs);
    return () => clearTimeout(timer);
  }, [typed, debounceMs]);
  useEffect(() => () => inFlight.current?.abort(), []);
  const term = typed.length >= minLength && settled.length >= minLength ? settled : null;
  const query = useShopQuery(
    'useSearchSuggestions',
    'suggest',
    term ? [term] : null,
    (client) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      return fetchSuggestions(client, term ?? '', controller.signal);
    },
    { keepPreviousData: term !== null, ...swr },
  );
  // SWR's answer reads its fields lazily (a component re-renders only for the fields it reads), so
  // the flag is added to it rather than the fields copied out.
  const isStale = typed.length >= minLength && (settled !== typed || query.isLoading);
  return Object.assign(query, { isStale });
}
