import { ApiError, buildUrl, type RequestOptions } from './api-client';
import { getAuthToken } from './storage';

/** How long the blob of a download is kept: some browsers read it after `click` returns. */
export const DOWNLOAD_BLOB_LIFETIME_MS = 10_000;

/** The file name of a Content-Disposition header, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1] ?? fallback;
}

export interface DownloadOptions {
  query?: RequestOptions['query'];
  /** The Accept header, e.g. text/csv for a report the server also answers as JSON. */
  accept?: string;
}

/**
 * Downloads a file the API answers (the data export, a report's CSV, calendar.ics) with the bearer
 * token, which a plain link cannot carry, and hands it to the browser under the server's file name
 * (Content-Disposition), else `fallbackName`. Failures become an ApiError as for JSON calls.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  { query, accept }: DownloadOptions = {},
): Promise<void> {
  const token = getAuthToken();
  const headers: Record<string, string> = {};
  if (accept) {
    headers.accept = accept;
  }
  if (token) {
    headers.authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers });
  } catch {
    throw new ApiError(500, 'Unable to connect to the server. Please check your internet connection.', {
      type: 'NETWORK_ERROR',
    });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
    throw new ApiError(response.status, body.message ?? `Download failed (${response.status})`, body);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = attachmentName(response.headers.get('content-disposition'), fallbackName);
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_BLOB_LIFETIME_MS);
  }
}
