import type { ApiErrorBody } from '@app/shared/errors';
import { ApiError, buildUrl, type RequestOptions } from './api-client';
import { getAuthToken } from './storage';

export interface UploadOptions {
  query?: RequestOptions['query'];
  /** The file, sent as the multipart field `file`. */
  file: Blob;
  fileName: string;
  /** Called with the share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POSTs a file as multipart `file` with the bearer token and answers the server's JSON.
 * XMLHttpRequest rather than fetch: only it reports upload progress. Failures become an ApiError
 * carrying the answer's body, as for JSON calls; a cancelled upload rejects with an AbortError.
 */
export function uploadFile<T>(
  path: string,
  { query, file, fileName, onProgress, signal }: UploadOptions,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, query));
    xhr.setRequestHeader('accept', 'application/json');
    const token = getAuthToken();
    if (token) {
      xhr.setRequestHeader('authorization', `Bearer ${token}`);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(event.loaded / event.total);
      }
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      const body = (data && typeof data === 'object' ? data : {}) as Partial<ApiErrorBody>;
      reject(new ApiError(xhr.status, body.message ?? `Request failed (${xhr.status})`, body));
    };
    xhr.onerror = () =>
      reject(
        new ApiError(500, 'Unable to connect to the server. Please check your internet connection.', {
          type: 'NETWORK_ERROR',
        }),
      );
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, fileName);
    xhr.send(form);
  });
}
