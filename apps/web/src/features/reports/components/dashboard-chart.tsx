import Download from 'lucide-react/icons/download';
import Table from 'lucide-react/icons/table';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { saveCsv, toCsvText } from '../lib/chart-csv';
import type { ChartSpec } from '../lib/uplot-chart';

let chartModule: Promise<typeof import('../lib/uplot-chart')> | null = null;
/** uPlot's wrapper, loaded once for every chart of the page (its own chunk). */
const loadChartModule = () => {
  chartModule ??= import('../lib/uplot-chart');
  return chartModule;
};

interface Props {
  title: string;
  /** The file name's stem of the CSV. */
  slug: string;
  weeks: readonly string[];
  values: readonly (number | null)[];
  kind: ChartSpec['kind'];
  /** How a value is written (table; the axis too unless `axisFormat` is given). */
  format: (value: number) => string;
  /** How a value is written on the y axis, when shorter than `format` ("€1.2M"). */
  axisFormat?: (value: number) => string;
  /** The CSV's value (raw: decimal strings for money). */
  csvValues?: readonly (string | number | null)[];
}

/**
 * One weekly chart of the dashboard: uPlot drawn on demand (aria-hidden), a data table for screen
 * readers that a button shows to everyone, and a CSV of the same data.
 */
export function DashboardChart({ title, slug, weeks, values, kind, format, axisFormat, csvValues }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [showTable, setShowTable] = useState(false);
  const [failed, setFailed] = useState(false);
  const headingId = useId();
  const tableId = useId();
  const formatRef = useRef(axisFormat ?? format);
  formatRef.current = axisFormat ?? format;

  useEffect(() => {
    const el = box.current;
    if (!el) {
      return;
    }
    let remove: (() => void) | null = null;
    let cancelled = false;
    loadChartModule()
      .then(({ mountChart }) =>
        mountChart(el, { labels: weeks, values, name: title, kind, format: (v) => formatRef.current(v) }),
      )
      .then((unmount) => {
        if (cancelled) {
          unmount();
        } else {
          remove = unmount;
        }
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [weeks, values, title, kind]);

  const download = () =>
    saveCsv(
      `${slug}.csv`,
      toCsvText(
        ['Week starting', title],
        weeks.map((w, i) => [w, csvValues?.[i] ?? values[i] ?? null]),
      ),
    );

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-2 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <div className="flex gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((s) => !s)}
          >
            <Table aria-hidden="true" />
            {showTable ? 'Hide table' : 'Show table'}
          </Button>
          <Button variant="ghost" size="sm" onClick={download}>
            <Download aria-hidden="true" />
            Download CSV<span className="sr-only"> of {title}</span>
          </Button>
        </div>
      </div>
      <div ref={box} aria-hidden="true" className="dashboard-chart min-h-[200px] w-full overflow-hidden" />
      {failed ? (
        <p className="text-sm text-muted">The chart could not be drawn; the table below holds its data.</p>
      ) : null}
      <div id={tableId} className={showTable || failed ? 'max-h-64 overflow-auto' : 'sr-only'}>
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">{title} by week</caption>
          <thead>
            <tr>
              <th scope="col" className="sticky top-0 bg-card px-2 py-1 font-semibold">
                Week starting
              </th>
              <th scope="col" className="sticky top-0 bg-card px-2 py-1 text-right font-semibold">
                {title}
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w, i) => {
              const v = values[i];
              return (
                <tr key={w} className="border-t border-border">
                  <th scope="row" className="px-2 py-1 font-normal">
                    {w}
                  </th>
                  <td className="px-2 py-1 text-right">{v === null || v === undefined ? '—' : format(v)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
