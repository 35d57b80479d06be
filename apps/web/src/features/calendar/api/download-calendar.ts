import { CALENDAR_FILE_NAME } from '@app/shared/calendar';
import { ApiError } from '@/lib/api-client';
import { getAuthToken } from '@/lib/storage';

/**
 * GET /api/calendar.ics with the bearer token (a plain link cannot send it), saved as calendar.ics
 * (spec: the export's default file name; every time in UTC).
 */
export async function downloadCalendar(): Promise<void> {
  const token = getAuthToken();
  let response: Response;
  try {
    response = await fetch('/api/calendar.ics', {
      headers: { accept: 'text/calendar', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(500, 'Unable to connect to the server. Please check your internet connection.', {
      type: 'NETWORK_ERROR',
    });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
    throw new ApiError(response.status, body.message ?? `Request failed (${response.status})`, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = CALENDAR_FILE_NAME;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser took the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
