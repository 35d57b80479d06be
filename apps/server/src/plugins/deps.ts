import type { FastifyInstance } from 'fastify';

/**
 * The parts of the running server a service may reach (docs/architecture.md 17): the store, the
 * configuration, the realtime publisher, the event bus, the logger and the registries plugins
 * provide. A service names the parts it uses, `Deps<'store' | 'realtime'>`, never the whole
 * FastifyInstance: routes hand it `app` (which has them all), a test can hand it a plain object.
 */
export type DepName =
  | 'store'
  | 'config'
  | 'realtime'
  | 'events'
  | 'log'
  | 'approvals'
  | 'dailyJobs'
  | 'invalidateAuth'
  | 'loginFailures'
  | 'limitCounter'
  | 'tokenKeys'
  | 'redisPing'
  | 'realtimeServer';

export type Deps<K extends DepName> = Pick<FastifyInstance, K>;
