import type { ApiErrorBody } from '@app/shared/errors';
import type { ImportKind, ImportReport } from '@app/shared/imports';
import { ApiError, buildUrl } from '@/lib/api-client';
import { getAuthToken } from '@/lib/storage';

export interface UploadImportInput {
  kind: ImportKind;
  file: File;
  dryRun: boolean;
  /** Called with the share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** An applied import refused because rows are in error: the server's report comes with the error. */
export class ImportRefused extends ApiError {
  constructor(
    message: string,
    body: Partial<ApiErrorBody>,
    readonly report: ImportReport,
  ) {
    super(400, message, body);
    this.name = 'ImportRefused';
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/admin/imports/{members|palms}?dryRun= as multipart `file`. XMLHttpRequest rather than
 * fetch: only it reports upload progress. A refused apply (400 with rows in error) rejects with
 * ImportRefused carrying the report; every other failure is an ApiError.
 */
export function uploadImport({
  kind,
  file,
  dryRun,
  onProgress,
  signal,
}: UploadImportInput): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(`/api/admin/imports/${kind}`, { dryRun: dryRun ? 'true' : 'false' }));
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
        resolve(data as ImportReport);
        return;
      }
      const body = (data && typeof data === 'object' ? data : {}) as Partial<ApiErrorBody> &
        Partial<ImportReport>;
      const message = body.message ?? `Request failed (${xhr.status})`;
      if (xhr.status === 400 && Array.isArray(body.rows) && body.summary) {
        reject(new ImportRefused(message, body, body as ImportReport));
        return;
      }
      reject(new ApiError(xhr.status, message, body));
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
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
