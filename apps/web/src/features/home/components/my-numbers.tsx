import { useState } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useMyStats } from '../api/get-my-stats';
import { numberLines } from '../lib/my-numbers';

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** This calendar month in the group's timezone, or the rolling six months of the traffic light. */
const WINDOWS = [
  { window: 'month', label: 'This month' },
  { window: 6, label: '6 months' },
] as const;

/**
 * My numbers, live: what the chapter report counts (approved) and, apart, what is still pending.
 * Members see them today, not a week later.
 */
export function MyNumbers() {
  // Six months first: the traffic light reads the same answer, so home asks for it once.
  const [current, setCurrent] = useState<(typeof WINDOWS)[number]['window']>(6);
  const { data, isPending, isError } = useMyStats(current);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>My numbers</CardTitle>
          <CardDescription>Approved slips, with pending ones apart.</CardDescription>
        </div>
        <fieldset className="inline-flex rounded-lg border border-border p-0.5">
          <legend className="sr-only">Period</legend>
          {WINDOWS.map((w) => (
            <button
              key={w.window}
              type="button"
              aria-pressed={current === w.window}
              onClick={() => setCurrent(w.window)}
              className={cn(
                'rounded-md px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
                current === w.window ? 'bg-brand-700 text-white' : 'text-muted hover:text-foreground',
              )}
            >
              {w.label}
            </button>
          ))}
        </fieldset>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div aria-busy="true" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <span className="sr-only">Loading my numbers</span>
            {SKELETONS.map((key) => (
              <Skeleton key={key} className="h-16" />
            ))}
          </div>
        ) : isError || !data ? (
          <p className="text-sm text-muted">Your numbers could not be loaded.</p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-live="polite">
            {numberLines(data).map((line) => (
              <div key={line.key} className="rounded-lg bg-surface px-3 py-2" data-number={line.key}>
                <dt className="text-xs text-muted">{line.label}</dt>
                <dd className="text-lg font-semibold tabular-nums">
                  {line.confirmed}
                  {line.provisional ? (
                    <span className="ml-1 text-xs font-normal text-amber-800 dark:text-amber-300">
                      +{line.provisional} pending
                    </span>
                  ) : null}
                  {line.others?.length ? (
                    <ul aria-label="Other currencies" className="text-xs font-normal text-muted">
                      {line.others.map((other) => (
                        <li key={other}>{other}</li>
                      ))}
                    </ul>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <Link
          to={paths.activity('given')}
          className="mt-3 inline-block text-sm font-medium text-brand-700 underline dark:text-brand-300"
        >
          See my slips
        </Link>
      </CardContent>
    </Card>
  );
}
