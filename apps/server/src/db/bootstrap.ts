import { randomBytes, randomInt } from 'node:crypto';
import { DEFAULT_ROLE_PERMISSIONS, ROLE_RANKING } from '@app/shared/permissions';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/auth.password';
import type { Db, Tx } from './client';
import { appMeta } from './schema/app-meta';
import { groups } from './schema/groups';
import { memberships } from './schema/memberships';
import { rolePermissions, roles } from './schema/roles';
import { users } from './schema/users';

const BOOTSTRAP_LOCK_ID = 724_613_902;

export interface BootstrapInput {
  adminEmail: string;
  adminPassword: string | undefined;
  groupName: string;
  groupCode: string | undefined;
}

export interface BootstrapResult {
  /** True when this call filled an empty store. */
  created: boolean;
  groupCode?: string;
  adminEmail?: string;
  /** Only when it was generated: printed once, never stored in clear. */
  generatedPassword?: string;
}

/** Fills an empty store with the default roles, the first group and the first administrator. */
export async function bootstrapStore(db: Db, input: BootstrapInput): Promise<BootstrapResult> {
  const generatedPassword = input.adminPassword ? undefined : generatePassword();
  const passwordHash = await hashPassword(input.adminPassword ?? (generatedPassword as string));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK_ID})`);
    const done = await tx.select().from(appMeta).where(eq(appMeta.key, 'bootstrapped_at'));
    if (done.length > 0) {
      return { created: false };
    }
    const roleIds = await seedRoles(tx);
    const groupCode = input.groupCode ?? String(randomInt(100000, 1000000));
    const [group] = await tx
      .insert(groups)
      .values({ name: input.groupName, joinCode: groupCode, status: 'active', capacity: 50 })
      .returning({ id: groups.id });
    const [admin] = await tx
      .insert(users)
      .values({ email: input.adminEmail, name: 'Administrator', passwordHash, isAdmin: true, isActive: true })
      .returning({ id: users.id });
    const adminRoleId = roleIds.Admin;
    if (!group || !admin || adminRoleId === undefined) {
      throw new Error('bootstrap insert returned no row');
    }
    await tx
      .insert(memberships)
      .values({ userId: admin.id, groupId: group.id, roleId: adminRoleId, status: 'active' });
    await tx.insert(appMeta).values({ key: 'bootstrapped_at', value: new Date().toISOString() });
    return {
      created: true,
      groupCode,
      adminEmail: input.adminEmail,
      ...(generatedPassword ? { generatedPassword } : {}),
    };
  });
}

/**
 * What a first start shows once, set apart so it is not lost among start-up lines: the first group's
 * join code and the administrator's sign-in (a generated password exists nowhere else). The server
 * prints it last, after it listens (main.ts).
 */
export function firstStartNotice(
  result: BootstrapResult,
  context: { groupName: string; publicUrl: string },
): string {
  const rule = '='.repeat(78);
  const password = result.generatedPassword
    ? `${result.generatedPassword}   (generated, shown only this once)`
    : '(the ADMIN_PASSWORD you set)';
  return [
    '',
    rule,
    '  First start: created the default roles, the first group and the first administrator.',
    '  Note these now: they are not shown again.',
    '',
    `  Sign in at          ${context.publicUrl}`,
    `  Administrator       ${result.adminEmail ?? ''}`,
    `  Password            ${password}`,
    `  Group join code     ${result.groupCode ?? ''}   ("${context.groupName}": newcomers register with it)`,
    rule,
    '',
  ].join('\n');
}

async function seedRoles(tx: Tx): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const role of ROLE_RANKING) {
    const [row] = await tx
      .insert(roles)
      .values({ name: role.name, rank: role.rank, isLeadership: role.isLeadership })
      .onConflictDoUpdate({ target: roles.name, set: { rank: role.rank } })
      .returning({ id: roles.id });
    if (!row) {
      throw new Error(`role ${role.name} not created`);
    }
    ids[role.name] = row.id;
    const perms = DEFAULT_ROLE_PERMISSIONS[role.name];
    if (perms.length > 0) {
      await tx
        .insert(rolePermissions)
        .values(perms.map((permission: string) => ({ roleId: row.id, permission })))
        .onConflictDoNothing();
    }
  }
  return ids;
}

/** The signing secret every node shares: generated once, kept in app_meta. */
export async function loadServerSecret(db: Db): Promise<Uint8Array> {
  const candidate = randomBytes(64).toString('base64url');
  await db.insert(appMeta).values({ key: 'jwt_secret', value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'jwt_secret'));
  if (!row) {
    throw new Error('server secret missing after insert');
  }
  return new Uint8Array(Buffer.from(row.value, 'base64url'));
}

function generatePassword(): string {
  // 18 random bytes, plus one of each character class so it passes the password rules.
  return `${randomBytes(18).toString('base64url')}Aa1!`;
}
