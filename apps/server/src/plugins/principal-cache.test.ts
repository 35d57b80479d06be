import { describe, expect, it } from 'vitest';
import type { PrincipalRow } from '../modules/auth/auth.principal';
import { PrincipalCache } from './principal-cache';

const row = (userId: number, isActive = true): PrincipalRow => ({
  userId,
  isAdmin: false,
  isActive,
  mustChangePassword: false,
  sessionEndedAt: null,
  sessionExpiresAt: new Date(Date.now() + 60_000),
  sessionLastSeenAt: new Date(),
  groupId: 1,
  membershipStatus: 'active',
  roleName: 'Member',
  isLeadership: false,
  permissions: [],
});

describe('PrincipalCache', () => {
  it('makes one lookup for a burst and answers from the cache afterwards', async () => {
    let loads = 0;
    const cache = new PrincipalCache(async (_sid, uid) => {
      loads += 1;
      return row(uid);
    }, 5000);
    await Promise.all([cache.get(1, 7), cache.get(1, 7), cache.get(1, 7)]);
    await cache.get(1, 7);
    expect(loads).toBe(1);
  });

  it('does not keep a lookup that raced with forget, so the change counts on the next request', async () => {
    let active = true;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let first = true;
    const cache = new PrincipalCache(async (_sid, uid) => {
      const seen = active;
      if (first) {
        first = false;
        await gate;
      }
      return row(uid, seen);
    }, 5000);
    const stale = cache.get(1, 7);
    active = false;
    cache.forget({ userId: 7 });
    release();
    expect((await stale)?.isActive).toBe(true);
    expect((await cache.get(1, 7))?.isActive).toBe(false);
  });
});
