import type { Recipient } from '@app/shared/inbox';
import { Check, Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useRecipients } from '../api/get-recipients';

/** Finds and picks the person to write to, from GET /api/inbox/recipients. */
export function RecipientPicker({
  selected,
  onSelect,
}: {
  selected: Recipient | null;
  onSelect: (recipient: Recipient) => void;
}) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const recipients = useRecipients(deferred);
  const id = useId();
  const list = recipients.data ?? [];

  return (
    <div className="space-y-3">
      <div className="relative">
        <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium">
          To
        </label>
        <Search
          className="pointer-events-none absolute bottom-3 left-3 size-4 text-muted"
          aria-hidden="true"
        />
        <Input
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search members by name"
          autoComplete="off"
          className="pl-9"
          aria-controls={`${id}-list`}
        />
      </div>
      <div aria-live="polite" className="sr-only">
        {recipients.isFetching ? 'Searching' : `${list.length} people found`}
      </div>
      {recipients.isLoading ? (
        <div className="flex justify-center py-6 text-brand-700">
          <Spinner label="Loading members" />
        </div>
      ) : recipients.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The member list could not be loaded. Please try again.
        </p>
      ) : list.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted">
          {query.trim() ? 'Nobody by that name you can write to.' : 'There is nobody you can write to yet.'}
        </p>
      ) : (
        <ul
          id={`${id}-list`}
          aria-label="People you can write to"
          className="max-h-72 divide-y divide-border overflow-y-auto rounded-xl border border-border bg-card"
        >
          {list.map((r) => {
            const isSelected = selected?.id === r.id;
            return (
              <li key={r.id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => onSelect(r)}
                  className={cn(
                    'flex w-full items-center gap-3 px-3 py-2.5 text-left hover:bg-surface',
                    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                    isSelected && 'bg-accent',
                  )}
                >
                  <Avatar
                    userId={r.id}
                    name={r.name}
                    hasImage={r.profileImageUrl !== null}
                    className="size-9"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{r.name}</span>
                    <span className="block truncate text-xs text-muted">
                      {[r.companyName, r.role].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                  {isSelected ? <Check className="size-4 text-brand-700" aria-hidden="true" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
