/** Choices of the group form: ISO weekdays, IANA time zones and ISO 4217 currencies the browser knows. */

export const WEEKDAYS = [
  { value: 1, label: 'Monday' },
  { value: 2, label: 'Tuesday' },
  { value: 3, label: 'Wednesday' },
  { value: 4, label: 'Thursday' },
  { value: 5, label: 'Friday' },
  { value: 6, label: 'Saturday' },
  { value: 7, label: 'Sunday' },
] as const;

export function weekdayLabel(weekday: number): string {
  return WEEKDAYS.find((d) => d.value === weekday)?.label ?? `Day ${weekday}`;
}

const supported = (key: 'timeZone' | 'currency'): string[] =>
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf(key) : [];

/** Time zones grouped by region ("Europe", "America", ...); `current` is always offered. */
export function timeZoneGroups(current: string): { region: string; zones: string[] }[] {
  const zones = new Set([...supported('timeZone'), 'UTC', current].filter(Boolean));
  const groups = new Map<string, string[]>();
  for (const zone of [...zones].sort()) {
    const region = zone.includes('/') ? (zone.split('/')[0] ?? 'Other') : 'Other';
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...groups].map(([region, list]) => ({ region, zones: list }));
}

/** "Europe/Berlin" reads "Berlin" inside its region's group. */
export function timeZoneLabel(zone: string): string {
  const rest = zone.includes('/') ? zone.slice(zone.indexOf('/') + 1) : zone;
  return rest.replaceAll('_', ' ').replaceAll('/', ' / ');
}

/** Currencies as "EUR · Euro", the current one always offered. */
export function currencyOptions(current: string): { code: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(['en'], { type: 'currency' });
  } catch {
    names = null;
  }
  const codes = [...new Set([...supported('currency'), current].filter(Boolean))].sort();
  return codes.map((code) => {
    const name = names?.of(code);
    return { code, label: name && name !== code ? `${code} · ${name}` : code };
  });
}

/** "Thursday 07:00, 90 min · Hotel Adler" */
export function scheduleSummary(
  s: { weekday: number; time: string; durationMinutes: number; location: string | null } | null,
): string {
  if (!s) {
    return 'No weekly meeting set';
  }
  const base = `${weekdayLabel(s.weekday)} ${s.time}, ${s.durationMinutes} min`;
  return s.location ? `${base} · ${s.location}` : base;
}
