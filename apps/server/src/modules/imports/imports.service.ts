import type { ImportKind, ImportReport } from '@app/shared/imports';
import { notFound } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import type { ClientInfo } from '../auth/auth.client';
import { findGroup } from '../groups/groups.lookup';
import { scopedGroupId } from '../reports/reports.scope';
import { readSheet } from './imports.file';
import { importMembers } from './imports.members';
import { importPalms } from './imports.palms';
import type { ImportGroup } from './imports.report';
import type { UploadedFile } from './imports.upload';

/**
 * POST /api/admin/imports/{members|palms}: the group first (another group answers 404 before the
 * file is read), then the file (413 over 5 MB or 2,000 rows, 400 when it is not CSV or XLSX),
 * then the report of a dry run or of the applied import.
 */
export async function runImport(
  app: Deps<'store' | 'config'>,
  auth: AuthContext,
  kind: ImportKind,
  request: { dryRun: boolean; groupId: number | undefined; client: ClientInfo },
  upload: () => Promise<UploadedFile>,
): Promise<ImportReport> {
  const groupId = scopedGroupId(auth, request.groupId);
  const row = await findGroup(app.store.db, groupId);
  if (!row) {
    throw notFound('Group');
  }
  const group: ImportGroup = {
    id: row.id,
    name: row.name,
    timezone: row.timezone,
    capacity: row.capacity,
    currency: row.currency,
  };
  const file = await upload();
  const sheet = await readSheet(file.bytes, { xlsx: kind === 'members' });
  const options = { dryRun: request.dryRun, fileName: file.fileName, client: request.client };
  return kind === 'members'
    ? importMembers(app, auth, group, sheet, options)
    : importPalms(app, auth, group, sheet, options);
}
