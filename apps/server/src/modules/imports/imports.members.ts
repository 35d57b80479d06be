import {
  IMPORT_AUDIT_ACTIONS,
  type ImportFieldError,
  type ImportSummary,
  type MemberImportField,
  type MemberImportRow,
  type MembersImportReport,
} from '@app/shared/imports';
import { outranks, roleRank } from '@app/shared/permissions';
import { classification, companyName, personEmail, personName } from '@app/shared/person-fields';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import type { ClientInfo } from '../auth/auth.client';
import { lockGroup } from '../groups/groups.lookup';
import { countGroupMember } from '../members/member-count';
import { createActiveMembers, type MemberUpdate, updateMemberDetails } from '../members/members.create';
import { normalizePhone } from '../profile/profile.phone';
import { cellOf, mapColumns, type Synonyms } from './imports.columns';
import { type DateOrder, dateExample, dateOrderOf, parseImportDate } from './imports.dates';
import type { Sheet } from './imports.file';
import { insertImport } from './imports.repo';
import { type ImportGroup, ImportRejected, summarize } from './imports.report';
import {
  type ExistingAccount,
  type RoleInfo,
  selectAccountsByEmail,
  selectRoles,
} from './imports.roster.repo';

/** Header names (as headerKey makes them) of each roster column. */
export const MEMBER_SYNONYMS: Synonyms<MemberImportField> = {
  name: ['name', 'fullname', 'membername'],
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'mobile', 'phonenumber', 'mobilephone', 'mobilenumber', 'cell', 'telephone'],
  company: ['company', 'companyname', 'business', 'businessname'],
  classification: ['classification', 'category', 'businesscategory'],
  role: ['role', 'position'],
  joined: ['joined', 'joinedon', 'joindate', 'datejoined', 'membersince'],
  renewalDue: ['renewaldue', 'renewal', 'renewaldate', 'renewalon'],
};

interface ReadRow {
  line: number;
  errors: ImportFieldError[];
  member: MemberImportRow['member'];
  /** Valid values (undefined: empty cell or in error). */
  values: {
    name?: string;
    email?: string;
    phone?: string;
    companyName?: string;
    classification?: string;
    role?: RoleInfo;
    joined?: string;
    renewalDue?: string;
  };
}

function checkText<T>(
  schema: z.ZodType<T>,
  raw: string,
  field: MemberImportField,
  errors: ImportFieldError[],
): T | undefined {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    errors.push({ field, message: parsed.error.issues[0]?.message ?? 'Invalid value' });
    return undefined;
  }
  return parsed.data;
}

function readRow(
  line: number,
  cell: (field: MemberImportField) => string,
  roles: readonly RoleInfo[],
  order: DateOrder,
): ReadRow {
  const errors: ImportFieldError[] = [];
  const values: ReadRow['values'] = {};
  const raw = (field: MemberImportField) => cell(field);
  values.name = checkText(personName, raw('name'), 'name', errors);
  values.email = checkText(personEmail, raw('email'), 'email', errors);
  if (raw('phone') !== '') {
    try {
      values.phone = normalizePhone(raw('phone')) ?? undefined;
    } catch {
      errors.push({
        field: 'phone',
        message: 'Enter a valid phone number (with its country code if not US)',
      });
    }
  }
  const company =
    raw('company') === '' ? undefined : checkText(companyName, raw('company'), 'company', errors);
  values.companyName = company ?? undefined;
  const cls =
    raw('classification') === ''
      ? undefined
      : checkText(classification, raw('classification'), 'classification', errors);
  values.classification = cls ?? undefined;
  if (raw('role') !== '') {
    const wanted = raw('role').toLowerCase().replace(/\s+/g, ' ');
    values.role = roles.find((r) => r.name.toLowerCase() === wanted);
    if (!values.role) {
      errors.push({
        field: 'role',
        message: `Unknown role: use one of ${roles.map((r) => r.name).join(', ')}`,
      });
    }
  }
  for (const field of ['joined', 'renewalDue'] as const) {
    if (raw(field) !== '') {
      const day = parseImportDate(raw(field), order);
      if (day) {
        values[field] = day;
      } else {
        errors.push({ field, message: `Enter a date as YYYY-MM-DD or ${dateExample(order)}` });
      }
    }
  }
  const shown = (field: MemberImportField, value: string | undefined) => value ?? (raw(field) || null);
  return {
    line,
    errors,
    values,
    member: {
      id: null,
      name: shown('name', values.name),
      email: shown('email', values.email),
      phone: shown('phone', values.phone),
      company: shown('company', values.companyName),
      classification: shown('classification', values.classification),
      role: shown('role', values.role?.name),
      joined: shown('joined', values.joined),
      renewalDue: shown('renewalDue', values.renewalDue),
    },
  };
}

