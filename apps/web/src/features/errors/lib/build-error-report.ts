import type { ErrorReportBody } from '@app/shared/error-report';
import { ERROR_REPORT_LIMITS } from '@app/shared/error-report-limits';
import type { SessionUser } from '@/lib/auth/session';
import { browserOf, osOf } from '@/lib/user-agent';

export interface ReportedError {
  message: string;
  component?: string | null;
  stack?: string | null;
}

export interface ReportInput {
  error: ReportedError;
  user: SessionUser | null;
  /** What the person typed: a description, and name/e-mail when signed out. */
  form: { userMessage?: string; name?: string; email?: string };
  url: string;
  userAgent: string;
  supportEmail: string | null;
  now?: Date;
}

const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);
const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** What the error card sends (docs/architecture.md 16.3 "Error report"); every field trimmed to its limit. */
export function buildErrorReport(input: ReportInput): ErrorReportBody {
  const { user, form, error } = input;
  return {
    user: user
      ? { id: user.id, email: user.email, name: user.name, phone: null }
      : { id: null, email: blankToNull(form.email), name: blankToNull(form.name), phone: null },
    group: user?.group ? { id: user.group.id, name: user.group.name, status: user.group.status } : null,
    role: user?.membership?.role.name ?? user?.role ?? null,
    errorDetails: {
      message: clip(error.message || 'Unknown error', ERROR_REPORT_LIMITS.message),
      component: error.component ? clip(error.component, ERROR_REPORT_LIMITS.component) : null,
      url: clip(input.url, ERROR_REPORT_LIMITS.url),
      stackTrace: error.stack ? clip(error.stack, ERROR_REPORT_LIMITS.stackTrace) : null,
    },
    userMessage: blankToNull(form.userMessage)
      ? clip(form.userMessage?.trim() ?? '', ERROR_REPORT_LIMITS.userMessage)
      : null,
    browser: clip(browserOf(input.userAgent), ERROR_REPORT_LIMITS.agent),
    os: clip(osOf(input.userAgent), ERROR_REPORT_LIMITS.agent),
    timestamp: (input.now ?? new Date()).toISOString(),
    supportEmail: input.supportEmail,
  };
}

/** A thrown value as a reportable error: message, the failing component (first stack frame) and stack. */
export function describeError(error: unknown): ReportedError {
  if (error instanceof Error) {
    const frame = /at (\S+) \(/.exec(error.stack ?? '')?.[1] ?? null;
    return { message: error.message || error.name, component: frame, stack: error.stack ?? null };
  }
  if (error && typeof error === 'object' && 'statusText' in error) {
    const response = error as { status?: number; statusText?: string };
    return { message: `${response.status ?? ''} ${response.statusText ?? ''}`.trim() || 'Route error' };
  }
  return { message: typeof error === 'string' ? error : 'Unknown error' };
}
