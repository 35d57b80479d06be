import type { ErrorReportBody } from '@app/shared/error-report';
import type { OutgoingMail } from '../mail/mail.outbox';

export interface Reporter {
  /** Set when the report came with a valid token: facts read from the store, not from the body. */
  accountId: number | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  group: string | null;
  role: string | null;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function rows(reference: string, report: ErrorReportBody, reporter: Reporter): [string, string][] {
  return [
    ['Reference', reference],
    ['Reported by', reporter.name ?? 'Not signed in (no name given)'],
    ['E-mail', reporter.email ?? 'not given'],
    ['Phone', reporter.phone ?? ''],
    ['Account id', reporter.accountId === null ? 'not signed in' : String(reporter.accountId)],
    ['Group', reporter.group ?? ''],
    ['Role', reporter.role ?? ''],
    ['Page', report.errorDetails.url],
    ['Component', report.errorDetails.component ?? ''],
    ['Error', report.errorDetails.message],
    ['Browser', report.browser],
    ['Operating system', report.os],
    ['Client time', report.timestamp],
  ];
}

/** The mail support receives for one error report (plain text and HTML, every value escaped). */
export function errorReportMail(
  to: string,
  reference: string,
  report: ErrorReportBody,
  reporter: Reporter,
): OutgoingMail {
  const facts = rows(reference, report, reporter).filter(([, v]) => v !== '');
  const note = report.userMessage?.trim() || '(no description given)';
  const stack = report.errorDetails.stackTrace ?? '';
  const summary = report.errorDetails.message.replace(/\s+/g, ' ').slice(0, 80);
  const text = [
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    'What the user says:',
    note,
    '',
    stack ? `Stack trace:\n${stack}` : '',
  ].join('\n');
  const html = [
    '<h2>Error report</h2>',
    '<table>',
    ...facts.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    `<h3>What the user says</h3><p>${escapeHtml(note).replace(/\n/g, '<br>')}</p>`,
    stack ? `<h3>Stack trace</h3><pre>${escapeHtml(stack)}</pre>` : '',
  ].join('\n');
  return {
    to,
    subject: `Error report ${reference}: ${summary}`,
    text,
    html,
    ...(reporter.email ? { replyTo: reporter.email } : {}),
  };
}
