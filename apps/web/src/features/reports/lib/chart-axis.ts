/**
 * The dashboard charts' y axis: labels short enough for a phone ("€1.2M" rather than
 * "€1,234,567.89") and an axis as wide as its widest label, so none is cut at the card's edge.
 */

const compactFormatters = new Map<string, Intl.NumberFormat>();

function compactFormatter(currency: string): Intl.NumberFormat {
  let f = compactFormatters.get(currency);
  if (!f) {
    // en-US: "K", "M" and "B" (en-GB writes "k" and "m", and not in every version of ICU).
    const options = { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 } as const;
    try {
      f = new Intl.NumberFormat('en-US', { ...options, style: 'currency', currency });
    } catch {
      f = new Intl.NumberFormat('en-US', options);
    }
    compactFormatters.set(currency, f);
  }
  return f;
}

/** An amount as an axis label: 1234567.89 EUR is "€1.2M", 12300 is "€12.3K", 950 is "€950". */
export function compactMoney(value: number, currency: string): string {
  return compactFormatter(currency || 'EUR').format(value);
}

/** Room beside the labels: uPlot's tick (10 px), its gap (5 px) and a little air. */
const AXIS_PADDING_PX = 20;
/** The narrowest y axis (short labels such as "0" or "5"). */
const AXIS_MIN_PX = 32;

/** The width of a y axis whose labels are `labels`, measured by `measure` in the axis's font. */
export function axisWidth(
  labels: readonly string[] | null | undefined,
  measure: (text: string) => number,
): number {
  const widest = Math.max(0, ...(labels ?? []).map(measure));
  return Math.max(AXIS_MIN_PX, Math.ceil(widest) + AXIS_PADDING_PX);
}
