import { AVATAR_MAX_BYTES } from '@app/shared/avatar-limits';
import { ErrorType } from '@app/shared/errors';
import { avatarResponse, profileQuery } from '@app/shared/profile';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, validationError } from '../../plugins/app-error';
import { authOf } from '../../plugins/auth';
import { spendPerUser } from '../../plugins/budgets';
import { clientOf } from '../auth/auth.client';
import { removeAvatar, uploadAvatar } from './profile.avatar';

const MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

/** POST/DELETE /api/profile/avatar?userId= (docs/architecture.md 14.1): multipart `file`, one picture. */
export const profileAvatarRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here only: no other route of the API accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1, fieldSize: 1024, headerPairs: 50 },
  });
  const tags = ['profile'];

  app.post(
    '/api/profile/avatar',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: profileQuery,
        response: { 200: avatarResponse },
      },
      preHandler: [app.requireAuth, spendPerUser(app, 'avatarUploads')],
    },
    async (request) =>
      uploadAvatar(app, authOf(request), request.query.userId, () => readPicture(request), clientOf(request)),
  );

  app.delete(
    '/api/profile/avatar',
    {
      schema: { tags, querystring: profileQuery, response: { 200: avatarResponse } },
      preHandler: app.requireAuth,
    },
    async (request) => removeAvatar(app, authOf(request), request.query.userId, clientOf(request)),
  );
};

/** The bytes of the multipart field `file`; more than 5 MB answers 413, a malformed body 400. */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw validationError('file', 'Send the picture as multipart/form-data in the field "file"');
  }
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') {
      throw validationError('file', 'Send the picture in the field "file"');
    }
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof AppError) {
      throw err;
    }
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = `The picture must be at most ${MAX_MB} MB`;
      throw new AppError(413, ErrorType.PAYLOAD_TOO_LARGE, message, {
        details: [{ field: 'file', message }],
      });
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw validationError('file', 'Send exactly one picture in the field "file" and nothing else');
    }
    // Everything else here is the body itself (docs/architecture.md 15.9): no boundary, another boundary
    // than the header's, a part never closed, a malformed part header. Bad input, not a failure.
    throw validationError('file', 'The body is not well-formed multipart/form-data');
  }
}
