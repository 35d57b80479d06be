import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Things that happened, for other areas to react to (e.g. realtime disconnects ended sessions). */
export interface AppEvents {
  /** Sessions ended by logout, password reset or deactivation: their live connections must close. */
  'sessions-ended': {
    userId: number;
    sessionIds: number[] | 'all';
    reason: 'logout' | 'password-reset' | 'deactivated' | 'ended' | 'idle';
  };
}

export class AppEventBus {
  private readonly emitter = new EventEmitter();

  emit<K extends keyof AppEvents>(event: K, payload: AppEvents[K]): void {
    this.emitter.emit(event, payload);
  }

  on<K extends keyof AppEvents>(event: K, listener: (payload: AppEvents[K]) => void): () => void {
    this.emitter.on(event, listener);
    return () => this.emitter.off(event, listener);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    events: AppEventBus;
  }
}

export const eventsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('events', new AppEventBus());
  },
  { name: 'events' },
);
