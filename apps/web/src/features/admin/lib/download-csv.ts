import { ApiError, buildUrl, type RequestOptions } from '@/lib/api-client';
import { getAuthToken } from '@/lib/storage';

/** The file name of a Content-Disposition header, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1] ?? fallback;
}

/**
 * Fetches a report as CSV with the bearer token and hands it to the browser as a download (the
 * server names the file). Failures become an ApiError as for JSON calls.
 */
export async function downloadCsv(path: string, query: RequestOptions['query'], fallbackName: string) {
  const token = getAuthToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, { ...query, format: 'csv' }), {
      headers: token ? { authorization: `Bearer ${token}`, accept: 'text/csv' } : { accept: 'text/csv' },
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
  link.download = attachmentName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
