import { cn } from '@/lib/cn';

interface ExpertiseChipsProps {
  tags: readonly string[];
  selected: readonly string[];
  onToggle: (tag: string) => void;
}

/** The directory's expertise filter: one toggle per tag in use (any selected tag matches). */
export function ExpertiseChips({ tags, selected, onToggle }: ExpertiseChipsProps) {
  if (tags.length === 0) {
    return null;
  }
  return (
    <fieldset>
      <legend className="mb-2 text-xs text-muted">Expertise</legend>
      <div className="flex flex-wrap gap-2">
        {tags.map((tag) => {
          const on = selected.some((s) => s.toLowerCase() === tag.toLowerCase());
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(tag)}
              className={cn(
                'min-h-8 rounded-full border px-3 text-sm transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                on
                  ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-brand-950'
                  : 'border-border bg-card hover:bg-surface',
              )}
            >
              {tag}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
