import { useEffect, useState } from 'react';
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

/**
 * Products and categories matching what the shopper is typing, asked for once typing pauses.
 * While the text is shorter than `minLength` there are no suggestions.
 */
export function useSearchSuggestions(text: string, options: SearchSuggestionsOptions = {}): ShopQuery<SearchSuggestions> {
  const { debounceMs = 250, minLength = 2, ...swr } = options;
  const typed = text.trim();
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), debounceMs);
    return () => clearTimeout(timer);
  }, [typed, debounceMs]);
  const term = typed.length >= minLength && settled.length >= minLength ? settled : null;
  return useShopQuery('useSearchSuggestions', 'search-suggestions', term ? [term] : null, (client) => fetchSuggestions(client, term ?? ''), {
    keepPreviousData: term !== null,
    ...swr,
  });
}
