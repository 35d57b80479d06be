import { randomBytes } from 'node:crypto';
import { SESSION_LIFETIME_S } from '@app/shared/constants';
import type { RoleName } from '@app/shared/permissions';
import { PERMISSIONS } from '@app/shared/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberships } from '../../db/schema/memberships';
import { roles } from '../../db/schema/roles';
import { sessions, users } from '../../db/schema/users';
import { hashPassword } from '../../modules/auth/auth.password';
import { findPrincipal } from '../../modules/auth/auth.principal';
import { signAccessToken } from '../../modules/auth/auth.tokens';

export const FACTORY_PASSWORD = 'Passw0rd!';
let passwordHash: Promise<string> | undefined;
let sequence = 0;

export interface TestUser {
  id: number;
  email: string;
  name: string;
  password: string;
  groupId: number | null;
  /** A signed-in session's bearer token. */
  token: string;
  headers: { authorization: string };
}

export interface CreateUserOptions {
  name?: string;
  email?: string;
  role?: RoleName;
  /** Defaults to the bootstrap group (id 1); null for no membership. */
  groupId?: number | null;
  membershipStatus?: 'pending' | 'active' | 'lapsed' | 'removed';
  isAdmin?: boolean;
  isActive?: boolean;
  companyName?: string;
}

/** Inserts a user (with a membership and a signed-in session) straight into the store. */
export async function createUser(app: FastifyInstance, options: CreateUserOptions = {}): Promise<TestUser> {
  sequence += 1;
  const unique = `${sequence}-${randomBytes(3).toString('hex')}`;
  const db = app.store.db;
  passwordHash ??= hashPassword(FACTORY_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `user-${unique}@example.com`,
      name: options.name ?? `Test User ${unique}`,
      companyName: options.companyName ?? null,
      passwordHash: await passwordHash,
      isAdmin: options.isAdmin ?? false,
      isActive: options.isActive ?? true,
    })
    .returning();
  if (!user) {
    throw new Error('user not created');
  }
  const groupId = options.groupId === undefined ? 1 : options.groupId;
  if (groupId !== null) {
    const [role] = await db
      .select()
      .from(roles)
      .where(eq(roles.name, options.role ?? 'Member'));
    if (!role) {
      throw new Error(`role ${options.role} missing`);
    }
    await db.insert(memberships).values({
      userId: user.id,
      groupId,
      roleId: role.id,
      status: options.membershipStatus ?? 'active',
    });
  }
  const token = await signIn(app, user.id);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    password: FACTORY_PASSWORD,
    groupId,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** Opens a session for the user and signs its token, as login does. */
export async function signIn(app: FastifyInstance, userId: number): Promise<string> {
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_S * 1000);
  const [session] = await app.store.db.insert(sessions).values({ userId, expiresAt }).returning();
  if (!session) {
    throw new Error('session not created');
  }
  const principal = await findPrincipal(app.store.db, session.id, userId);
  const permissions = principal?.isAdmin ? [...PERMISSIONS] : (principal?.permissions ?? []);
  return signAccessToken(app.tokenKeys, { userId, sessionId: session.id, permissions, expiresAt });
}
