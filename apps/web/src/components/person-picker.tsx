import Search from 'lucide-react/icons/search';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

export interface PickablePerson {
  id: number;
  name: string;
  profileImageUrl: string | null;
}

export interface PickedPerson {
  id: number;
  name: string;
}

/** What a picker's search hook answers: the people matching the typed text. */
export interface PersonSearch<T extends PickablePerson> {
  data: readonly T[] | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
}

interface PersonPickerProps<T extends PickablePerson> {
  /** The field's name ("Meet with", "To"). */
  label: string;
  /** The search box's accessible name; the label when not given. */
  searchLabel?: string;
  /** Searches as the user types (a query hook: called on every render). */
  useSearch: (q: string) => PersonSearch<T>;
  /** The second line under a name (company, classification or role). */
  detail: (person: T) => string;
  placeholder: string;
  emptyText: { none: string; noMatch: string };
  listLabel: string;
  /** The chosen person, shown with a Change button; null shows the search. */
  value: PickedPerson | null;
  onChange: (person: T | null) => void;
  error?: string | undefined;
  hint?: string;
}

/** Finds and picks one person by name (a slip's member, a message's recipient). */
export function PersonPicker<T extends PickablePerson>({
  label,
  searchLabel = label,
  useSearch,
  detail,
  placeholder,
  emptyText,
  listLabel,
  value,
  onChange,
  error,
  hint,
}: PersonPickerProps<T>) {
  const id = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const people = useSearch(deferred);
  const list = people.data ?? [];
  const change = useRef<HTMLButtonElement>(null);
  const picked = useRef(false);
  useEffect(() => {
    // After a pick the list is gone: focus moves to the chosen person's Change button.
    if (value && picked.current) {
      picked.current = false;
      change.current?.focus();
    }
  }, [value]);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <fieldset className="space-y-2" aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-medium">{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {value ? (
        <div className="flex items-center gap-3 rounded-xl border border-border bg-card p-3">
          <Avatar userId={value.id} name={value.name} className="size-9" decorative />
          <span className="min-w-0 flex-1 truncate font-medium">{value.name}</span>
          <Button ref={change} variant="outline" size="sm" onClick={() => onChange(null)}>
            Change<span className="sr-only"> {label.toLowerCase()}</span>
          </Button>
        </div>
      ) : (
        <>
          <div className="relative">
            <label htmlFor={`${id}-q`} className="sr-only">
              {searchLabel}
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <Input
              id={`${id}-q`}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={placeholder}
              autoComplete="off"
              className="pl-9"
              aria-controls={`${id}-list`}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
            />
          </div>
          <p aria-live="polite" className="sr-only">
            {people.isFetching ? 'Searching' : `${list.length} members found`}
          </p>
          {people.isPending ? (
            // As tall as the list at its height cap (max-h-64, five people or more): the fields
            // below stay where they are when the people arrive (no layout shift).
            <div className="flex h-64 items-center justify-center rounded-xl border border-border bg-card text-brand-700">
              <Spinner label="Loading members" />
            </div>
          ) : people.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              The member list could not be loaded. Please try again.
            </p>
          ) : list.length === 0 ? (
            <p className="py-3 text-center text-sm text-muted">
              {query.trim() ? emptyText.noMatch : emptyText.none}
            </p>
          ) : (
            <ul
              id={`${id}-list`}
              aria-label={listLabel}
              className="max-h-64 divide-y divide-border overflow-y-auto rounded-xl border border-border bg-card"
            >
              {list.map((person) => (
                <li key={person.id}>
                  <button
                    type="button"
                    onClick={() => {
                      picked.current = true;
                      onChange(person);
                    }}
                    className={cn(
                      'flex w-full items-center gap-3 px-3 py-2.5 text-left hover:bg-surface',
                      'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                    )}
                  >
                    <Avatar
                      userId={person.id}
                      name={person.name}
                      hasImage={person.profileImageUrl !== null}
                      className="size-9"
                      decorative
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{person.name}</span>
                      <span className="block truncate text-xs text-muted">{detail(person)}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
