import type { FastifyInstance } from 'fastify';

/** Every domain area's routes, registered in one place. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  void app;
}
