import { z } from 'zod';
import { ERROR_REPORT_LIMITS } from './error-report-limits';
import { rowId } from './ids';

/** Largest error-report body the server accepts (bytes); larger answers 413. */
export const ERROR_REPORT_MAX_BYTES = 64 * 1024;

const text = (max: number) => z.string().max(max);

/** docs/architecture.md 16.3 "Error report": what the error card sends to POST /api/email/error-report. */
export const errorReportBody = z.object({
  user: z
    .object({
      id: rowId.nullish(),
      email: z
        .union([z.literal(''), z.string().trim().max(254).email('Enter a valid email address')])
        .nullish(),
      name: text(120).nullish(),
      phone: text(40).nullish(),
    })
    .nullish(),
  group: z
    .object({
      id: rowId.nullish(),
      name: text(200).nullish(),
      status: text(40).nullish(),
    })
    .nullish(),
  role: text(80).nullish(),
  errorDetails: z.object({
    message: text(ERROR_REPORT_LIMITS.message),
    component: text(ERROR_REPORT_LIMITS.component).nullish(),
    url: text(ERROR_REPORT_LIMITS.url),
    stackTrace: text(ERROR_REPORT_LIMITS.stackTrace).nullish(),
  }),
  userMessage: text(ERROR_REPORT_LIMITS.userMessage).nullish(),
  browser: text(ERROR_REPORT_LIMITS.agent),
  os: text(ERROR_REPORT_LIMITS.agent),
  timestamp: text(40),
  supportEmail: text(254).nullish(),
});
export type ErrorReportBody = z.infer<typeof errorReportBody>;

/** The server's answer: the reference the user can quote to support. */
export const errorReportResponse = z.object({ reportId: z.string() });
export type ErrorReportResponse = z.infer<typeof errorReportResponse>;
