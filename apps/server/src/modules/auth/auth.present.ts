import type { SessionItem, VerifiedUser } from '@app/shared/auth';
import type { AuthContext } from '../../plugins/auth';
import type { LoginUserRow } from '../users/users.accounts';
import type { SessionRow } from './auth.sessions.repo';

export function presentVerifiedUser(user: LoginUserRow, auth: AuthContext, version: string): VerifiedUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    isAdmin: user.isAdmin,
    permissions: auth.permissions,
    version,
    mustChangePassword: user.mustChangePassword,
  };
}

export function presentSession(row: SessionRow, currentSessionId: number): SessionItem {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    userAgent: row.userAgent,
    ip: row.ip,
    current: row.id === currentSessionId,
  };
}
