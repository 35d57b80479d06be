import { randomBytes } from 'node:crypto';
import type { ErrorReportBody } from '@app/shared/error-report';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { enqueueMail } from '../mail/mail.outbox';
import { findUserContact } from '../users/users.contact';
import { errorReportMail, type Reporter } from './errors.mail';
import { insertErrorReport } from './errors.repo';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A reference a person can read out on the phone: ERR-20260121-7KQ2MX. */
export function newReportReference(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const code = [...randomBytes(6)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `ERR-${day}-${code}`;
}

async function reporterOf(db: Db, report: ErrorReportBody, auth: AuthContext | null): Promise<Reporter> {
  const account = auth ? await findUserContact(db, auth.userId) : null;
  if (account) {
    return {
      accountId: account.id,
      name: account.name,
      email: account.email,
      phone: account.phone,
      group: account.groupName,
      role: account.roleName,
    };
  }
  // Signed out: name and e-mail are what the person typed (both optional).
  return {
    accountId: null,
    name: report.user?.name?.trim() || null,
    email: report.user?.email?.trim() || null,
    phone: null,
    group: null,
    role: null,
  };
}

/** Stores the report and queues its mail to support in one transaction; answers the reference. */
export async function submitErrorReport(
  db: Db,
  input: { report: ErrorReportBody; auth: AuthContext | null; ip: string | null; supportEmail: string },
): Promise<string> {
  const reporter = await reporterOf(db, input.report, input.auth);
  const reference = newReportReference();
  await db.transaction(async (tx) => {
    await insertErrorReport(tx, {
      reference,
      userId: reporter.accountId,
      groupId: input.auth?.groupId ?? null,
      body: { ...input.report, reporter },
      ip: input.ip,
    });
    await enqueueMail(tx, errorReportMail(input.supportEmail, reference, input.report, reporter));
  });
  return reference;
}
