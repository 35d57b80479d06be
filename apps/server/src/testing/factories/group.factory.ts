import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { groups } from '../../db/schema/groups';

export interface CreateGroupOptions {
  name?: string;
  capacity?: number;
  status?: 'active' | 'inactive';
  joinCode?: string;
}

export async function createGroup(app: FastifyInstance, options: CreateGroupOptions = {}) {
  const [group] = await app.store.db
    .insert(groups)
    .values({
      name: options.name ?? `Group ${randomInt(1000, 9999)}`,
      joinCode: options.joinCode ?? String(randomInt(100000, 1000000)),
      capacity: options.capacity ?? 50,
      status: options.status ?? 'active',
    })
    .returning();
  if (!group) {
    throw new Error('group not created');
  }
  return group;
}
