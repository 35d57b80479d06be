import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters kept in the address (?q=&role=...) so back and reload keep them. The search box is typed
 * into locally (an address update per key would lag) and the address follows.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const [query, setQueryState] = useState(() => params.get('q') ?? '');

  const write = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) {
            next.set(key, value);
          } else {
            next.delete(key);
          }
        }
        return next;
      },
      { replace: true },
    );

  return {
    params,
    query,
    write,
    setQuery: (value: string) => {
      setQueryState(value);
      write({ q: value.trim() || null });
    },
    clear: (keys: string[]) => {
      setQueryState('');
      write(Object.fromEntries(['q', ...keys].map((k) => [k, null])));
    },
  };
}
