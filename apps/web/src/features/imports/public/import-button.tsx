import type { ImportKind } from '@app/shared/imports';
import Upload from 'lucide-react/icons/upload';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { IMPORT_TEXTS } from '../lib/import-texts';

const loadDialog = () => import('../components/import-dialog');
const preload = () => void loadDialog().catch(() => undefined);
// The dialog (Radix, the report table, the import schemas) loads when it is first opened.
const ImportDialog = lazy(() => loadDialog().then((m) => ({ default: m.ImportDialog })));

/**
 * "Import members" (Admin > Users) or "Import PALMS history" (Admin > Reports): opens the import
 * dialog. The caller shows it only to those the server lets import (manage_members; manage_group).
 */
export function ImportButton({ kind }: { kind: ImportKind }) {
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so that it can animate its closing.
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Upload aria-hidden="true" />
        {IMPORT_TEXTS[kind].title}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <ImportDialog kind={kind} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
