import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import { cn } from '@/lib/cn';
import { nextSort, type SortDirection, type SortState } from '../lib/table-sort';

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

interface SortHeadersProps<K extends string> {
  columns: readonly { key: K; label: string }[];
  sort: SortState<K>;
  /** Takes the change (a state setter): a click sorts by the column, or flips it. */
  onSort: (change: (s: SortState<K>) => SortState<K>) => void;
  className?: string;
}

/** A sortable header cell for each column, in order. */
export function SortHeaders<K extends string>({ columns, sort, onSort, className }: SortHeadersProps<K>) {
  return (
    <>
      {columns.map((c) => (
        <SortHeader
          key={c.key}
          label={c.label}
          active={sort.key === c.key}
          direction={sort.direction}
          onSort={() => onSort((s) => nextSort(s, c.key))}
          className={className}
        />
      ))}
    </>
  );
}
