import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { FakeXhr } from '@/lib/testing/fake-xhr';
import { ImportRefused, uploadImport } from './upload-import';

const report = {
  kind: 'palms',
  dryRun: false,
  importId: null,
  fileName: 'palms.csv',
  columns: ['email'],
  ignoredColumns: [],
  summary: { create: 0, update: 0, skip: 0, error: 1 },
  rows: [],
};

describe('uploadImport', () => {
  beforeEach(() => {
    FakeXhr.requests = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the file under its own name to the kind, dry run or not, and answers the report', async () => {
    const file = new File(['email'], 'palms.csv');
    const done = uploadImport({ kind: 'palms', file, dryRun: false });
    const xhr = FakeXhr.requests[0] as FakeXhr;
    expect(xhr.url).toBe('/api/admin/imports/palms?dryRun=false');
    expect(((xhr.body as FormData).get('file') as File).name).toBe('palms.csv');
    xhr.respond(200, { ...report, importId: 4, summary: { create: 1, update: 0, skip: 0, error: 0 } });
    await expect(done).resolves.toMatchObject({ importId: 4 });
  });

  it('rejects a refused apply with ImportRefused carrying the report', async () => {
    const done = uploadImport({ kind: 'palms', file: new File(['x'], 'palms.csv'), dryRun: false });
    FakeXhr.requests[0]?.respond(400, { type: 'VALIDATION_ERROR', message: 'Rows in error', ...report });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportRefused);
    expect(error).toMatchObject({
      status: 400,
      message: 'Rows in error',
      report: { summary: report.summary },
    });
  });

  it('rejects any other failure with a plain ApiError', async () => {
    const done = uploadImport({ kind: 'members', file: new File(['x'], 'roster.csv'), dryRun: true });
    FakeXhr.requests[0]?.respond(400, { type: 'VALIDATION_ERROR', message: 'Not a CSV or XLSX file' });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ImportRefused);
    expect(error).toMatchObject({ status: 400, message: 'Not a CSV or XLSX file' });
  });
});
