import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type LoginFailureCounters, MemoryLoginFailures } from '../modules/auth/auth.lockout';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed sign-ins and wrong current passwords, counted per account and client address. */
    loginFailures: LoginFailureCounters;
  }
}

/** The counters behind rate limits and sign-in lockout. */
export const limitsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('loginFailures', new MemoryLoginFailures());
  },
  { name: 'limits', dependencies: ['store'] },
);
