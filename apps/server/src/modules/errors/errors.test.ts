import type { ErrorReportBody } from '@app/shared/error-report';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReports } from '../../db/schema/app-meta';
import { outbox } from '../../db/schema/outbox';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { ERROR_REPORT_RATE } from './errors.routes';

const SUPPORT = 'help@chapter.test';

function report(overrides: Partial<ErrorReportBody> = {}): ErrorReportBody {
  return {
    user: { id: null, email: 'visitor@example.com', name: 'Vera Visitor', phone: null },
    group: null,
    role: null,
    errorDetails: {
      message: 'Cannot read properties of undefined (reading "name")',
      component: 'ProfileCard',
      url: 'http://chapter.test/profile/me',
      stackTrace:
        'TypeError: Cannot read properties of undefined\n    at ProfileCard (profile-card.tsx:12:3)',
    },
    userMessage: 'I clicked my picture <script>alert(1)</script>',
    browser: 'Chrome 140',
    os: 'macOS',
    timestamp: '2026-01-19T10:00:00.000Z',
    supportEmail: 'attacker@example.com',
    ...overrides,
  };
}

interface MailPayload {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

async function mailFor(t: TestApp, reportId: string): Promise<MailPayload> {
  const rows = await t.app.store.db.select().from(outbox).orderBy(desc(outbox.id));
  const mail = rows.map((r) => r.payload as MailPayload).find((p) => p.subject.includes(reportId));
  if (!mail) {
    throw new Error(`no mail for ${reportId}`);
  }
  return mail;
}

describe('POST /api/email/error-report', () => {
  let t: TestApp;
  let member: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({ SUPPORT_EMAIL: SUPPORT });
    member = await createUser(t.app, { name: 'Mia Member', email: 'mia@example.com' });
  });
  afterAll(async () => {
    await t?.close();
  });

  // Each call from its own address, so this suite stays under the per-address rate limit.
  let address = 0;
  const send = (payload: unknown, headers: Record<string, string> = {}) => {
    address += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/email/error-report',
      payload: payload as object,
      headers,
      remoteAddress: `10.0.0.${address}`,
    });
  };

  it('accepts a report without a token, stores it and mails support', async () => {
    const res = await send(report());
    expect(res.statusCode).toBe(200);
    const { reportId } = res.json();
    expect(reportId).toMatch(/^ERR-\d{8}-[A-Z2-9]{6}$/);

    const [row] = await t.app.store.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.reference, reportId));
    expect(row?.userId).toBeNull();
    expect(row?.body).toMatchObject({
      errorDetails: { component: 'ProfileCard' },
      reporter: { email: 'visitor@example.com' },
    });

    const mail = await mailFor(t, reportId);
    expect(mail.to).toBe(SUPPORT);
    expect(mail.replyTo).toBe('visitor@example.com');
    expect(mail.text).toContain('Vera Visitor');
    expect(mail.text).toContain('at ProfileCard');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });

  it('never mails the address the body names, only SUPPORT_EMAIL', async () => {
    const res = await send(report());
    const mail = await mailFor(t, res.json().reportId);
    expect(mail.to).toBe(SUPPORT);
    expect(JSON.stringify(mail)).not.toContain('attacker@example.com');
  });

  it('with a token, files the report under the account and trusts the store over the body', async () => {
    const res = await send(
      report({ user: { id: 999_999, email: 'someone-else@example.com', name: 'Not Me', phone: null } }),
      member.headers,
    );
    expect(res.statusCode).toBe(200);
    const { reportId } = res.json();
    const [row] = await t.app.store.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.reference, reportId));
    expect(row?.userId).toBe(member.id);
    expect(row?.groupId).toBe(1);
    const mail = await mailFor(t, reportId);
    expect(mail.replyTo).toBe('mia@example.com');
    expect(mail.text).toContain('Mia Member');
    expect(mail.text).toContain(`Account id: ${member.id}`);
  });

  it('treats an invalid token as signed out rather than failing the report', async () => {
    const res = await send(report({ user: null }), { authorization: 'Bearer forged' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.store.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.reference, res.json().reportId));
    expect(row?.userId).toBeNull();
  });

  it('accepts a report with only the required fields', async () => {
    const res = await send({
      errorDetails: { message: 'boom', url: 'http://chapter.test/home' },
      browser: 'Firefox 130',
      os: 'Linux',
      timestamp: new Date().toISOString(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 413 PAYLOAD_TOO_LARGE above 64 KB', async () => {
    const big = report();
    big.userMessage = 'x'.repeat(70 * 1024);
    const res = await send(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().type).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email/error-report',
      headers: { 'content-type': 'application/json' },
      payload: '{"errorDetails": {',
      remoteAddress: '10.0.1.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe('VALIDATION_ERROR');
  });

  it.each([
    ['no error details', { ...report(), errorDetails: undefined }],
    ['a message that is not text', { ...report(), errorDetails: { message: 42, url: '/x' } }],
    ['an e-mail that is not one', { ...report(), user: { email: 'not-an-email' } }],
    [
      'a stack trace over the limit',
      { ...report(), errorDetails: { message: 'x', url: '/', stackTrace: 's'.repeat(20_000) } },
    ],
  ])('answers 400 VALIDATION_ERROR to %s', async (_name, payload) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe('VALIDATION_ERROR');
  });
});

describe('error report rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/email/error-report',
      payload: report(),
      remoteAddress,
      headers,
    });

  it(`refuses more than ${ERROR_REPORT_RATE.perAddress} anonymous reports per window from one address with 429`, async () => {
    const codes: number[] = [];
    for (let i = 0; i <= ERROR_REPORT_RATE.perAddress; i += 1) {
      codes.push((await send('10.9.0.1')).statusCode);
    }
    expect(codes.slice(0, ERROR_REPORT_RATE.perAddress).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    const last = await send('10.9.0.1');
    expect(last.json()).toMatchObject({ type: 'RATE_LIMITED' });
    expect(last.json().retryAfter).toBeGreaterThan(0);
    const rows = await t.app.store.db.select().from(errorReports);
    expect(rows).toHaveLength(ERROR_REPORT_RATE.perAddress);
  });

  it(`counts a signed-in member's reports per member (${ERROR_REPORT_RATE.perUser}), not per address`, async () => {
    const first = await createUser(t.app);
    const second = await createUser(t.app);
    const codes: number[] = [];
    for (let i = 0; i <= ERROR_REPORT_RATE.perUser; i += 1) {
      codes.push((await send('10.9.0.2', first.headers)).statusCode);
    }
    expect(codes.slice(0, ERROR_REPORT_RATE.perUser).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await send('10.9.0.2', second.headers)).statusCode).toBe(200);
    expect((await send('10.9.0.2')).statusCode).toBe(200);
    expect((await send('10.9.0.3', first.headers)).statusCode).toBe(429);
  });
});
