interface PresenceEntry {
  readonly infoJson: string;
  readonly expiresAt: number;
}

/** Presence of one process: per channel, client id to info, each entry with an expiry. */
export class MemoryPresence {
  private readonly channels = new Map<string, Map<string, PresenceEntry>>();

  add(channel: string, clientId: string, infoJson: string, expiresAt: number): void {
    let entries = this.channels.get(channel);
    if (entries === undefined) {
      entries = new Map();
      this.channels.set(channel, entries);
    }
    entries.set(clientId, { infoJson, expiresAt });
  }

  remove(channel: string, clientId: string): void {
    const entries = this.channels.get(channel);
    if (entries === undefined) {
      return;
    }
    entries.delete(clientId);
    if (entries.size === 0) {
      this.channels.delete(channel);
    }
  }

  get(channel: string, now: number): Map<string, string> {
    const result = new Map<string, string>();
    const entries = this.channels.get(channel);
    if (entries === undefined) {
      return result;
    }
    for (const [clientId, entry] of entries) {
      if (entry.expiresAt > now) {
        result.set(clientId, entry.infoJson);
      }
    }
    return result;
  }

  sweep(now: number): void {
    for (const [channel, entries] of this.channels) {
      for (const [clientId, entry] of entries) {
        if (entry.expiresAt <= now) {
          entries.delete(clientId);
        }
      }
      if (entries.size === 0) {
        this.channels.delete(channel);
      }
    }
  }
}
