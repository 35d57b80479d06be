import { randomBytes } from 'node:crypto';
import { channels } from '@app/shared/channels';
import { sessionUpdateEvent } from '@app/shared/session-update';
import type { Centrifuge, Subscription } from 'centrifuge';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/memberships';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { listenForRealtime, RealtimeClients, waitFor } from '../../testing/realtime-clients';
import { testRedisUrlFor } from '../../testing/redis-gate';
import { buildTestApp, openTestStore, type TestApp } from '../../testing/test-app';
import { RENEWALS_JOB } from '../renewals/renewals.job';

// docs/architecture.md 15.7, leaving ends access at once: a table over the ways access ends and the
// group's channels. The client is the official centrifuge client; the decision is taken on one
// node and the client listens (and reads) on another when Redis joins two nodes.

const GROUP = 1;
const CHANNELS = {
  news: channels.groupNews(GROUP),
  meetings: channels.meetings(GROUP),
  'group-activity': channels.groupActivity(GROUP),
} as const;
type ChannelName = keyof typeof CHANNELS;

/** ended: unsubscribed by the server (or the connection closed); kept: still delivered; never: refused before too. */
type Cell = 'ended' | 'kept' | 'never';

interface Row {
  way: 'reject pending' | 'lapse' | 'deactivate' | 'role change to Visitor';
  status: 'pending' | 'active';
  cells: Record<ChannelName, Cell>;
  /** closed: group reads refused; visitor: what the Visitor set reads; signed-out: 401. */
  reads: 'closed' | 'visitor' | 'signed-out';
}

const TABLE: Row[] = [
  {
    way: 'reject pending',
    status: 'pending',
    // A pending member holds the Visitor set: no view_activity, so no group-activity before either.
    cells: { news: 'ended', meetings: 'ended', 'group-activity': 'never' },
    reads: 'closed',
  },
  {
    way: 'lapse',
    status: 'active',
    cells: { news: 'ended', meetings: 'ended', 'group-activity': 'ended' },
    reads: 'closed',
  },
  {
    way: 'deactivate',
    status: 'active',
    cells: { news: 'ended', meetings: 'ended', 'group-activity': 'ended' },
    reads: 'signed-out',
  },
  {
    // Still a member of the group, with the Visitor set: meetings (view_meetings) and news stay,
    // the dashboard's figures (view_activity) and the roster (view_members) go.
    way: 'role change to Visitor',
    status: 'active',
    cells: { news: 'kept', meetings: 'kept', 'group-activity': 'ended' },
    reads: 'visitor',
  },
];

interface Nodes {
  /** Where leadership decides. */
  decider: TestApp;
  /** Where the member's client is connected and reads. */
  reader: TestApp;
  readerUrl: string;
}

const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

interface Ended {
  code: number;
  at: number;
}

interface Recorder<T> {
  set(value: T): void;
  /** The recorded value, or the next one (fails after `ms`; the clock starts only when asked). */
  next(ms?: number): Promise<T>;
}

/** Remembers the first value of an event that a test may or may not wait for. */
function recorder<T>(): Recorder<T> {
  let value: T | undefined;
  let notify: ((v: T) => void) | undefined;
  return {
    set(v) {
      if (value === undefined) {
        value = v;
        notify?.(v);
      }
    },
    next(ms = 5000) {
      if (value !== undefined) {
        return Promise.resolve(value);
      }
      return waitFor<T>((resolve) => {
        notify = resolve;
      }, ms);
    },
  };
}

function subscribeTo(
  client: Centrifuge,
  channel: string,
): Promise<{ sub: Subscription; result: 'ok' | number }> {
  const sub = client.newSubscription(channel);
  return waitFor((resolve) => {
    sub.once('subscribed', () => resolve({ sub, result: 'ok' }));
    sub.once('unsubscribed', (ctx) => resolve({ sub, result: ctx.code }));
    sub.subscribe();
  });
}

function resubscribe(sub: Subscription): Promise<'ok' | number> {
  return waitFor((resolve) => {
    sub.once('subscribed', () => resolve('ok'));
    sub.once('unsubscribed', (ctx) => resolve(ctx.code));
    sub.subscribe();
  });
}

