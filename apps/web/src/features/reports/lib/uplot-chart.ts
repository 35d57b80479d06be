/**
 * The dashboard's one door to uPlot: loaded on demand (its own chunk, only on /admin/dashboard),
 * coloured from the theme's CSS variables and redrawn when the theme or the width changes. Tests
 * stub this module (jsdom has no canvas).
 */
import { axisWidth } from './chart-axis';

export interface ChartSpec {
  /** The x labels (week starts). */
  labels: readonly string[];
  values: readonly (number | null)[];
  /** The series' name (legend and tooltips). */
  name: string;
  kind: 'bars' | 'line';
  /** How a y value is written on the axis (short: the axis is as wide as its widest label). */
  format: (value: number) => string;
}

const cssVar = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** Measures text in the axes' font (the page's own), for the y axis's width. */
function textMeasurer(font: string): (text: string) => number {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) {
    return (text) => text.length * 8;
  }
  ctx.font = font;
  return (text) => ctx.measureText(text).width;
}

/** Draws the chart into `el`; answers the function that removes it. */
export async function mountChart(el: HTMLElement, spec: ChartSpec): Promise<() => void> {
  const [{ default: UPlot }] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
  let plot: InstanceType<typeof UPlot> | null = null;
  const font = `12px ${getComputedStyle(el).fontFamily || 'system-ui, sans-serif'}`;
  const measure = textMeasurer(font);

  const draw = () => {
    plot?.destroy();
    const foreground = cssVar('--foreground', '#0f172a');
    const grid = cssVar('--border', '#e2e8f0');
    const stroke = cssVar('--color-brand-600', cssVar('--primary', '#0f766e'));
    const n = spec.labels.length;
    const xs = spec.labels.map((_, i) => i);
    const axis = {
      stroke: foreground,
      font,
      grid: { stroke: grid, width: 1 },
      ticks: { stroke: grid, width: 1 },
    };
    plot = new UPlot(
      {
        width: Math.max(240, el.clientWidth),
        height: 200,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: false, range: () => [-0.5, Math.max(0.5, n - 0.5)] },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        axes: [
          {
            ...axis,
            splits: () => xs,
            values: (_u, splits) =>
              splits.map((i) => {
                const label = spec.labels[i] ?? '';
                // Every other week on narrow charts.
                return n > 8 && el.clientWidth < 480 && i % 2 === 1 ? '' : label.slice(5);
              }),
          },
          {
            ...axis,
            // As wide as the widest label: a fixed width cut long ones ("€1,234,567.89") at the edge.
            size: (_u, values) => axisWidth(values, measure),
            values: (_u, splits) => splits.map((v) => spec.format(v)),
          },
        ],
        series: [
          {},
          {
            label: spec.name,
            stroke,
            width: 2,
            fill: spec.kind === 'bars' ? `${stroke}cc` : `${stroke}22`,
            ...(spec.kind === 'bars'
              ? { paths: UPlot.paths.bars?.({ size: [0.6, 48] }), points: { show: false } }
              : { points: { show: true, size: 5 }, spanGaps: false }),
          },
        ],
      },
      [xs, spec.values.map((v) => v)],
      el,
    );
  };

  draw();
  const resize = new ResizeObserver(() =>
    plot?.setSize({ width: Math.max(240, el.clientWidth), height: 200 }),
  );
  resize.observe(el);
  // The theme switches by the `dark` class on <html>: redraw with its colours.
  const theme = new MutationObserver(draw);
  theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => {
    resize.disconnect();
    theme.disconnect();
    plot?.destroy();
    plot = null;
  };
}
