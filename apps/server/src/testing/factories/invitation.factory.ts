import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { visitorInvitations } from '../../db/schema/visitors';
import { hashLinkToken } from '../../modules/auth/auth.secrets';

export interface CreateInvitationOptions {
  groupId?: number;
  inviterId?: number | null;
  name?: string;
  email?: string;
  company?: string | null;
  expiresAt?: Date | null;
}

/** Inserts a pending visitor invitation; answers its row and the link token (only its hash is stored). */
export async function createInvitation(app: FastifyInstance, options: CreateInvitationOptions = {}) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await app.store.db
    .insert(visitorInvitations)
    .values({
      groupId: options.groupId ?? 1,
      inviterId: options.inviterId ?? null,
      name: options.name ?? 'Vera Visitor',
      email: options.email ?? `visitor-${randomBytes(4).toString('hex')}@example.com`,
      company: options.company ?? 'Visiting Co',
      tokenHash: hashLinkToken(token),
      expiresAt: options.expiresAt === undefined ? new Date(Date.now() + 7 * 86_400_000) : options.expiresAt,
    })
    .returning();
  if (!row) {
    throw new Error('invitation not created');
  }
  return { invitation: row, token };
}
