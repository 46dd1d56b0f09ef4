import { useSearchSuggestions } from 'otthon';
import { TextField, useT } from 'otthon/components';
import { useState } from 'react';
import { Readout } from './readout.js';

/** A search field and the products `useSearchSuggestions()` suggests once typing pauses. */
export function SearchSuggestionsExample() {
  const t = useT();
  const [text, setText] = useState('');
  const { data, isLoading, isStale, error } = useSearchSuggestions(text);
  return (
    <div className="flex max-w-md flex-col gap-4">
      <TextField name="q" type="search" label={t('search.label')} value={text} onChange={(event) => setText(event.target.value)} />
      {/* Earlier text's suggestions stay while newer ones load; isStale lets the list say so. */}
      <ul
        aria-label={t('search.suggestions.products')}
        aria-busy={isStale}
        className="flex flex-col gap-1 data-[stale]:opacity-60"
        data-stale={isStale ? '' : undefined}
      >
        {(data?.products ?? []).map((product) => (
          <li key={product.id}>{product.title}</li>
        ))}
      </ul>
      <Readout values={{ text, isLoading, isStale, 'data?.products.length': data?.products.length, 'error?.status': error?.status }} />
    </div>
  );
}
