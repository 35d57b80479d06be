import Search from 'lucide-react/icons/search';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth/session';
import { cn } from '@/lib/cn';
import { useMemberSearch } from '../api/search-members';

export interface PickedMember {
  id: number;
  name: string;
}

interface MemberPickerProps {
  label: string;
  value: PickedMember | null;
  onChange: (member: PickedMember | null) => void;
  error?: string | undefined;
  hint?: string;
}

/** Chooses a member of my group (not myself) from the roster, searching by name or company. */
export function MemberPicker({ label, value, onChange, error, hint }: MemberPickerProps) {
  const id = useId();
  const { user } = useSession();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const members = useMemberSearch(deferred);
  const list = (members.data?.items ?? []).filter((m) => m.id !== user?.id);
  const change = useRef<HTMLButtonElement>(null);
  const picked = useRef(false);
  useEffect(() => {
    // After a pick the list is gone: focus moves to the chosen member's Change button.
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
              {`Search members for ${label.toLowerCase()}`}
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
              placeholder="Search by name, company or classification"
              autoComplete="off"
              className="pl-9"
              aria-controls={`${id}-list`}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
            />
          </div>
          <p aria-live="polite" className="sr-only">
            {members.isFetching ? 'Searching' : `${list.length} members found`}
          </p>
          {members.isPending ? (
            <div className="flex justify-center py-4 text-brand-700">
              <Spinner label="Loading members" />
            </div>
          ) : members.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              The member list could not be loaded. Please try again.
            </p>
          ) : list.length === 0 ? (
            <p className="py-3 text-center text-sm text-muted">
              {query.trim() ? 'No member matches that search.' : 'There are no other members yet.'}
            </p>
          ) : (
            <ul
              id={`${id}-list`}
              aria-label={`Members to choose for ${label.toLowerCase()}`}
              className="max-h-64 divide-y divide-border overflow-y-auto rounded-xl border border-border bg-card"
            >
              {list.map((m) => (
                <li key={m.id}>
                  <button
                    type="button"
                    onClick={() => {
                      picked.current = true;
                      onChange({ id: m.id, name: m.name });
                    }}
                    className={cn(
                      'flex w-full items-center gap-3 px-3 py-2.5 text-left hover:bg-surface',
                      'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                    )}
                  >
                    <Avatar
                      userId={m.id}
                      name={m.name}
                      hasImage={m.profileImageUrl !== null}
                      className="size-9"
                      decorative
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{m.name}</span>
                      <span className="block truncate text-xs text-muted">
                        {[m.companyName, m.classification].filter(Boolean).join(' · ')}
                      </span>
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
