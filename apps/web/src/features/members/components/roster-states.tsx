import SearchX from 'lucide-react/icons/search-x';
import Users from 'lucide-react/icons/users';
import { Button } from '@/components/ui/button';

/** Nobody matches, or the group has nobody (with this status) yet. */
export function RosterEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const Icon = filtered ? SearchX : Users;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-14 text-center">
      <Icon className="size-10 text-muted" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{filtered ? 'No matching members' : 'No members yet'}</h2>
      <p className="max-w-sm text-sm text-muted">
        {filtered
          ? 'Nobody matches this search and these filters. Try another name, company or classification.'
          : 'Members appear here once they join your group and leadership approves them.'}
      </p>
      {filtered ? (
        <Button variant="outline" onClick={onClear}>
          Clear search and filters
        </Button>
      ) : null}
    </div>
  );
}
