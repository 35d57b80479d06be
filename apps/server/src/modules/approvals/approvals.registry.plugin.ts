import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApprovalRegistry } from './approvals.registry';

declare module 'fastify' {
  interface FastifyInstance {
    approvals: ApprovalRegistry;
  }
}

/** Provides `app.approvals`; plugins that register a kind declare `dependencies: ['approvals-registry']`. */
export const approvalsRegistryPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('approvals', new ApprovalRegistry());
  },
  { name: 'approvals-registry' },
);
