import { createReadStream } from 'node:fs';
import type { AvatarSize } from '@app/shared/constants';
import { pathId } from '@app/shared/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { findAvatarFile } from './users.avatar';

const avatarParams = z.object({
  id: pathId,
  size: z.enum(['96', '256', '512']),
});

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A member's picture in one of three renditions; never cached (docs/architecture.md 16.7). */
  app.get(
    '/api/users/:id/avatar_:size.jpg',
    { preHandler: app.requireAuth, schema: { tags: ['users'], params: avatarParams } },
    async (request, reply) => {
      const file = await findAvatarFile(
        app.store.db,
        app.config.dataDir,
        authOf(request),
        request.params.id,
        Number(request.params.size) as AvatarSize,
      );
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, no-store, max-age=0')
        .send(createReadStream(file));
    },
  );
};
