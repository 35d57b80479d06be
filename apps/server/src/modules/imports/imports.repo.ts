import type { ImportKind, ImportSummary } from '@app/shared/imports';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { importedPalms, imports } from '../../db/schema/imports';
import { users } from '../../db/schema/users';

/** The imports log (one row per applied import). */

export interface ImportRow {
  id: number;
  groupId: number;
  kind: ImportKind;
  fileName: string | null;
  createdAt: Date;
  actor: { id: number; name: string } | null;
  counts: ImportSummary;
  undoneAt: Date | null;
  periods: { from: string; to: string; members: number } | null;
}

export async function insertImport(
  tx: DbOrTx,
  values: {
    groupId: number;
    kind: ImportKind;
    actorId: number;
    fileName: string | null;
    counts: ImportSummary;
  },
): Promise<number> {
  const [row] = await tx.insert(imports).values(values).returning({ id: imports.id });
  if (!row) {
    throw new Error('import insert returned no row');
  }
  return row.id;
}

const EMPTY_COUNTS: ImportSummary = { create: 0, update: 0, skip: 0, error: 0 };

/** A group's imports, newest first, with each PALMS import's span of periods and members. */
export async function selectImports(
  db: DbOrTx,
  filter: { groupId: number; kind?: ImportKind | undefined; id?: number },
  page: { offset: number; limit: number },
): Promise<{ rows: ImportRow[]; total: number }> {
  const where = and(
    eq(imports.groupId, filter.groupId),
    filter.kind ? eq(imports.kind, filter.kind) : undefined,
    filter.id === undefined ? undefined : eq(imports.id, filter.id),
  );
  const spans = db
    .select({
      importId: importedPalms.importId,
      from: sql<string>`min(${importedPalms.periodFrom})::text`.as('span_from'),
      to: sql<string>`max(${importedPalms.periodTo})::text`.as('span_to'),
      members: sql<number>`count(distinct ${importedPalms.userId})::int`.as('span_members'),
    })
    .from(importedPalms)
    .groupBy(importedPalms.importId)
    .as('spans');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: imports.id,
        groupId: imports.groupId,
        kind: imports.kind,
        fileName: imports.fileName,
        createdAt: imports.createdAt,
        actorId: users.id,
        actorName: users.name,
        counts: imports.counts,
        undoneAt: imports.undoneAt,
        spanFrom: spans.from,
        spanTo: spans.to,
        spanMembers: spans.members,
      })
      .from(imports)
      .leftJoin(users, eq(users.id, imports.actorId))
      .leftJoin(spans, eq(spans.importId, imports.id))
      .where(where)
      .orderBy(desc(imports.createdAt), desc(imports.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(imports).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      groupId: r.groupId,
      kind: r.kind,
      fileName: r.fileName,
      createdAt: r.createdAt,
      actor: r.actorId === null || r.actorName === null ? null : { id: r.actorId, name: r.actorName },
      counts: { ...EMPTY_COUNTS, ...(r.counts as Partial<ImportSummary>) },
      undoneAt: r.undoneAt,
      periods:
        r.spanFrom && r.spanTo
          ? { from: r.spanFrom, to: r.spanTo, members: Number(r.spanMembers ?? 0) }
          : null,
    })),
    total: Number(total?.n ?? 0),
  };
}

/** An import's group and kind, its row locked until the transaction ends. */
export async function lockImport(
  tx: DbOrTx,
  id: number,
): Promise<{ id: number; groupId: number; kind: ImportKind; undoneAt: Date | null } | null> {
  const [row] = await tx
    .select({ id: imports.id, groupId: imports.groupId, kind: imports.kind, undoneAt: imports.undoneAt })
    .from(imports)
    .where(eq(imports.id, id))
    .for('update');
  return row ?? null;
}

/** Marks a PALMS import undone and deletes its totals; answers how many rows went. */
export async function undoPalmsImport(tx: DbOrTx, id: number, actorId: number): Promise<number> {
  await tx
    .update(imports)
    .set({ undoneAt: new Date(), undoneBy: actorId })
    .where(and(eq(imports.id, id), isNull(imports.undoneAt)));
  const deleted = await tx
    .delete(importedPalms)
    .where(eq(importedPalms.importId, id))
    .returning({ id: importedPalms.id });
  return deleted.length;
}
