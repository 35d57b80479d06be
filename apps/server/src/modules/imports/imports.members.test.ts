import type { ImportItem, MembersImportReport } from '@app/shared/imports';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { memberships } from '../../db/schema/memberships';
import { outbox } from '../../db/schema/outbox';
import { users } from '../../db/schema/users';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { multipartFile } from '../../testing/multipart';
import { buildTestApp, type TestApp } from '../../testing/test-app';

// POST /api/admin/imports/members (docs/architecture.md 14.7), on PGlite and PostgreSQL.

describe('POST /api/admin/imports/members', () => {
  let t: TestApp;
  let groupId: number;
  let otherGroupId: number;
  let president: TestUser;
  let vice: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    groupId = (await createGroup(t.app, { name: 'Import Chapter', capacity: 60 })).id;
    otherGroupId = (await createGroup(t.app, { name: 'Other Chapter' })).id;
    president = await createUser(t.app, { name: 'Pia President', role: 'President', groupId });
    vice = await createUser(t.app, { name: 'Vic Vice', role: 'Vice President', groupId });
    member = await createUser(t.app, {
      name: 'Mel Member',
      email: 'mel@example.com',
      groupId,
      companyName: 'Mel Co',
    });
    outsider = await createUser(t.app, {
      name: 'Otto Outside',
      email: 'otto@example.com',
      groupId: otherGroupId,
      role: 'President',
    });
    admin = await createUser(t.app, { name: 'Ada Admin', isAdmin: true, groupId: null });
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (
    user: TestUser,
    bytes: Buffer | string,
    query = 'dryRun=true',
    file: { filename?: string; contentType?: string } = {},
  ) => {
    const { payload, headers } = multipartFile({
      filename: file.filename ?? 'roster.csv',
      contentType: file.contentType ?? 'text/csv',
      bytes: typeof bytes === 'string' ? Buffer.from(bytes) : bytes,
    });
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/imports/members?${query}`,
      headers: { ...user.headers, ...headers },
      payload,
    });
  };
  const userCount = async () =>
    Number((await t.store.db.select({ n: sql<number>`count(*)` }).from(users))[0]?.n);
  const byLine = (report: MembersImportReport, line: number) => report.rows.find((r) => r.line === line);

  it('reads CSV with a byte-order mark, semicolons, quoted fields and synonym headers; a dry run writes nothing', async () => {
    const csv =
      '\uFEFFFull Name;E-Mail;Mobile;Company Name;Classification;Role;Joined on;Renewal_Due\r\n' +
      '"Smith; Anna";Anna@Example.com;(415) 555-2671;"Anna ""A"" Co";Catering;member;2024-03-01;01/03/2026\r\n' +
      'Bob Baker;bob@example.com;;;Bakery;;;\r\n' +
      '\r\n' +
      'Mel Member;MEL@example.com;;Mel Company;Plumbing;;;\r\n';
    const before = await userCount();
    const res = await upload(president, csv);
    expect(res.statusCode, res.body).toBe(200);
    const report: MembersImportReport = res.json();
    expect(report).toMatchObject({
      kind: 'members',
      dryRun: true,
      importId: null,
      summary: { create: 2, update: 1, skip: 0, error: 0 },
      columns: ['name', 'email', 'phone', 'company', 'classification', 'role', 'joined', 'renewalDue'],
    });
    expect(byLine(report, 2)).toMatchObject({
      action: 'create',
      errors: [],
      member: {
        name: 'Smith; Anna',
        email: 'anna@example.com',
        phone: '+14155552671',
        company: 'Anna "A" Co',
        role: 'Member',
        joined: '2024-03-01',
        renewalDue: '2026-03-01',
      },
    });
    expect(byLine(report, 5)).toMatchObject({
      action: 'update',
      member: { id: member.id, email: 'mel@example.com' },
      changes: ['company', 'classification'],
    });
    expect(await userCount()).toBe(before);
  });

  it('reports a missing email or name column before any row', async () => {
    const res = await upload(president, 'Name,Phone\nAnna,123\n');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      type: 'VALIDATION_ERROR',
      details: [{ field: 'email', message: 'The file has no "email" column' }],
    });
    expect(res.json().rows).toBeUndefined();
    const both = await upload(president, 'Phone\n123\n');
    expect(both.json().details.map((d: { field: string }) => d.field)).toEqual(['name', 'email']);
  });

  it('answers 400 for a file that is neither CSV nor XLSX by its content, whatever its name', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
    const res = await upload(president, png, 'dryRun=true', {
      filename: 'roster.csv',
      contentType: 'text/csv',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'VALIDATION_ERROR', details: [{ field: 'file' }] });
    const zip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(64)]);
    expect((await upload(president, zip, 'dryRun=true', { filename: 'r.xlsx' })).statusCode).toBe(400);
    expect((await upload(president, '')).statusCode).toBe(400);
    const utf16 = Buffer.from('\uFEFFname,email\n', 'utf16le');
    expect((await upload(president, utf16)).statusCode).toBe(400);
    const broken = await upload(president, 'name,email\n"Anna,anna@example.com\n');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/not readable CSV/);
  });

  it('answers 413 over 2,000 rows or over 5 MB, with a clear message', async () => {
    const rows = Array.from({ length: 2001 }, (_, i) => `Person ${i},p${i}@example.com`).join('\n');
    const many = await upload(president, `name,email\n${rows}\n`);
    expect(many.statusCode).toBe(413);
    expect(many.json()).toMatchObject({ type: 'PAYLOAD_TOO_LARGE' });
    expect(many.json().message).toMatch(/2001 rows; at most 2000 rows/);
    const big = await upload(president, `name,email\n${'x'.repeat(5 * 1024 * 1024 + 10)}\n`);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/at most 5 MB/);
    const exactly = Array.from({ length: 2000 }, (_, i) => `Person ${i},p${i}@example.com`).join('\n');
    expect((await upload(president, `name,email\n${exactly}\n`)).statusCode).toBe(200);
  });

  it('makes error rows naming the field: e-mail, phone, role, date; both rows of a repeated e-mail; another group', async () => {
    const csv = [
      'name,email,phone,role,joined,renewal due',
      'No Mail,not-an-email,,,,',
      'Bad Phone,badphone@example.com,12,,,',
      'Bad Role,badrole@example.com,,Emperor,,',
      'Bad Date,baddate@example.com,,,2024-02-30,13/13/2026',
      'Twin One,twin@example.com,,,,',
      'Twin Two,TWIN@example.com,,,,',
      'Otto Outside,otto@example.com,,,,',
      'Too High,high@example.com,,Admin,,',
      'Good Gina,gina@example.com,,,,',
    ].join('\n');
    const res = await upload(vice, csv);
    expect(res.statusCode).toBe(200);
    const report: MembersImportReport = res.json();
    const fields = (line: number) => byLine(report, line)?.errors.map((e) => e.field);
    expect(fields(2)).toEqual(['email']);
    expect(fields(3)).toEqual(['phone']);
    expect(fields(4)).toEqual(['role']);
    expect(fields(5)).toEqual(['joined', 'renewalDue']);
    expect(fields(6)).toEqual(['email']);
    expect(fields(7)).toEqual(['email']);
    expect(byLine(report, 6)?.errors[0]?.message).toMatch(/line 7/);
    expect(byLine(report, 8)?.errors[0]?.message).toMatch(/another group/);
    expect(fields(9)).toEqual(['role']);
    expect(byLine(report, 10)?.action).toBe('create');
    expect(report.summary).toEqual({ create: 1, update: 0, skip: 0, error: 8 });

    // Applied with rows in error: 400 with the same report, and nothing written.
    const before = await userCount();
    const applied = await upload(vice, csv, 'dryRun=false');
    expect(applied.statusCode).toBe(400);
    expect(applied.json()).toMatchObject({
      type: 'VALIDATION_ERROR',
      summary: report.summary,
      dryRun: false,
    });
    expect(applied.json().rows).toEqual(report.rows);
    expect(await userCount()).toBe(before);
  });

  it('applies in one transaction: active accounts, the temporary-password mail, updates, one audit entry', async () => {
    const csv = [
      'name,email,phone,company,classification,role,joined,renewal due',
      'Nina New,nina@example.com,+49 151 2345678,Nina GmbH,Design,Board Member,15/01/2024,2026-01-15',
      'Nick New,nick@example.com,,,,,,',
      'Mel Member,mel@example.com,,Mel Company,Plumbing,,,',
    ].join('\n');
    const res = await upload(president, csv, 'dryRun=false');
    expect(res.statusCode, res.body).toBe(200);
    const report: MembersImportReport = res.json();
    expect(report).toMatchObject({ dryRun: false, summary: { create: 2, update: 1, skip: 0, error: 0 } });
    expect(report.importId).toEqual(expect.any(Number));

    const [nina] = await t.store.db.select().from(users).where(eq(users.email, 'nina@example.com'));
    expect(nina).toMatchObject({ isActive: true, mustChangePassword: true, phone: '+491512345678' });
    const [ms] = await t.store.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, nina?.id as number));
    expect(ms).toMatchObject({
      groupId,
      status: 'active',
      classification: 'Design',
      renewalDue: '2026-01-15',
    });
    expect(ms?.joinedAt.toISOString()).toBe('2024-01-15T00:00:00.000Z');
    expect(byLine(report, 2)?.member.id).toBe(nina?.id);

    const mails = (await t.store.db.select().from(outbox))
      .map((r) => r.payload as { to: string; text: string })
      .filter((m) => m.to === 'nina@example.com');
    expect(mails).toHaveLength(1);
    const password = /temporary password:\s*(\S+)/.exec(mails[0]?.text ?? '')?.[1];
    expect(password).toBeTruthy();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nina@example.com', password },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().mustChangePassword).toBe(true);

    const [mel] = await t.store.db.select().from(users).where(eq(users.id, member.id));
    expect(mel).toMatchObject({ email: 'mel@example.com', companyName: 'Mel Company' });

    const audits = await t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import.members.applied'), eq(auditLog.groupId, groupId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.data).toMatchObject({ counts: { create: 2, update: 1, skip: 0, error: 0 } });

    // The same file again: nothing to do.
    const again: MembersImportReport = (await upload(president, csv)).json();
    expect(again.summary).toEqual({ create: 0, update: 0, skip: 3, error: 0 });

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/imports', headers: president.headers });
    const item: ImportItem = list.json().items[0];
    expect(item).toMatchObject({ kind: 'members', undoable: false, by: { id: president.id } });
    const undo = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/imports/${item.id}`,
      headers: president.headers,
    });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().type).toBe('IMPORT_NOT_UNDOABLE');
  });

  it('never changes an e-mail or a password, nor a member ranked at or above the importer', async () => {
    const [before] = await t.store.db.select().from(users).where(eq(users.id, president.id));
    const res = await upload(vice, `name,email\nPia Renamed,${president.email.toUpperCase()}\n`);
    const row = res.json().rows[0];
    expect(row).toMatchObject({ action: 'error', errors: [{ field: 'email', message: /ranked below you/ }] });
    const [after] = await t.store.db.select().from(users).where(eq(users.id, president.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(after?.email).toBe(before?.email);
  });

  it('writes nothing when the store fails halfway through the transaction', async () => {
    await t.store.db.execute(sql`
      create or replace function imports_test_crash() returns trigger language plpgsql as $$
      begin
        if new.classification = 'Crash' then raise exception 'crash halfway'; end if;
        return new;
      end $$`);
    await t.store.db.execute(sql`
      create trigger imports_test_crash before insert on memberships
      for each row execute function imports_test_crash()`);
    try {
      const before = await userCount();
      const mailsBefore = (await t.store.db.select().from(outbox)).length;
      const csv =
        'name,email,classification\nFirst Fine,first@example.com,Fine\nSecond Crash,second@example.com,Crash\n';
      const res = await upload(president, csv, 'dryRun=false');
      expect(res.statusCode).toBe(500);
      expect(await userCount()).toBe(before);
      expect((await t.store.db.select().from(outbox)).length).toBe(mailsBefore);
    } finally {
      await t.store.db.execute(sql`drop trigger imports_test_crash on memberships`);
    }
  });

  it('reads the first sheet of an XLSX workbook (dates, numbers and links as text)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Roster');
    sheet.addRow(['Name', 'Email Address', 'Phone', 'Joined']);
    sheet.addRow([
      'Xena Excel',
      { text: 'xena@example.com', hyperlink: 'mailto:xena@example.com' },
      '+44 20 7946 0958',
      new Date(Date.UTC(2023, 5, 30)),
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(president, bytes, 'dryRun=true', {
      filename: 'roster.xlsx',
      contentType: 'application/octet-stream',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows[0]).toMatchObject({
      action: 'create',
      member: { name: 'Xena Excel', email: 'xena@example.com', phone: '+442079460958', joined: '2023-06-30' },
    });
  });

  it('needs manage_members; another group answers 404; an administrator names the group', async () => {
    const csv = 'name,email\nAmy Admin-Made,amy@example.com\n';
    expect((await upload(member, csv)).statusCode).toBe(403);
    expect((await upload(outsider, csv, `dryRun=true&groupId=${groupId}`)).statusCode).toBe(404);
    expect((await upload(president, csv, `dryRun=true&groupId=${otherGroupId}`)).statusCode).toBe(404);
    const noGroup = await upload(admin, csv);
    expect(noGroup.statusCode).toBe(400);
    const res = await upload(admin, csv, `dryRun=false&groupId=${otherGroupId}`);
    expect(res.statusCode, res.body).toBe(200);
    const [amy] = await t.store.db.select().from(users).where(eq(users.email, 'amy@example.com'));
    const [ms] = await t.store.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, amy?.id as number));
    expect(ms?.groupId).toBe(otherGroupId);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/admin/imports',
      headers: outsider.headers,
    });
    const id = theirs.json().items[0].id;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/imports/${id}`, headers: president.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/imports?groupId=${otherGroupId}`,
          headers: president.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers 400 to a body that is not multipart or has no file field', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imports/members',
      headers: president.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const { payload, headers } = multipartFile({
      field: 'other',
      filename: 'r.csv',
      contentType: 'text/csv',
      bytes: Buffer.from('name,email\n'),
    });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imports/members',
      headers: { ...president.headers, ...headers },
      payload,
    });
    expect(other.statusCode).toBe(400);
  });
});
