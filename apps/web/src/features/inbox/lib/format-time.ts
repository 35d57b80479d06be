/**
 * Formatters are built once per kind: constructing an Intl.DateTimeFormat costs far more than
 * formatting with one, and a conversation list formats two times per row.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let cached = formatters.get(kind);
  if (!cached) {
    cached = new Intl.DateTimeFormat(undefined, options);
    formatters.set(kind, cached);
  }
  return cached;
}

/** Short times for lists and bubbles: today's clock time, this week's weekday, else the date. */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  const sameDay = date.toDateString() === now.toDateString();
  if (sameDay) {
    return formatter('time', { hour: 'numeric', minute: '2-digit' }).format(date);
  }
  const days = (now.getTime() - date.getTime()) / 86_400_000;
  if (days >= 0 && days < 6) {
    return formatter('weekday', { weekday: 'short' }).format(date);
  }
  return date.getFullYear() === now.getFullYear()
    ? formatter('day', { day: 'numeric', month: 'short' }).format(date)
    : formatter('day-year', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** The full date and time, for title attributes and screen readers. */
export function formatFullTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : formatter('full', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
