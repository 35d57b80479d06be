import type { Deps } from '../../plugins/deps';

/**
 * Extra events of a user's calendar export and private feed, beyond the group's meetings: other
 * areas add theirs here (the activity area: the user's one-to-ones, docs/architecture.md 14.3/14.4) with
 * `registerCalendarSource(app, source)` from their own plugin, in any order of registration.
 */
export interface CalendarFeedEvent {
  /** Stable and unique across sources, e.g. `one-to-one-42`; the host is appended. */
  uid: string;
  title: string;
  start: Date;
  end: Date;
  location?: string | null;
  description?: string | null;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  lastModified?: Date;
}

export interface CalendarSourceInput {
  userId: number;
  groupId: number | null;
  /** Events starting at or after this instant. */
  from: Date;
}

export type CalendarSource = (app: Deps<'store'>, input: CalendarSourceInput) => Promise<CalendarFeedEvent[]>;

// Keyed by the app's store: one list per app, the same from every (encapsulated) plugin instance.
const sources = new WeakMap<object, CalendarSource[]>();

/** Adds a source of extra events for every user's calendar.ics and private feed. */
export function registerCalendarSource(app: Deps<'store'>, source: CalendarSource): void {
  sources.set(app.store, [...(sources.get(app.store) ?? []), source]);
}

/** Every registered source's events for the user (a failing source is logged and left out). */
export async function extraCalendarEvents(
  app: Deps<'store' | 'log'>,
  input: CalendarSourceInput,
): Promise<CalendarFeedEvent[]> {
  const list = sources.get(app.store) ?? [];
  const results = await Promise.all(
    list.map((source) =>
      source(app, input).catch((err: unknown) => {
        app.log.warn({ err }, 'calendar source failed');
        return [];
      }),
    ),
  );
  return results.flat();
}
