import type { TrafficLightBand, TrafficLightConfig } from '@app/shared/traffic-light';
import {
  DEFAULT_TRAFFIC_LIGHT,
  TRAFFIC_LIGHT_COMPONENTS,
  type TrafficLightComponent,
} from '@app/shared/traffic-light-defaults';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FORM_RULES_UNAVAILABLE } from '@/lib/lazy-resolver';
import { loadOnce } from '@/lib/load-once';
import { COLOUR_LABELS, COMPONENT_LABELS } from '../public/traffic-light-labels';

// The shared schema (zod) loads when the form is first touched, or on saving.
const loadSchema = loadOnce(() => import('@app/shared/traffic-light'));
const preloadSchema = () => void loadSchema().catch(() => undefined);

type ColourKey = keyof TrafficLightConfig['colours'];
const COLOUR_KEYS: ColourKey[] = ['green', 'amber', 'red'];

const numberInput =
  'h-9 w-20 rounded-md border border-border bg-card px-2 text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60';

function boundText(band: TrafficLightBand): string {
  return band.lessThan !== undefined ? 'Below' : band.atMost !== undefined ? 'Up to' : 'Otherwise';
}

/** The band's bound, edited in place; the last band ("otherwise") has none. */
function withBound(band: TrafficLightBand, value: number): TrafficLightBand {
  return band.lessThan !== undefined ? { ...band, lessThan: value } : { ...band, atMost: value };
}

interface TrafficLightFormProps {
  value: TrafficLightConfig;
  readOnly?: boolean;
  onSave: (config: TrafficLightConfig | null) => Promise<void>;
}

/**
 * The group's traffic-light scheme (docs/architecture.md 14.6): the points of each part's bands and the
 * colour thresholds, checked with the shared schema before saving. "Use the defaults" stores none.
 */
export function TrafficLightForm({ value, readOnly = false, onSave }: TrafficLightFormProps) {
  const [draft, setDraft] = useState<TrafficLightConfig>(value);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const setBand = (component: TrafficLightComponent, index: number, band: TrafficLightBand) =>
    setDraft((d) => ({ ...d, [component]: d[component].map((b, i) => (i === index ? band : b)) }));

  const save = async (config: TrafficLightConfig | null) => {
    setSaving(true);
    try {
      await onSave(config);
    } finally {
      setSaving(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = await loadSchema().then(
      ({ trafficLightConfig }) => trafficLightConfig.safeParse(draft),
      () => null,
    );
    if (!parsed) {
      setError(FORM_RULES_UNAVAILABLE);
      return;
    }
    const { green, amber, red } = draft.colours;
    if (!parsed.success) {
      setError('Every number must be 0 or more, and points at most 100.');
      return;
    }
    if (!(green > amber && amber > red)) {
      setError('Green must need more points than amber, and amber more than red.');
      return;
    }
    setError(null);
    await save(parsed.data);
  };

  return (
    <form
      onSubmit={submit}
      onFocus={preloadSchema}
      onPointerDown={preloadSchema}
      aria-label="Traffic light"
      className="space-y-5"
      noValidate
    >
      <fieldset className="space-y-2" disabled={readOnly}>
        <legend className="text-sm font-semibold">Colours: points needed</legend>
        <div className="flex flex-wrap gap-4">
          {COLOUR_KEYS.map((key) => (
            <label key={key} className="flex items-center gap-2 text-sm">
              {COLOUR_LABELS[key]} from
              <input
                type="number"
                min={0}
                max={100}
                className={numberInput}
                value={draft.colours[key]}
                onChange={(e) =>
                  setDraft((d) => ({ ...d, colours: { ...d.colours, [key]: Number(e.target.value) } }))
                }
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {TRAFFIC_LIGHT_COMPONENTS.map((component) => (
          <fieldset
            key={component}
            disabled={readOnly}
            className="space-y-2 rounded-lg border border-border p-3"
          >
            <legend className="px-1 text-sm font-semibold">{COMPONENT_LABELS[component]}</legend>
            {draft[component].map((band, index) => {
              const bound = band.lessThan ?? band.atMost;
              const name = `${COMPONENT_LABELS[component]}, band ${index + 1}`;
              return (
                // Bands are a fixed list: their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                <div key={index} className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="w-16 text-muted">{boundText(band)}</span>
                  {bound !== undefined ? (
                    <input
                      type="number"
                      min={0}
                      step="any"
                      aria-label={`${name}: bound`}
                      className={numberInput}
                      value={bound}
                      onChange={(e) => setBand(component, index, withBound(band, Number(e.target.value)))}
                    />
                  ) : null}
                  <input
                    type="number"
                    min={0}
                    max={100}
                    aria-label={`${name}: points`}
                    className={numberInput}
                    value={band.points}
                    onChange={(e) => setBand(component, index, { ...band, points: Number(e.target.value) })}
                  />
                  <span className="text-muted">points</span>
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving}>
            Save traffic light
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={saving}
            onClick={() => {
              setDraft(DEFAULT_TRAFFIC_LIGHT);
              void save(null);
            }}
          >
            Use the defaults
          </Button>
        </div>
      )}
    </form>
  );
}
