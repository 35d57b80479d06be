import { Page } from '@/components/page';
import { PermissionGate } from '@/components/permission-gate';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ImportButton } from '@/features/imports/public/import-button';
import { ReportsActivityTab } from '../components/reports-activity-tab';
import { ReportsAuditTab } from '../components/reports-audit-tab';
import { ReportsPalmsTab } from '../components/reports-palms-tab';

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
            <ReportsPalmsTab />
          </PermissionGate>
        </TabsContent>
        <TabsContent value="activity">
          <PermissionGate permissions={['view_audit_logs', 'manage_groups']}>
            <ReportsActivityTab />
          </PermissionGate>
        </TabsContent>
      </Tabs>
    </Page>
  );
}
