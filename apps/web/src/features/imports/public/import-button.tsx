import type { ImportKind } from '@app/shared/imports';
import Upload from 'lucide-react/icons/upload';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ImportDialog } from '../components/import-dialog';
import { IMPORT_TEXTS } from '../lib/import-texts';

/**
 * "Import members" (Admin > Users) or "Import PALMS history" (Admin > Reports): opens the import
 * dialog. The caller shows it only to those the server lets import (manage_members; manage_group).
 */
export function ImportButton({ kind }: { kind: ImportKind }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        {IMPORT_TEXTS[kind].title}
      </Button>
      <ImportDialog kind={kind} open={open} onOpenChange={setOpen} />
    </>
  );
}
