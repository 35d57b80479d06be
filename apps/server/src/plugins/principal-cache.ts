import type { PrincipalRow } from '../modules/auth/auth.principal';

export interface PrincipalFilter {
  sessionId?: number;
  userId?: number;
  /** Every principal (the permission matrix changed: any role's holders may be affected). */
  all?: true;
}

type Loader = (sessionId: number, userId: number) => Promise<PrincipalRow | null>;

const MAX_ENTRIES = 50_000;

/**
 * Principals by session, kept for a few seconds so a burst of requests makes one query. Lookups in
 * flight are shared; a lookup that started before a `forget` is not cached, so an ended session or
 * a changed permission cannot come back from a read that raced with the change.
 */
export class PrincipalCache {
  private readonly entries = new Map<number, { row: PrincipalRow; at: number }>();
  private readonly inFlight = new Map<number, Promise<PrincipalRow | null>>();
  private generation = 0;

  constructor(
    private readonly load: Loader,
    private readonly ttlMs: number,
  ) {}

  async get(sessionId: number, userId: number): Promise<PrincipalRow | null> {
    const hit = this.entries.get(sessionId);
    if (hit && hit.row.userId === userId && Date.now() - hit.at < this.ttlMs) {
      return hit.row;
    }
    const pending = this.inFlight.get(sessionId);
    if (pending) {
      const row = await pending;
      return row?.userId === userId ? row : null;
    }
    const startedIn = this.generation;
    const lookup = this.load(sessionId, userId).finally(() => {
      if (this.inFlight.get(sessionId) === lookup) {
        this.inFlight.delete(sessionId);
      }
    });
    this.inFlight.set(sessionId, lookup);
    const row = await lookup;
    if (row && startedIn === this.generation) {
      this.entries.set(sessionId, { row, at: Date.now() });
      if (this.entries.size > MAX_ENTRIES) {
        this.entries.delete(this.entries.keys().next().value as number);
      }
    }
    return row;
  }

  /** Forgets the principals of a session or of every session of a user. */
  forget(filter: PrincipalFilter): void {
    this.generation += 1;
    if (filter.all) {
      this.entries.clear();
      this.inFlight.clear();
      return;
    }
    if (filter.sessionId !== undefined) {
      this.entries.delete(filter.sessionId);
      this.inFlight.delete(filter.sessionId);
    }
    if (filter.userId !== undefined) {
      for (const [sid, entry] of this.entries) {
        if (entry.row.userId === filter.userId) {
          this.entries.delete(sid);
        }
      }
      this.inFlight.clear();
    }
  }
}
