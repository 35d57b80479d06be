import { lazy, Suspense } from 'react';
import { LoadSkeleton } from '@/components/load-states';
import { Page } from '@/components/page';
import { PermissionGate } from '@/components/permission-gate';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ImportButton } from '@/features/imports/public/import-button';
import { ReportsAuditTab } from '../components/reports-audit-tab';

// The page opens on the audit log; the other two tabs load when chosen.
const ReportsPalmsTab = lazy(() =>
  import('../components/reports-palms-tab').then((m) => ({ default: m.ReportsPalmsTab })),
);
const ReportsActivityTab = lazy(() =>
  import('../components/reports-activity-tab').then((m) => ({ default: m.ReportsActivityTab })),
);
const loading = <LoadSkeleton label="Loading the report" />;

/** Admin > Reports: the audit log, the PALMS report and the activity report (docs/architecture.md 14.5). */
export function Component() {
  return (
    <Page wide>
      <PermissionGate permission="manage_group" fallback={null}>
        <div className="mb-4 flex justify-end">
          <ImportButton kind="palms" />
        </div>
      </PermissionGate>
      <Tabs defaultValue="audit">
        <TabsList aria-label="Reports" className="max-w-full overflow-x-auto">
          <TabsTrigger value="audit">Audit log</TabsTrigger>
          <TabsTrigger value="palms">PALMS</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
        </TabsList>
        <TabsContent value="audit">
          <PermissionGate permission="view_audit_logs">
            <ReportsAuditTab />
          </PermissionGate>
        </TabsContent>
        <TabsContent value="palms">
          <PermissionGate permissions={['view_audit_logs', 'manage_groups']}>
            <Suspense fallback={loading}>
              <ReportsPalmsTab />
            </Suspense>
          </PermissionGate>
        </TabsContent>
        <TabsContent value="activity">
          <PermissionGate permissions={['view_audit_logs', 'manage_groups']}>
            <Suspense fallback={loading}>
              <ReportsActivityTab />
            </Suspense>
          </PermissionGate>
        </TabsContent>
      </Tabs>
    </Page>
  );
}
