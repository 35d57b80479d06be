import type { TrafficLightColour, TrafficLightScore } from '@app/shared/traffic-light';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { COLOUR_LABELS, COMPONENT_LABELS } from '@/features/groups/public/traffic-light-labels';
import { cn } from '@/lib/cn';
import { useMyStats } from '../api/get-my-stats';
import { componentValueText, planSentence } from '../lib/traffic-light-text';

const DOT: Record<TrafficLightColour, string> = {
  green: 'bg-green-600',
  amber: 'bg-amber-500',
  red: 'bg-red-600',
  grey: 'bg-slate-400',
};

function Components({ score }: { score: TrafficLightScore }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Points per component</caption>
      <thead>
        <tr className="text-left text-xs text-muted">
          <th scope="col" className="py-1 font-medium">
            Component
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Value
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Points
          </th>
        </tr>
      </thead>
      <tbody>
        {score.components.map((c) => (
          <tr key={c.component} className="border-t border-border">
            <th scope="row" className="py-1.5 text-left font-normal">
              {COMPONENT_LABELS[c.component]}
            </th>
            <td className="py-1.5 text-right tabular-nums">{componentValueText(c.component, c.value)}</td>
            <td className="py-1.5 text-right tabular-nums">
              {c.points}/{c.maxPoints}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The traffic light of the rolling six months (docs/architecture.md 14.6), computed by the server: colour,
 * score, what reaches the next colour, and each component's points on tap.
 */
export function TrafficLightCard({ nextMeeting }: { nextMeeting: string | null }) {
  const { data, isPending } = useMyStats(6);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  if (isPending) {
    return (
      <Card aria-busy="true" aria-label="Traffic light" className="min-h-[19rem]">
        <CardContent className="flex items-center gap-4">
          <Skeleton className="size-14 rounded-full" />
          <Skeleton className="h-5 w-48" />
        </CardContent>
      </Card>
    );
  }
  if (!data) {
    return null;
  }
  const { confirmed, provisional } = data.trafficLight;
  const by = nextMeeting ?? new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
  return (
    <Card data-colour={confirmed.colour} className="min-h-[19rem]">
      <CardHeader>
        <CardTitle>Traffic light</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className={cn('size-14 shrink-0 rounded-full shadow-inner', DOT[confirmed.colour])}
          />
          <div>
            <p className="text-lg font-semibold">
              {COLOUR_LABELS[confirmed.colour]} · {confirmed.total} points
            </p>
            {provisional.total !== confirmed.total ? (
              <p className="text-sm text-muted">
                {COLOUR_LABELS[provisional.colour]} · {provisional.total} points once your pending slips are
                approved
              </p>
            ) : null}
          </div>
        </div>
        {data.trafficLight.imported ? (
          <p className="text-sm text-muted">
            <span className="mr-1 rounded-full border border-border px-2 py-0.5 text-xs font-medium">
              Imported
            </span>
            Includes imported PALMS history ({data.trafficLight.imported.weeks} weeks).
          </p>
        ) : null}
        {confirmed.plan ? (
          <p className="rounded-lg bg-surface px-3 py-2 text-sm">
            {planSentence(confirmed.plan.text, confirmed.plan.target, by)}
          </p>
        ) : confirmed.colour === 'green' ? (
          <p className="text-sm text-muted">You are green. Keep it up.</p>
        ) : null}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((v) => !v)}
          className="flex items-center gap-1 text-sm font-medium text-brand-700 underline dark:text-brand-300"
        >
          How is this counted?
          <ChevronDown
            className={cn('size-4 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
        <div id={detailsId} hidden={!open} className="space-y-2">
          <p className="text-sm text-muted">
            Over the last six months ({data.trafficLight.weeks} meetings held), approved slips only. Each part
            gives points; the total sets the colour at your group&rsquo;s thresholds.
          </p>
          <Components score={confirmed} />
        </div>
      </CardContent>
    </Card>
  );
}
