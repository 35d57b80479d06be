import type { ReactNode } from 'react';
import { SearchBox } from '@/components/search-box';

interface PeopleToolbarProps {
  /** Read by screen readers only ("Search members"). */
  searchLabel: string;
  query: string;
  onQueryChange: (value: string) => void;
  /** The filters beside one another under the search box. */
  children: ReactNode;
}

/** A list of people's toolbar: search by name, company or classification as you type, then filters. */
export function PeopleToolbar({ searchLabel, query, onQueryChange, children }: PeopleToolbarProps) {
  return (
    <search className="space-y-3">
      <SearchBox
        label={searchLabel}
        value={query}
        onChange={onQueryChange}
        placeholder="Search by name, company or classification"
        enterKeyHint="search"
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">{children}</div>
    </search>
  );
}
