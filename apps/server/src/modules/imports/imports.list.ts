import {
  IMPORT_AUDIT_ACTIONS,
  IMPORT_NOT_UNDOABLE,
  type ImportItem,
  type ImportsListQuery,
  type ImportsListResponse,
} from '@app/shared/imports';
import { conflict, notFound } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import type { ClientInfo } from '../auth/auth.client';
import { scopedGroupId } from '../reports/reports.scope';
import { lockGroupImports } from './imports.palms.repo';
import { type ImportRow, lockImport, selectImports, undoPalmsImport } from './imports.repo';

function present(row: ImportRow): ImportItem {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
    by: row.actor,
    counts: row.counts,
    periods: row.periods,
    undoneAt: row.undoneAt?.toISOString() ?? null,
    undoable: row.kind === 'palms' && row.undoneAt === null,
  };
}

/** GET /api/admin/imports: my group's past imports (administrators: `?groupId=`), newest first. */
export async function listImports(
  app: Deps<'store'>,
  auth: AuthContext,
  query: ImportsListQuery,
): Promise<ImportsListResponse> {
  const groupId = scopedGroupId(auth, query.groupId);
  const offset = query.cursor ? Number(query.cursor) : 0;
  const { rows, total } = await selectImports(
    app.store.db,
    { groupId, kind: query.kind },
    { offset, limit: query.limit },
  );
  const next = offset + rows.length;
  return { items: rows.map(present), total, ...(next < total ? { nextCursor: String(next) } : {}) };
}

/**
 * DELETE /api/admin/imports/{id}: undoes a PALMS import (its totals are deleted; the import stays
 * listed, undone). A roster import cannot be undone: 409 IMPORT_NOT_UNDOABLE; undone already: 409
 * CONFLICT. Another group's import: 404.
 */
export async function undoImport(
  app: Deps<'store'>,
  auth: AuthContext,
  id: number,
  client: ClientInfo,
): Promise<ImportItem> {
  const groupId = await app.store.db.transaction(async (tx) => {
    const found = await lockImport(tx, id);
    if (!found || (!auth.isAdmin && found.groupId !== auth.groupId)) {
      throw notFound('Import');
    }
    if (found.kind !== 'palms') {
      throw conflict(
        'A members import cannot be undone: change or deactivate the members it created instead.',
        IMPORT_NOT_UNDOABLE,
      );
    }
    if (found.undoneAt) {
      throw conflict('This import was undone already.');
    }
    await lockGroupImports(tx, found.groupId);
    const removed = await undoPalmsImport(tx, id, auth.userId);
    await writeAudit(tx, {
      actorId: auth.userId,
      action: IMPORT_AUDIT_ACTIONS.palmsUndone,
      targetType: 'import',
      targetId: id,
      groupId: found.groupId,
      ip: client.ip,
      data: { rows: removed },
    });
    return found.groupId;
  });
  const { rows } = await selectImports(app.store.db, { groupId, id }, { offset: 0, limit: 1 });
  const row = rows[0];
  if (!row) {
    throw notFound('Import');
  }
  return present(row);
}