function runTable(name: string, nodes: () => Nodes) {
  describe(name, () => {
    const clients = new RealtimeClients();
    let president: TestUser;
    let groupNewsId: number;
    beforeAll(async () => {
      const { decider } = nodes();
      president = await createUser(decider.app, { role: 'President' });
      const posted = await decider.app.inject({
        method: 'POST',
        url: '/api/news',
        headers: president.headers,
        payload: { title: 'Breakfast moved', body: 'We meet at 7:00.' },
      });
      groupNewsId = posted.json().id;
    });
    afterAll(() => clients.closeAll());

    async function endAccess(app: FastifyInstance, row: Row, user: TestUser): Promise<void> {
      const as = { headers: president.headers };
      if (row.way === 'reject pending') {
        const [m] = await app.store.db.select().from(memberships).where(eq(memberships.userId, user.id));
        const res = await app.inject({
          method: 'POST',
          url: `/api/approvals/member/${m?.id}`,
          ...as,
          payload: { decision: 'reject' },
        });
        expect(res.statusCode).toBe(200);
      } else if (row.way === 'lapse') {
        await app.dailyJobs.runNow(RENEWALS_JOB, new Date());
      } else {
        const payload = row.way === 'deactivate' ? { isActive: false } : { role: 'Visitor' };
        const res = await app.inject({ method: 'PATCH', url: `/api/admin/users/${user.id}`, ...as, payload });
        expect(res.statusCode).toBe(200);
      }
    }

    async function reads(app: FastifyInstance, user: TestUser) {
      const get = (url: string) => app.inject({ method: 'GET', url, headers: user.headers });
      const news = await get('/api/news');
      return {
        news: news.statusCode,
        groupNewsListed:
          news.statusCode === 200 && news.json().items.some((n: { id: number }) => n.id === groupNewsId),
        groupNews: (await get(`/api/news?groupId=${GROUP}`)).statusCode,
        meetings: (await get(`/api/meetings?groupId=${GROUP}`)).statusCode,
        members: (await get('/api/members')).statusCode,
      };
    }

    it.each(TABLE)('$way: the group channels end within 2 s and the group reads close', async (row) => {
      const { decider, reader, readerUrl } = nodes();
      const user = await createUser(decider.app, { membershipStatus: row.status });
      if (row.way === 'lapse') {
        const due = new Date(Date.now() - 31 * DAY).toISOString().slice(0, 10);
        await decider.store.db
          .update(memberships)
          .set({ renewalDue: due })
          .where(eq(memberships.userId, user.id));
        expect(due < today()).toBe(true);
      }
      // Before: the member reads the group and follows its channels.
      const before = await reads(reader.app, user);
      expect(before).toMatchObject({ news: 200, groupNewsListed: true, groupNews: 200, meetings: 200 });
      expect(before.members).toBe(row.status === 'active' ? 200 : 403);

      const client = clients.open(readerUrl, user.token, { connect: true });
      const disconnected = recorder<Ended>();
      client.on('disconnected', (ctx) => disconnected.set({ code: ctx.code, at: Date.now() }));
      const inbox = (await subscribeTo(client, channels.inbox(user.id))).sub;
      const told = recorder<true>();
      inbox.on('publication', (ctx) => {
        if (sessionUpdateEvent.safeParse(ctx.data).success) {
          told.set(true);
        }
      });
      const subs = new Map<ChannelName, Subscription>();
      const ended = new Map<ChannelName, Recorder<Ended>>();
      for (const [name, channel] of Object.entries(CHANNELS) as [ChannelName, string][]) {
        const { sub, result } = await subscribeTo(client, channel);
        expect(result, `${name} before`).toBe(row.cells[name] === 'never' ? 103 : 'ok');
        subs.set(name, sub);
        const unsubscribed = recorder<Ended>();
        sub.once('unsubscribed', (ctx) => unsubscribed.set({ code: ctx.code, at: Date.now() }));
        ended.set(name, unsubscribed);
      }

      const start = Date.now();
      await endAccess(decider.app, row, user);

      if (row.way === 'deactivate') {
        // Every session ended: the connection closes for good (decision 003), every subscription with it.
        const closed = await disconnected.next();
        expect(closed.code).toBe(4501);
        expect(closed.at - start).toBeLessThan(2000);
      } else {
        for (const name of Object.keys(CHANNELS) as ChannelName[]) {
          if (row.cells[name] !== 'ended') {
            continue;
          }
          const event = await (ended.get(name) as Recorder<Ended>).next();
          expect(event.code, name).toBe(2000);
          expect(event.at - start, name).toBeLessThan(2000);
          // And it cannot come back.
          expect(await resubscribe(subs.get(name) as Subscription), `${name} again`).toBe(103);
        }
        // The session_update comes after the unsubscribes: a channel still subscribed now is kept.
        await told.next();
        for (const name of Object.keys(CHANNELS) as ChannelName[]) {
          if (row.cells[name] === 'kept') {
            expect(subs.get(name)?.state, name).toBe('subscribed');
          }
        }
      }

      const after = await reads(reader.app, user);
      if (row.reads === 'signed-out') {
        expect(after).toMatchObject({ news: 401, groupNews: 401, meetings: 401, members: 401 });
      } else if (row.reads === 'visitor') {
        expect(after).toMatchObject({
          news: 200,
          groupNewsListed: true,
          groupNews: 200,
          meetings: 200,
          members: 403,
        });
      } else {
        // Announcements only (like a user without a group); naming the group answers 404.
        expect(after).toMatchObject({ news: 200, groupNewsListed: false, groupNews: 404, members: 403 });
        expect([403, 404]).toContain(after.meetings);
      }
    });
  });
}

let single: { t: TestApp; url: string } | undefined;
beforeAll(async () => {
  const t = await buildTestApp();
  single = { t, url: await listenForRealtime(t.app) };
});
afterAll(async () => {
  await single?.t.close();
});
runTable('one node', () => {
  if (!single) {
    throw new Error('not started');
  }
  return { decider: single.t, reader: single.t, readerUrl: single.url };
});

const redisUrl = testRedisUrlFor('leaving ends access on two nodes');
describe.skipIf(!redisUrl)('two nodes over Redis: decided on node A, the client on node B', () => {
  let pair: { a: TestApp; b: TestApp; urlB: string; drop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    const { store, drop } = await openTestStore();
    const env = { REDIS_URL: redisUrl ?? '' };
    const realtime = { redisPrefix: `test:${randomBytes(4).toString('hex')}` };
    const a = await buildTestApp(env, { store, realtime });
    const b = await buildTestApp(env, { store, realtime });
    pair = { a, b, urlB: await listenForRealtime(b.app), drop };
  });
  afterAll(async () => {
    await pair?.a.close();
    await pair?.b.close();
    await pair?.drop();
  });
  runTable('over Redis', () => {
    if (!pair) {
      throw new Error('not started');
    }
    return { decider: pair.a, reader: pair.b, readerUrl: pair.urlB };
  });
});
