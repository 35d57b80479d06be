import { ERROR_REPORT_LIMITS } from '@app/shared/error-report-limits';
import { z } from 'zod';
import { zodRules } from '@/lib/form/zod-rules';

/**
 * The error-report form's rules. The form loads this module (and zod with it) when it is first used
 * (lib/lazy-resolver.ts); it imports only its types.
 */
const errorReportFormSchema = z.object({
  userMessage: z.string().max(ERROR_REPORT_LIMITS.userMessage),
  name: z.string().max(120),
  email: z.union([z.literal(''), z.string().trim().email('Enter a valid email address').max(254)]),
});
export type ErrorReportFormValues = z.infer<typeof errorReportFormSchema>;

export const errorReportFormResolver = zodRules(errorReportFormSchema);
