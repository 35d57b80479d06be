import { DATA_EXPORT_FILE_NAME } from '@app/shared/data-export-file';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { showApiErrorToast } from '@/lib/api-error-toast';
import { downloadFile } from '@/lib/download-file';
import { SettingRow } from './setting-row';

/** Settings > Privacy: everything the product holds about me, as one JSON file. */
export function DownloadMyData() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile('/api/me/export', DATA_EXPORT_FILE_NAME);
      toast({ title: 'Download started', description: `Saved as ${DATA_EXPORT_FILE_NAME}.` });
    } catch (err) {
      showApiErrorToast(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingRow
      id="setting-download-data"
      label="Download my data"
      description="Your profile, settings, slips, attendance, RSVPs, visitors, mentorship and conversations, as one JSON file. Other members appear by name only."
    >
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={download}
        disabled={busy}
        aria-describedby="setting-download-data-description"
      >
        <Download aria-hidden="true" />
        {busy ? 'Preparing…' : 'Download my data'}
      </Button>
    </SettingRow>
  );
}
