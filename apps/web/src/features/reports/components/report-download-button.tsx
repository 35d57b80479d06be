import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import type { RequestOptions } from '@/lib/api-client';
import { apiErrorText } from '@/lib/api-error-text';
import { downloadFile } from '@/lib/download-file';

interface Props {
  path: string;
  query: RequestOptions['query'];
  fileName: string;
}

/** "Download CSV" of a server report (format=csv), with a toast when it fails. */
export function ReportDownloadButton({ path, query, fileName }: Props) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, fileName, { query: { ...query, format: 'csv' }, accept: 'text/csv' });
    } catch (error) {
      toast({
        title: 'The download failed',
        description: apiErrorText(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void download()} disabled={busy}>
      <Download aria-hidden="true" />
      {busy ? 'Preparing CSV…' : 'Download CSV'}
    </Button>
  );
}
