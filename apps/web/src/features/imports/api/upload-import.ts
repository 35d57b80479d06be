import type { ApiErrorBody } from '@app/shared/errors';
import type { ImportKind, ImportReport } from '@app/shared/imports';
import { ApiError } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload-file';

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

/**
 * POST /api/admin/imports/{members|palms}?dryRun= as multipart `file`, with upload progress. A
 * refused apply (400 with rows in error) rejects with ImportRefused carrying the report; every
 * other failure is an ApiError.
 */
export async function uploadImport({
  kind,
  file,
  dryRun,
  onProgress,
  signal,
}: UploadImportInput): Promise<ImportReport> {
  try {
    return await uploadFile<ImportReport>(`/api/admin/imports/${kind}`, {
      query: { dryRun: dryRun ? 'true' : 'false' },
      file,
      fileName: file.name,
      onProgress,
      signal,
    });
  } catch (error) {
    const report = error instanceof ApiError ? (error.body as Partial<ImportReport> | undefined) : undefined;
    if (error instanceof ApiError && error.status === 400 && Array.isArray(report?.rows) && report.summary) {
      throw new ImportRefused(error.message, error.body ?? {}, report as ImportReport);
    }
    throw error;
  }
}