interface Plan {
  rows: MemberImportRow[];
  creates: { row: ReadRow; role: RoleInfo }[];
  updates: MemberUpdate[];
  summary: ImportSummary;
}

/** The changes a row makes to an existing member (only the fields it fills and that differ). */
function changesOf(row: ReadRow, found: ExistingAccount): { update: MemberUpdate; fields: string[] } {
  const v = row.values;
  const update: MemberUpdate = { userId: found.id };
  const fields: string[] = [];
  if (v.name !== undefined && v.name !== found.name) {
    update.name = v.name;
    fields.push('name');
  }
  if (v.phone !== undefined && v.phone !== found.phone) {
    update.phone = v.phone;
    fields.push('phone');
  }
  if (v.companyName !== undefined && v.companyName !== found.companyName) {
    update.companyName = v.companyName;
    fields.push('company');
  }
  if (v.classification !== undefined && v.classification !== found.classification) {
    update.classification = v.classification;
    fields.push('classification');
  }
  if (v.role !== undefined && v.role.name !== found.roleName) {
    update.roleId = v.role.id;
    fields.push('role');
  }
  if (v.joined !== undefined && v.joined !== found.joined) {
    update.joined = v.joined;
    fields.push('joined');
  }
  if (v.renewalDue !== undefined && v.renewalDue !== found.renewalDue) {
    update.renewalDue = v.renewalDue;
    fields.push('renewalDue');
  }
  return { update, fields };
}

/** The row's member as the report shows it: an existing member of the group by id and current role. */
function memberShown(
  row: ReadRow,
  found: ExistingAccount | undefined,
  groupId: number,
): MemberImportRow['member'] {
  if (!found || found.groupId !== groupId) {
    return row.member;
  }
  return { ...row.member, id: found.id, role: row.member.role ?? found.roleName };
}

/** Checks every row against the file, the store and the importer's rank; writes nothing. */
async function plan(
  db: DbOrTx,
  auth: AuthContext,
  group: ImportGroup,
  sheet: Sheet,
): Promise<Omit<Plan, 'summary'>> {
  const map = mapColumns(sheet.header, MEMBER_SYNONYMS, ['name', 'email']);
  const roles = await selectRoles(db);
  const order = dateOrderOf(group.timezone);
  const read = sheet.rows.map((r) => readRow(r.line, (f) => cellOf(map, r.cells, f), roles, order));

  const lines = new Map<string, number[]>();
  for (const row of read) {
    if (row.values.email) {
      lines.set(row.values.email, [...(lines.get(row.values.email) ?? []), row.line]);
    }
  }
  const existing = await selectAccountsByEmail(db, [...lines.keys()]);
  const myRank = roleRank(auth.roleName).rank;
  const defaultRole = roles.find((r) => r.name === 'Member');
  const out: MemberImportRow[] = [];
  const creates: Plan['creates'] = [];
  const updates: MemberUpdate[] = [];
  for (const row of read) {
    const errors = [...row.errors];
    const email = row.values.email;
    const twins = email ? (lines.get(email) ?? []).filter((l) => l !== row.line) : [];
    if (twins.length > 0) {
      errors.push({ field: 'email', message: `The same e-mail is on line ${twins.join(', ')}` });
    }
    const grants = row.values.role;
    if (grants && !auth.isAdmin && outranks(grants.rank, myRank)) {
      errors.push({ field: 'role', message: 'You cannot grant a role ranked above your own' });
    }
    const found = email ? existing.get(email) : undefined;
    let action: MemberImportRow['action'] = 'create';
    let changes: string[] | undefined;
    if (found) {
      if (found.groupId !== group.id) {
        errors.push({
          field: 'email',
          message:
            found.groupId === null
              ? 'This e-mail belongs to an account outside this group'
              : 'This e-mail belongs to a member of another group',
        });
      } else {
        const { update, fields } = changesOf(row, found);
        changes = fields;
        action = fields.length === 0 ? 'skip' : 'update';
        const managesThem =
          auth.isAdmin || (!found.isAdmin && found.roleRank !== null && outranks(myRank, found.roleRank));
        if (action === 'update' && !managesThem) {
          errors.push({ field: 'email', message: 'You can only change members ranked below you' });
        }
        if (action === 'update' && errors.length === 0) {
          updates.push(update);
        }
      }
    }
    if (errors.length > 0) {
      action = 'error';
    } else if (action === 'create') {
      const role = grants ?? defaultRole;
      if (!role) {
        throw new Error('the Member role is missing');
      }
      creates.push({ row, role });
    }
    out.push({
      line: row.line,
      action,
      errors,
      member: memberShown(row, found, group.id),
      ...(changes && action !== 'error' ? { changes } : {}),
    });
  }
  return { rows: out, creates, updates };
}

