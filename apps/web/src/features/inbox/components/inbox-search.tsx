import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';

/** Filters the conversation list by the other person's name. */
export function InboxSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative">
      <label htmlFor="inbox-search" className="sr-only">
        Search conversations by name
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <Input
        id="inbox-search"
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Search by name"
        className="pl-9"
        autoComplete="off"
      />
    </div>
  );
}
