import type { ErrorReportBody, ErrorReportResponse } from '@app/shared/error-report';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/email/error-report: the bearer token goes along when signed in (apiRequest adds it). */
export const sendErrorReport = (body: ErrorReportBody) =>
  apiRequest<ErrorReportResponse>('/api/email/error-report', { method: 'POST', body });

export function useSendErrorReport() {
  return useMutation({ mutationFn: sendErrorReport });
}