/** New members beyond the group's free seats are error rows (the group's capacity stays a promise). */
async function checkSeats(db: DbOrTx, group: ImportGroup, planned: Omit<Plan, 'summary'>): Promise<void> {
  if (planned.creates.length === 0) {
    return;
  }
  const free = Math.max(0, group.capacity - (await countGroupMember(db, group.id)));
  const over = planned.creates.splice(free);
  for (const { row } of over) {
    const shown = planned.rows.find((r) => r.line === row.line);
    if (shown) {
      shown.action = 'error';
      shown.errors.push({
        field: 'email',
        message: `The group is full (${group.capacity} seats): raise its capacity or import fewer new members`,
      });
    }
  }
}

function report(
  planned: Omit<Plan, 'summary'>,
  sheet: Sheet,
  fileName: string | null,
  dryRun: boolean,
  importId: number | null,
): MembersImportReport {
  const map = mapColumns(sheet.header, MEMBER_SYNONYMS, ['name', 'email']);
  return {
    kind: 'members',
    dryRun,
    importId,
    fileName,
    columns: map.columns,
    ignoredColumns: map.ignored,
    rows: planned.rows,
    summary: summarize(planned.rows),
  };
}

/**
 * POST /api/admin/imports/members: a dry run answers the report; `dryRun=false` applies every row
 * in one transaction (the group locked, every check made again inside it) only when no row is in
 * error, else ImportRejected (400 with the same report).
 */
export async function importMembers(
  app: Deps<'store' | 'config'>,
  auth: AuthContext,
  group: ImportGroup,
  sheet: Sheet,
  options: { dryRun: boolean; fileName: string | null; client: ClientInfo },
): Promise<MembersImportReport> {
  if (options.dryRun) {
    const planned = await plan(app.store.db, auth, group, sheet);
    await checkSeats(app.store.db, group, planned);
    return report(planned, sheet, options.fileName, true, null);
  }
  return app.store.db.transaction(async (tx) => {
    await lockGroup(tx, group.id);
    const planned = await plan(tx, auth, group, sheet);
    await checkSeats(tx, group, planned);
    const summary = summarize(planned.rows);
    if (summary.error > 0) {
      throw new ImportRejected(report(planned, sheet, options.fileName, false, null));
    }
    const ids = await createActiveMembers(
      app,
      tx,
      group,
      planned.creates.map(({ row, role }) => ({
        email: row.values.email as string,
        name: row.values.name as string,
        phone: row.values.phone ?? null,
        companyName: row.values.companyName ?? null,
        classification: row.values.classification ?? null,
        roleId: role.id,
        joined: row.values.joined ?? null,
        renewalDue: row.values.renewalDue ?? null,
      })),
    );
    await updateMemberDetails(tx, group, planned.updates);
    for (const row of planned.rows) {
      if (row.action === 'create' && row.member.email) {
        row.member.id = ids.get(row.member.email) ?? null;
      }
    }
    const importId = await insertImport(tx, {
      groupId: group.id,
      kind: 'members',
      actorId: auth.userId,
      fileName: options.fileName,
      counts: summary,
    });
    await writeAudit(tx, {
      actorId: auth.userId,
      action: IMPORT_AUDIT_ACTIONS.membersImported,
      targetType: 'import',
      targetId: importId,
      groupId: group.id,
      ip: options.client.ip,
      data: { fileName: options.fileName, format: sheet.format, counts: summary },
    });
    return report(planned, sheet, options.fileName, false, importId);
  });
}
