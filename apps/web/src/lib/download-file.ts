import { ApiError, buildUrl, type RequestOptions } from './api-client';
import { getAuthToken } from './storage';

/**
 * Downloads a file the API answers (an export, a CSV, calendar.ics) with the bearer token, and
 * hands it to the browser under `fileName`: a plain link cannot carry the token.
 */
export async function downloadFile(
  path: string,
  fileName: string,
  query?: RequestOptions['query'],
): Promise<void> {
  const token = getAuthToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
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
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Some browsers read the blob after click returns.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
