/** The browser's own time zone (the member's). */
export function myTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function safeZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) {
    return undefined;
  }
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/** "Tuesday, 24 November 2026" in the given zone. */
export function formatMeetingDate(iso: string, timeZone?: string | null): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: safeZone(timeZone) }).format(
    new Date(iso),
  );
}

/** "Tue 24 Nov 2026, 07:00" in the given zone: pickers and lists. */
export function formatMeetingShort(iso: string, timeZone?: string | null): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: safeZone(timeZone),
  }).format(new Date(iso));
}

/** "07:00 – 08:30 GMT" in the given zone. */
export function formatTimeRange(startIso: string, endIso: string, timeZone?: string | null): string {
  const zone = safeZone(timeZone);
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: zone });
  const withZone = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: zone,
  });
  return `${time.format(new Date(startIso))} – ${withZone.format(new Date(endIso))}`;
}

/** A value for <input type="datetime-local"> in the browser's zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The ISO UTC string of a datetime-local value (read in the browser's zone); null when invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) {
    return null;
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** A search link to the place on OpenStreetMap. */
export function mapUrl(location: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(location)}`;
}
