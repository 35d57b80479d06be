import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import { cn } from '@/lib/cn';

export type SortDirection = 'ascending' | 'descending';
export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

interface Props {
  label: string;
  /** What a screen reader says for the column (the full name of an abbreviation). */
  title?: string;
  active: boolean;
  direction: SortDirection;
  onSort: () => void;
  className?: string;
}

/** A sticky column header whose button sorts the table by it (aria-sort on the header). */
export function SortHeader({ label, title, active, direction, onSort, className }: Props) {
  return (
    <th
      scope="col"
      aria-sort={active ? direction : 'none'}
      className={cn('sticky top-0 z-10 bg-surface px-2 py-2 font-semibold whitespace-nowrap', className)}
    >
      <button
        type="button"
        onClick={onSort}
        title={title}
        className="inline-flex items-center gap-1 rounded hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {title ? (
          <>
            <span aria-hidden="true">{label}</span>
            <span className="sr-only">{title}</span>
          </>
        ) : (
          label
        )}
        {active ? (
          direction === 'ascending' ? (
            <ArrowUp className="size-3.5" aria-hidden="true" />
          ) : (
            <ArrowDown className="size-3.5" aria-hidden="true" />
          )
        ) : null}
      </button>
    </th>
  );
}

/** The next sort after a click on `key`: a new column ascends, the same one flips. */
export const nextSort = <K extends string>(s: SortState<K>, key: K): SortState<K> => ({
  key,
  direction: s.key === key && s.direction === 'ascending' ? 'descending' : 'ascending',
});
