import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { LoadEmpty, LoadError, LoadSkeleton } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { downloadFile } from '@/lib/download-file';
import { type AuditFilters, auditCsvQuery, useAuditLog } from '../api/get-audit-log';
import { auditCountText } from '../lib/audit-count-text';
import { EMPTY_AUDIT_FILTERS, ReportsAuditFilters } from './reports-audit-filters';
import { ReportsAuditTable } from './reports-audit-table';

/** Reports > Audit log: filters, a sortable table paged by 50, and the CSV of the whole filter. */
export function ReportsAuditTab() {
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const audit = useAuditLog(filters, cursor);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile('/api/admin/audit', 'audit-log.csv', {
        query: { ...auditCsvQuery(filters), format: 'csv' },
        accept: 'text/csv',
      });
    } catch (error) {
      toast({
        title: 'The download failed',
        description: apiErrorText(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="space-y-4">
      <ReportsAuditFilters
        value={filters}
        onApply={(next) => {
          setFilters(next);
          setCursors([]);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted" aria-live="polite">
          {audit.data ? auditCountText(audit.data) : ''}
        </p>
        <Button variant="outline" onClick={() => void download()} disabled={downloading}>
          <Download aria-hidden="true" />
          {downloading ? 'Preparing CSV…' : 'Download CSV'}
        </Button>
      </div>
      {audit.isPending ? (
        <LoadSkeleton rows={4} label="Loading the audit log" />
      ) : audit.isError ? (
        <LoadError error={audit.error} onRetry={() => void audit.refetch()} what="audit log" />
      ) : audit.data.items.length === 0 ? (
        <LoadEmpty title="No entries">Nothing matches these filters.</LoadEmpty>
      ) : (
        <>
          <ReportsAuditTable items={audit.data.items} />
          <nav aria-label="Audit log pages" className="flex justify-between gap-2">
            <Button
              variant="outline"
              disabled={cursors.length === 0}
              onClick={() => setCursors((c) => c.slice(0, -1))}
            >
              Newer
            </Button>
            <Button
              variant="outline"
              disabled={!audit.data.nextCursor}
              onClick={() => {
                const next = audit.data.nextCursor;
                if (next) {
                  setCursors((c) => [...c, next]);
                }
              }}
            >
              Older
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
