import { IMPORT_MAX_BYTES } from '@app/shared/imports';
import type { FastifyRequest } from 'fastify';
import { AppError, validationError } from '../../plugins/app-error';
import { tooLarge } from './imports.file';

/** The limits of @fastify/multipart for an import: one file of at most 5 MB and nothing else. */
export const IMPORT_MULTIPART_LIMITS = {
  fileSize: IMPORT_MAX_BYTES,
  files: 1,
  fields: 0,
  parts: 1,
  fieldSize: 1024,
  headerPairs: 50,
} as const;

export interface UploadedFile {
  bytes: Buffer;
  fileName: string | null;
}

/**
 * The multipart field `file` (read the way the avatar upload reads its picture): more than 5 MB
 * answers 413, a body that is not well-formed multipart 400 (docs/architecture.md 15.9).
 */
export async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw validationError('file', 'Send the file as multipart/form-data in the field "file"');
  }
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') {
      throw validationError('file', 'Send the file in the field "file"');
    }
    const bytes = await part.toBuffer();
    const fileName = part.filename ? part.filename.replaceAll('\u0000', '').slice(0, 200) : null;
    return { bytes, fileName: fileName || null };
  } catch (err) {
    if (err instanceof AppError) {
      throw err;
    }
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(`The file must be at most ${IMPORT_MAX_BYTES / (1024 * 1024)} MB`);
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw validationError('file', 'Send exactly one file in the field "file" and nothing else');
    }
    throw validationError('file', 'The body is not well-formed multipart/form-data');
  }
}
