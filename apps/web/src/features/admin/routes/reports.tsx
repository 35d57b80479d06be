import { Page } from '@/components/page';
import { PermissionGate } from '@/components/permission-gate';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ReportsAuditTab } from '../components/reports-audit-tab';
import { ReportsComingTab } from '../components/reports-coming-tab';

/** Admin > Reports: the audit log now; the PALMS and activity reports come with their areas. */
export function Component() {
  return (
    <Page wide>
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
          <ReportsComingTab
            title="PALMS report"
            description="This report is built once meetings, attendance and slips are recorded in the app."
            planned={[
              'One row per member for any period: P, A, L, M, S, RGI, RGO, RRI, RRO, V, 1-2-1, TYFCB, CEU, T',
              'Approved slips only, with totals',
              'Sorting on screen and CSV download',
            ]}
          />
        </TabsContent>
        <TabsContent value="activity">
          <ReportsComingTab
            title="Activity report"
            description="This report is built once slips (referrals, closed business, one-to-ones) are recorded in the app."
            planned={['Every slip of one member or the whole group in a period', 'CSV download']}
          />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
