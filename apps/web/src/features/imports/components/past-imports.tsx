import type { ImportItem, ImportKind } from '@app/shared/imports';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useImports, useUndoImport } from '../api/imports-list';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function counts(item: ImportItem): string {
  const c = item.counts;
  return item.kind === 'members'
    ? `${c.create} new, ${c.update} updated`
    : `${c.create} ${c.create === 1 ? 'period' : 'periods'}${item.periods ? `, ${item.periods.from} to ${item.periods.to}, ${item.periods.members} ${item.periods.members === 1 ? 'member' : 'members'}` : ''}`;
}

/** Past imports of a kind with who and when; a PALMS import can be undone (after a confirmation). */
export function PastImports({ kind }: { kind: ImportKind }) {
  const list = useImports(kind);
  const undo = useUndoImport();
  const [asking, setAsking] = useState<ImportItem | null>(null);
  const items = list.data?.items ?? [];
  return (
    <section aria-labelledby={`past-imports-${kind}`} className="space-y-2">
      <h3 id={`past-imports-${kind}`} className="text-sm font-semibold">
        Past imports
      </h3>
      {list.isPending ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : list.isError ? (
        <p className="text-sm text-red-700 dark:text-red-300">The past imports could not be loaded.</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">None yet.</p>
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {item.fileName ?? `Import ${item.id}`}{' '}
                  {item.undoneAt ? <Badge tone="neutral">Undone</Badge> : null}
                </p>
                <p className="text-muted">
                  {when(item.createdAt)}
                  {item.by ? ` by ${item.by.name}` : ''} · {counts(item)}
                </p>
              </div>
              {item.undoable ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setAsking(item)}
                  aria-label={`Undo import ${item.fileName ?? item.id}`}
                >
                  Undo
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title="Undo this import?"
        description="Its imported totals are removed from reports, my numbers and traffic lights."
        confirmLabel="Undo import"
        destructive
        pending={undo.isPending}
        error={undo.error instanceof ApiError ? undo.error.message : null}
        onConfirm={() => {
          if (!asking) {
            return;
          }
          undo.mutate(asking.id, {
            onSuccess: () => {
              setAsking(null);
              toast({ title: 'Import undone', variant: 'success' });
            },
          });
        }}
      />
    </section>
  );
}
